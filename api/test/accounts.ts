import { gqlOk, PASSWORD, sql, uniqueEmail } from './company';

import type { TestServer } from './server';

/** Account factories and GraphQL operations shared by the accounts tests. */

export const USER_DETAILS_FIELDS = 'id firstName lastName email phone photoUrl role type status companyId companyName createdAt updatedAt';

export const GQL = {
  signUp: `mutation ($input: SignUpInput!) { signUp(input: $input) { id email } }`,
  confirmEmail: `mutation ($token: String) { confirmEmail(token: $token) { messageId message } }`,
  signIn: `mutation ($input: SignInInput!) { signIn(input: $input) { accessToken refreshToken user { ${USER_DETAILS_FIELDS} } } }`,
  refresh: `mutation ($refreshToken: String) { refreshSession(refreshToken: $refreshToken) { accessToken refreshToken user { id email } } }`,
  forgot: `mutation ($input: ForgotPasswordInput!) { requestPasswordReset(input: $input) { messageId message } }`,
  reset: `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { messageId message } }`,
  logout: `mutation ($refreshToken: String) { logout(refreshToken: $refreshToken) }`,
  me: `query { me { ${USER_DETAILS_FIELDS} } }`,
} as const;

/** The SPEC §3 user-details record keys the REST door answers with (and `photoUrl`, the photo's signed address). */
export const LEGACY_USER_KEYS = [
  'utilisateurDto',
  'photoUrl',
  'id',
  'nom',
  'prenom',
  'email',
  'photoProfile',
  'status',
  'type',
  'role',
  'telephone',
  'societe',
  'societeId',
  'createdAt',
  'updatedAt',
];

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  companyName: string;
}

export function signUpValues(overrides: Partial<SignUpValues> = {}): SignUpValues {
  return {
    firstName: 'Amina',
    lastName: 'Benali',
    email: uniqueEmail(),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    companyName: 'BTP Atlas',
    ...overrides,
  };
}

/** The token query value of the first link of a mail that points at `path`. */
export function tokenFromLink(links: string[], path: string): string {
  const link = links.find((l) => new URL(l).pathname === path);
  if (!link) throw new Error(`no ${path} link in ${JSON.stringify(links)}`);
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

/** Signs up through GraphQL and returns the confirmation token received by mail (account still PENDING). */
export async function signUpPending(
  t: TestServer,
  overrides: Partial<SignUpValues> = {},
): Promise<SignUpValues & { id: string; verifyToken: string }> {
  const values = signUpValues(overrides);
  const { signUp } = gqlOk(await t.gql(GQL.signUp, { input: values }));
  const mail = await t.smtp.waitFor(values.email, (m) => m.links.some((l) => l.includes('/email-verfication?')));
  return { ...values, id: signUp.id, verifyToken: tokenFromLink(mail.links, '/email-verfication') };
}

/** Signs up and confirms through GraphQL: an ACTIVE account ready to sign in. */
export async function signUpAndConfirm(t: TestServer, overrides: Partial<SignUpValues> = {}): Promise<SignUpValues & { id: string }> {
  const account = await signUpPending(t, overrides);
  gqlOk(await t.gql(GQL.confirmEmail, { token: account.verifyToken }));
  return account;
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export async function signInGql(t: TestServer, email: string, password = PASSWORD): Promise<Tokens> {
  const { signIn } = gqlOk(await t.gql(GQL.signIn, { input: { email, password } }));
  return { accessToken: signIn.accessToken, refreshToken: signIn.refreshToken };
}

/** Moves every unused link of a user and kind into the past. */
export async function expireLinks(t: TestServer, email: string, kind: 'VERIFY_EMAIL' | 'RESET_PASSWORD'): Promise<number> {
  const rows = await sql(
    t,
    `update user_token set expires_at = now() - interval '1 minute'
      where kind = $2 and used_at is null and user_id = (select id from app_user where email = $1) returning id`,
    [email.toLowerCase(), kind],
  );
  return rows.length;
}
