import { translate } from '@chantiers/schema';
import type { RestRoute } from '../../core/rest/facade';
import { bodyOf } from '../../core/rest/facade';
import { type LegacyKeys, legacyErrorFields, legacyInput, text } from '../../core/rest/legacy-keys';

/**
 * The legacy user-details record (SPEC §3): the photo as base64 JPEG (`photoProfile`), its signed address beside it
 * (`photoUrl`), and `utilisateurDto`, the user's identity.
 */
export const USER_DETAILS = `id nom: lastName prenom: firstName email photoProfile: photoBase64 photoUrl status type role
  telephone: phone societe: companyName societeId: companyId createdAt updatedAt
  utilisateurDto: identity { id nom: lastName prenom: firstName email telephone: phone role type status }`;
const TOKENS = `access_token: accessToken refresh_token: refreshToken userDetails: user { ${USER_DETAILS} }`;

/** The sign-up form (SPEC §7 register). */
const SIGN_UP_KEYS: LegacyKeys = {
  firstName: { key: 'prenom', read: text },
  lastName: { key: 'nom', read: text },
  email: { read: text },
  password: { read: text },
  confirmPassword: { read: text },
  companyName: { key: 'societe', read: text },
};
/** A new password, with the token of the e-mailed link (in the body, or left in the link's query). */
const RESET_KEYS: LegacyKeys = {
  token: { key: 'resetPasswordToken', read: (v, req) => text(v) ?? text(req.query.resetPasswordToken) },
  password: { read: text },
  confirmPassword: { read: text },
};
const signUpInput = legacyInput(SIGN_UP_KEYS);
const resetInput = legacyInput(RESET_KEYS);

export const accountsRestRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/auth/register',
    status: 201,
    operation: `mutation Register($input: SignUpInput!) { signUp(input: $input) { id email } }`,
    variables: (req) => ({ input: signUpInput(req) }),
    legacyFields: legacyErrorFields(SIGN_UP_KEYS),
  },
  {
    method: 'get',
    path: '/auth/confirmEmailConnexion',
    operation: `mutation ConfirmEmail($token: String) { confirmEmail(token: $token) { message } }`,
    variables: (req) => ({ token: text(req.query.token) }),
  },
  {
    method: 'post',
    path: '/auth/authenticate',
    operation: `mutation Authenticate($input: SignInInput!) { signIn(input: $input) { ${TOKENS} } }`,
    variables: (req) => ({ input: { email: text(bodyOf(req).email), password: text(bodyOf(req).password) } }),
  },
  {
    method: 'post',
    path: '/auth/refresh-token',
    operation: `mutation Refresh($refreshToken: String) { refreshSession(refreshToken: $refreshToken) { ${TOKENS} } }`,
    variables: (req) => ({ refreshToken: text(bodyOf(req).refreshToken) }),
  },
  {
    method: 'get',
    path: '/auth/utilisateurConnecte',
    operation: `query Me { me { ${USER_DETAILS} } }`,
  },
  {
    method: 'post',
    path: '/auth/motPassOublie',
    operation: `mutation Forgot($input: ForgotPasswordInput!) { requestPasswordReset(input: $input) { message } }`,
    variables: (req) => ({ input: { email: text(bodyOf(req).email) } }),
  },
  {
    method: 'post',
    path: '/auth/motPassOublie/reset',
    operation: `mutation Reset($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }`,
    variables: (req) => ({ input: resetInput(req) }),
    legacyFields: legacyErrorFields(RESET_KEYS),
  },
  {
    method: 'post',
    path: '/auth/logout',
    operation: `mutation Logout($refreshToken: String) { logout(refreshToken: $refreshToken) }`,
    variables: (req) => ({ refreshToken: text(bodyOf(req).refreshToken) }),
    answer: () => ({ message: translate('auth.logout.success') }),
  },
];
