import { addMember, bearer, countSites, createCompany, type Member, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';

const SITE_KEYS = [
  'id',
  'libelle',
  'client',
  'responsableChantier',
  'chefChantier',
  'adresse',
  'ville',
  'codePostal',
  'budget',
  'dateDebut',
  'dateFin',
  'lienMaps',
  'statut',
  'avancement',
  'archive',
  'photoChantier',
  'photoClient',
  'planChantier',
  'createdAt',
  'updatedAt',
];

let t: TestServer;
let a: TestCompany;
let chef: Member;
let user: Member;
beforeAll(async () => {
  t = await startTestServer();
  a = await createCompany(t, 'Atlas BTP');
  [chef, user] = await Promise.all([addMember(t, a, { firstName: 'Youssef', lastName: 'Idrissi' }), addMember(t, a)]);
});
afterAll(() => t.stop());

const auth = () => bearer(a.manager);
const legacy = (overrides: Record<string, unknown> = {}) => ({
  libelle: 'Résidence Al Amal',
  client: 'Groupe Addoha',
  responsableChantier: { id: chef.id },
  chefChantier: 'Hassan Ouali',
  adresse: '12 rue Ibn Sina',
  ville: 'Béni Mellal',
  codePostal: '23000',
  budget: '0.10',
  dateDebut: '2025-03-01',
  dateFin: '2026-02-28',
  lienMaps: 'http://maps.example.ma/x?y=1',
  statut: 'EN_COURS',
  avancement: 35,
  ...overrides,
});
const save = async (overrides: Record<string, unknown> = {}) => {
  const res = await t.rest('POST', '/chantiers/save', legacy(overrides), auth());
  expect(res.status).toBe(201);
  return res.body;
};

describe('POST /chantiers/save and GET /chantiers/get/{id}', () => {
  it('creates with every legacy field (201) and answers the same record on get', async () => {
    const created = await save();
    expect(Object.keys(created).sort()).toEqual([...SITE_KEYS].sort());
    const { responsableChantier, ...values } = legacy();
    expect(created).toMatchObject({ ...values, archive: false, photoChantier: null, photoClient: null, planChantier: null });
    expect(created.responsableChantier).toEqual({ id: (responsableChantier as { id: string }).id, nom: 'Idrissi', prenom: 'Youssef' });
    const get = await t.rest('GET', `/chantiers/get/${created.id}`, undefined, auth());
    expect(get).toMatchObject({ status: 200, body: created });
  });

  it('takes the responsable as an id string too, and the progress as a numeric string', async () => {
    const created = await save({ responsableChantier: chef.id, avancement: '80' });
    expect(created).toMatchObject({ responsableChantier: { id: chef.id }, avancement: 80 });
  });

  it("round-trips budgets exactly, and reads '1 234,50' as 1234.50", async () => {
    for (const [sent, stored] of [
      ['999999999999.99', '999999999999.99'],
      ['0.10', '0.10'],
      ['1 234,50', '1234.50'],
    ]) {
      const { id } = await save({ budget: sent });
      expect((await t.rest('GET', `/chantiers/get/${id}`, undefined, auth())).body.budget).toBe(stored);
    }
  });

  it('refuses float-looking, negative and non-numeric budgets with 400 and the French message', async () => {
    for (const budget of ['12.345', '-5', 'abc', 12.345]) {
      const res = await t.rest('POST', '/chantiers/save', legacy({ budget }), auth());
      expect({ budget, status: res.status, error: res.body.error }).toEqual({ budget, status: 400, error: 'BAD_USER_INPUT' });
      expect(res.body.fields.budget).toMatch(/^Le budget doit être un montant positif/);
    }
  });
});

describe('validation on the REST door names the legacy fields', () => {
  const refused = async (body: Record<string, unknown>) => {
    const before = await countSites(t, a.id);
    const res = await t.rest('POST', '/chantiers/save', body, auth());
    expect(await countSites(t, a.id)).toBe(before);
    expect(res.body).toMatchObject({ status: 400, error: 'BAD_USER_INPUT', traceId: expect.any(String) });
    expect(res.status).toBe(400);
    return res.body;
  };

  it('answers each rule in French, on the field the client sent, and stores nothing', async () => {
    const missing = await refused(legacy({ libelle: undefined }));
    expect(missing).toMatchObject({ message: 'Le libellé du chantier est requis', fields: { libelle: 'Le libellé du chantier est requis' } });
    expect((await refused(legacy({ dateDebut: '2025-06-10', dateFin: '2025-06-01' }))).fields).toEqual({
      dateFin: 'La date de fin ne peut pas précéder la date de début',
    });
    expect((await refused(legacy({ codePostal: '2300' }))).fields).toEqual({ codePostal: 'Le code postal doit contenir 5 chiffres' });
    expect((await refused(legacy({ lienMaps: 'javascript:alert(1)' }))).fields.lienMaps).toMatch(/^Le lien Maps doit être une adresse web/);
    expect((await refused(legacy({ lienMaps: 'ftp://maps.example.ma' }))).fields.lienMaps).toMatch(/^Le lien Maps/);
    expect((await refused(legacy({ statut: 'ANNULE' }))).fields).toEqual({ statut: 'Statut de chantier invalide' });
    expect((await refused(legacy({ avancement: 101 }))).fields).toEqual({ avancement: "L'avancement doit être un nombre entier entre 0 et 100" });
    expect((await refused(legacy({ avancement: 'beaucoup' }))).fields).toEqual({
      avancement: "L'avancement doit être un nombre entier entre 0 et 100",
    });
    expect((await refused(legacy({ dateDebut: '01/03/2025' }))).fields).toEqual({ dateDebut: 'Date invalide (AAAA-MM-JJ)' });
  });

  it('refuses the same on modifierChantier and leaves the site as it was', async () => {
    const site = await save();
    const res = await t.rest(
      'PUT',
      `/chantiers/modifierChantier/${site.id}`,
      legacy({ libelle: 'Autre', dateDebut: '2025-06-10', dateFin: '2025-06-01' }),
      auth(),
    );
    expect(res).toMatchObject({ status: 400, body: { fields: { dateFin: 'La date de fin ne peut pas précéder la date de début' } } });
    expect((await t.rest('GET', `/chantiers/get/${site.id}`, undefined, auth())).body).toEqual(site);
  });
});

describe('the other /chantiers routes', () => {
  it('modifies a site with PUT /chantiers/modifierChantier/{id}', async () => {
    const site = await save();
    const res = await t.rest(
      'PUT',
      `/chantiers/modifierChantier/${site.id}`,
      legacy({ libelle: 'Résidence Al Amal II', ville: 'Fès', statut: 'TERMINE', avancement: 100 }),
      auth(),
    );
    expect(res).toMatchObject({
      status: 200,
      body: { id: site.id, libelle: 'Résidence Al Amal II', ville: 'Fès', statut: 'TERMINE', avancement: 100 },
    });
  });

  it('lists as a Spring page, filters by statut and archive, and continues with the cursor', async () => {
    const other = await createCompany(t, 'Souss Bâtiment');
    const headers = bearer(other.manager);
    const created: string[] = [];
    for (const [libelle, statut] of [
      ['Lot A', 'EN_COURS'],
      ['Lot B', 'SUSPENDU'],
      ['Lot C', 'EN_COURS'],
    ]) {
      created.push((await t.rest('POST', '/chantiers/save', { libelle, statut }, headers)).body.id);
    }
    const first = await t.rest('GET', '/chantiers/list?page=0&size=2', undefined, headers);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalElements: 3, totalPages: 2, number: 0, size: 2, last: false });
    expect(first.body.content.map((s: { libelle: string }) => s.libelle)).toEqual(['Lot C', 'Lot B']);
    expect(Object.keys(first.body.content[0]).sort()).toEqual([...SITE_KEYS].sort());
    const second = await t.rest('GET', `/chantiers/list?page=1&size=2&cursor=${first.body.cursor}`, undefined, headers);
    expect(second.body).toMatchObject({ totalElements: 3, number: 1, last: true, content: [{ libelle: 'Lot A' }] });
    // A client that counts pages without the cursor gets the same second page.
    const byNumber = await t.rest('GET', '/chantiers/list?page=1&size=2', undefined, headers);
    expect(byNumber.body).toMatchObject({ totalElements: 3, number: 1, last: true, content: [{ libelle: 'Lot A' }] });
    expect((await t.rest('GET', '/chantiers/list?page=5&size=2', undefined, headers)).body).toMatchObject({
      totalElements: 3,
      number: 5,
      last: true,
      content: [],
    });
    const enCours = await t.rest('GET', '/chantiers/list?statut=EN_COURS&search=lot', undefined, headers);
    expect(enCours.body).toMatchObject({ totalElements: 2, content: [{ libelle: 'Lot C' }, { libelle: 'Lot A' }] });

    expect((await t.rest('PUT', `/chantiers/archiver/${created[1]}`, undefined, headers)).body).toMatchObject({ id: created[1], archive: true });
    expect((await t.rest('GET', '/chantiers/list?archive=true', undefined, headers)).body).toMatchObject({
      totalElements: 1,
      content: [{ libelle: 'Lot B', archive: true }],
    });
    expect((await t.rest('GET', '/chantiers/list', undefined, headers)).body.totalElements).toBe(2);
    expect((await t.rest('PUT', `/chantiers/desarchiver/${created[1]}`, undefined, headers)).body).toMatchObject({ archive: false });
    expect((await t.rest('GET', '/chantiers/list?archive=true', undefined, headers)).body.totalElements).toBe(0);
  });

  it('reports the page size it really used, 1 to 50, and a total of pages that matches', async () => {
    for (const [size, used] of [
      ['1000', 50],
      ['-5', 1],
      ['0', 12],
      ['abc', 12],
    ] as const) {
      const res = await t.rest('GET', `/chantiers/list?size=${size}`, undefined, auth());
      const { totalElements, totalPages, content } = res.body;
      expect({ size, status: res.status, reported: res.body.size }).toEqual({ size, status: 200, reported: used });
      expect(totalPages).toBe(Math.ceil(totalElements / used));
      expect(content.length).toBe(Math.min(used, totalElements));
    }
  });

  it('deletes only for a MANAGER: 403 for a USER, then 200 and 404 on get', async () => {
    const site = await save();
    const forbidden = await t.rest('DELETE', `/chantiers/delete/${site.id}`, undefined, bearer(user));
    expect(forbidden).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
    expect((await t.rest('GET', `/chantiers/get/${site.id}`, undefined, auth())).status).toBe(200);
    expect(await t.rest('DELETE', `/chantiers/delete/${site.id}`, undefined, auth())).toMatchObject({
      status: 200,
      body: { deleted: true, message: null },
    });
    expect(await t.rest('GET', `/chantiers/get/${site.id}`, undefined, auth())).toMatchObject({
      status: 404,
      body: { error: 'NOT_FOUND', message: "Ce chantier n'existe pas ou a été supprimé." },
    });
  });

  it('answers the figures with the French keys on GET /chantiers/finances/{id}', async () => {
    const site = await save({ avancement: 42 });
    const res = await t.rest('GET', `/chantiers/finances/${site.id}`, undefined, auth());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      avancement: 42,
      assujettiTva: true,
      recettes: '0.00',
      recettesHT: '0.00',
      tvaCollectee: '0.00',
      soldeTva: '0.00',
      achatsTTC: '0.00',
      achatsHT: '0.00',
      achatsTVA: '0.00',
      mainOeuvreBrut: '0.00',
      mainOeuvreNet: '0.00',
      mainOeuvrePrime: '0.00',
      sousTraitance: '0.00',
      rentabilite: '0.00',
      rentabilitePourcentage: '0.0',
      budget: '0.10',
      engage: '0.00',
      regle: '0.00',
    });
  });

  it('asks for a session: 401 without a bearer', async () => {
    expect((await t.rest('GET', '/chantiers/list')).status).toBe(401);
    expect((await t.rest('POST', '/chantiers/save', legacy())).status).toBe(401);
  });
});
