// @both-databases: sign-in states consumed in raw SQL.
import { randomUUID } from 'node:crypto';
import { createCompany, gqlErr, gqlOk, PASSWORD, sql, uniqueEmail } from '../../../test/company';
import { HOSTILE } from '../../../test/fuzz-values';
import { startTestServer, type TestServer } from '../../../test/server';
import { TestBrowser } from './browser.test-helpers';
import { startTestProviders, type TestProviders } from './oidc-provider.test-helpers';

const USER = 'id email role type status companyId companyName';
const EXCHANGE = `mutation ($code: String) { exchangeOAuthCode(code: $code) { accessToken refreshToken user { ${USER} } } }`;
const PENDING = `query ($ticket: String!) { pendingSocialSignUp(ticket: $ticket) { email firstName lastName providerName } }`;
const COMPLETE = `mutation ($input: SocialSignUpInput!) { completeSocialSignUp(input: $input) { accessToken user { ${USER} } } }`;
const ME = `query { me { ${USER} } }`;
const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { accessToken } }`;

let t: TestServer;
let idp: TestProviders;

beforeAll(async () => {
  idp = await startTestProviders();
  t = await startTestServer({ ...idp.env(), OAUTH_MAX_PER_IP: '1000' });
});

afterAll(async () => {
  await t?.stop();
  await idp?.stop();
});

const authorize = (slot: string, redirect = `${t.url}/sign-in`, prefix = '') =>
  `${t.url}${prefix}/oauth2/authorize/${slot}?redirect_uri=${encodeURIComponent(redirect)}`;

const login = (email: string, verified = true, sub: string = randomUUID()) => ({
  sub,
  claims: { email, email_verified: verified, given_name: 'Salma', family_name: 'Idrissi' },
});

/** The whole flow in one browser: back on the app with `oauth_code`, `oauth_error`, or at `/inscription-sociale`. */
async function signInWith(slot: string, start = authorize(slot), browser = new TestBrowser(t.url)): Promise<URL> {
  const walk = await browser.walk(start);
  if (!walk.landed) throw new Error(`the flow did not come back to the app: ${walk.status} ${walk.body.slice(0, 300)}`);
  return walk.landed;
}

async function exchange(landed: URL) {
  expect(landed.pathname).toBe('/sign-in');
  const code = landed.searchParams.get('oauth_code');
  expect(code).toBeTruthy();
  return gqlOk(await t.gql(EXCHANGE, { code })).exchangeOAuthCode;
}

describe('social sign-in: configuration', () => {
  it('lists both configured providers for the buttons', async () => {
    expect(gqlOk(await t.gql(`{ authProviders { id name } }`)).authProviders).toEqual([
      { id: 'google', name: 'Google' },
      { id: 'microsoft', name: 'Microsoft' },
    ]);
  });

  it('lists none when none is configured, and the routes answer 404', async () => {
    const bare = await startTestServer();
    try {
      expect(gqlOk(await bare.gql(`{ authProviders { id } }`)).authProviders).toEqual([]);
      const res = await fetch(`${bare.url}/oauth2/authorize/google?redirect_uri=${encodeURIComponent(`${bare.url}/sign-in`)}`, {
        redirect: 'manual',
      });
      expect(res.status).toBe(404);
    } finally {
      await bare.stop();
    }
  });
});

describe('social sign-in: an existing account', () => {
  it('signs into the account of the verified e-mail (any case), records the link, and follows the link after an e-mail change', async () => {
    const company = await createCompany(t, 'Atlas Google');
    const sub = randomUUID();
    await idp.next('google', login(company.manager.email.toUpperCase(), true, sub));
    const session = await exchange(await signInWith('google'));
    expect(session.user).toMatchObject({ id: company.manager.id, role: 'MANAGER', companyId: company.id });
    expect(gqlOk(await t.gql(ME, {}, session.accessToken)).me.email).toBe(company.manager.email);
    const links = await sql(t, 'select provider, subject, user_id from oauth_identity where subject = $1', [sub]);
    expect(links).toEqual([{ provider: 'google', subject: sub, user_id: company.manager.id }]);

    // Same person at the provider with another address now: the (provider, subject) pair still names the account.
    await idp.next('google', login(uniqueEmail('changed'), true, sub));
    const again = await exchange(await signInWith('google', authorize('google', `${t.url}/sign-in`, '/api/v1')));
    expect(again.user.id).toBe(company.manager.id);
    expect(await sql(t, 'select count(*)::int as n from oauth_identity where subject = $1', [sub])).toEqual([{ n: 1 }]);
  });

  it('hands a one-time code: a second exchange is refused', async () => {
    const company = await createCompany(t, 'Atlas Code');
    await idp.next('microsoft', login(company.manager.email));
    const landed = await signInWith('microsoft');
    const code = landed.searchParams.get('oauth_code');
    gqlOk(await t.gql(EXCHANGE, { code }));
    const again = gqlErr(await t.gql(EXCHANGE, { code }));
    expect(again.extensions.code).toBe('UNAUTHENTICATED');
    expect(again.message).toBe('Ce lien de connexion a expiré ou a déjà servi. Reconnectez-vous.');
    expect(gqlErr(await t.gql(EXCHANGE, { code: 'made-up' })).extensions.code).toBe('UNAUTHENTICATED');
    const [row] = await sql(t, `select code_hash from oauth_exchange_code order by created_at desc limit 1`);
    expect(row.code_hash).not.toBe(code);
  });

  it('refuses a disabled account, and confirms a pending one whose old password stops working', async () => {
    const disabled = await createCompany(t, 'Atlas Disabled');
    await sql(t, `update app_user set status = 'DISABLED' where id = $1`, [disabled.manager.id]);
    await idp.next('google', login(disabled.manager.email));
    expect((await signInWith('google')).searchParams.get('oauth_error')).toBe('disabled');

    const email = uniqueEmail('pending');
    const input = { firstName: 'A', lastName: 'B', email, password: PASSWORD, confirmPassword: PASSWORD, companyName: 'Pending SARL' };
    gqlOk(await t.gql(`mutation ($input: SignUpInput!) { signUp(input: $input) { id } }`, { input }));
    await idp.next('google', login(email));
    const session = await exchange(await signInWith('google'));
    expect(session.user).toMatchObject({ email, status: 'ACTIVE', role: 'MANAGER' });
    expect(gqlErr(await t.gql(SIGN_IN, { input: { email, password: PASSWORD } })).extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('social sign-in: a new e-mail', () => {
  it('asks for the company, then creates it with its MANAGER and signs in; the ticket is single use', async () => {
    const email = uniqueEmail('social');
    const sub = randomUUID();
    await idp.next('microsoft', login(email, true, sub));
    const landed = await signInWith('microsoft');
    expect(landed.pathname).toBe('/inscription-sociale');
    const ticket = landed.searchParams.get('ticket')!;
    expect(gqlOk(await t.gql(PENDING, { ticket })).pendingSocialSignUp).toEqual({
      email,
      firstName: 'Salma',
      lastName: 'Idrissi',
      providerName: 'Microsoft',
    });

    const missing = gqlErr(await t.gql(COMPLETE, { input: { ticket, kind: 'COMPANY', firstName: 'Salma', lastName: 'Idrissi', companyName: ' ' } }));
    expect(missing.extensions.code).toBe('BAD_USER_INPUT');
    const input = { ticket, kind: 'COMPANY', firstName: 'Salma', lastName: 'Idrissi', companyName: 'Idrissi Bâtiment' };
    const done = gqlOk(await t.gql(COMPLETE, { input })).completeSocialSignUp;
    expect(done.user).toMatchObject({ email, role: 'MANAGER', type: 'USER', status: 'ACTIVE', companyName: 'Idrissi Bâtiment' });
    expect(gqlOk(await t.gql(ME, {}, done.accessToken)).me.id).toBe(done.user.id);

    const reused = gqlErr(await t.gql(COMPLETE, { input }));
    expect(reused.extensions.code).toBe('BAD_USER_INPUT');
    expect(reused.extensions.fields).toEqual({
      ticket: 'Cette inscription a expiré ou a déjà été terminée. Recommencez avec le bouton de connexion.',
    });
    expect(gqlOk(await t.gql(PENDING, { ticket })).pendingSocialSignUp).toBeNull();

    // Linked: the next sign-in goes straight in.
    expect((await exchange(await signInWith('microsoft'))).user.id).toBe(done.user.id);
  });

  it('may sign up as a partner, with the partner form’s fields', async () => {
    const email = uniqueEmail('partner');
    await idp.next('google', login(email));
    const ticket = (await signInWith('google')).searchParams.get('ticket')!;
    const base = { ticket, kind: 'PARTNER', firstName: 'Omar', lastName: 'Tazi', companyName: 'Tazi Plomberie' };
    const bad = gqlErr(await t.gql(COMPLETE, { input: base }));
    expect(bad.extensions.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(bad.extensions.fields ?? {})).toEqual(expect.arrayContaining(['phone', 'serviceTypes']));
    const input = { ...base, phone: '0612345678', serviceTypes: ['PLOMBERIE'], region: 'MA-03', city: 'ma-fes' };
    const done = gqlOk(await t.gql(COMPLETE, { input })).completeSocialSignUp;
    expect(done.user).toMatchObject({ email, type: 'PARTNER', status: 'ACTIVE' });
    expect(await sql(t, `select name, phone from partner where owner_id = $1`, [done.user.id])).toEqual([
      { name: 'Tazi Plomberie', phone: '0612345678' },
    ]);
  });
});

describe('social sign-in: refusals', () => {
  it('sends a cancelled consent back to sign-in with oauth_error=cancelled', async () => {
    await idp.next('google', { deny: true });
    const landed = await signInWith('google');
    expect(landed.pathname).toBe('/sign-in');
    expect(landed.searchParams.get('oauth_error')).toBe('cancelled');
  });

  it('refuses an e-mail the provider has not verified: no account, no pending sign-up', async () => {
    const email = uniqueEmail('unverified');
    await idp.next('microsoft', login(email, false));
    expect((await signInWith('microsoft')).searchParams.get('oauth_error')).toBe('unverified');
    expect(await sql(t, 'select count(*)::int as n from oauth_pending_sign_up where email = $1', [email])).toEqual([{ n: 0 }]);
    expect(await sql(t, 'select count(*)::int as n from app_user where email = $1', [email])).toEqual([{ n: 0 }]);
  });

  it('refuses an unknown state, a reused one, and one finished from another browser', async () => {
    const bad = await new TestBrowser(t.url).walk(`${t.url}/oauth2/callback/google?state=forged&code=abc`);
    expect(bad.landed?.searchParams.get('oauth_error')).toBe('state');

    const company = await createCompany(t, 'Atlas State');
    await idp.next('google', login(company.manager.email));
    const browser = new TestBrowser(t.url);
    const toCallback = await browser.walk(authorize('google'), (u) => u.origin === t.url && u.pathname.startsWith('/oauth2/callback/'));
    const callback = toCallback.location!;

    // A stolen callback address replayed from another browser: no binding cookie, refused (and the state is spent).
    const elsewhere = await new TestBrowser(t.url).walk(callback);
    expect(elsewhere.landed?.searchParams.get('oauth_error')).toBe('state');
    expect((await browser.walk(callback)).landed?.searchParams.get('oauth_error')).toBe('state');

    // A completed state cannot be used twice.
    const second = new TestBrowser(t.url);
    const next = (await second.walk(authorize('google'), (u) => u.pathname.startsWith('/oauth2/callback/'))).location!;
    expect((await second.walk(next)).landed?.searchParams.get('oauth_code')).toBeTruthy();
    expect((await second.walk(next)).landed?.searchParams.get('oauth_error')).toBe('state');
  });

  it.each([
    ['another origin', 'https://evil.com/sign-in'],
    ['a scheme-relative address', '//evil.com'],
    ['a look-alike host', 'https://app.evil.com/sign-in'],
    ['another port of the same host', 'http://localhost:1/sign-in'],
    ['a path starting with //', '/{origin}//evil.com/'],
    ['a backslash', '{origin}\\@evil.com/'],
  ])('refuses a redirect_uri on %s: 400 in French, no redirect, nothing stored', async (_what, raw) => {
    const redirect = raw.replace('/{origin}', t.url).replace('{origin}', t.url);
    const before = await sql(t, 'select count(*)::int as n from oauth_state');
    const res = await fetch(authorize('google', redirect), { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('set-cookie')).toBeNull();
    const body = (await res.json()) as { message: string };
    expect(body.message).toBe("L'adresse de retour doit être une page de cette application.");
    expect(await sql(t, 'select count(*)::int as n from oauth_state')).toEqual(before);
  });

  it('answers 404 for a provider that is not configured', async () => {
    for (const path of [`/oauth2/authorize/github?redirect_uri=${encodeURIComponent(`${t.url}/sign-in`)}`, '/oauth2/callback/github?state=x']) {
      const res = await fetch(`${t.url}${path}`, { redirect: 'manual' });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { message: string }).message).toBe("Ce fournisseur de connexion n'est pas configuré.");
    }
  });

  it('binds the flow to the browser with an HttpOnly SameSite=Lax cookie', async () => {
    const res = await fetch(authorize('google'), { redirect: 'manual' });
    expect(res.status).toBe(302);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('chantiers_oauth='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin).toBe(idp.issuers.google);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('redirect_uri')).toBe(`${t.url}/oauth2/callback/google`);
  });
});

describe('social sign-in: hostile values (fuzz)', () => {
  const urls = HOSTILE.flatMap((h) => (h.url === undefined ? [] : Array.isArray(h.url) ? [h.url.join('&x=')] : [h.url]));

  it('never answers 5xx nor redirects off the app, whatever redirect_uri, state, code or error say', async () => {
    const wrong: string[] = [];
    for (const value of urls) {
      for (const path of [
        `/oauth2/authorize/google?redirect_uri=${value}`,
        `/api/v1/oauth2/authorize/microsoft?redirect_uri=${value}`,
        `/oauth2/authorize/${value}?redirect_uri=${encodeURIComponent(`${t.url}/sign-in`)}`,
        `/oauth2/callback/google?state=${value}&code=${value}`,
        `/oauth2/callback/microsoft?state=${value}&error=${value}`,
        `/oauth2/callback/${value}?state=x`,
      ]) {
        const res = await fetch(`${t.url}${path}`, { redirect: 'manual' });
        await res.arrayBuffer();
        const location = res.headers.get('location');
        const offApp = location && !location.startsWith(`${t.url}/`) && !Object.values(idp.issuers).some((i) => location.startsWith(`${i}/`));
        if (res.status >= 500 || offApp) wrong.push(`${path.slice(0, 120)}: ${res.status} ${location ?? ''}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('social sign-in: rate limits', () => {
  it('limits authorizations and exchanges per IP', async () => {
    const limited = await startTestServer({ ...idp.env(), OAUTH_MAX_PER_IP: '2' });
    try {
      const go = () =>
        fetch(`${limited.url}/oauth2/authorize/google?redirect_uri=${encodeURIComponent(`${limited.url}/sign-in`)}`, { redirect: 'manual' });
      expect((await go()).status).toBe(302);
      expect((await go()).status).toBe(302);
      const third = await go();
      expect(third.status).toBe(302);
      expect(new URL(third.headers.get('location')!).searchParams.get('oauth_error')).toBe('rate_limited');
      for (let i = 0; i < 2; i++) expect(gqlErr(await limited.gql(EXCHANGE, { code: `x${i}` })).extensions.code).toBe('UNAUTHENTICATED');
      expect(gqlErr(await limited.gql(EXCHANGE, { code: 'x' })).extensions.code).toBe('RATE_LIMITED');
    } finally {
      await limited.stop();
    }
  });
});
