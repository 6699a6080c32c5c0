// @both-databases: the suppliers module on the REST door.
import { addMember, bearer, createCompany, type Member, sql, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';

// dateAttestationFiscale and autoEntrepreneur (issue 38): optional extra keys, read only when sent.
const KEYS = [
  'id',
  'nom',
  'sirenOuIce',
  'avertissementIce',
  'email',
  'numTelephone',
  'adresse',
  'identifiantFiscal',
  'dateAttestationFiscale',
  'autoEntrepreneur',
  'createdAt',
  'updatedAt',
];
const TAKEN = 'Un fournisseur avec cet ICE existe déjà dans votre société.';
const NOT_FOUND = "Ce fournisseur n'existe pas ou a été supprimé.";

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

const ice = () => `0077665540${String(++seq).padStart(5, '0')}`;
const legacy = (overrides: Record<string, unknown> = {}) => ({
  nom: 'Béton Atlas',
  sirenOuIce: ice(),
  email: 'Ventes@Beton-Atlas.MA',
  numTelephone: '0522334455',
  adresse: '12 boulevard Zerktouni, Casablanca',
  ...overrides,
});
const save = async (company: { manager: Member } | Member, overrides: Record<string, unknown> = {}) => {
  const member = 'manager' in company ? company.manager : company;
  const res = await t.rest('POST', '/chantiers/fournisseurs/save', legacy(overrides), bearer(member));
  expect(res.status).toBe(201);
  return res.body;
};
const count = async (companyId: string) =>
  (await sql(t, 'select count(*)::int as n from supplier where company_id = $1', [companyId]))[0].n as number;

describe('save, get, modify, delete', () => {
  it('creates with every legacy field (201) and answers the same record on get', async () => {
    const values = legacy({ sirenOuIce: '001525874000023' });
    const created = await save(a, values);
    expect(Object.keys(created).sort()).toEqual([...KEYS].sort());
    expect(created).toMatchObject({ ...values, email: 'ventes@beton-atlas.ma', avertissementIce: false });
    expect(await t.rest('GET', `/chantiers/fournisseurs/get/${created.id}`, undefined, bearer(a.manager))).toMatchObject({
      status: 200,
      body: created,
    });
  });

  it('warns on a 9-digit SIREN', async () => {
    expect(await save(a, { sirenOuIce: '123456789' })).toMatchObject({ sirenOuIce: '123456789', avertissementIce: true });
  });

  it('modifies (a USER too) and deletes (a MANAGER only: 403 for a USER); a deleted supplier is 404', async () => {
    const created = await save(user, { identifiantFiscal: ' 40213958 ' });
    expect(created.identifiantFiscal).toBe('40213958');
    // A client written for the SPEC knows no identifiantFiscal: its change keeps it.
    const put = await t.rest(
      'PUT',
      `/chantiers/fournisseurs/modifierFournisseur/${created.id}`,
      legacy({ nom: 'Béton Atlas Sud', sirenOuIce: created.sirenOuIce }),
      bearer(user),
    );
    expect(put).toMatchObject({ status: 200, body: { id: created.id, nom: 'Béton Atlas Sud', identifiantFiscal: '40213958' } });
    expect(await t.rest('DELETE', `/chantiers/fournisseurs/delete/${created.id}`, undefined, bearer(user))).toMatchObject({
      status: 403,
      body: { error: 'FORBIDDEN' },
    });
    expect(await t.rest('DELETE', `/chantiers/fournisseurs/delete/${created.id}`, undefined, bearer(a.manager))).toMatchObject({ status: 200 });
    expect(await t.rest('GET', `/chantiers/fournisseurs/get/${created.id}`, undefined, bearer(a.manager))).toMatchObject({
      status: 404,
      body: { error: 'NOT_FOUND' },
    });
  });

  it('refuses anonymous callers with 401', async () => {
    expect((await t.rest('POST', '/chantiers/fournisseurs/save', legacy())).status).toBe(401);
  });
});

describe('validation names the legacy fields', () => {
  const refused = async (body: Record<string, unknown>) => {
    const res = await t.rest('POST', '/chantiers/fournisseurs/save', body, bearer(a.manager));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('BAD_USER_INPUT');
    return res.body.fields;
  };

  it('answers every rule in French and stores nothing', async () => {
    const before = await count(a.id);
    const { nom: _nom, ...noName } = legacy();
    expect(await refused(noName)).toEqual({ nom: 'Le nom du fournisseur est requis' });
    expect(await refused(legacy({ nom: 'n'.repeat(76) }))).toEqual({ nom: 'Le nom ne doit pas dépasser 75 caractères' });
    expect(await refused(legacy({ sirenOuIce: 'ABC' }))).toEqual({ sirenOuIce: "L'ICE doit contenir au plus 15 chiffres" });
    expect(await refused(legacy({ sirenOuIce: '1'.repeat(16) }))).toEqual({ sirenOuIce: "L'ICE doit contenir au plus 15 chiffres" });
    expect(await refused(legacy({ email: 'ventes@' }))).toEqual({ email: 'Email invalide' });
    expect(await refused(legacy({ email: `${'e'.repeat(64)}@example.com` }))).toEqual({ email: "L'email ne doit pas dépasser 75 caractères" });
    expect(await refused(legacy({ numTelephone: '0'.repeat(16) }))).toEqual({ numTelephone: 'Le téléphone ne doit pas dépasser 15 caractères' });
    expect(await refused(legacy({ adresse: 'a'.repeat(101) }))).toEqual({ adresse: "L'adresse ne doit pas dépasser 100 caractères" });
    expect(await refused(legacy({ identifiantFiscal: 'IF-402' }))).toEqual({
      identifiantFiscal: "L'identifiant fiscal (IF) compte au plus 10 chiffres",
    });
    expect(await refused(legacy({ identifiantFiscal: '1'.repeat(11) }))).toEqual({
      identifiantFiscal: "L'identifiant fiscal (IF) compte au plus 10 chiffres",
    });
    expect(await count(a.id)).toBe(before);
  });

  it('names the legacy field on modify too', async () => {
    const created = await save(a);
    const res = await t.rest('PUT', `/chantiers/fournisseurs/modifierFournisseur/${created.id}`, legacy({ sirenOuIce: '12-34' }), bearer(a.manager));
    expect(res).toMatchObject({ status: 400, body: { fields: { sirenOuIce: "L'ICE doit contenir au plus 15 chiffres" } } });
  });
});

describe('duplicate ICE', () => {
  it('answers 409 on save and modify in the same company; another company may use it', async () => {
    const first = await save(a);
    const dup = await t.rest('POST', '/chantiers/fournisseurs/save', legacy({ sirenOuIce: first.sirenOuIce }), bearer(a.manager));
    expect(dup).toMatchObject({ status: 409, body: { error: 'CONFLICT', message: TAKEN } });
    const other = await save(a);
    const put = await t.rest(
      'PUT',
      `/chantiers/fournisseurs/modifierFournisseur/${other.id}`,
      legacy({ sirenOuIce: first.sirenOuIce }),
      bearer(a.manager),
    );
    expect(put).toMatchObject({ status: 409, body: { message: TAKEN } });
    expect(await save(b, { sirenOuIce: first.sirenOuIce })).toMatchObject({ sirenOuIce: first.sirenOuIce });
  });

  it('lets one of two concurrent saves win, the other 409', async () => {
    const same = ice();
    const answers = await Promise.all(
      [0, 1].map(() => t.rest('POST', '/chantiers/fournisseurs/save', legacy({ sirenOuIce: same }), bearer(a.manager))),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});

describe('list', () => {
  it('answers a Spring page, sorted, paged and searched', async () => {
    const c = await createCompany(t, 'Liste BTP');
    for (const nom of ['Zénith Matériaux', 'Béton Atlas', 'atlas Aciers']) await save(c, { nom, email: `contact${seq}@fournisseur.ma` });
    const list = async (q: string) => {
      const res = await t.rest('GET', `/chantiers/fournisseurs/list${q}`, undefined, bearer(c.manager));
      expect(res.status).toBe(200);
      return res.body;
    };
    const page = await list('?sort=nom&page=0&size=2');
    expect(page).toMatchObject({ totalElements: 3, totalPages: 2, number: 0, size: 2 });
    expect(Object.keys(page.content[0]).sort()).toEqual([...KEYS].sort());
    expect(page.content.map((s: { nom: string }) => s.nom)).toEqual(['atlas Aciers', 'Béton Atlas']);
    expect((await list('?page=1&size=2')).content.map((s: { nom: string }) => s.nom)).toEqual(['Zénith Matériaux']);
    expect((await list('?direction=DESC')).content.map((s: { nom: string }) => s.nom)).toEqual(['Zénith Matériaux', 'Béton Atlas', 'atlas Aciers']);
    expect((await list('?search=BETON')).content.map((s: { nom: string }) => s.nom)).toEqual(['Béton Atlas']);
    expect(await list('?search=introuvable')).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
  });
});

describe('isolation', () => {
  it("answers 404 to another company on get, modify and delete, and never lists A's suppliers", async () => {
    const created = await save(a, { nom: 'Fournisseur Secret' });
    const other = bearer(b.manager);
    for (const res of [
      await t.rest('GET', `/chantiers/fournisseurs/get/${created.id}`, undefined, other),
      await t.rest('PUT', `/chantiers/fournisseurs/modifierFournisseur/${created.id}`, legacy({ nom: 'Volé' }), other),
      await t.rest('DELETE', `/chantiers/fournisseurs/delete/${created.id}`, undefined, other),
    ]) {
      expect(res).toMatchObject({ status: 404, body: { error: 'NOT_FOUND', message: NOT_FOUND } });
    }
    const listB = await t.rest('GET', '/chantiers/fournisseurs/list?size=100&search=secret', undefined, other);
    expect(listB.body).toMatchObject({ content: [], totalElements: 0 });
    expect(await t.rest('GET', `/chantiers/fournisseurs/get/${created.id}`, undefined, bearer(a.manager))).toMatchObject({
      status: 200,
      body: created,
    });
  });

  it('answers 404 for ids that are not UUIDs, never 500', async () => {
    for (const id of ['abc', '42', '00000000-0000-0000-0000-00000000000g']) {
      expect((await t.rest('GET', `/chantiers/fournisseurs/get/${id}`, undefined, bearer(a.manager))).status).toBe(404);
      expect((await t.rest('PUT', `/chantiers/fournisseurs/modifierFournisseur/${id}`, legacy(), bearer(a.manager))).status).toBe(404);
      expect((await t.rest('DELETE', `/chantiers/fournisseurs/delete/${id}`, undefined, bearer(a.manager))).status).toBe(404);
    }
  });
});
