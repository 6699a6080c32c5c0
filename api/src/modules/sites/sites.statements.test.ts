// @both-databases: statements counted per request.
import { createCompany, createSite, gqlOk, SITE_FIELDS, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import { recordStatements } from '../../../test/statements';

/**
 * The statement budget of the sites list, the api's hottest read (the dashboard and the sites screen): what one
 * signed-in request sends to the database, counted on the server's own ORM (so on the embedded database too).
 */
const SITES = `query ($filter: SiteFilterInput, $first: Int, $after: String) {
  sites(filter: $filter, first: $first, after: $after) { totalCount endCursor hasNextPage items { ${SITE_FIELDS} photoUrl photoThumbUrl } }
}`;

let t: TestServer;
let a: TestCompany;
let recorder: ReturnType<typeof recordStatements>;
beforeAll(async () => {
  t = await startTestServer();
  a = await createCompany(t, 'Atlas BTP');
  for (let i = 0; i < 5; i += 1) await createSite(t, a.manager.accessToken, { name: `Casa lot ${i}`, city: 'Casablanca' });
  recorder = recordStatements(t.server.orm);
});
afterAll(async () => {
  recorder?.stop();
  await t.stop();
});

/** The statements a call sends (the recorder leaves the background rounds out). */
async function statementsOf(call: () => Promise<unknown>): Promise<string[]> {
  recorder.statements.length = 0;
  await call();
  return [...recorder.statements];
}

describe('a signed-in sites list request', () => {
  it('sends at most 2 statements the first time (session, list) and ONE once the session is remembered', async () => {
    const list = () => t.gql(SITES, { first: 12 }, a.manager.accessToken);
    // A token the server has not seen yet.
    const fresh = gqlOk(
      await t.gql(`mutation ($input: SignInInput!) { signIn(input: $input) { accessToken } }`, {
        input: { email: a.manager.email, password: 'Chantier2024' },
      }),
    ).signIn.accessToken;
    expect((await statementsOf(() => t.gql(SITES, { first: 12 }, fresh))).length).toBeLessThanOrEqual(2);
    await list();
    for (let i = 0; i < 3; i += 1) {
      const sent = await statementsOf(async () => {
        const res = await list();
        expect(gqlOk(res).sites.totalCount).toBe(5);
        expect(res.headers.get('cache-control')).toBe('no-store');
      });
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatch(/from site_count/);
    }
  });

  it('sends one statement for a search, and for its next page without counting again', async () => {
    const first = gqlOk(await t.gql(SITES, { first: 2, filter: { search: 'casa' } }, a.manager.accessToken)).sites;
    const next = await statementsOf(async () => {
      const page = gqlOk(await t.gql(SITES, { first: 2, after: first.endCursor, filter: { search: 'casa' } }, a.manager.accessToken)).sites;
      expect(page).toMatchObject({ totalCount: 5, hasNextPage: true });
    });
    expect(next).toHaveLength(1);
    expect(next[0]).not.toMatch(/count\(\*\)/);
  });

  it('sends one statement through the legacy REST door as well', async () => {
    await t.rest('GET', '/chantiers/list?size=12', undefined, { authorization: `Bearer ${a.manager.accessToken}` });
    const sent = await statementsOf(async () => {
      const res = await t.rest('GET', '/chantiers/list?size=12', undefined, { authorization: `Bearer ${a.manager.accessToken}` });
      expect(res.body).toMatchObject({ totalElements: 5 });
    });
    expect(sent).toHaveLength(1);
  });
});
