// @both-databases: mail counters and the outbox (SKIP LOCKED).
import { createCompany, gqlErr, gqlOk, type TestCompany, uniqueEmail } from '../../../test/company';
import { GQL, signUpAndConfirm, signUpValues } from '../../../test/accounts';
import { type HttpAnswer, startTestServer, type TestServer } from '../../../test/server';

// Default mail limits (3 per address, 20 per IP an hour); invitations capped low here to reach the cap quickly.
let t: TestServer;
let company: TestCompany;
beforeAll(async () => {
  t = await startTestServer({ TRUST_PROXY: 'true', INVITE_MAX_PER_IP: '6' });
  company = await createCompany(t, 'Atlas BTP');
});
afterAll(() => t.stop());

const LIMITED = "Trop de demandes d'e-mail en peu de temps. Réessayez plus tard.";
const INVITE = `mutation ($input: InviteUserInput!) { inviteUser(input: $input) { id } }`;
let lastIp = 0;
const newIp = () => `203.0.113.${++lastIp}`;

const forgot = (email: string, ip: string) => t.rest('POST', '/auth/motPassOublie', { email }, { 'x-forwarded-for': ip });

async function gqlFrom(
  ip: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<HttpAnswer<{ data?: any; errors?: any[] }>> {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as { data?: any; errors?: any[] }, headers: res.headers };
}

/** The mails `email` received, once `expected` arrived (or 5 s passed) and the outbox ran once more. */
async function mailsTo(email: string, expected: number): Promise<number> {
  const count = () => t.smtp.mails.filter((m) => m.to.includes(email)).length;
  for (const deadline = Date.now() + 5000; count() < expected && Date.now() < deadline;) await new Promise((r) => setTimeout(r, 50));
  await t.server.services.outbox.kick();
  return count();
}

describe('forgot password: 3 mails per address an hour, whether it has an account or not', () => {
  it('sends 3 of 15 reset requests in a row and answers the others 429 with the French message and a delay', async () => {
    const { email } = await signUpAndConfirm(t);
    const answers = [];
    for (let i = 0; i < 15; i++) answers.push(await forgot(email, newIp()));
    // The sign-up's confirmation mail used one of the three.
    expect(answers.map((a) => a.status)).toEqual([200, 200, ...Array(13).fill(429)]);
    const refused = answers[2];
    expect(refused.body).toMatchObject({ status: 429, error: 'RATE_LIMITED', message: LIMITED, retryAfterSeconds: expect.any(Number) });
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(3500);
    expect(refused.body.retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect(refused.headers.get('retry-after')).toBe(String(refused.body.retryAfterSeconds));
    expect(await mailsTo(email, 3)).toBe(3);
  });

  it('answers an unknown address exactly like a known one, 429 included', async () => {
    const known = (await signUpAndConfirm(t)).email;
    const ghost = uniqueEmail('ghost');
    await forgot(ghost, newIp());
    const shape = (res: { status: number; body: Record<string, unknown> }) => ({ status: res.status, body: { ...res.body, traceId: 'x' } });
    expect(shape(await forgot(ghost, newIp()))).toEqual(shape(await forgot(known, newIp())));
    expect(shape(await forgot(ghost, newIp()))).toEqual(shape(await forgot(known, newIp())));
    const ghostRefused = await gqlFrom(newIp(), GQL.forgot, { input: { email: ghost } });
    const knownRefused = await gqlFrom(newIp(), GQL.forgot, { input: { email: known } });
    expect(gqlErr(ghostRefused)).toMatchObject({ message: LIMITED, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) } });
    expect(gqlErr(knownRefused).message).toBe(gqlErr(ghostRefused).message);
    expect(await mailsTo(ghost, 0)).toBe(0);
  });

  it('counts sign-ups with the same budget: a registered address gets the warning, then 429', async () => {
    const { email } = await signUpAndConfirm(t);
    expect(gqlOk(await gqlFrom(newIp(), GQL.signUp, { input: signUpValues({ email }) })).signUp.email).toBe(email);
    expect((await forgot(email, newIp())).status).toBe(200);
    expect(gqlErr(await gqlFrom(newIp(), GQL.signUp, { input: signUpValues({ email }) })).extensions.code).toBe('RATE_LIMITED');
    expect((await forgot(email, newIp())).status).toBe(429);
    expect(await mailsTo(email, 3)).toBe(3);
  });
});

describe('mails per IP: 20 an hour', () => {
  it('refuses the 21st mail request from one IP, whatever the addresses, and serves another IP', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) expect((await forgot(uniqueEmail('spray'), ip)).status).toBe(200);
    for (let i = 0; i < 10; i++) expect(gqlOk(await gqlFrom(ip, GQL.signUp, { input: signUpValues() })).signUp.id).toEqual(expect.any(String));
    expect((await forgot(uniqueEmail('spray'), ip)).status).toBe(429);
    expect(gqlErr(await gqlFrom(ip, GQL.signUp, { input: signUpValues() })).extensions.code).toBe('RATE_LIMITED');
    expect((await forgot(uniqueEmail('spray'), newIp())).status).toBe(200);
  });
});

describe('invitations', () => {
  it('limits invitations of one address to 3 an hour', async () => {
    const email = uniqueEmail('invitee');
    const invite = () =>
      gqlFrom(newIp(), INVITE, { input: { email, firstName: 'Ilyas', lastName: 'Naciri', role: 'USER' } }, company.manager.accessToken);
    for (let i = 0; i < 3; i++) gqlOk(await invite());
    expect(gqlErr(await invite())).toMatchObject({ message: LIMITED, extensions: { code: 'RATE_LIMITED' } });
    expect(await mailsTo(email, 3)).toBe(3);
  });

  it('limits invitations from one IP (INVITE_MAX_PER_IP), counting refused probes of other companies', async () => {
    const ip = newIp();
    const other = await createCompany(t, 'Rif Travaux');
    const invite = (email: string) =>
      gqlFrom(ip, INVITE, { input: { email, firstName: 'Ilyas', lastName: 'Naciri', role: 'USER' } }, company.manager.accessToken);
    expect(gqlErr(await invite(other.manager.email)).extensions.code).toBe('CONFLICT');
    for (let i = 0; i < 5; i++) gqlOk(await invite(uniqueEmail('team')));
    expect(gqlErr(await invite(uniqueEmail('team'))).extensions.code).toBe('RATE_LIMITED');
    expect(gqlErr(await invite(other.manager.email)).extensions.code).toBe('RATE_LIMITED');
  });
});
