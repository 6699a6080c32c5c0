import { randomUUID } from 'node:crypto';
import { addMember, bearer, createCompany, createSite, gqlOk, type Member, sql, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';

const KEYS = [
  'id',
  'nom',
  'prenom',
  'numeroCni',
  'numTelephone',
  'adresse',
  'metier',
  'tarifJournalier',
  'primePanier',
  'email',
  // Optional (issue 38): null until the worker's CNSS number is known.
  'numeroCnss',
  'actif',
  'createdAt',
  'updatedAt',
];
const TAKEN = 'Une personne avec ce numéro de CNI existe déjà dans votre société.';
const NOT_FOUND = "Cette personne n'existe pas ou a été supprimée.";
const ASSIGN = `mutation ($input: AssignmentInput!) { assignPersonnel(input: $input) { id } }`;

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;
let seq = 0;
beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas BTP'), createCompany(t, 'Sahara Construction')]);
  user = await addMember(t, a);
});
afterAll(() => t.stop());

const cni = () => `RS${String(++seq).padStart(6, '0')}`;
const legacy = (overrides: Record<string, unknown> = {}) => ({
  nom: 'Alami',
  prenom: 'Karim',
  numeroCni: cni(),
  numTelephone: '0661234567',
  adresse: '12 rue de Fès, Casablanca',
  metier: 'Maçon',
  tarifJournalier: '250.00',
  primePanier: '30.00',
  email: 'karim.alami@example.ma',
  ...overrides,
});
const save = async (who: { manager: Member } | Member, overrides: Record<string, unknown> = {}) => {
  const member = 'manager' in who ? who.manager : who;
  const res = await t.rest('POST', '/chantiers/personnel/save', legacy(overrides), bearer(member));
  expect(res.status).toBe(201);
  return res.body;
};
const count = async (companyId: string) =>
  (await sql(t, 'select count(*)::int as n from personnel where company_id = $1', [companyId]))[0].n as number;

describe('save, get, modify, delete', () => {
  it('creates with every legacy key (201) and answers the same record on get, with actif', async () => {
    const values = legacy({ numeroCni: 'rb998877', email: 'Karim.Alami@Example.MA', tarifJournalier: '250,5' });
    const created = await save(a, values);
    expect(Object.keys(created).sort()).toEqual([...KEYS].sort());
    expect(created).toMatchObject({
      ...values,
      numeroCni: 'RB998877',
      email: 'karim.alami@example.ma',
      tarifJournalier: '250.50',
      primePanier: '30.00',
      actif: true,
    });
    expect(await t.rest('GET', `/chantiers/personnel/get/${created.id}`, undefined, bearer(a.manager))).toMatchObject({ status: 200, body: created });
    const [row] = await sql(t, 'select last_name, cni, daily_rate::text as rate, company_id from personnel where id = $1', [created.id]);
    expect(row).toEqual({ last_name: 'Alami', cni: 'RB998877', rate: '250.50', company_id: a.id });
  });

  it('reads amounts an old client sends as JSON numbers', async () => {
    const created = await save(a, { tarifJournalier: 350, primePanier: 0 });
    expect(created).toMatchObject({ tarifJournalier: '350.00', primePanier: '0.00' });
    const decimals = await save(a, { tarifJournalier: 312.5, primePanier: 12.25 });
    expect(decimals).toMatchObject({ tarifJournalier: '312.50', primePanier: '12.25' });
  });

  it('modifies with PUT and answers the new record', async () => {
    const created = await save(a);
    const values = legacy({
      nom: 'El Fassi',
      prenom: 'Youssef',
      numeroCni: created.numeroCni,
      metier: 'Électricien',
      tarifJournalier: '400',
      primePanier: '0',
    });
    const put = await t.rest('PUT', `/chantiers/personnel/modifierPersonnel/${created.id}`, values, bearer(a.manager));
    expect(put).toMatchObject({
      status: 200,
      body: { ...values, id: created.id, tarifJournalier: '400.00', primePanier: '0.00', actif: true, createdAt: created.createdAt },
    });
    expect((await t.rest('GET', `/chantiers/personnel/get/${created.id}`, undefined, bearer(a.manager))).body).toEqual(put.body);
  });

  it('delete answers {deleted: true, deactivated: false} for someone without assignments, and the row is gone', async () => {
    const created = await save(a);
    const res = await t.rest('DELETE', `/chantiers/personnel/delete/${created.id}`, undefined, bearer(a.manager));
    expect(res).toMatchObject({ status: 200, body: { deleted: true, deactivated: false } });
    expect(Object.keys(res.body).sort()).toEqual(['deactivated', 'deleted']);
    expect(await sql(t, 'select id from personnel where id = $1', [created.id])).toEqual([]);
    expect(await t.rest('GET', `/chantiers/personnel/get/${created.id}`, undefined, bearer(a.manager))).toMatchObject({
      status: 404,
      body: { error: 'NOT_FOUND', message: NOT_FOUND },
    });
    expect((await t.rest('DELETE', `/chantiers/personnel/delete/${created.id}`, undefined, bearer(a.manager))).status).toBe(404);
  });

  it('delete answers {deleted: false, deactivated: true} for someone with an assignment; the row stays with actif false', async () => {
    const created = await save(a);
    const site = await createSite(t, a.manager.accessToken, { name: 'Villa A' });
    gqlOk(
      await t.gql(
        ASSIGN,
        { input: { siteId: site.id, personnelIds: [created.id], startDate: '2026-05-04', endDate: '2026-05-08' } },
        a.manager.accessToken,
      ),
    );
    const res = await t.rest('DELETE', `/chantiers/personnel/delete/${created.id}`, undefined, bearer(a.manager));
    expect(res).toMatchObject({ status: 200, body: { deleted: false, deactivated: true } });
    expect((await sql(t, 'select active from personnel where id = $1', [created.id]))[0]).toEqual({ active: false });
    expect(await t.rest('GET', `/chantiers/personnel/get/${created.id}`, undefined, bearer(a.manager))).toMatchObject({
      status: 200,
      body: { id: created.id, actif: false },
    });
    const listed = await t.rest('GET', `/chantiers/personnel/list?search=${created.numeroCni}`, undefined, bearer(a.manager));
    expect(listed.body).toMatchObject({ content: [], totalElements: 0 });
    const withInactive = await t.rest('GET', `/chantiers/personnel/list?search=${created.numeroCni}&inactifs=true`, undefined, bearer(a.manager));
    expect(withInactive.body.content).toEqual([expect.objectContaining({ id: created.id, actif: false })]);
  });

  it('lets a USER save and modify, and refuses their delete (a MANAGER deletes)', async () => {
    const created = await save(user, { nom: 'Utilisateur' });
    const put = await t.rest(
      'PUT',
      `/chantiers/personnel/modifierPersonnel/${created.id}`,
      legacy({ nom: 'Utilisateur bis', numeroCni: created.numeroCni }),
      bearer(user),
    );
    expect(put).toMatchObject({ status: 200, body: { nom: 'Utilisateur bis' } });
    expect(await t.rest('DELETE', `/chantiers/personnel/delete/${created.id}`, undefined, bearer(user))).toMatchObject({
      status: 403,
      body: { error: 'FORBIDDEN' },
    });
    expect(await t.rest('DELETE', `/chantiers/personnel/delete/${created.id}`, undefined, bearer(a.manager))).toMatchObject({
      status: 200,
      body: { deleted: true },
    });
  });

  it('refuses anonymous callers with 401 on every route and stores nothing', async () => {
    const before = await count(a.id);
    const id = randomUUID();
    for (const [method, path, body] of [
      ['GET', '/chantiers/personnel/list', undefined],
      ['GET', '/chantiers/personnel/listPersoNonAffecter?dateDebut=2026-01-01&dateFin=2026-01-02', undefined],
      ['POST', '/chantiers/personnel/save', legacy()],
      ['PUT', `/chantiers/personnel/modifierPersonnel/${id}`, legacy()],
      ['GET', `/chantiers/personnel/get/${id}`, undefined],
      ['DELETE', `/chantiers/personnel/delete/${id}`, undefined],
    ] as const) {
      const res = await t.rest(method, path, body);
      expect({ method, path, status: res.status, error: res.body?.error }).toEqual({ method, path, status: 401, error: 'UNAUTHENTICATED' });
    }
    expect(await count(a.id)).toBe(before);
  });

  it('answers 404 for ids that are unknown or not UUIDs, never 500', async () => {
    for (const id of [randomUUID(), 'abc', '42', '%27%20or%201%3D1']) {
      expect((await t.rest('GET', `/chantiers/personnel/get/${id}`, undefined, bearer(a.manager))).status).toBe(404);
      expect((await t.rest('PUT', `/chantiers/personnel/modifierPersonnel/${id}`, legacy(), bearer(a.manager))).status).toBe(404);
      expect((await t.rest('DELETE', `/chantiers/personnel/delete/${id}`, undefined, bearer(a.manager))).status).toBe(404);
    }
  });
});

describe('validation names the legacy keys', () => {
  const refused = async (body: unknown, method = 'POST', path = '/chantiers/personnel/save') => {
    const res = await t.rest(method, path, body, bearer(a.manager));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('BAD_USER_INPUT');
    return res.body.fields;
  };
  const without = (key: string) => {
    const values: Record<string, unknown> = legacy();
    delete values[key];
    return values;
  };

  it('answers every missing key at once, under its legacy name', async () => {
    expect(await refused({})).toEqual({
      nom: 'Le nom est requis',
      prenom: 'Le prénom est requis',
      numeroCni: 'Le numéro de CNI est requis',
      numTelephone: 'Le téléphone est requis',
      adresse: "L'adresse est requise",
      metier: 'Le métier est requis',
      tarifJournalier: 'Le tarif journalier est requis',
      primePanier: 'La prime panier est requise',
      email: "L'email est requis",
    });
  });

  it('answers each rule in French and stores nothing', async () => {
    const before = await count(a.id);
    expect(await refused(without('nom'))).toEqual({ nom: 'Le nom est requis' });
    expect(await refused(legacy({ nom: 'n'.repeat(76) }))).toEqual({ nom: 'Le nom ne doit pas dépasser 75 caractères' });
    expect(await refused(legacy({ prenom: '  ' }))).toEqual({ prenom: 'Le prénom est requis' });
    expect(await refused(legacy({ prenom: 'p'.repeat(76) }))).toEqual({ prenom: 'Le prénom ne doit pas dépasser 75 caractères' });
    expect(await refused(without('numeroCni'))).toEqual({ numeroCni: 'Le numéro de CNI est requis' });
    expect(await refused(legacy({ numeroCni: 'A'.repeat(16) }))).toEqual({ numeroCni: 'Le numéro de CNI ne doit pas dépasser 15 caractères' });
    expect(await refused(legacy({ numeroCni: 'AB-12' }))).toEqual({ numeroCni: 'Le numéro de CNI ne contient que des lettres et des chiffres' });
    expect(await refused(legacy({ numTelephone: '' }))).toEqual({ numTelephone: 'Le téléphone est requis' });
    expect(await refused(legacy({ numTelephone: '0'.repeat(16) }))).toEqual({ numTelephone: 'Le téléphone ne doit pas dépasser 15 caractères' });
    expect(await refused(without('adresse'))).toEqual({ adresse: "L'adresse est requise" });
    expect(await refused(legacy({ adresse: 'a'.repeat(101) }))).toEqual({ adresse: "L'adresse ne doit pas dépasser 100 caractères" });
    expect(await refused(without('metier'))).toEqual({ metier: 'Le métier est requis' });
    expect(await refused(legacy({ metier: 'm'.repeat(76) }))).toEqual({ metier: 'Le métier ne doit pas dépasser 75 caractères' });
    expect(await refused(without('tarifJournalier'))).toEqual({ tarifJournalier: 'Le tarif journalier est requis' });
    for (const bad of ['0', 0, '-3', -3, 'abc', '1.234', '1234567890123.5']) {
      expect({ bad, fields: await refused(legacy({ tarifJournalier: bad })) }).toEqual({
        bad,
        fields: { tarifJournalier: 'Le tarif journalier doit être un nombre positif (15 caractères au plus, deux décimales)' },
      });
    }
    expect(await refused(without('primePanier'))).toEqual({ primePanier: 'La prime panier est requise' });
    for (const bad of ['-1', -1, 'dix', '2.555']) {
      expect({ bad, fields: await refused(legacy({ primePanier: bad })) }).toEqual({
        bad,
        fields: { primePanier: 'La prime panier doit être un nombre positif ou nul (15 caractères au plus, deux décimales)' },
      });
    }
    expect(await refused(without('email'))).toEqual({ email: "L'email est requis" });
    expect(await refused(legacy({ email: 'karim@' }))).toEqual({ email: 'Email invalide' });
    expect(await refused(legacy({ email: `${'e'.repeat(64)}@example.com` }))).toEqual({ email: "L'email ne doit pas dépasser 75 caractères" });
    expect(await count(a.id)).toBe(before);
  });

  it('answers 400 and the message of the first field', async () => {
    const res = await t.rest('POST', '/chantiers/personnel/save', legacy({ nom: '' }), bearer(a.manager));
    expect(res.body).toMatchObject({ status: 400, error: 'BAD_USER_INPUT', message: 'Le nom est requis', fields: { nom: 'Le nom est requis' } });
  });

  it('names the legacy key on modify too, and changes nothing', async () => {
    const created = await save(a);
    const path = `/chantiers/personnel/modifierPersonnel/${created.id}`;
    expect(await refused(legacy({ numeroCni: created.numeroCni, tarifJournalier: '0,00' }), 'PUT', path)).toEqual({
      tarifJournalier: 'Le tarif journalier doit être un nombre positif (15 caractères au plus, deux décimales)',
    });
    expect(await refused(legacy({ numeroCni: 'x y' }), 'PUT', path)).toEqual({
      numeroCni: 'Le numéro de CNI ne contient que des lettres et des chiffres',
    });
    expect((await t.rest('GET', `/chantiers/personnel/get/${created.id}`, undefined, bearer(a.manager))).body).toEqual(created);
  });

  it('answers 400 for a body that is not an object', async () => {
    for (const body of ['[]', '"texte"', '42']) {
      const res = await t.rest('POST', '/chantiers/personnel/save', body, bearer(a.manager));
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
    }
  });
});

describe('duplicate CNI', () => {
  it('answers 409 on save and modify in the same company, naming numeroCni; another company may use it', async () => {
    const first = await save(a);
    const dup = await t.rest('POST', '/chantiers/personnel/save', legacy({ numeroCni: first.numeroCni.toLowerCase() }), bearer(a.manager));
    expect(dup).toMatchObject({ status: 409, body: { error: 'CONFLICT', message: TAKEN, fields: { numeroCni: TAKEN } } });
    const other = await save(a);
    const put = await t.rest('PUT', `/chantiers/personnel/modifierPersonnel/${other.id}`, legacy({ numeroCni: first.numeroCni }), bearer(a.manager));
    expect(put).toMatchObject({ status: 409, body: { message: TAKEN, fields: { numeroCni: TAKEN } } });
    expect((await t.rest('GET', `/chantiers/personnel/get/${other.id}`, undefined, bearer(a.manager))).body.numeroCni).toBe(other.numeroCni);
    expect(await save(b, { numeroCni: first.numeroCni })).toMatchObject({ numeroCni: first.numeroCni });
  });

  it('lets one of two concurrent saves win, the other 409', async () => {
    const same = cni();
    const answers = await Promise.all([0, 1].map(() => t.rest('POST', '/chantiers/personnel/save', legacy({ numeroCni: same }), bearer(a.manager))));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await sql(t, 'select count(*)::int as n from personnel where company_id = $1 and cni = $2', [a.id, same]))[0].n).toBe(1);
  });
});

describe('list', () => {
  let c: TestCompany;
  beforeAll(async () => {
    c = await createCompany(t, 'Liste BTP');
    for (const [nom, metier, tarifJournalier] of [
      ['Zerhouni', 'Plombier', '1200'],
      ['Éttahiri', 'Peintre', '90'],
      ['alami', 'Maçon', '250'],
    ]) {
      await save(c, { nom, metier, tarifJournalier });
    }
  });
  const list = async (q: string) => {
    const res = await t.rest('GET', `/chantiers/personnel/list${q}`, undefined, bearer(c.manager));
    expect(res.status).toBe(200);
    return res.body;
  };
  const noms = (page: { content: { nom: string }[] }) => page.content.map((p) => p.nom);

  it('answers a Spring page of legacy records, sorted, paged and searched', async () => {
    const page = await list('?page=0&size=2');
    expect(page).toMatchObject({ totalElements: 3, totalPages: 2, number: 0, size: 2 });
    expect(Object.keys(page.content[0]).sort()).toEqual([...KEYS].sort());
    expect(noms(page)).toEqual(['alami', 'Éttahiri']);
    expect(noms(await list('?page=1&size=2'))).toEqual(['Zerhouni']);
    expect(noms(await list('?direction=DESC'))).toEqual(['Zerhouni', 'Éttahiri', 'alami']);
    expect(noms(await list('?sort=createdAt'))).toEqual(['Zerhouni', 'Éttahiri', 'alami']);
    expect(noms(await list('?sort=dailyRate'))).toEqual(['Éttahiri', 'alami', 'Zerhouni']);
    expect(noms(await list('?search=ETTAHIRI'))).toEqual(['Éttahiri']);
    expect(noms(await list('?search=macon'))).toEqual(['alami']);
    expect(await list('?search=introuvable')).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
    expect(await list('?page=abc&size=-1')).toMatchObject({ number: 0, size: 20 });
  });
});

describe('listPersoNonAffecter', () => {
  let c: TestCompany;
  let site: { id: string };
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    c = await createCompany(t, 'Affectations BTP');
    site = await createSite(t, c.manager.accessToken, { name: 'Villa A' });
    for (const nom of ['Busy', 'Free', 'Off']) ids[nom] = (await save(c, { nom })).id;
    gqlOk(
      await t.gql(
        ASSIGN,
        { input: { siteId: site.id, personnelIds: [ids.Busy], startDate: '2026-11-23', endDate: '2026-11-29' } },
        c.manager.accessToken,
      ),
    );
    expect((await t.rest('DELETE', `/chantiers/personnel/delete/${ids.Off}`, undefined, bearer(c.manager))).body).toEqual({
      deleted: true,
      deactivated: false,
    });
    // 'Off' is recreated, then deactivated through GraphQL: never listed.
    ids.Off = (await save(c, { nom: 'Off' })).id;
    gqlOk(await t.gql(`mutation ($id: ID!) { setPersonnelActive(id: $id, active: false) { id } }`, { id: ids.Off }, c.manager.accessToken));
  });
  const free = async (q: string) => {
    const res = await t.rest('GET', `/chantiers/personnel/listPersoNonAffecter${q}`, undefined, bearer(c.manager));
    expect(res.status).toBe(200);
    return (res.body as { nom: string }[]).map((p) => p.nom);
  };

  it('lists the active people free over the period, as legacy records', async () => {
    expect(await free('?dateDebut=2026-11-23&dateFin=2026-11-29')).toEqual(['Free']);
    expect(await free('?dateDebut=2026-11-29&dateFin=2026-12-02')).toEqual(['Free']);
    expect(await free('?dateDebut=2026-11-30&dateFin=2026-12-06')).toEqual(['Busy', 'Free']);
    expect(await free('?dateDebut=2026-11-16&dateFin=2026-11-22')).toEqual(['Busy', 'Free']);
    expect(await free('?dateDebut=2026-11-30&dateFin=2026-12-06&search=bus')).toEqual(['Busy']);
    const res = await t.rest(
      'GET',
      '/chantiers/personnel/listPersoNonAffecter?dateDebut=2026-11-30&dateFin=2026-12-06',
      undefined,
      bearer(c.manager),
    );
    expect(Object.keys(res.body[0]).sort()).toEqual([...KEYS].sort());
  });

  it('answers 400 naming dateDebut / dateFin', async () => {
    const refused = async (q: string) => {
      const res = await t.rest('GET', `/chantiers/personnel/listPersoNonAffecter${q}`, undefined, bearer(c.manager));
      expect(res.status).toBe(400);
      return res.body.fields;
    };
    expect(await refused('?dateFin=2026-11-29')).toEqual({ dateDebut: 'La date de début est requise' });
    expect(await refused('?dateDebut=2026-11-23')).toEqual({ dateFin: 'La date de fin est requise' });
    expect(await refused('')).toEqual({ dateDebut: 'La date de début est requise', dateFin: 'La date de fin est requise' });
    expect(await refused('?dateDebut=2026-11-29&dateFin=2026-11-23')).toEqual({ dateFin: 'La date de fin ne peut pas précéder la date de début' });
    expect(await refused('?dateDebut=2026-02-30&dateFin=2026-03-02')).toEqual({ dateDebut: 'Date invalide (AAAA-MM-JJ)' });
  });
});
