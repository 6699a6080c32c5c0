import { parse, print } from 'graphql';
import type { DocumentNode } from 'graphql';
import { RefreshSessionDocument } from '../../shared/session/session.generated';
import {
  SignInDocument,
  SignUpDocument,
  ConfirmEmailAndSignInDocument,
  ResendEmailVerificationDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
  AcceptInvitationDocument,
  AuthProvidersDocument,
  ExchangeOAuthCodeDocument,
  PendingSocialSignUpDocument,
  CompleteSocialSignUpDocument,
} from './auth.generated';
import { RefreshSession } from '../../shared/session/operations';
import { operation } from '../../shared/api/operation';
import {
  AcceptInvitation,
  AuthProviders,
  CompleteSocialSignUp,
  ConfirmEmailAndSignIn,
  ExchangeOAuthCode,
  PendingSocialSignUp,
  RequestPasswordReset,
  ResendEmailVerification,
  ResetPassword,
  SignIn,
  SignUp,
} from './operations';

/** The same operation, whatever the spacing and the order of definitions. */
const normalised = (text: string) =>
  parse(text)
    .definitions.map((d) => print(d))
    .sort();

describe('the public screens’ operations (text sent by graphqlRequest)', () => {
  it.each<[string, { query: string; operationName: string }, DocumentNode]>([
    ['SignIn', SignIn, SignInDocument],
    ['SignUp', SignUp, SignUpDocument],
    ['ConfirmEmailAndSignIn', ConfirmEmailAndSignIn, ConfirmEmailAndSignInDocument],
    ['ResendEmailVerification', ResendEmailVerification, ResendEmailVerificationDocument],
    ['RequestPasswordReset', RequestPasswordReset, RequestPasswordResetDocument],
    ['ResetPassword', ResetPassword, ResetPasswordDocument],
    ['AcceptInvitation', AcceptInvitation, AcceptInvitationDocument],
    ['RefreshSession', RefreshSession, RefreshSessionDocument],
    ['AuthProviders', AuthProviders, AuthProvidersDocument],
    ['ExchangeOAuthCode', ExchangeOAuthCode, ExchangeOAuthCodeDocument],
    ['PendingSocialSignUp', PendingSocialSignUp, PendingSocialSignUpDocument],
    ['CompleteSocialSignUp', CompleteSocialSignUp, CompleteSocialSignUpDocument],
  ])('%s is exactly codegen’s document, with the fragments it spreads', (name, op, generated) => {
    expect(op.operationName).toBe(name);
    expect(normalised(op.query)).toEqual(normalised(print(generated)));
  });

  it('picks one operation and its fragments out of several files, comments and strings aside', () => {
    const files = [
      '# a comment with { braces }\nquery A($x: String = "}{") { a(x: $x) { ...F } }\nmutation B { b }',
      'fragment F on T { id ...G }\nfragment G on T { name }\nfragment H on T { other }',
    ];
    const a = operation(files, 'A');
    expect(normalised(a.query)).toEqual(
      normalised('query A($x: String = "}{") { a(x: $x) { ...F } } fragment F on T { id ...G } fragment G on T { name }'),
    );
    expect(() => operation(files, 'Missing')).toThrow('GraphQL definition Missing not found');
  });
});
