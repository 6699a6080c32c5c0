import { addMember, bearer, createCompany, createSite, giveSite, type Member, type TestCompany } from '../../../test/company';
import { addDays, today } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { getBytes, pdfPages, pdfText } from '../follow-ups/follow-ups.test-helpers';
import { drawnSignature } from './daily-logs.test-helpers';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;
let villa: string;
const d1 = addDays(today, -2);
const d2 = addDays(today, -1);

const BODY = {
  meteoMatin: 'RAIN',
  meteoApresMidi: 'CLOUDS',
  temperatureMin: 9,
  temperatureMax: 17,
  noteMeteo: 'Averses jusqu’à 10 h',
  arretIntemperies: true,
  effectifs: [{ metier: 'Maçon', nombre: 3, entreprise: '' }],
  materiel: [{ nom: 'Échafaudage (travées)', nombre: 12 }],
  noteLivraisons: '',
  evenements: 'Reprise des enduits côté rue.',
  incidents: 'Chute de matériel, sans blessé.',
  visiteurs: [{ nom: 'Mme Alaoui', organisme: 'Maître d’ouvrage', objet: 'Visite mensuelle' }],
};

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas Journal REST'), createCompany(t, 'Souss Journal REST')]);
  user = await addMember(t, a);
  villa = (await createSite(t, a.manager.accessToken, { name: 'Villa Anfa', address: '12, rue des Orangers', city: 'Casablanca' })).id;
});
afterAll(() => t.stop());

describe('the daily log on the REST door, French keys', () => {
  it('reads a draft, replaces a day, signs it, adds an addendum and lists the period', async () => {
    const draft = await t.rest('GET', `/chantiers/${villa}/journal/${d1}`, undefined, bearer(a.manager));
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({ id: null, jour: d1, enregistre: false, chantier: { id: villa, nom: 'Villa Anfa' }, effectifs: [] });

    const saved = await t.rest('PUT', `/chantiers/${villa}/journal/${d1}`, BODY, bearer(a.manager));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      jour: d1,
      enregistre: true,
      meteoMatin: 'RAIN',
      arretIntemperies: true,
      effectifs: [{ metier: 'Maçon', nombre: 3, entreprise: '' }],
      materiel: [{ nom: 'Échafaudage (travées)', nombre: 12 }],
      visiteurs: [{ nom: 'Mme Alaoui', organisme: 'Maître d’ouvrage', objet: 'Visite mensuelle' }],
      signeLe: null,
      additifs: [],
    });

    const signed = await t.rest('POST', `/chantiers/${villa}/journal/${d1}/signature`, { signature: await drawnSignature() }, bearer(a.manager));
    expect(signed.status).toBe(200);
    expect(signed.body.signePar).toEqual(expect.any(String));
    const refused = await t.rest('PUT', `/chantiers/${villa}/journal/${d1}`, BODY, bearer(a.manager));
    expect(refused.status).toBe(409);

    const addendum = await t.rest('POST', `/chantiers/${villa}/journal/${d1}/additifs`, { texte: 'Lire 4 maçons.' }, bearer(a.manager));
    expect(addendum.status).toBe(201);
    expect(addendum.body.additifs).toEqual([expect.objectContaining({ texte: 'Lire 4 maçons.' })]);

    await t.rest('PUT', `/chantiers/${villa}/journal/${d2}`, { ...BODY, incidents: '' }, bearer(a.manager));
    const list = await t.rest('GET', `/chantiers/${villa}/journal?du=${d1}&au=${d2}`, undefined, bearer(a.manager));
    expect(list.body.journaux).toEqual([
      expect.objectContaining({ jour: d2, effectif: 3, incident: false, signeLe: null }),
      expect.objectContaining({ jour: d1, effectif: 3, incident: true, nombreAdditifs: 1, signePar: expect.any(String) }),
    ]);
  });

  it('names the French keys in its refusals', async () => {
    const bad = await t.rest('PUT', `/chantiers/${villa}/journal/${d2}`, { ...BODY, effectifs: [{ metier: '', nombre: 1000 }] }, bearer(a.manager));
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      'effectifs.0.metier': 'Le corps de métier est requis',
      'effectifs.0.nombre': 'Le nombre doit être un entier entre 0 et 999 (au moins 1 pour un matériel)',
    });
    const period = await t.rest('GET', `/chantiers/${villa}/journal?du=${d2}&au=${d1}`, undefined, bearer(a.manager));
    expect(period.status).toBe(400);
    expect(period.body.fields).toEqual({ au: 'Période invalide : la date de début doit précéder la date de fin (AAAA-MM-JJ).' });
  });
});

describe('the PDFs', () => {
  it("prints a day's log and a period's, each day on its own pages", async () => {
    const day = await getBytes(t, `/chantiers/${villa}/journal/${d1}/pdf`, a.manager.accessToken);
    expect(day.status).toBe(200);
    expect(day.headers.get('content-type')).toContain('application/pdf');
    expect(day.headers.get('content-disposition')).toContain(`journal-villa-anfa-${d1}.pdf`);
    const text = await pdfText(day.bytes);
    expect(text).toContain('Journal de chantier');
    expect(text).toContain('Villa Anfa');
    expect(text).toContain('Travaux arrêtés pour intempéries');
    expect(text).toContain('Lire 4 maçons.');

    const period = await getBytes(t, `/chantiers/${villa}/journal/periode/pdf?du=${d1}&au=${d2}`, a.manager.accessToken);
    expect(period.status).toBe(200);
    expect(await pdfPages(period.bytes)).toBeGreaterThanOrEqual(2);

    const empty = await getBytes(t, `/chantiers/${villa}/journal/periode/pdf?du=2020-01-01&au=2020-01-31`, a.manager.accessToken);
    expect(empty.status).toBe(404);
    const unsaved = await getBytes(t, `/chantiers/${villa}/journal/${addDays(today, -30)}/pdf`, a.manager.accessToken);
    expect(unsaved.status).toBe(404);
  });

  it('refuses another company, a USER on a site not theirs, and a caller signed out', async () => {
    for (const tok of [b.manager.accessToken, user.accessToken]) {
      expect((await getBytes(t, `/chantiers/${villa}/journal/${d1}/pdf`, tok)).status).toBe(404);
      expect((await getBytes(t, `/chantiers/${villa}/journal/periode/pdf?du=${d1}&au=${d2}`, tok)).status).toBe(404);
      expect((await t.rest('GET', `/chantiers/${villa}/journal/${d1}`, undefined, { authorization: `Bearer ${tok}` })).status).toBe(404);
    }
    expect((await getBytes(t, `/chantiers/${villa}/journal/${d1}/pdf`)).status).toBe(401);
    await giveSite(t, villa, user);
    expect((await getBytes(t, `/chantiers/${villa}/journal/${d1}/pdf`, user.accessToken)).status).toBe(200);
  });
});
