import { addMember, bearer, createCompany, createSite, type Member, type TestCompany } from '../../../test/company';
import { createPerson } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { cameraJpeg, uploadPhoto } from '../follow-ups/follow-ups.test-helpers';
import { pdfOfPages, uploadSheet } from './punch-list.test-helpers';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;
let villa: string;

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas Réserves REST'), createCompany(t, 'Souss Réserves REST')]);
  user = await addMember(t, a);
  villa = (await createSite(t, a.manager.accessToken, { name: 'Villa Anfa' })).id;
});
afterAll(() => t.stop());

const as = () => bearer(a.manager);

describe('plans on the REST door, French keys', () => {
  it('creates a plan, adds a version, renames it, lists and reads it, and deletes it', async () => {
    const idFichier = await uploadSheet(t, a.manager.accessToken, await pdfOfPages(2));
    const made = await t.rest('POST', `/chantiers/${villa}/plans`, { titre: 'Plan RDC', idFichier, note: 'Indice A' }, as());
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      titre: 'Plan RDC',
      chantier: { id: villa, nom: 'Villa Anfa' },
      versionEnVigueur: { numero: 1, nombrePages: 2, note: 'Indice A', remplacee: false, remplaceePar: null, typeFichier: 'application/pdf' },
      nombreReserves: 0,
      nombreReservesOuvertes: 0,
    });
    const second = await uploadSheet(t, a.manager.accessToken, await pdfOfPages(1));
    const next = await t.rest('POST', `/chantiers/plans/${made.body.id}/versions`, { idFichier: second, note: 'Indice B' }, as());
    expect(next.status).toBe(201);
    expect(next.body.versions.map((v: any) => [v.numero, v.remplacee, v.remplaceePar])).toEqual([
      [2, false, null],
      [1, true, 2],
    ]);
    const renamed = await t.rest('PUT', `/chantiers/plans/${made.body.id}`, { titre: 'Plan du rez-de-chaussée' }, as());
    expect(renamed.body.titre).toBe('Plan du rez-de-chaussée');
    expect((await t.rest('GET', `/chantiers/${villa}/plans`, undefined, as())).body.plans).toEqual([renamed.body]);
    expect((await t.rest('GET', `/chantiers/plans/${made.body.id}`, undefined, as())).body).toEqual(renamed.body);
    expect(await t.rest('DELETE', `/chantiers/plans/${made.body.id}`, undefined, as())).toMatchObject({ status: 200, body: { supprime: true } });
  });

  it('names the French keys in its refusals', async () => {
    const bad = await t.rest('POST', `/chantiers/${villa}/plans`, { titre: '' }, as());
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ titre: 'Le titre du plan est requis', idFichier: 'Choisissez le fichier du plan (PDF, PNG ou JPEG)' });
  });
});

describe('réserves on the REST door, French keys', () => {
  let plan: any;
  beforeAll(async () => {
    const idFichier = await uploadSheet(t, a.manager.accessToken, await pdfOfPages(2));
    plan = (await t.rest('POST', `/chantiers/${villa}/plans`, { titre: 'Plan R+1', idFichier }, as())).body;
  });

  it('takes and answers every key, the statut and the responsable in French, through the whole cycle', async () => {
    const person = await createPerson(t, a.manager.accessToken, { firstName: 'Youssef', lastName: 'Alami', cni: 'RR100001' });
    const photo = await uploadPhoto(t, a.manager.accessToken, await cameraJpeg(800, 600), 'fissure.jpg');
    const body = {
      plan: plan.id,
      version: 1,
      page: 2,
      x: 0.4,
      y: 0.6,
      titre: 'Fissure cloison chambre 1',
      description: 'Fissure verticale à reprendre.',
      metier: 'Plâtrerie',
      idPhotos: [photo],
      responsable: { type: 'PERSONNEL', id: person.id },
      dateEcheance: '2026-12-15',
    };
    const made = await t.rest('POST', `/chantiers/${villa}/reserves`, body, as());
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      numero: 1,
      reference: 'R-001',
      chantier: { id: villa, nom: 'Villa Anfa' },
      plan: { id: plan.id, titre: 'Plan R+1' },
      version: { numero: 1, nombrePages: 2, remplacee: false },
      page: 2,
      x: 0.4,
      y: 0.6,
      titre: 'Fissure cloison chambre 1',
      metier: 'Plâtrerie',
      photos: [{ nom: 'fissure.jpg' }],
      photosLevee: [],
      responsable: { type: 'PERSONNEL', id: person.id, nom: 'Youssef Alami' },
      dateEcheance: '2026-12-15',
      statut: 'OUVERTE',
      noteStatut: '',
      leveeLe: null,
    });
    const id = made.body.id;
    // What GET answered can be sent back as it is (plan and version as objects).
    const read = await t.rest('GET', `/chantiers/reserves/${id}`, undefined, as());
    const changed = await t.rest(
      'PUT',
      `/chantiers/reserves/${id}`,
      { ...read.body, idPhotos: read.body.photos.map((p: any) => p.id), responsable: { type: 'PARTENAIRE_INCONNU' } },
      as(),
    );
    expect(changed.status).toBe(400);
    expect(Object.keys(changed.body.fields)).toEqual(['responsable.type']);
    const again = await t.rest('PUT', `/chantiers/reserves/${id}`, { ...read.body, responsable: { type: 'AUTRE', nom: 'Plâtres du Nord' } }, as());
    expect(again.body).toMatchObject({
      plan: { id: plan.id },
      version: { numero: 1 },
      responsable: { type: 'AUTRE', id: null, nom: 'Plâtres du Nord' },
    });
    expect(again.body.photos).toHaveLength(1);

    const lifted = await t.rest('POST', `/chantiers/reserves/${id}/levee`, { note: 'Bande et enduit refaits' }, as());
    expect(lifted.body).toMatchObject({ statut: 'LEVEE', noteStatut: 'Bande et enduit refaits', leveePar: expect.any(String) });
    const refused = await t.rest('POST', `/chantiers/reserves/${id}/refus`, { motif: 'Fissure visible à la lumière rasante' }, as());
    expect(refused.body).toMatchObject({ statut: 'REFUSEE', noteStatut: 'Fissure visible à la lumière rasante', controleePar: expect.any(String) });
    const validate = await t.rest('POST', `/chantiers/reserves/${id}/validation`, {}, as());
    expect(validate.status).toBe(409);
    expect(validate.body.message).toContain('levée à nouveau');
    await t.rest('POST', `/chantiers/reserves/${id}/levee`, { note: 'Repris' }, as());
    expect((await t.rest('POST', `/chantiers/reserves/${id}/validation`, {}, as())).body.statut).toBe('VALIDEE');

    const other = (
      await t.rest('POST', `/chantiers/${villa}/reserves`, { ...body, idPhotos: [], titre: 'Prise décalée', metier: 'Électricité' }, as())
    ).body;
    const listed = await t.rest(
      'GET',
      `/chantiers/${villa}/reserves?statut=OUVERTE&metier=electricité&plan=${plan.id}&responsable=alami`,
      undefined,
      as(),
    );
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({
      reserves: [{ id: other.id, statut: 'OUVERTE' }],
      total: 1,
      page: 0,
      taille: 20,
      totaux: { ouvertes: 1, levees: 0, validees: 0, refusees: 0 },
    });
    const all = await t.rest('GET', `/chantiers/${villa}/reserves`, undefined, as());
    expect(all.body.totaux).toEqual({ ouvertes: 1, levees: 0, validees: 1, refusees: 0 });
    expect(await t.rest('DELETE', `/chantiers/reserves/${other.id}`, undefined, as())).toMatchObject({ status: 200, body: { supprime: true } });
  });

  it('names the French keys in its refusals', async () => {
    const bad = await t.rest(
      'POST',
      `/chantiers/${villa}/reserves`,
      { plan: plan.id, page: 0, x: 2, titre: '', metier: 'm'.repeat(61), responsable: { type: 'AUTRE', nom: '' }, dateEcheance: '15/12/2026' },
      as(),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      page: 'La page doit être un numéro de page du plan (1, 2, 3…)',
      x: 'Placez la réserve sur le plan : sa position doit être comprise entre 0 et 1.',
      y: 'Placez la réserve sur le plan : sa position doit être comprise entre 0 et 1.',
      titre: 'Le titre de la réserve est requis',
      metier: 'Le corps de métier ne doit pas dépasser 60 caractères',
      'responsable.nom': 'Le nom du responsable est requis',
      dateEcheance: "Date d'échéance invalide (AAAA-MM-JJ)",
    });
    const made = (await t.rest('POST', `/chantiers/${villa}/reserves`, { plan: plan.id, x: 0.1, y: 0.1, titre: 'Seuil' }, as())).body;
    const refusal = await t.rest('POST', `/chantiers/reserves/${made.id}/refus`, {}, as());
    expect(refusal.status).toBe(400);
    expect(refusal.body.fields).toEqual({ motif: 'Le motif du refus est requis : dites ce qui reste à reprendre.' });
    const status = await t.rest('GET', `/chantiers/${villa}/reserves?statut=FERMEE`, undefined, as());
    expect(status.status).toBe(400);
    expect(Object.keys(status.body.fields)).toEqual(['statut']);
    const pinned = await t.rest('DELETE', `/chantiers/plans/${plan.id}`, undefined, as());
    expect(pinned.status).toBe(409);
  });

  it('answers 404 to another company and to a USER on a site not theirs, 403 to a USER deleting', async () => {
    const made = (await t.rest('POST', `/chantiers/${villa}/reserves`, { plan: plan.id, x: 0.2, y: 0.2, titre: 'Trappe' }, as())).body;
    for (const who of [bearer(b.manager), bearer(user)]) {
      expect((await t.rest('GET', `/chantiers/reserves/${made.id}`, undefined, who)).status).toBe(404);
      expect((await t.rest('GET', `/chantiers/${villa}/reserves`, undefined, who)).status).toBe(404);
      expect((await t.rest('GET', `/chantiers/plans/${plan.id}`, undefined, who)).status).toBe(404);
      expect((await t.rest('POST', `/chantiers/reserves/${made.id}/levee`, { note: 'x' }, who)).status).toBe(404);
    }
    expect((await t.rest('DELETE', `/chantiers/reserves/${made.id}`, undefined, bearer(user))).status).toBe(403);
    expect((await t.rest('DELETE', `/chantiers/plans/${plan.id}`, undefined, bearer(user))).status).toBe(403);
  });
});
