import { bearer, createCompany, createSite, GET_SITE, gqlErr, gqlOk, LIST_SITES, sql, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';

const UPDATE = `mutation ($id: ID!, $input: SiteInput!) { updateSite(id: $id, input: $input) { id } }`;
const ARCHIVE = `mutation ($id: ID!) { archiveSite(id: $id) { id } }`;
const UNARCHIVE = `mutation ($id: ID!) { unarchiveSite(id: $id) { id } }`;
const DELETE = `mutation ($id: ID!) { deleteSite(id: $id) { deleted } }`;
const SUMMARY = `query ($id: ID!) { siteSummary(id: $id) { progress } }`;

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let aSite: { id: string; name: string };
let aArchived: { id: string };
beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas BTP'), createCompany(t, 'Rif Travaux')]);
  aSite = await createSite(t, a.manager.accessToken, { name: 'Béni Mellal Centre', client: 'Secret SA', city: 'Béni Mellal', progress: 10 });
  aArchived = await createSite(t, a.manager.accessToken, { name: 'Archive Béni Mellal' });
  gqlOk(await t.gql(ARCHIVE, { id: aArchived.id }, a.manager.accessToken));
  await createSite(t, b.manager.accessToken, { name: 'Nador Port', city: 'Nador' });
});
afterAll(() => t.stop());

/** Every GraphQL operation on one site id, with the variables it needs. */
const operations = (id: string): [string, string, Record<string, unknown>][] => [
  ['site', GET_SITE, { id }],
  ['updateSite', UPDATE, { id, input: { name: 'Piraté' } }],
  ['archiveSite', ARCHIVE, { id }],
  ['unarchiveSite', UNARCHIVE, { id }],
  ['deleteSite', DELETE, { id }],
  ['siteSummary', SUMMARY, { id }],
];

/** Every REST route on one site id. */
const routes = (id: string): [string, string, unknown][] => [
  ['GET', `/chantiers/get/${id}`, undefined],
  ['PUT', `/chantiers/modifierChantier/${id}`, { libelle: 'Piraté' }],
  ['PUT', `/chantiers/archiver/${id}`, undefined],
  ['PUT', `/chantiers/desarchiver/${id}`, undefined],
  ['DELETE', `/chantiers/delete/${id}`, undefined],
  ['GET', `/chantiers/finances/${id}`, undefined],
];

const stateOf = async (id: string) => (await sql(t, 'select name, archived, progress, company_id from site where id = $1', [id]))[0];

describe("company B and company A's sites", () => {
  it("answers NOT_FOUND on every GraphQL operation with A's ids, and changes nothing", async () => {
    const before = [await stateOf(aSite.id), await stateOf(aArchived.id)];
    for (const id of [aSite.id, aArchived.id, aSite.id.toUpperCase()]) {
      for (const [name, query, vars] of operations(id)) {
        const err = gqlErr(await t.gql(query, vars, b.manager.accessToken));
        expect({ name, id, code: err.extensions.code, status: err.extensions.status }).toEqual({ name, id, code: 'NOT_FOUND', status: 404 });
      }
    }
    expect([await stateOf(aSite.id), await stateOf(aArchived.id)]).toEqual(before);
    expect(before[0]).toMatchObject({ name: 'Béni Mellal Centre', archived: false, company_id: a.id });
  });

  it("answers 404 on every REST route with A's ids, and changes nothing", async () => {
    const before = await stateOf(aSite.id);
    for (const [method, path, body] of routes(aSite.id)) {
      const res = await t.rest(method, path, body, bearer(b.manager));
      expect({ method, path, status: res.status, error: res.body?.error }).toEqual({ method, path, status: 404, error: 'NOT_FOUND' });
      expect(JSON.stringify(res.body)).not.toContain('Secret SA');
    }
    expect(await stateOf(aSite.id)).toEqual(before);
  });

  it("never lists A's sites, whatever the filter", async () => {
    for (const filter of [
      {},
      { archived: true },
      { search: 'beni' },
      { search: 'SECRET' },
      { city: 'Béni Mellal' },
      { search: '%' },
      { search: '_' },
      { search: 'a' },
    ]) {
      const page = gqlOk(await t.gql(LIST_SITES, { filter, first: 50 }, b.manager.accessToken)).sites;
      const names = page.items.map((s: { name: string }) => s.name);
      expect({ filter, names, total: page.totalCount }).toEqual({ filter, names: names.length ? ['Nador Port'] : [], total: names.length });
    }
    expect(gqlOk(await t.gql(LIST_SITES, { filter: { search: 'a' } }, b.manager.accessToken)).sites.totalCount).toBe(1);
    const rest = await t.rest('GET', '/chantiers/list?search=mellal&archive=true', undefined, bearer(b.manager));
    expect(rest.body).toMatchObject({ content: [], totalElements: 0 });
  });

  it("does not continue A's list from a cursor A was given", async () => {
    const aPage = gqlOk(await t.gql(LIST_SITES, { first: 1 }, a.manager.accessToken)).sites;
    expect(aPage.hasNextPage).toBe(false);
    const bPage = gqlOk(await t.gql(LIST_SITES, { first: 50, after: aPage.endCursor }, b.manager.accessToken)).sites;
    expect(bPage.items.every((s: { name: string }) => s.name === 'Nador Port')).toBe(true);
  });

  it('answers NOT_FOUND, never a 500, for ids that are not UUIDs', async () => {
    for (const id of ['', 'abc', '123', "' or 1=1 --", `${aSite.id}x`, '../../etc/passwd', '-'.repeat(36)]) {
      for (const [name, query, vars] of operations(id)) {
        const err = gqlErr(await t.gql(query, vars, b.manager.accessToken));
        expect({ id, name, code: err.extensions.code }).toEqual({ id, name, code: 'NOT_FOUND' });
      }
    }
    for (const id of ['abc', '123', '%27%20or%201%3D1', '-'.repeat(36)]) {
      for (const [method, path, body] of routes(id)) {
        const res = await t.rest(method, path, body, bearer(b.manager));
        expect({ method, path, status: res.status }).toEqual({ method, path, status: 404 });
      }
    }
  });

  it("refuses A's users as the responsable of B's sites", async () => {
    const err = gqlErr(
      await t.gql(
        `mutation ($input: SiteInput!) { createSite(input: $input) { id } }`,
        { input: { name: 'Nador Port 2', managerId: a.manager.id } },
        b.manager.accessToken,
      ),
    );
    expect(err.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      status: 400,
      fields: { managerId: 'Le responsable doit être un utilisateur de votre société' },
    });
    const res = await t.rest('POST', '/chantiers/save', { libelle: 'Nador Port 3', responsableChantier: { id: a.manager.id } }, bearer(b.manager));
    expect(res).toMatchObject({ status: 400, body: { fields: { responsableChantier: 'Le responsable doit être un utilisateur de votre société' } } });
  });
});
