import { expireLinks, GQL, signInGql, signUpAndConfirm, signUpPending, tokenFromLink } from '../../../test/accounts';
import { PASSWORD, gqlErr, gqlOk, sql, uniqueEmail } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';

const APP_URL = 'https://app.chantiers.test';
const VERIFY_INVALID = "Lien d'activation invalide ou déjà utilisé.";
const RESET_INVALID = 'Lien de réinitialisation invalide ou déjà utilisé.';
const NEW_PASSWORD = 'Nouveau-456';

let t: TestServer;
beforeAll(async () => {
  // Many link requests from one address: the mail limit per IP is not what this file tests (mail-limits.test.ts).
  t = await startTestServer({ APP_URL, MAIL_MAX_PER_IP: '1000' });
});
afterAll(() => t.stop());

const confirm = (token: string) => t.rest('GET', `/auth/confirmEmailConnexion?token=${encodeURIComponent(token)}`);
const signIn = (email: string, password: string) => t.rest('POST', '/auth/authenticate', { email, password });
const statusOf = async (email: string) => (await sql(t, 'select status from app_user where email = $1', [email]))[0].status;

/** Asks for a reset link through REST and returns the token of the mail received. */
async function resetToken(email: string): Promise<string> {
  const before = t.smtp.mails.length;
  expect((await t.rest('POST', '/auth/motPassOublie', { email })).status).toBe(200);
  const mail = await t.smtp.waitFor(email, (m) => t.smtp.mails.indexOf(m) >= before && m.links.some((l) => l.includes('/reset-password?')));
  return tokenFromLink(mail.links, '/reset-password');
}

const reset = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
  t.rest('POST', '/auth/motPassOublie/reset', { resetPasswordToken: token, password, confirmPassword });

describe('e-mail confirmation links', () => {
  it('refuses an unknown token with 400 and the invalid-link message, on both doors', async () => {
    const res = await confirm('not-a-real-token');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, error: 'BAD_USER_INPUT', message: VERIFY_INVALID });
    const missing = await t.rest('GET', '/auth/confirmEmailConnexion');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(VERIFY_INVALID);
    const gql = gqlErr(await t.gql(GQL.confirmEmail, { token: 'x'.repeat(43) }));
    expect(gql).toMatchObject({ message: VERIFY_INVALID, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('accepts a link once; the second use is invalid', async () => {
    const account = await signUpPending(t);
    expect((await confirm(account.verifyToken)).status).toBe(200);
    expect(await statusOf(account.email)).toBe('ACTIVE');
    const again = await confirm(account.verifyToken);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(VERIFY_INVALID);
  });

  it('answers 410 to an expired link, tells to use Mot de passe oublié, and leaves the account pending', async () => {
    const account = await signUpPending(t);
    expect(await expireLinks(t, account.email, 'VERIFY_EMAIL')).toBe(1);
    const res = await confirm(account.verifyToken);
    expect(res.status).toBe(410);
    expect(res.body).toMatchObject({ status: 410, error: 'GONE' });
    expect(res.body.message).toContain('a expiré');
    expect(res.body.message).toContain('Mot de passe oublié');
    expect(gqlErr(await t.gql(GQL.confirmEmail, { token: account.verifyToken })).extensions.code).toBe('GONE');
    expect(await statusOf(account.email)).toBe('PENDING');
  });
});

describe('forgot and reset password', () => {
  it('gives the same 200 answer for unknown and known e-mails; only the known one gets a reset mail', async () => {
    const account = await signUpAndConfirm(t);
    const ghost = uniqueEmail('ghost');
    const unknown = await t.rest('POST', '/auth/motPassOublie', { email: ghost });
    const known = await t.rest('POST', '/auth/motPassOublie', { email: account.email.toUpperCase() });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toContain('Si un compte existe pour cette adresse');

    const mail = await t.smtp.waitFor(account.email, (m) => m.subject.includes('réinitialisation'));
    expect(mail.subject).toBe('Chantiers — réinitialisation de votre mot de passe');
    expect(mail.html).toContain('Choisir un nouveau mot de passe');
    const token = tokenFromLink(mail.links, '/reset-password');
    expect(mail.links).toContain(`${APP_URL}/reset-password?token=${token}`);
    expect(t.smtp.mails.some((m) => m.to.includes(ghost))).toBe(false);

    const gqlUnknown = gqlOk(await t.gql(GQL.forgot, { input: { email: uniqueEmail('ghost') } })).requestPasswordReset;
    expect(gqlUnknown).toEqual({ messageId: 'auth.forgot.sent', message: known.body.message });
  });

  it('refuses a mismatched confirmation on confirmPassword and keeps the link usable', async () => {
    const account = await signUpAndConfirm(t);
    const token = await resetToken(account.email);
    const res = await reset(token, NEW_PASSWORD, 'autre-chose');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, error: 'BAD_USER_INPUT', fields: { confirmPassword: 'Les mots de passe doivent correspondre' } });
    expect((await reset(token)).status).toBe(200);
  });

  it('resets once: old password fails, new one works, the link is then invalid', async () => {
    const account = await signUpAndConfirm(t);
    const token = await resetToken(account.email);
    const res = await reset(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.' });

    const old = await signIn(account.email, PASSWORD);
    expect(old.status).toBe(401);
    expect(old.body.message).toBe('Email ou mot de passe incorrect');
    expect((await signIn(account.email, NEW_PASSWORD)).status).toBe(200);

    const again = await reset(token, 'Encore-789');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(RESET_INVALID);
    expect((await signIn(account.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('takes the token from the resetPasswordToken query value too', async () => {
    const account = await signUpAndConfirm(t);
    const token = await resetToken(account.email);
    const res = await t.rest('POST', `/auth/motPassOublie/reset?resetPasswordToken=${encodeURIComponent(token)}`, {
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect((await signIn(account.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('invalidates the earlier links of the user once one of them is used', async () => {
    const account = await signUpAndConfirm(t);
    const first = await resetToken(account.email);
    const second = await resetToken(account.email);
    expect(second).not.toBe(first);
    expect((await reset(second)).status).toBe(200);
    expect((await reset(first, 'Encore-789')).body.message).toBe(RESET_INVALID);
  });

  it('answers 410 to an expired reset link and keeps the old password', async () => {
    const account = await signUpAndConfirm(t);
    const token = await resetToken(account.email);
    expect(await expireLinks(t, account.email, 'RESET_PASSWORD')).toBe(1);
    const res = await reset(token);
    expect(res.status).toBe(410);
    expect(res.body).toMatchObject({ status: 410, error: 'GONE', message: 'Ce lien de réinitialisation a expiré. Demandez un nouveau lien.' });
    expect((await signIn(account.email, PASSWORD)).status).toBe(200);
  });

  it('revokes every previous session of the user', async () => {
    const account = await signUpAndConfirm(t);
    const tokens = await signInGql(t, account.email);
    expect((await reset(await resetToken(account.email))).status).toBe(200);
    expect((await t.rest('POST', '/auth/refresh-token', { refreshToken: tokens.refreshToken })).status).toBe(401);
    expect((await t.rest('GET', '/auth/utilisateurConnecte', undefined, { authorization: `Bearer ${tokens.accessToken}` })).status).toBe(401);
    const rows = await sql(t, 'select revoked_reason from auth_session where user_id = $1', [account.id]);
    expect(rows).toEqual([{ revoked_reason: 'password_reset' }]);
  });

  it('still activates new accounts after forgot-password requests were served', async () => {
    await t.gql(GQL.forgot, { input: { email: uniqueEmail('ghost') } });
    await resetToken((await signUpAndConfirm(t)).email);
    const account = await signUpPending(t);
    expect((await confirm(account.verifyToken)).status).toBe(200);
    expect(await statusOf(account.email)).toBe('ACTIVE');
    expect((await signIn(account.email, PASSWORD)).status).toBe(200);
  });

  it('activates a PENDING account whose confirmation link expired', async () => {
    const account = await signUpPending(t);
    await expireLinks(t, account.email, 'VERIFY_EMAIL');
    expect((await confirm(account.verifyToken)).status).toBe(410);
    expect((await signIn(account.email, PASSWORD)).status).toBe(403);

    expect((await reset(await resetToken(account.email))).status).toBe(200);
    expect(await statusOf(account.email)).toBe('ACTIVE');
    const session = await signIn(account.email, NEW_PASSWORD);
    expect(session.status).toBe(200);
    expect(session.body.userDetails.status).toBe('ACTIVE');
  });
});
