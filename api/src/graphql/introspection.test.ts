import { GQL, signInGql, signUpAndConfirm } from '../../test/accounts';
import { gqlErr, gqlOk } from '../../test/company';
import { startTestServer, type TestServer } from '../../test/server';
import { loadConfig } from '../config';

const SCHEMA = `query { __schema { queryType { name } } }`;
const TYPE = `query { __type(name: "UserDetails") { fields { name } } }`;
const TYPO = `query { mee { id } }`;
const TYPENAME = `query { __typename }`;
const SIGNED_IN_ONLY = "L'introspection du schéma GraphQL est réservée aux utilisateurs connectés.";

describe('GRAPHQL_INTROSPECTION', () => {
  it('is on by default, off for anonymous callers when NODE_ENV=production, and can be forced either way', () => {
    expect(loadConfig({}).graphqlIntrospection).toBe('on');
    expect(loadConfig({ NODE_ENV: 'development' }).graphqlIntrospection).toBe('on');
    expect(loadConfig({ NODE_ENV: 'production' }).graphqlIntrospection).toBe('off');
    expect(loadConfig({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'on' }).graphqlIntrospection).toBe('on');
    expect(loadConfig({ GRAPHQL_INTROSPECTION: 'off' }).graphqlIntrospection).toBe('off');
    expect(() => loadConfig({ GRAPHQL_INTROSPECTION: 'maybe' })).toThrow(/GRAPHQL_INTROSPECTION doit valoir auto, on, off/);
  });
});

describe('in development and tests', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.stop());

  it('answers introspection and suggestions to anyone', async () => {
    expect(gqlOk(await t.gql(SCHEMA)).__schema.queryType.name).toBe('Query');
    expect(gqlErr(await t.gql(TYPO)).message).toMatch(/Did you mean "me"\?/);
  });
});

describe('in production (NODE_ENV=production)', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer({ NODE_ENV: 'production' });
    token = (await signInGql(t, (await signUpAndConfirm(t)).email)).accessToken;
  });
  afterAll(() => t.stop());

  it('refuses __schema and __type to an anonymous caller with 401 and a French message', async () => {
    for (const query of [SCHEMA, TYPE, `query { me { id } ...F } fragment F on Query { __schema { types { name } } }`]) {
      const res = await t.gql(query);
      expect(res.status).toBe(401);
      expect(res.body.data).toBeUndefined();
      expect(gqlErr(res)).toMatchObject({ message: SIGNED_IN_ONLY, extensions: { code: 'UNAUTHENTICATED' } });
    }
    expect((await t.gql(SCHEMA, {}, 'not-a-token')).status).toBe(401);
  });

  it("hides 'Did you mean' suggestions from an anonymous caller, keeping the error itself", async () => {
    const err = gqlErr(await t.gql(TYPO));
    expect(err.message).toBe('Cannot query field "mee" on type "Query".');
    const arg = gqlErr(await t.gql(`mutation { signIn(inptu: {}) { accessToken } }`));
    expect(arg.message).not.toContain('Did you mean');
    expect(arg.message).toContain('inptu');
  });

  it('keeps introspection and suggestions for a signed-in caller', async () => {
    expect(gqlOk(await t.gql(SCHEMA, {}, token)).__schema.queryType.name).toBe('Query');
    expect(gqlOk(await t.gql(TYPE, {}, token)).__type.fields.map((f: { name: string }) => f.name)).toContain('email');
    expect(gqlErr(await t.gql(TYPO, {}, token)).message).toMatch(/Did you mean "me"\?/);
  });

  it('still answers ordinary anonymous operations, __typename included', async () => {
    expect(gqlOk(await t.gql(TYPENAME)).__typename).toBe('Query');
    expect(gqlErr(await t.gql(GQL.me)).extensions.code).toBe('UNAUTHENTICATED');
  });
});
