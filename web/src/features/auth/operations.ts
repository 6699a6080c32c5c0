import type {
  AcceptInvitationMutation,
  AcceptInvitationMutationVariables,
  AuthProvidersQuery,
  AuthProvidersQueryVariables,
  CompleteSocialSignUpMutation,
  CompleteSocialSignUpMutationVariables,
  ConfirmEmailAndSignInMutation,
  ConfirmEmailAndSignInMutationVariables,
  ResendEmailVerificationMutation,
  ResendEmailVerificationMutationVariables,
  ExchangeOAuthCodeMutation,
  ExchangeOAuthCodeMutationVariables,
  PendingSocialSignUpQuery,
  PendingSocialSignUpQueryVariables,
  RequestPasswordResetMutation,
  RequestPasswordResetMutationVariables,
  ResetPasswordMutation,
  ResetPasswordMutationVariables,
  SignInMutation,
  SignInMutationVariables,
  SignUpMutation,
  SignUpMutationVariables,
} from '../../gql/graphql';
import { operation } from '../../shared/api/operation';
import session from '../../shared/session/session.graphql?raw';
import auth from './auth.graphql?raw';

/** The public screens' operations, as text from auth.graphql (operations.test.ts checks them against codegen's documents). */
export const SignIn = operation<SignInMutation, SignInMutationVariables>([auth, session], 'SignIn');
export const SignUp = operation<SignUpMutation, SignUpMutationVariables>([auth], 'SignUp');
export const ConfirmEmailAndSignIn = operation<ConfirmEmailAndSignInMutation, ConfirmEmailAndSignInMutationVariables>(
  [auth, session],
  'ConfirmEmailAndSignIn',
);
export const ResendEmailVerification = operation<ResendEmailVerificationMutation, ResendEmailVerificationMutationVariables>(
  [auth],
  'ResendEmailVerification',
);
export const RequestPasswordReset = operation<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>([auth], 'RequestPasswordReset');
export const ResetPassword = operation<ResetPasswordMutation, ResetPasswordMutationVariables>([auth], 'ResetPassword');
export const AcceptInvitation = operation<AcceptInvitationMutation, AcceptInvitationMutationVariables>([auth], 'AcceptInvitation');
export const AuthProviders = operation<AuthProvidersQuery, AuthProvidersQueryVariables>([auth], 'AuthProviders');
export const ExchangeOAuthCode = operation<ExchangeOAuthCodeMutation, ExchangeOAuthCodeMutationVariables>([auth, session], 'ExchangeOAuthCode');
export const PendingSocialSignUp = operation<PendingSocialSignUpQuery, PendingSocialSignUpQueryVariables>([auth], 'PendingSocialSignUp');
export const CompleteSocialSignUp = operation<CompleteSocialSignUpMutation, CompleteSocialSignUpMutationVariables>(
  [auth, session],
  'CompleteSocialSignUp',
);
