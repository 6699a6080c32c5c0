import {
  addMember,
  countSites,
  CREATE_SITE,
  createCompany,
  createSite,
  GET_SITE,
  gqlErr,
  gqlOk,
  LIST_SITES,
  type Member,
  SITE_FIELDS,
  type TestCompany,
} from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';

const UPDATE = `mutation ($id: ID!, $input: SiteInput!) { updateSite(id: $id, input: $input) { ${SITE_FIELDS} } }`;
const ARCHIVE = `mutation ($id: ID!) { archiveSite(id: $id) { id archived } }`;
const UNARCHIVE = `mutation ($id: ID!) { unarchiveSite(id: $id) { id archived } }`;
const DELETE = `mutation ($id: ID!) { deleteSite(id: $id) { deleted message } }`;
const SUMMARY =
  `query ($id: ID!) { siteSummary(id: $id) { progress revenues purchasesTTC purchasesHT purchasesVAT ` +
  `labourGross labourNet labourBonus subcontracting profitability } }`;

let t: TestServer;
let a: TestCompany;
let other: TestCompany;
let foremanUser: Member;
let otherUser: Member;
beforeAll(async () => {
  t = await startTestServer();
  [a, other] = await Promise.all([createCompany(t, 'Atlas BTP'), createCompany(t, 'Rif Travaux')]);
  [foremanUser, otherUser] = await Promise.all([addMember(t, a, { firstName: 'Youssef', lastName: 'Idrissi' }), addMember(t, other)]);
});
afterAll(() => t.stop());

const token = () => a.manager.accessToken;
const full = () => ({
  name: 'Résidence Al Amal',
  client: 'Groupe Addoha',
  managerId: foremanUser.id,
  foreman: 'Hassan Ouali',
  address: '12 rue Ibn Sina',
  city: 'Béni Mellal',
  postalCode: '23000',
  budget: '999999999999.99',
  startDate: '2025-03-01',
  endDate: '2026-02-28',
  mapsLink: 'https://maps.google.com/?q=32.33,-6.36',
  status: 'EN_COURS',
  progress: 35,
});

describe('creating and reading a site through GraphQL', () => {
  it('stores every field and answers the same values on get', async () => {
    const created = await createSite(t, token(), full());
    const { managerId, ...fields } = full();
    expect(created).toMatchObject({ ...fields, archived: false });
    expect(created.manager).toEqual({ id: managerId, firstName: 'Youssef', lastName: 'Idrissi' });
    const fetched = gqlOk(await t.gql(GET_SITE, { id: created.id }, token())).site;
    expect(fetched).toEqual(created);
  });

  it('round-trips budgets exactly as decimal strings', async () => {
    for (const budget of ['999999999999.99', '0.10', '0.01', '1234.50']) {
      const site = await createSite(t, token(), { budget });
      expect(site.budget).toBe(budget);
      expect(gqlOk(await t.gql(GET_SITE, { id: site.id }, token())).site.budget).toBe(budget);
    }
  });

  it("accepts the French '1 234,50' as 1234.50", async () => {
    const site = await createSite(t, token(), { budget: '1 234,50' });
    expect(site.budget).toBe('1234.50');
    expect(gqlOk(await t.gql(GET_SITE, { id: site.id }, token())).site.budget).toBe('1234.50');
  });

  it('answers the budget on create exactly as get will answer it later', async () => {
    for (const [budget, stored] of [
      ['1234.5', '1234.50'],
      ['7', '7.00'],
      ['007,5', '7.50'],
    ]) {
      const site = await createSite(t, token(), { budget });
      const fetched = gqlOk(await t.gql(GET_SITE, { id: site.id }, token())).site.budget;
      expect({ budget, created: site.budget, fetched }).toEqual({ budget, created: stored, fetched: stored });
    }
  });

  it('keeps optional fields empty when they are blank', async () => {
    const site = await createSite(t, token(), { name: '  Villa Anfa  ', client: '   ', city: '', postalCode: '', mapsLink: '' });
    expect(site).toMatchObject({
      name: 'Villa Anfa',
      client: null,
      city: null,
      postalCode: null,
      mapsLink: null,
      budget: null,
      manager: null,
      status: 'EN_PREPARATION',
      progress: 0,
    });
  });
});

describe('refused inputs through GraphQL', () => {
  const refused = async (input: Record<string, unknown>) => {
    const before = await countSites(t, a.id);
    const err = gqlErr(await t.gql(CREATE_SITE, { input }, token()));
    expect(await countSites(t, a.id)).toBe(before);
    expect(err.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
    return err.extensions.fields ?? {};
  };

  it('names each faulty field with its French message, and stores nothing', async () => {
    const base = full();
    expect(await refused({ ...base, name: undefined })).toEqual({ name: 'Le libellé du chantier est requis' });
    expect(await refused({ ...base, name: '   ' })).toEqual({ name: 'Le libellé du chantier est requis' });
    expect(await refused({ ...base, startDate: '2025-06-10', endDate: '2025-06-09' })).toEqual({
      endDate: 'La date de fin ne peut pas précéder la date de début',
    });
    expect(await refused({ ...base, postalCode: '2300' })).toEqual({ postalCode: 'Le code postal doit contenir 5 chiffres' });
    expect(await refused({ ...base, postalCode: '23000a' })).toEqual({ postalCode: 'Le code postal doit contenir 5 chiffres' });
    expect((await refused({ ...base, mapsLink: 'javascript:alert(1)' })).mapsLink).toMatch(
      /^Le lien Maps doit être une adresse web \(http ou https\)/,
    );
    expect(await refused({ ...base, status: 'ANNULE' })).toEqual({ status: 'Statut de chantier invalide' });
    expect(await refused({ ...base, progress: 101 })).toEqual({ progress: "L'avancement doit être un nombre entier entre 0 et 100" });
    expect(await refused({ ...base, progress: -1 })).toEqual({ progress: "L'avancement doit être un nombre entier entre 0 et 100" });
    expect(await refused({ ...base, startDate: '2025-02-30' })).toEqual({ startDate: 'Date invalide (AAAA-MM-JJ)' });
  });

  it('refuses float-looking, negative and non-numeric budgets', async () => {
    for (const budget of ['12.345', '-5', 'abc', '1e5', '1000000000000.00']) {
      const fields = await refused({ ...full(), budget });
      expect({ budget, message: fields.budget }).toEqual({ budget, message: expect.stringMatching(/^Le budget doit être un montant positif/) });
    }
  });

  it('refuses a responsable from another company', async () => {
    expect(await refused({ ...full(), managerId: otherUser.id })).toEqual({ managerId: 'Le responsable doit être un utilisateur de votre société' });
    expect(await refused({ ...full(), managerId: other.manager.id })).toEqual({
      managerId: 'Le responsable doit être un utilisateur de votre société',
    });
  });

  it('leaves a site unchanged when an update is refused', async () => {
    const site = await createSite(t, token(), full());
    const err = gqlErr(await t.gql(UPDATE, { id: site.id, input: { ...full(), name: 'Autre', managerId: otherUser.id } }, token()));
    expect(err.extensions.fields).toEqual({ managerId: 'Le responsable doit être un utilisateur de votre société' });
    expect(gqlOk(await t.gql(GET_SITE, { id: site.id }, token())).site).toEqual(site);
  });
});

describe('updating a site', () => {
  it('replaces the fields, keeps status and progress when they are not sent, and clears the responsable', async () => {
    const site = await createSite(t, token(), full());
    const input = { name: 'Résidence Al Amal — tranche 2', city: 'Fès', budget: '0.10' };
    const updated = gqlOk(await t.gql(UPDATE, { id: site.id, input }, token())).updateSite;
    expect(updated).toMatchObject({ ...input, client: null, manager: null, status: 'EN_COURS', progress: 35, createdAt: site.createdAt });
    expect(gqlOk(await t.gql(GET_SITE, { id: site.id }, token())).site).toEqual(updated);
  });
});

describe('archiving and deleting', () => {
  const inList = async (id: string, archived: boolean) =>
    gqlOk(await t.gql(LIST_SITES, { filter: { archived }, first: 50 }, token())).sites.items.some((s: { id: string }) => s.id === id);

  it('moves a site to the archived list and back', async () => {
    const site = await createSite(t, token(), { name: 'Entrepôt Ain Sebaa' });
    expect([await inList(site.id, false), await inList(site.id, true)]).toEqual([true, false]);
    expect(gqlOk(await t.gql(ARCHIVE, { id: site.id }, token())).archiveSite).toEqual({ id: site.id, archived: true });
    expect([await inList(site.id, false), await inList(site.id, true)]).toEqual([false, true]);
    expect(gqlOk(await t.gql(UNARCHIVE, { id: site.id }, token())).unarchiveSite).toEqual({ id: site.id, archived: false });
    expect([await inList(site.id, false), await inList(site.id, true)]).toEqual([true, false]);
  });

  it('lets a USER archive but not delete: FORBIDDEN, and the site stays', async () => {
    const site = await createSite(t, foremanUser.accessToken, { name: 'Ecole Al Massira' });
    expect(gqlOk(await t.gql(ARCHIVE, { id: site.id }, foremanUser.accessToken)).archiveSite.archived).toBe(true);
    const err = gqlErr(await t.gql(DELETE, { id: site.id }, foremanUser.accessToken));
    expect(err.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(gqlOk(await t.gql(GET_SITE, { id: site.id }, token())).site.id).toBe(site.id);
  });

  it('lets a MANAGER delete: the site is gone', async () => {
    const site = await createSite(t, token(), { name: 'Hangar Tit Mellil' });
    expect(gqlOk(await t.gql(DELETE, { id: site.id }, token())).deleteSite).toEqual({ deleted: true, message: null });
    expect(gqlErr(await t.gql(GET_SITE, { id: site.id }, token())).extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(gqlErr(await t.gql(DELETE, { id: site.id }, token())).extensions.code).toBe('NOT_FOUND');
  });

  it('asks for a session on every site operation', async () => {
    for (const [query, vars] of [
      [LIST_SITES, {}],
      [GET_SITE, { id: a.id }],
      [CREATE_SITE, { input: full() }],
      [DELETE, { id: a.id }],
    ] as const) {
      expect(gqlErr(await t.gql(query, vars)).extensions.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('site summary', () => {
  it("answers the progress and '0.00' for every amount until finance exists", async () => {
    const site = await createSite(t, token(), { ...full(), progress: 60 });
    expect(gqlOk(await t.gql(SUMMARY, { id: site.id }, token())).siteSummary).toEqual({
      progress: 60,
      revenues: '0.00',
      purchasesTTC: '0.00',
      purchasesHT: '0.00',
      purchasesVAT: '0.00',
      labourGross: '0.00',
      labourNet: '0.00',
      labourBonus: '0.00',
      subcontracting: '0.00',
      profitability: '0.00',
    });
  });
});
