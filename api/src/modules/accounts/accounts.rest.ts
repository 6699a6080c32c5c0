import { translate } from '@chantiers/schema';
import type { RestRoute } from '../../rest/facade';
import { bodyOf, text } from '../../rest/facade';

/**
 * The legacy user-details record (SPEC §3): the photo as base64 JPEG (`photoProfile`), its signed address beside it
 * (`photoUrl`), and `utilisateurDto`, the user's identity.
 */
export const USER_DETAILS = `id nom: lastName prenom: firstName email photoProfile: photoBase64 photoUrl status type role
  telephone: phone societe: companyName societeId: companyId createdAt updatedAt
  utilisateurDto: identity { id nom: lastName prenom: firstName email telephone: phone role type status }`;
const TOKENS = `access_token: accessToken refresh_token: refreshToken userDetails: user { ${USER_DETAILS} }`;

export const accountsRestRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/auth/register',
    status: 201,
    operation: `mutation Register($input: SignUpInput!) { signUp(input: $input) { id email } }`,
    variables: (req) => {
      const b = bodyOf(req);
      return {
        input: {
          firstName: text(b.prenom),
          lastName: text(b.nom),
          email: text(b.email),
          password: text(b.password),
          confirmPassword: text(b.confirmPassword),
          companyName: text(b.societe),
        },
      };
    },
    legacyFields: { firstName: 'prenom', lastName: 'nom', companyName: 'societe' },
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
    variables: (req) => {
      const b = bodyOf(req);
      return {
        input: {
          token: text(b.resetPasswordToken) ?? text(req.query.resetPasswordToken),
          password: text(b.password),
          confirmPassword: text(b.confirmPassword),
        },
      };
    },
    legacyFields: { token: 'resetPasswordToken' },
  },
  {
    method: 'post',
    path: '/auth/logout',
    operation: `mutation Logout($refreshToken: String) { logout(refreshToken: $refreshToken) }`,
    variables: (req) => ({ refreshToken: text(bodyOf(req).refreshToken) }),
    answer: () => ({ message: translate('auth.logout.success') }),
  },
];
