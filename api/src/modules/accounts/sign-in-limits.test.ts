// @both-databases: sign-in counters taken concurrently.
import { GQL, signUpAndConfirm, tokenFromLink } from '../../../test/accounts';
import { PASSWORD, uniqueEmail } from '../../../test/company';
import { startTestServer, type TestServer, PRODUCTION_PASSWORD_HASH } from '../../../test/server';

// Default limits (5 per e-mail and IP, 20 per e-mail, 50 per IP); TRUST_PROXY lets each request name its IP.
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ ...PRODUCTION_PASSWORD_HASH, TRUST_PROXY: 'true' });
});
afterAll(() => t.stop());

const NEW_PASSWORD = 'Nouveau-456';
let lastIp = 0;
/** A fresh client address per call, from a documentation range. */
const newIp = () => `198.51.100.${++lastIp}`;

const restSignIn = (email: string, password: string, ip: string) =>
  t.rest('POST', '/auth/authenticate', { email, password }, { 'x-forwarded-for': ip });

async function gqlSignIn(email: string, password: string, ip: string): Promise<number> {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ query: GQL.signIn, variables: { input: { email, password } } }),
  });
  const body = (await res.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
  const code = body.errors?.[0]?.extensions?.code;
  return code === 'UNAUTHENTICATED' ? 401 : code === 'RATE_LIMITED' ? 429 : body.data ? 200 : res.status;
}

async function failFrom(email: string, ip: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) expect((await restSignIn(email, 'mauvais-mot', ip)).status).toBe(401);
}

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe('the failure limit is taken before the password is checked', () => {
  it('checks at most 5 of 40 concurrent wrong passwords for one e-mail, through both doors', async () => {
    const { email } = await signUpAndConfirm(t);
    const ip = newIp();
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 ? gqlSignIn(email, `mauvais-${i}`, ip) : restSignIn(email, `mauvais-${i}`, ip).then((r) => r.status),
      ),
    );
    // A 401 is a password that was checked; a 429 was refused before any check.
    expect(tally(statuses)).toEqual({ 401: 5, 429: 35 });
    expect((await restSignIn(email, PASSWORD, ip)).status).toBe(429);
  });

  it('does not let refused attempts spend the IP counter shared with other addresses', async () => {
    const ip = newIp();
    const { email } = await signUpAndConfirm(t);
    await Promise.all(Array.from({ length: 40 }, () => restSignIn(email, 'mauvais-mot', ip)));
    // 5 failures were counted for the IP, not 40: 45 more for other addresses are still checked.
    for (let i = 0; i < 9; i++) await failFrom(uniqueEmail('other'), ip, 5);
    expect((await restSignIn(uniqueEmail('other'), 'mauvais-mot', ip)).status).toBe(429);
  });
});

describe('the client address behind TRUST_PROXY', () => {
  it('is the one the proxy saw: X-Forwarded-For entries written by the client do not dodge the IP limits', async () => {
    const { email } = await signUpAndConfirm(t);
    const ip = newIp();
    for (let i = 0; i < 5; i++) expect((await restSignIn(email, 'mauvais-mot', `10.9.9.${i}, ${ip}`)).status).toBe(401);
    expect((await restSignIn(email, PASSWORD, `10.9.9.99, ${ip}`)).status).toBe(429);
    expect((await restSignIn(email, PASSWORD, ip)).status).toBe(429);
  });
});

describe('lock-out: one IP cannot lock the owner out', () => {
  it('blocks the guessing IP after 5 failures while the owner signs in from elsewhere', async () => {
    const { email } = await signUpAndConfirm(t);
    const attacker = newIp();
    await failFrom(email, attacker, 5);
    expect((await restSignIn(email, PASSWORD, attacker)).status).toBe(429);
    expect((await restSignIn(email, PASSWORD, newIp())).status).toBe(200);
  });

  it('after 20 failures from many IPs, refuses new IPs but not one the account signed in from', async () => {
    const { email } = await signUpAndConfirm(t);
    const home = newIp();
    expect((await restSignIn(email, PASSWORD, home)).status).toBe(200);
    for (let i = 0; i < 4; i++) await failFrom(email, newIp(), 5);
    const stranger = await restSignIn(email, PASSWORD, newIp());
    expect(stranger.status).toBe(429);
    expect(stranger.body).toMatchObject({ error: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect(await gqlSignIn(email, PASSWORD, newIp())).toBe(429);
    expect((await restSignIn(email, PASSWORD, home)).status).toBe(200);
    expect(await gqlSignIn(email, PASSWORD, home)).toBe(200);
  });

  it('lets the owner back in from anywhere once the password is reset', async () => {
    const { email } = await signUpAndConfirm(t);
    for (let i = 0; i < 4; i++) await failFrom(email, newIp(), 5);
    const elsewhere = newIp();
    expect((await restSignIn(email, PASSWORD, elsewhere)).status).toBe(429);

    expect((await t.rest('POST', '/auth/motPassOublie', { email }, { 'x-forwarded-for': elsewhere })).status).toBe(200);
    const mail = await t.smtp.waitFor(email, (m) => m.links.some((l) => l.includes('/reset-password?')));
    const token = tokenFromLink(mail.links, '/reset-password');
    const reset = await t.rest('POST', '/auth/motPassOublie/reset', {
      resetPasswordToken: token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);

    expect((await restSignIn(email, NEW_PASSWORD, elsewhere)).status).toBe(200);
    expect((await restSignIn(email, NEW_PASSWORD, newIp())).status).toBe(200);
  });

  it('still limits one IP to 50 failures across addresses', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) await failFrom(uniqueEmail('spray'), ip, 5);
    const { email } = await signUpAndConfirm(t);
    expect((await restSignIn(email, PASSWORD, ip)).status).toBe(429);
    expect((await restSignIn(email, PASSWORD, newIp())).status).toBe(200);
  });
});
