// @both-databases: a token's per-minute window in raw SQL.
import { createCompany, gqlErr, gqlOk, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import { auth, createToken, SITES } from './api-tokens.test-helpers';

const LIMIT = 5;
let t: TestServer;
let a: TestCompany;

beforeAll(async () => {
  t = await startTestServer({ API_TOKEN_MAX_PER_MINUTE: String(LIMIT) });
  a = await createCompany(t);
});
afterAll(() => t.stop());

const headersOf = (h: Headers) => ({
  limit: h.get('ratelimit-limit'),
  remaining: h.get('ratelimit-remaining'),
  reset: Number(h.get('ratelimit-reset')),
});

describe('the per-token rate limit', () => {
  it('counts every call of a token on both doors, with decreasing RateLimit headers, and answers 429 beyond', async () => {
    const { token } = await createToken(t, a.manager.accessToken, { scopes: ['read'] });
    const seen: (string | null)[] = [];
    for (let i = 0; i < LIMIT; i++) {
      // The three doors: GraphQL, the REST facade, an express entry point (an export).
      const res =
        i % 3 === 0
          ? await t.rest('GET', '/chantiers/list', undefined, auth(token))
          : i % 3 === 1
            ? await t.gql(SITES, {}, token)
            : await t.rest('GET', '/chantiers/fournisseurs/export?format=csv', undefined, auth(token));
      expect(res.status).toBe(200);
      const h = headersOf(res.headers);
      expect(h.limit).toBe(String(LIMIT));
      expect(h.reset).toBeGreaterThan(0);
      expect(h.reset).toBeLessThanOrEqual(60);
      seen.push(h.remaining);
    }
    expect(seen).toEqual(['4', '3', '2', '1', '0']);

    const rest = await t.rest('GET', '/chantiers/list', undefined, auth(token));
    expect(rest.status).toBe(429);
    expect(rest.body.error).toBe('RATE_LIMITED');
    expect(rest.body.message).toBe('Trop de requêtes avec ce jeton API. Réessayez dans une minute.');
    expect(headersOf(rest.headers)).toMatchObject({ limit: String(LIMIT), remaining: '0' });
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);

    const exported = await t.rest('GET', '/chantiers/fournisseurs/export?format=csv', undefined, auth(token));
    expect(exported.status).toBe(429);
    expect(headersOf(exported.headers).remaining).toBe('0');

    const gql = await t.gql(SITES, {}, token);
    expect(gql.status).toBe(429);
    expect(gqlErr(gql).extensions.code).toBe('RATE_LIMITED');
    expect(headersOf(gql.headers).remaining).toBe('0');

    // Another token of the same company has its own window; sessions are not limited by it.
    const other = (await createToken(t, a.manager.accessToken, { scopes: ['read'] })).token;
    expect((await t.rest('GET', '/chantiers/list', undefined, auth(other))).status).toBe(200);
    const session = await t.gql(SITES, {}, a.manager.accessToken);
    gqlOk(session);
    expect(session.headers.get('ratelimit-limit')).toBeNull();
  });
});
