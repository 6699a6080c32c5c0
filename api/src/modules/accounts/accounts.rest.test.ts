import { LEGACY_USER_KEYS, tokenFromLink } from '../../../test/accounts';
import { PASSWORD, sql, uniqueEmail } from '../../../test/company';
import { startTestServer, type TestServer, PRODUCTION_PASSWORD_HASH } from '../../../test/server';

const APP_URL = 'https://chantiers.example.ma';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ ...PRODUCTION_PASSWORD_HASH, APP_URL });
});
afterAll(() => t.stop());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function registerBody(overrides: Record<string, unknown> = {}) {
  return {
    prenom: 'Karim',
    nom: 'Alaoui',
    email: uniqueEmail('rest'),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    societe: 'Bâtiments du Sud',
    ...overrides,
  };
}

/** Registers and confirms through REST; returns the e-mail. */
async function registerAndConfirm(): Promise<string> {
  const body = registerBody();
  expect((await t.rest('POST', '/auth/register', body)).status).toBe(201);
  const mail = await t.smtp.waitFor(body.email);
  const res = await t.rest('GET', `/auth/confirmEmailConnexion?token=${encodeURIComponent(tokenFromLink(mail.links, '/email-verfication'))}`);
  expect(res.status).toBe(200);
  return body.email;
}

async function authenticate(email: string): Promise<{ access_token: string; refresh_token: string }> {
  const res = await t.rest('POST', '/auth/authenticate', { email, password: PASSWORD });
  expect(res.status).toBe(200);
  return res.body;
}

describe('accounts through REST /api/v1/auth', () => {
  it('registers, mails a French confirmation link, confirms, authenticates and answers utilisateurConnecte', async () => {
    const body = registerBody({ email: uniqueEmail('Rest-Journey') });
    const email = body.email.toLowerCase();
    const register = await t.rest('POST', '/auth/register', body);
    expect(register.status).toBe(201);
    expect(register.body).toEqual({ id: expect.any(String), email });

    const mail = await t.smtp.waitFor(email);
    expect(mail.subject).toBe('Chantiers — confirmez votre adresse e-mail');
    expect(mail.text).toContain('Bonjour Karim,');
    expect(mail.html).toContain('Activer mon compte');
    const token = tokenFromLink(mail.links, '/email-verfication');
    expect(mail.links).toContain(`${APP_URL}/email-verfication?token=${token}`);

    const early = await t.rest('POST', '/auth/authenticate', { email, password: PASSWORD });
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ status: 403, error: 'FORBIDDEN', message: expect.stringContaining("n'est pas encore confirmée") });

    const confirm = await t.rest('GET', `/auth/confirmEmailConnexion?token=${encodeURIComponent(token)}`);
    expect(confirm.status).toBe(200);
    expect(confirm.body).toEqual({ message: 'Votre compte a été activé avec succès. Vous pouvez maintenant vous connecter.' });

    const session = await t.rest('POST', '/auth/authenticate', { email, password: PASSWORD });
    expect(session.status).toBe(200);
    expect(Object.keys(session.body).sort()).toEqual(['access_token', 'refresh_token', 'userDetails']);
    expect(Object.keys(session.body.userDetails).sort()).toEqual([...LEGACY_USER_KEYS].sort());

    const me = await t.rest('GET', '/auth/utilisateurConnecte', undefined, bearer(session.body.access_token));
    expect(me.status).toBe(200);
    expect(Object.keys(me.body).sort()).toEqual([...LEGACY_USER_KEYS].sort());
    expect(me.body).toMatchObject({
      id: register.body.id,
      nom: 'Alaoui',
      prenom: 'Karim',
      email,
      photoProfile: null,
      status: 'ACTIVE',
      type: 'USER',
      role: 'MANAGER',
      telephone: null,
      societe: 'Bâtiments du Sud',
      societeId: expect.any(String),
      photoUrl: null,
      utilisateurDto: {
        id: register.body.id,
        nom: 'Alaoui',
        prenom: 'Karim',
        email,
        telephone: null,
        role: 'MANAGER',
        type: 'USER',
        status: 'ACTIVE',
      },
    });
    expect(session.body.userDetails).toEqual(me.body);
  });

  it('answers a registration with a registered e-mail exactly as a new one, and mails the owner instead', async () => {
    const email = await registerAndConfirm();
    const fresh = await t.rest('POST', '/auth/register', registerBody());
    const res = await t.rest('POST', '/auth/register', registerBody({ email: email.toUpperCase() }));
    expect(res.status).toBe(201);
    expect(res.status).toBe(fresh.status);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), email });
    expect(Object.keys(res.body)).toEqual(Object.keys(fresh.body));
    const owner = await t.smtp.waitFor(email, (m) => m.subject.includes('tentative'));
    expect(owner.text).toContain('Mot de passe oublié ?');
    expect(owner.links).toEqual([`${APP_URL}/forget-password`]);
    expect(t.smtp.mails.filter((m) => m.to.includes(email) && m.subject.includes('confirmez'))).toHaveLength(1);
    const rows = await sql(t, 'select count(*)::int as n from app_user where email = $1', [email]);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('limits registrations per e-mail: the 4th in an hour answers 429 with Retry-After, known address or not', async () => {
    // The registered address has used one of its three mails already.
    const cases: [string, number][] = [
      [uniqueEmail('flood'), 3],
      [await registerAndConfirm(), 2],
    ];
    for (const [email, left] of cases) {
      for (let i = 0; i < left; i++) expect((await t.rest('POST', '/auth/register', registerBody({ email }))).status).toBe(201);
      const res = await t.rest('POST', '/auth/register', registerBody({ email }));
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({
        status: 429,
        error: 'RATE_LIMITED',
        message: "Trop de demandes d'e-mail en peu de temps. Réessayez plus tard.",
        retryAfterSeconds: expect.any(Number),
      });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3500);
    }
  });

  it('rotates the refresh token from the body and from the RefreshToken header', async () => {
    const first = await authenticate(await registerAndConfirm());
    const second = await t.rest('POST', '/auth/refresh-token', { refreshToken: first.refresh_token });
    expect(second.status).toBe(200);
    expect(Object.keys(second.body).sort()).toEqual(['access_token', 'refresh_token', 'userDetails']);
    expect(Object.keys(second.body.userDetails).sort()).toEqual([...LEGACY_USER_KEYS].sort());
    expect(second.body.refresh_token).not.toBe(first.refresh_token);

    const third = await t.rest('POST', '/auth/refresh-token', undefined, { RefreshToken: second.body.refresh_token });
    expect(third.status).toBe(200);
    expect(third.body.refresh_token).not.toBe(second.body.refresh_token);
    expect((await t.rest('GET', '/auth/utilisateurConnecte', undefined, bearer(third.body.access_token))).status).toBe(200);
  });

  it('revokes the whole family when an old refresh token comes back', async () => {
    const first = await authenticate(await registerAndConfirm());
    const second = (await t.rest('POST', '/auth/refresh-token', { refreshToken: first.refresh_token })).body;
    expect((await t.rest('GET', '/auth/utilisateurConnecte', undefined, bearer(second.access_token))).status).toBe(200);

    const reuse = await t.rest('POST', '/auth/refresh-token', undefined, { RefreshToken: first.refresh_token });
    expect(reuse.status).toBe(401);
    expect(reuse.body).toMatchObject({ status: 401, error: 'UNAUTHENTICATED', message: 'Votre session a expiré. Veuillez vous reconnecter.' });

    expect((await t.rest('POST', '/auth/refresh-token', { refreshToken: second.refresh_token })).status).toBe(401);
    expect((await t.rest('GET', '/auth/utilisateurConnecte', undefined, bearer(second.access_token))).status).toBe(401);
  });

  it('logs out: refresh is refused afterwards and utilisateurConnecte answers 401', async () => {
    const tokens = await authenticate(await registerAndConfirm());
    const out = await t.rest('POST', '/auth/logout', {}, { ...bearer(tokens.access_token), RefreshToken: tokens.refresh_token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: 'Vous êtes déconnecté.' });

    expect((await t.rest('POST', '/auth/refresh-token', { refreshToken: tokens.refresh_token })).status).toBe(401);
    const me = await t.rest('GET', '/auth/utilisateurConnecte', undefined, bearer(tokens.access_token));
    expect(me.status).toBe(401);
    expect(me.body).toMatchObject({ status: 401, error: 'UNAUTHENTICATED', message: 'Vous devez vous connecter pour accéder à cette page.' });
  });

  it('logs out the session named by the refresh token in the body', async () => {
    const email = await registerAndConfirm();
    const tokens = await authenticate(email);
    expect((await t.rest('POST', '/auth/logout', { refreshToken: tokens.refresh_token })).status).toBe(200);
    expect((await t.rest('GET', '/auth/utilisateurConnecte', undefined, bearer(tokens.access_token))).status).toBe(401);
    const rows = await sql(t, 'select s.revoked_reason from auth_session s join app_user u on u.id = s.user_id where u.email = $1', [email]);
    expect(rows).toEqual([{ revoked_reason: 'logout' }]);
  });

  it('answers utilisateurConnecte without a token with 401', async () => {
    const res = await t.rest('GET', '/auth/utilisateurConnecte');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('UNAUTHENTICATED');
  });
});
