/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment UserDetailsFields on UserDetails {\n  id\n  firstName\n  lastName\n  email\n  phone\n  photoUrl\n  role\n  type\n  status\n  companyId\n  companyName\n  createdAt\n  updatedAt\n}\n\nmutation RefreshSession($refreshToken: String) {\n  refreshSession(refreshToken: $refreshToken) {\n    accessToken\n    refreshToken\n    user {\n      ...UserDetailsFields\n    }\n  }\n}\n\nmutation Logout($refreshToken: String) {\n  logout(refreshToken: $refreshToken)\n}\n\nquery Me {\n  me {\n    ...UserDetailsFields\n  }\n}": typeof types.UserDetailsFieldsFragmentDoc,
    "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    accessToken\n    refreshToken\n    user {\n      ...UserDetailsFields\n    }\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    id\n    email\n  }\n}\n\nmutation ConfirmEmail($token: String) {\n  confirmEmail(token: $token) {\n    messageId\n    message\n  }\n}\n\nmutation RequestPasswordReset($input: ForgotPasswordInput!) {\n  requestPasswordReset(input: $input) {\n    messageId\n    message\n  }\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    messageId\n    message\n  }\n}": typeof types.SignInDocument,
};
const documents: Documents = {
    "fragment UserDetailsFields on UserDetails {\n  id\n  firstName\n  lastName\n  email\n  phone\n  photoUrl\n  role\n  type\n  status\n  companyId\n  companyName\n  createdAt\n  updatedAt\n}\n\nmutation RefreshSession($refreshToken: String) {\n  refreshSession(refreshToken: $refreshToken) {\n    accessToken\n    refreshToken\n    user {\n      ...UserDetailsFields\n    }\n  }\n}\n\nmutation Logout($refreshToken: String) {\n  logout(refreshToken: $refreshToken)\n}\n\nquery Me {\n  me {\n    ...UserDetailsFields\n  }\n}": types.UserDetailsFieldsFragmentDoc,
    "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    accessToken\n    refreshToken\n    user {\n      ...UserDetailsFields\n    }\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    id\n    email\n  }\n}\n\nmutation ConfirmEmail($token: String) {\n  confirmEmail(token: $token) {\n    messageId\n    message\n  }\n}\n\nmutation RequestPasswordReset($input: ForgotPasswordInput!) {\n  requestPasswordReset(input: $input) {\n    messageId\n    message\n  }\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    messageId\n    message\n  }\n}": types.SignInDocument,
};

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = gql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function gql(source: string): unknown;

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment UserDetailsFields on UserDetails {\n  id\n  firstName\n  lastName\n  email\n  phone\n  photoUrl\n  role\n  type\n  status\n  companyId\n  companyName\n  createdAt\n  updatedAt\n}\n\nmutation RefreshSession($refreshToken: String) {\n  refreshSession(refreshToken: $refreshToken) {\n    accessToken\n    refreshToken\n    user {\n      ...UserDetailsFields\n    }\n  }\n}\n\nmutation Logout($refreshToken: String) {\n  logout(refreshToken: $refreshToken)\n}\n\nquery Me {\n  me {\n    ...UserDetailsFields\n  }\n}"): (typeof documents)["fragment UserDetailsFields on UserDetails {\n  id\n  firstName\n  lastName\n  email\n  phone\n  photoUrl\n  role\n  type\n  status\n  companyId\n  companyName\n  createdAt\n  updatedAt\n}\n\nmutation RefreshSession($refreshToken: String) {\n  refreshSession(refreshToken: $refreshToken) {\n    accessToken\n    refreshToken\n    user {\n      ...UserDetailsFields\n    }\n  }\n}\n\nmutation Logout($refreshToken: String) {\n  logout(refreshToken: $refreshToken)\n}\n\nquery Me {\n  me {\n    ...UserDetailsFields\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    accessToken\n    refreshToken\n    user {\n      ...UserDetailsFields\n    }\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    id\n    email\n  }\n}\n\nmutation ConfirmEmail($token: String) {\n  confirmEmail(token: $token) {\n    messageId\n    message\n  }\n}\n\nmutation RequestPasswordReset($input: ForgotPasswordInput!) {\n  requestPasswordReset(input: $input) {\n    messageId\n    message\n  }\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    messageId\n    message\n  }\n}"): (typeof documents)["mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    accessToken\n    refreshToken\n    user {\n      ...UserDetailsFields\n    }\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    id\n    email\n  }\n}\n\nmutation ConfirmEmail($token: String) {\n  confirmEmail(token: $token) {\n    messageId\n    message\n  }\n}\n\nmutation RequestPasswordReset($input: ForgotPasswordInput!) {\n  requestPasswordReset(input: $input) {\n    messageId\n    message\n  }\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    messageId\n    message\n  }\n}"];

export function gql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;