import { randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { GQL, signInGql, signUpAndConfirm } from '../../../test/accounts';
import { PASSWORD, gqlErr, gqlOk, uniqueEmail } from '../../../test/company';
import { startTestServer, type TestServer, PRODUCTION_PASSWORD_HASH } from '../../../test/server';

const JWT_SECRET = randomBytes(32).toString('hex');

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ ...PRODUCTION_PASSWORD_HASH, JWT_SECRET });
});
afterAll(() => t.stop());

const FAILED = 'Email ou mot de passe incorrect';
const me = (token: string) => t.rest('GET', '/auth/utilisateurConnecte', undefined, { authorization: `Bearer ${token}` });
const refresh = (token: string) => t.rest('POST', '/auth/refresh-token', { refreshToken: token });

/** Re-encodes a JWT with a changed payload but the original signature. */
function withPayload(token: string, change: (claims: Record<string, unknown>) => void): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  change(claims);
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

describe('sign-in failures', () => {
  it('answers a wrong password and an unknown e-mail with the same 401 on REST', async () => {
    const account = await signUpAndConfirm(t);
    const wrong = await t.rest('POST', '/auth/authenticate', { email: account.email, password: 'mauvais-mot' });
    const unknown = await t.rest('POST', '/auth/authenticate', { email: uniqueEmail('nobody'), password: PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        status: 401,
        error: 'UNAUTHENTICATED',
        message: FAILED,
        messageId: 'auth.signIn.failed',
        traceId: expect.any(String),
      });
    }
  });

  it('answers a wrong password and an unknown e-mail with the same UNAUTHENTICATED error on GraphQL', async () => {
    const account = await signUpAndConfirm(t);
    const wrong = gqlErr(await t.gql(GQL.signIn, { input: { email: account.email, password: 'mauvais-mot' } }));
    const unknown = gqlErr(await t.gql(GQL.signIn, { input: { email: uniqueEmail('nobody'), password: PASSWORD } }));
    expect(wrong.extensions.code).toBe('UNAUTHENTICATED');
    expect(wrong.message).toBe(FAILED);
    expect({ ...unknown, extensions: { ...unknown.extensions, traceId: 'x' } }).toEqual({
      ...wrong,
      extensions: { ...wrong.extensions, traceId: 'x' },
    });
  });

  it('tells a pending account it is unconfirmed only after the right password', async () => {
    const values = {
      firstName: 'Sara',
      lastName: 'Idrissi',
      email: uniqueEmail('pending'),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      companyName: 'Sud BTP',
    };
    gqlOk(await t.gql(GQL.signUp, { input: values }));
    const wrong = await t.rest('POST', '/auth/authenticate', { email: values.email, password: 'mauvais-mot' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(FAILED);
    expect((await t.rest('POST', '/auth/authenticate', { email: values.email, password: PASSWORD })).status).toBe(403);
  });
});

describe('token kinds and integrity', () => {
  it('refuses an access token used as a refresh token', async () => {
    const tokens = await signInGql(t, (await signUpAndConfirm(t)).email);
    const res = await refresh(tokens.accessToken);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Votre session a expiré. Veuillez vous reconnecter.');
    expect(gqlErr(await t.gql(GQL.refresh, { refreshToken: tokens.accessToken })).extensions.code).toBe('UNAUTHENTICATED');
    expect((await refresh(tokens.refreshToken)).status).toBe(200);
  });

  it('refuses a refresh token used as an access token', async () => {
    const tokens = await signInGql(t, (await signUpAndConfirm(t)).email);
    expect((await me(tokens.refreshToken)).status).toBe(401);
    expect(gqlErr(await t.gql(GQL.me, {}, tokens.refreshToken)).extensions.code).toBe('UNAUTHENTICATED');
    expect((await me(tokens.accessToken)).status).toBe(200);
  });

  it("refuses an access token whose claims were changed to another company's user", async () => {
    const a = await signUpAndConfirm(t, { companyName: 'Société A' });
    const b = await signUpAndConfirm(t, { companyName: 'Société B' });
    const tokensA = await signInGql(t, a.email);
    const companyB = gqlOk(await t.gql(GQL.me, {}, (await signInGql(t, b.email)).accessToken)).me.companyId;
    const forged = withPayload(tokensA.accessToken, (c) => Object.assign(c, { sub: b.id, cid: companyB }));
    expect((await me(forged)).status).toBe(401);
    const extended = withPayload(tokensA.accessToken, (c) => Object.assign(c, { exp: Math.floor(Date.now() / 1000) + 86_400 }));
    expect((await me(extended)).status).toBe(401);
    expect((await me(tokensA.accessToken)).body.email).toBe(a.email);
  });

  it('refuses a refresh token with a tampered signature or payload', async () => {
    const tokens = await signInGql(t, (await signUpAndConfirm(t)).email);
    const [header, payload, signature] = tokens.refreshToken.split('.');
    const flipped = `${header}.${payload}.${signature.slice(0, -4)}${signature.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    expect((await refresh(flipped)).status).toBe(401);
    expect((await refresh(withPayload(tokens.refreshToken, (c) => (c.jti = '00000000-0000-4000-8000-000000000000')))).status).toBe(401);
    expect((await refresh(tokens.refreshToken)).status).toBe(200);
  });

  it('refuses an access token signed with the real secret but without an expiry', async () => {
    const tokens = await signInGql(t, (await signUpAndConfirm(t)).email);
    const { exp: _exp, iat: _iat, ...claims } = JSON.parse(Buffer.from(tokens.accessToken.split('.')[1], 'base64url').toString());
    const forever = jwt.sign(claims, JWT_SECRET, { algorithm: 'HS256' });
    expect((await me(forever)).status).toBe(401);
    expect(gqlErr(await t.gql(GQL.me, {}, forever)).extensions.code).toBe('UNAUTHENTICATED');
    // The same claims with an expiry pass: the secret and claims were right, only `exp` was missing.
    expect((await me(jwt.sign(claims, JWT_SECRET, { algorithm: 'HS256', expiresIn: 60 }))).status).toBe(200);
  });

  it('refuses a refresh token signed with the real secret but without an expiry', async () => {
    const tokens = await signInGql(t, (await signUpAndConfirm(t)).email);
    const { exp: _exp, iat: _iat, ...claims } = JSON.parse(Buffer.from(tokens.refreshToken.split('.')[1], 'base64url').toString());
    const forever = jwt.sign(claims, JWT_SECRET, { algorithm: 'HS256' });
    expect((await refresh(forever)).status).toBe(401);
    expect(gqlErr(await t.gql(GQL.refresh, { refreshToken: forever })).extensions.code).toBe('UNAUTHENTICATED');
    expect((await refresh(jwt.sign(claims, JWT_SECRET, { algorithm: 'HS256', expiresIn: 60 }))).status).toBe(200);
  });

  it('refuses tokens signed with another secret or with no signature', async () => {
    const tokens = await signInGql(t, (await signUpAndConfirm(t)).email);
    const claims = JSON.parse(Buffer.from(tokens.accessToken.split('.')[1], 'base64url').toString());
    const { exp: _exp, iat: _iat, ...rest } = claims;
    const otherSecret = jwt.sign(rest, randomBytes(32).toString('hex'), { algorithm: 'HS256', expiresIn: 900 });
    expect((await me(otherSecret)).status).toBe(401);
    const unsigned = jwt.sign(rest, '', { algorithm: 'none' });
    expect((await me(unsigned)).status).toBe(401);
    expect((await me('not-a-token')).status).toBe(401);
  });
});
