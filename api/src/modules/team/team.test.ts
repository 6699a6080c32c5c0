// @both-databases: managers counted in raw SQL.
import {
  addMember,
  bearer,
  createCompany,
  gqlErr,
  gqlOk,
  ME,
  type Member,
  PASSWORD,
  REFRESH,
  signIn,
  sql,
  type TestCompany,
  uniqueEmail,
} from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';

const APP_URL = 'https://app.chantiers.test';
const MEMBERS =
  `query ($page: Int, $size: Int) { teamMembers(page: $page, size: $size) { total page size items { id ` +
  `firstName lastName email role status companyId } } }`;
const INVITE = `mutation ($input: InviteUserInput!) { inviteUser(input: $input) { id email firstName lastName role status companyId } }`;
const ACCEPT = `mutation ($input: ResetPasswordInput!) { acceptInvitation(input: $input) { messageId message } }`;
const SET_ROLE = `mutation ($userId: ID!, $role: String!) { setUserRole(userId: $userId, role: $role) { id role } }`;
const SET_ACTIVE = `mutation ($userId: ID!, $active: Boolean!) { setUserActive(userId: $userId, active: $active) { id status } }`;
const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { accessToken user { id role companyId } } }`;
const INVALID_INVITE = "Lien d'invitation invalide ou déjà utilisé.";

let t: TestServer;
let a: TestCompany;
beforeAll(async () => {
  t = await startTestServer({ APP_URL });
  a = await createCompany(t, 'Atlas BTP');
});
afterAll(() => t.stop());

const invitation = (email: string, role = 'USER') => ({ email, firstName: 'Ilyas', lastName: 'Naciri', role });

/** The token of the newest invitation mail to `email` that is not among `seen`. */
async function invitationToken(email: string, seen: string[] = []): Promise<string> {
  const mail = await t.smtp.waitFor(email, (m) =>
    m.links.some((l) => l.startsWith(`${APP_URL}/invitation?token=`) && !seen.some((s) => l.includes(s))),
  );
  const link = mail.links.find((l) => l.startsWith(`${APP_URL}/invitation?token=`) && !seen.some((s) => l.includes(s)))!;
  return new URL(link).searchParams.get('token')!;
}

const accept = (token: string, password = PASSWORD) => t.gql(ACCEPT, { input: { token, password, confirmPassword: password } });

describe('team management is for MANAGERs only', () => {
  it('answers FORBIDDEN (403) to a USER for every team operation and changes nothing', async () => {
    const user = await addMember(t, a);
    const target = await addMember(t, a);
    const email = uniqueEmail('refused');
    const calls = [
      t.gql(MEMBERS, {}, user.accessToken),
      t.gql(INVITE, { input: invitation(email) }, user.accessToken),
      t.gql(SET_ROLE, { userId: user.id, role: 'MANAGER' }, user.accessToken),
      t.gql(SET_ACTIVE, { userId: target.id, active: false }, user.accessToken),
    ];
    for (const res of await Promise.all(calls)) {
      expect(gqlErr(res)).toMatchObject({ message: "Vous n'avez pas les droits nécessaires.", extensions: { code: 'FORBIDDEN', status: 403 } });
    }
    expect(await sql(t, 'select role, status from app_user where id in ($1, $2) order by role', [user.id, target.id])).toEqual([
      { role: 'USER', status: 'ACTIVE' },
      { role: 'USER', status: 'ACTIVE' },
    ]);
    expect(await sql(t, 'select 1 from app_user where email = $1', [email])).toHaveLength(0);
  });

  it('answers UNAUTHENTICATED without a bearer', async () => {
    expect(gqlErr(await t.gql(MEMBERS, {})).extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('inviting a person', () => {
  it('mails a 7-day /invitation link; accepting sets the password and the invitee signs in with the role, in the company', async () => {
    const email = uniqueEmail('Invitee').replace('invitee', 'InViTee');
    const invited = gqlOk(await t.gql(INVITE, { input: invitation(email, 'MANAGER') }, a.manager.accessToken)).inviteUser;
    expect(invited).toMatchObject({
      email: email.toLowerCase(),
      firstName: 'Ilyas',
      lastName: 'Naciri',
      role: 'MANAGER',
      status: 'PENDING',
      companyId: a.id,
    });

    const mail = await t.smtp.waitFor(email.toLowerCase());
    expect(mail.subject).toBe('Chantiers — invitation à rejoindre Atlas BTP');
    expect(mail.text).toContain('Bonjour Ilyas,');
    expect(mail.text).toContain('Amina Benali vous invite');
    const token = await invitationToken(email.toLowerCase());
    const [row] = await sql(t, `select extract(epoch from expires_at - now())::int as ttl from user_token where kind = 'INVITE' and user_id = $1`, [
      invited.id,
    ]);
    expect(Math.abs(row.ttl - 7 * 24 * 3600)).toBeLessThan(60);

    expect(gqlErr(await t.gql(SIGN_IN, { input: { email, password: PASSWORD } })).extensions.code).not.toBe(undefined);
    const accepted = gqlOk(await accept(token, 'Bienvenue2025'));
    expect(accepted.acceptInvitation).toEqual({
      messageId: 'invite.accepted',
      message: 'Votre compte est prêt. Vous pouvez maintenant vous connecter.',
    });

    const session = gqlOk(await t.gql(SIGN_IN, { input: { email, password: 'Bienvenue2025' } })).signIn;
    expect(session.user).toEqual({ id: invited.id, role: 'MANAGER', companyId: a.id });
    expect(gqlOk(await t.gql(ME, {}, session.accessToken)).me).toMatchObject({ status: 'ACTIVE', companyName: 'Atlas BTP' });

    expect(gqlErr(await accept(token, 'Autre2025x'))).toMatchObject({
      message: INVALID_INVITE,
      extensions: { code: 'BAD_USER_INPUT', fields: { token: INVALID_INVITE } },
    });
    expect(gqlErr(await t.gql(SIGN_IN, { input: { email, password: 'Autre2025x' } })).extensions.code).toBe('UNAUTHENTICATED');
  });

  it('answers GONE with the expiry message for an invitation older than 7 days', async () => {
    const email = uniqueEmail('late');
    const invited = gqlOk(await t.gql(INVITE, { input: invitation(email) }, a.manager.accessToken)).inviteUser;
    const token = await invitationToken(email);
    await sql(t, `update user_token set expires_at = now() - interval '1 minute' where user_id = $1 and kind = 'INVITE'`, [invited.id]);
    const err = gqlErr(await accept(token));
    expect(err).toMatchObject({ extensions: { code: 'GONE', status: 410 } });
    expect(err.message).toContain("Ce lien d'invitation a expiré");
    expect((await sql(t, 'select status from app_user where id = $1', [invited.id]))[0].status).toBe('PENDING');
  });

  it('refuses an e-mail of another company (409) and an active member (409), touching neither account', async () => {
    const other = await createCompany(t, 'Rif Travaux');
    const foreign = gqlErr(await t.gql(INVITE, { input: invitation(other.manager.email) }, a.manager.accessToken));
    expect(foreign.extensions).toMatchObject({ code: 'CONFLICT', status: 409 });
    const member = await addMember(t, a, { firstName: 'Karim' });
    const already = gqlErr(await t.gql(INVITE, { input: invitation(member.email, 'MANAGER') }, a.manager.accessToken));
    expect(already).toMatchObject({ message: 'Cette personne fait déjà partie de votre société.', extensions: { code: 'CONFLICT', status: 409 } });
    expect(
      await sql(t, 'select first_name, role, company_id from app_user where id in ($1, $2) order by first_name', [other.manager.id, member.id]),
    ).toEqual([
      { first_name: 'Amina', role: 'MANAGER', company_id: other.id },
      { first_name: 'Karim', role: 'USER', company_id: a.id },
    ]);
  });

  it('sends a new mail when a pending invitee is invited again, whose link works', async () => {
    const email = uniqueEmail('again');
    gqlOk(await t.gql(INVITE, { input: invitation(email) }, a.manager.accessToken));
    const first = await invitationToken(email);
    const again = gqlOk(await t.gql(INVITE, { input: { ...invitation(email), firstName: 'Ilham' } }, a.manager.accessToken)).inviteUser;
    expect(again).toMatchObject({ firstName: 'Ilham', status: 'PENDING' });
    const second = await invitationToken(email, [first]);
    expect(second).not.toBe(first);
    expect(t.smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(2);
    gqlOk(await accept(second));
    expect((await signIn(t, email)).id).toBe(again.id);
    expect(gqlErr(await accept(first)).message).toBe(INVALID_INVITE);
  });

  it('creates one account and answers OK or CONFLICT, never a 500, when the same e-mail is invited three times at once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const email = uniqueEmail('thrice');
      const answers = await Promise.all([1, 2, 3].map(() => t.gql(INVITE, { input: invitation(email) }, a.manager.accessToken)));
      const codes = answers.map((r) => r.body.errors?.[0]?.extensions.code ?? 'OK');
      expect(codes.filter((c) => c !== 'OK' && c !== 'CONFLICT')).toEqual([]);
      expect(codes).toContain('OK');
      expect(await sql(t, 'select count(*)::int as n from app_user where email = $1', [email])).toEqual([{ n: 1 }]);
    }
  });

  it('refuses an invalid e-mail with 400', async () => {
    const err = gqlErr(await t.gql(INVITE, { input: invitation('pas-un-email') }, a.manager.accessToken));
    expect(err.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { email: 'Email invalide' } });
  });
});

describe('disabling and enabling a user', () => {
  it('ends their sessions at once and blocks sign-in; enabling lets them sign in again', async () => {
    const user = await addMember(t, a);
    const second = await signIn(t, user.email);
    expect(gqlOk(await t.gql(SET_ACTIVE, { userId: user.id, active: false }, a.manager.accessToken)).setUserActive).toEqual({
      id: user.id,
      status: 'DISABLED',
    });

    for (const s of [user, second]) {
      expect(gqlErr(await t.gql(ME, {}, s.accessToken)).extensions.code).toBe('UNAUTHENTICATED');
      expect((await t.rest('GET', '/auth/utilisateurConnecte', undefined, bearer(s))).status).toBe(401);
      expect(gqlErr(await t.gql(REFRESH, { refreshToken: s.refreshToken })).extensions.code).toBe('UNAUTHENTICATED');
    }
    const refused = gqlErr(await t.gql(SIGN_IN, { input: { email: user.email, password: PASSWORD } }));
    expect(refused.message).toBe("Ce compte est désactivé. Contactez l'administrateur de votre société.");

    expect(gqlOk(await t.gql(SET_ACTIVE, { userId: user.id, active: true }, a.manager.accessToken)).setUserActive.status).toBe('ACTIVE');
    const back = await signIn(t, user.email);
    expect(gqlOk(await t.gql(ME, {}, back.accessToken)).me.id).toBe(user.id);
  });

  it('refuses disabling oneself with 400', async () => {
    const err = gqlErr(await t.gql(SET_ACTIVE, { userId: a.manager.id, active: false }, a.manager.accessToken));
    expect(err).toMatchObject({ message: 'Vous ne pouvez pas désactiver votre propre compte.', extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    expect(gqlOk(await t.gql(ME, {}, a.manager.accessToken)).me.status).toBe('ACTIVE');
  });

  it('keeps a disabled invitee from accepting the invitation', async () => {
    const email = uniqueEmail('disabled-invitee');
    const invited = gqlOk(await t.gql(INVITE, { input: invitation(email) }, a.manager.accessToken)).inviteUser;
    const token = await invitationToken(email);
    gqlOk(await t.gql(SET_ACTIVE, { userId: invited.id, active: false }, a.manager.accessToken));
    expect(gqlErr(await accept(token)).message).toBe(INVALID_INVITE);
    expect(gqlErr(await t.gql(SIGN_IN, { input: { email, password: PASSWORD } })).extensions.code).not.toBe(undefined);
  });
});

describe('teamMembers', () => {
  it("lists only the caller's company, by last name, in pages", async () => {
    const c = await createCompany(t, 'Pages BTP');
    const other = await createCompany(t, 'Autre BTP');
    const members: Member[] = [];
    for (const lastName of ['Zerouali', 'Bennani', 'Mansouri']) members.push(await addMember(t, c, { lastName }));
    await addMember(t, other);

    const page0 = gqlOk(await t.gql(MEMBERS, { page: 0, size: 2 }, c.manager.accessToken)).teamMembers;
    const page1 = gqlOk(await t.gql(MEMBERS, { page: 1, size: 2 }, c.manager.accessToken)).teamMembers;
    expect({ total: page0.total, page: page0.page, size: page0.size }).toEqual({ total: 4, page: 0, size: 2 });
    expect([...page0.items, ...page1.items].map((u: any) => u.lastName)).toEqual(['Benali', 'Bennani', 'Mansouri', 'Zerouali']);
    expect(page1.page).toBe(1);
    expect([...page0.items, ...page1.items].every((u: any) => u.companyId === c.id)).toBe(true);
    const past = gqlOk(await t.gql(MEMBERS, { page: 5, size: 2 }, c.manager.accessToken)).teamMembers;
    expect(past).toMatchObject({ total: 4, items: [] });
    const clamped = gqlOk(await t.gql(MEMBERS, { page: -1, size: 1000 }, c.manager.accessToken)).teamMembers;
    expect(clamped).toMatchObject({ page: 0, size: 100, total: 4 });
  });
});
