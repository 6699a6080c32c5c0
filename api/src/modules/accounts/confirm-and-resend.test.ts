import { GQL, signUpAndConfirm, signUpPending, tokenFromLink } from '../../../test/accounts';
import { gqlErr, gqlOk, sql, uniqueEmail } from '../../../test/company';
import { PRODUCTION_PASSWORD_HASH, startTestServer, type TestServer } from '../../../test/server';

const RESEND = `mutation ($input: ForgotPasswordInput!) { resendEmailVerification(input: $input) { messageId message } }`;
const CONFIRM_AND_SIGN_IN = `mutation ($token: String) { confirmEmailAndSignIn(token: $token) { accessToken refreshToken user { id email status } } }`;
const RESENT = {
  messageId: 'auth.verify.resent',
  message:
    'Si un compte attend sa confirmation à cette adresse, un nouveau lien vient de lui être envoyé. Vérifiez aussi les courriers indésirables.',
};

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ ...PRODUCTION_PASSWORD_HASH, MAIL_MAX_PER_IP: '1000' });
});
afterAll(() => t.stop());

const verificationMails = (email: string) =>
  t.smtp.mails.filter((m) => m.to.includes(email) && m.links.some((l) => l.includes('/email-verfication?')));

describe('the confirmation link, again and at once', () => {
  it('mails a new link to an account still waiting for its confirmation, and answers the same for any other address', async () => {
    const active = await signUpAndConfirm(t);
    const unknown = uniqueEmail('personne');
    for (const email of [unknown, active.email]) expect(gqlOk(await t.gql(RESEND, { input: { email } })).resendEmailVerification).toEqual(RESENT);

    const pending = await signUpPending(t);
    expect(gqlOk(await t.gql(RESEND, { input: { email: pending.email.toUpperCase() } })).resendEmailVerification).toEqual(RESENT);
    await t.smtp.waitFor(pending.email, () => verificationMails(pending.email).length === 2);
    const [first, second] = verificationMails(pending.email).map((m) => tokenFromLink(m.links, '/email-verfication'));
    expect(second).not.toBe(first);
    // Mails go out in order: the two addresses asked before got nothing.
    expect(t.smtp.mails.some((m) => m.to.includes(unknown))).toBe(false);
    expect(verificationMails(active.email)).toHaveLength(1);
    // The new link confirms the account.
    expect(gqlOk(await t.gql(GQL.confirmEmail, { token: second })).confirmEmail.messageId).toBe('auth.verify.success');
  });

  it('refuses an address that is not one, in French, and sends nothing', async () => {
    const err = gqlErr(await t.gql(RESEND, { input: { email: 'pas-une-adresse' } }));
    expect(err.extensions.code).toBe('BAD_USER_INPUT');
    expect(err.extensions.fields).toEqual({ email: 'Email invalide' });
  });

  it('confirms the address and opens the session with the link itself, once', async () => {
    const pending = await signUpPending(t);
    const session = gqlOk(await t.gql(CONFIRM_AND_SIGN_IN, { token: pending.verifyToken })).confirmEmailAndSignIn;
    expect(session.user).toEqual({ id: pending.id, email: pending.email.toLowerCase(), status: 'ACTIVE' });
    expect(gqlOk(await t.gql(GQL.me, {}, session.accessToken)).me.email).toBe(pending.email.toLowerCase());
    const again = gqlErr(await t.gql(CONFIRM_AND_SIGN_IN, { token: pending.verifyToken }));
    expect(again.extensions.code).toBe('BAD_USER_INPUT');
    expect(again.message).toBe("Lien d'activation invalide ou déjà utilisé.");
  });

  it('opens nothing for a disabled account, and leaves its link unspent', async () => {
    const pending = await signUpPending(t);
    await sql(t, `update app_user set status = 'DISABLED' where id = $1`, [pending.id]);
    const refused = gqlErr(await t.gql(CONFIRM_AND_SIGN_IN, { token: pending.verifyToken }));
    expect(refused.extensions.code).toBe('FORBIDDEN');
    expect(await sql(t, `select status from app_user where id = $1`, [pending.id])).toEqual([{ status: 'DISABLED' }]);
    expect(await sql(t, `select count(*)::int as n from auth_session s where s.user_id = $1`, [pending.id])).toEqual([{ n: 0 }]);
  });
});
