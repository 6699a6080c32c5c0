import { GQL, signInGql, signUpAndConfirm, signUpPending, signUpValues, tokenFromLink } from '../../../test/accounts';
import { PASSWORD, gqlErr, gqlOk, sql, uniqueEmail } from '../../../test/company';
import { startTestServer, type TestServer, PRODUCTION_PASSWORD_HASH } from '../../../test/server';

const APP_URL = 'https://app.chantiers.test';

let t: TestServer;
beforeAll(async () => {
  // Many sign-ups from one address: the mail limit per IP is not what this file tests (mail-limits.test.ts).
  t = await startTestServer({ ...PRODUCTION_PASSWORD_HASH, APP_URL, MAIL_MAX_PER_IP: '1000' });
});
afterAll(() => t.stop());

describe('accounts through GraphQL: sign-up, confirmation, sign-in, me', () => {
  it('signs up, mails a French confirmation link to APP_URL, confirms, signs in and answers me', async () => {
    const values = signUpValues({
      email: uniqueEmail('Journey').replace('journey', 'JoUrNey'),
      firstName: 'Youssef',
      companyName: 'Atlas Construction',
    });
    const email = values.email.toLowerCase();
    const signUp = await t.gql(GQL.signUp, { input: values });
    expect(gqlOk(signUp).signUp).toEqual({ id: expect.any(String), email });

    const mail = await t.smtp.waitFor(email);
    expect(mail.subject).toBe('Chantiers — confirmez votre adresse e-mail');
    expect(mail.text).toContain('Bonjour Youssef,');
    expect(mail.text).toContain('Pour activer votre compte');
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('Activer mon compte');
    const token = tokenFromLink(mail.links, '/email-verfication');
    const link = `${APP_URL}/email-verfication?token=${token}`;
    expect(mail.links).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);

    const confirm = await t.gql(GQL.confirmEmail, { token });
    expect(gqlOk(confirm).confirmEmail).toEqual({
      messageId: 'auth.verify.success',
      message: 'Votre compte a été activé avec succès. Vous pouvez maintenant vous connecter.',
    });

    const signIn = gqlOk(await t.gql(GQL.signIn, { input: { email, password: PASSWORD } })).signIn;
    expect(signIn.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(signIn.refreshToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(signIn.accessToken).not.toBe(signIn.refreshToken);

    const me = gqlOk(await t.gql(GQL.me, {}, signIn.accessToken)).me;
    expect(me).toEqual({
      id: signUp.body.data!.signUp.id,
      firstName: 'Youssef',
      lastName: 'Benali',
      email,
      phone: null,
      photoUrl: null,
      role: 'MANAGER',
      type: 'USER',
      status: 'ACTIVE',
      companyId: expect.any(String),
      companyName: 'Atlas Construction',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(signIn.user).toEqual(me);
  });

  it('creates the first user of a company as a PENDING MANAGER', async () => {
    const account = await signUpPending(t, { companyName: 'Société Première' });
    const [row] = await sql(
      t,
      `select u.role, u.status, u.email_verified_at, c.name from app_user u join company c on c.id = u.company_id where u.id = $1`,
      [account.id],
    );
    expect(row).toEqual({ role: 'MANAGER', status: 'PENDING', email_verified_at: null, name: 'Société Première' });
  });

  it('refuses to sign in before the e-mail is confirmed, with 403 and the pending message', async () => {
    const account = await signUpPending(t);
    const err = gqlErr(await t.gql(GQL.signIn, { input: { email: account.email, password: PASSWORD } }));
    expect(err.extensions.code).toBe('FORBIDDEN');
    expect(err.message).toContain("n'est pas encore confirmée");
  });

  it('answers a sign-up with a registered e-mail as a new one, creates nothing and warns the owner by mail', async () => {
    const account = await signUpAndConfirm(t, { firstName: 'Nadia' });
    const fresh = await t.gql(GQL.signUp, { input: signUpValues() });
    const again = await t.gql(GQL.signUp, { input: signUpValues({ email: account.email.toUpperCase() }) });
    expect(again.status).toBe(fresh.status);
    expect(gqlOk(again).signUp).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), email: account.email });
    expect(Object.keys(gqlOk(again).signUp)).toEqual(Object.keys(gqlOk(fresh).signUp));
    expect(gqlOk(again).signUp.id).not.toBe(account.id);
    const [{ count }] = await sql(t, 'select count(*)::int as count from app_user where email = $1', [account.email]);
    expect(count).toBe(1);

    const mail = await t.smtp.waitFor(account.email, (m) => m.subject.includes('tentative'));
    expect(mail.subject).toBe('Chantiers — tentative de création de compte avec votre adresse');
    expect(mail.text).toContain('Bonjour Nadia,');
    expect(mail.text).toContain("Quelqu'un a tenté de créer un compte Chantiers avec votre adresse e-mail.");
    expect(mail.text).toContain('Mot de passe oublié ?');
    expect(mail.links).toEqual([`${APP_URL}/forget-password`]);
    expect(mail.html).toContain(`href="${APP_URL}/forget-password"`);
    // The existing account is untouched: the old password still signs in.
    expect((await signInGql(t, account.email)).accessToken).toEqual(expect.any(String));
  });

  it('hashes the password for a registered e-mail too, so both answers take about as long', async () => {
    const registered = [await signUpPending(t), await signUpPending(t), await signUpPending(t)];
    const timed = async (email: string) => {
      const started = performance.now();
      gqlOk(await t.gql(GQL.signUp, { input: signUpValues({ email }) }));
      return performance.now() - started;
    };
    const fresh: number[] = [];
    const taken: number[] = [];
    for (const account of registered) {
      fresh.push(await timed(uniqueEmail('timing')));
      taken.push(await timed(account.email));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1];
    // Skipping argon2 would make a registered address about ten times faster; loose bounds absorb a busy machine.
    expect(median(taken)).toBeGreaterThan(median(fresh) / 3);
  });

  it('signs in whatever the case and surrounding spaces of the e-mail', async () => {
    const account = await signUpAndConfirm(t);
    const tokens = await signInGql(t, `  ${account.email.toUpperCase()} `);
    expect(gqlOk(await t.gql(GQL.me, {}, tokens.accessToken)).me.email).toBe(account.email);
  });
});

describe('sessions through GraphQL: rotation, reuse detection, logout', () => {
  it('rotates the refresh token: each new one works once', async () => {
    const account = await signUpAndConfirm(t);
    const first = await signInGql(t, account.email);
    const second = gqlOk(await t.gql(GQL.refresh, { refreshToken: first.refreshToken })).refreshSession;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.user).toEqual({ id: account.id, email: account.email });
    const third = gqlOk(await t.gql(GQL.refresh, { refreshToken: second.refreshToken })).refreshSession;
    expect(third.refreshToken).not.toBe(second.refreshToken);
    expect(gqlOk(await t.gql(GQL.me, {}, third.accessToken)).me.id).toBe(account.id);
  });

  it('revokes the whole family when an old refresh token comes back', async () => {
    const account = await signUpAndConfirm(t);
    const first = await signInGql(t, account.email);
    const second = gqlOk(await t.gql(GQL.refresh, { refreshToken: first.refreshToken })).refreshSession;
    expect(gqlOk(await t.gql(GQL.me, {}, second.accessToken)).me.id).toBe(account.id);

    const reuse = gqlErr(await t.gql(GQL.refresh, { refreshToken: first.refreshToken }));
    expect(reuse.extensions.code).toBe('UNAUTHENTICATED');
    expect(reuse.message).toBe('Votre session a expiré. Veuillez vous reconnecter.');

    expect(gqlErr(await t.gql(GQL.refresh, { refreshToken: second.refreshToken })).extensions.code).toBe('UNAUTHENTICATED');
    expect(gqlErr(await t.gql(GQL.me, {}, second.accessToken)).extensions.code).toBe('UNAUTHENTICATED');
    expect(gqlErr(await t.gql(GQL.me, {}, first.accessToken)).extensions.code).toBe('UNAUTHENTICATED');
    const [row] = await sql(t, 'select revoked_reason from auth_session where user_id = $1', [account.id]);
    expect(row.revoked_reason).toBe('refresh_reuse');
  });

  it('leaves other sessions of the same user alive when one family is revoked', async () => {
    const account = await signUpAndConfirm(t);
    const laptop = await signInGql(t, account.email);
    const phone = await signInGql(t, account.email);
    await t.gql(GQL.refresh, { refreshToken: laptop.refreshToken });
    await t.gql(GQL.refresh, { refreshToken: laptop.refreshToken });
    expect(gqlErr(await t.gql(GQL.me, {}, laptop.accessToken)).extensions.code).toBe('UNAUTHENTICATED');
    expect(gqlOk(await t.gql(GQL.me, {}, phone.accessToken)).me.id).toBe(account.id);
  });

  it('logs out: the refresh token and the access token stop working', async () => {
    const account = await signUpAndConfirm(t);
    const tokens = await signInGql(t, account.email);
    expect(gqlOk(await t.gql(GQL.logout, { refreshToken: tokens.refreshToken }, tokens.accessToken)).logout).toBe(true);
    expect(gqlErr(await t.gql(GQL.refresh, { refreshToken: tokens.refreshToken })).extensions.code).toBe('UNAUTHENTICATED');
    const me = gqlErr(await t.gql(GQL.me, {}, tokens.accessToken));
    expect(me.extensions.code).toBe('UNAUTHENTICATED');
    expect(me.message).toBe('Vous devez vous connecter pour accéder à cette page.');
  });

  it('logs out the session of the access token when no refresh token is given', async () => {
    const account = await signUpAndConfirm(t);
    const tokens = await signInGql(t, account.email);
    expect(gqlOk(await t.gql(GQL.logout, {}, tokens.accessToken)).logout).toBe(true);
    expect(gqlErr(await t.gql(GQL.refresh, { refreshToken: tokens.refreshToken })).extensions.code).toBe('UNAUTHENTICATED');
  });
});
