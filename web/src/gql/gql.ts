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
    "mutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    ...UserDetailsFields\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    messageId\n    message\n  }\n}": typeof types.UpdateProfileDocument,
    "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    accessToken\n    refreshToken\n    user {\n      ...UserDetailsFields\n    }\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    id\n    email\n  }\n}\n\nmutation ConfirmEmail($token: String) {\n  confirmEmail(token: $token) {\n    messageId\n    message\n  }\n}\n\nmutation RequestPasswordReset($input: ForgotPasswordInput!) {\n  requestPasswordReset(input: $input) {\n    messageId\n    message\n  }\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    messageId\n    message\n  }\n}\n\nmutation AcceptInvitation($input: ResetPasswordInput!) {\n  acceptInvitation(input: $input) {\n    messageId\n    message\n  }\n}": typeof types.SignInDocument,
    "query TeamMembers($page: Int, $size: Int) {\n  teamMembers(page: $page, size: $size) {\n    total\n    page\n    size\n    items {\n      ...UserDetailsFields\n    }\n  }\n}\n\nmutation InviteUser($input: InviteUserInput!) {\n  inviteUser(input: $input) {\n    ...UserDetailsFields\n  }\n}\n\nmutation SetUserRole($userId: ID!, $role: String!) {\n  setUserRole(userId: $userId, role: $role) {\n    ...UserDetailsFields\n  }\n}\n\nmutation SetUserActive($userId: ID!, $active: Boolean!) {\n  setUserActive(userId: $userId, active: $active) {\n    ...UserDetailsFields\n  }\n}": typeof types.TeamMembersDocument,
};
const documents: Documents = {
    "fragment UserDetailsFields on UserDetails {\n  id\n  firstName\n  lastName\n  email\n  phone\n  photoUrl\n  role\n  type\n  status\n  companyId\n  companyName\n  createdAt\n  updatedAt\n}\n\nmutation RefreshSession($refreshToken: String) {\n  refreshSession(refreshToken: $refreshToken) {\n    accessToken\n    refreshToken\n    user {\n      ...UserDetailsFields\n    }\n  }\n}\n\nmutation Logout($refreshToken: String) {\n  logout(refreshToken: $refreshToken)\n}\n\nquery Me {\n  me {\n    ...UserDetailsFields\n  }\n}": types.UserDetailsFieldsFragmentDoc,
    "mutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    ...UserDetailsFields\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    messageId\n    message\n  }\n}": types.UpdateProfileDocument,
    "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    accessToken\n    refreshToken\n    user {\n      ...UserDetailsFields\n    }\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    id\n    email\n  }\n}\n\nmutation ConfirmEmail($token: String) {\n  confirmEmail(token: $token) {\n    messageId\n    message\n  }\n}\n\nmutation RequestPasswordReset($input: ForgotPasswordInput!) {\n  requestPasswordReset(input: $input) {\n    messageId\n    message\n  }\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    messageId\n    message\n  }\n}\n\nmutation AcceptInvitation($input: ResetPasswordInput!) {\n  acceptInvitation(input: $input) {\n    messageId\n    message\n  }\n}": types.SignInDocument,
    "query TeamMembers($page: Int, $size: Int) {\n  teamMembers(page: $page, size: $size) {\n    total\n    page\n    size\n    items {\n      ...UserDetailsFields\n    }\n  }\n}\n\nmutation InviteUser($input: InviteUserInput!) {\n  inviteUser(input: $input) {\n    ...UserDetailsFields\n  }\n}\n\nmutation SetUserRole($userId: ID!, $role: String!) {\n  setUserRole(userId: $userId, role: $role) {\n    ...UserDetailsFields\n  }\n}\n\nmutation SetUserActive($userId: ID!, $active: Boolean!) {\n  setUserActive(userId: $userId, active: $active) {\n    ...UserDetailsFields\n  }\n}": types.TeamMembersDocument,
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
export function gql(source: "mutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    ...UserDetailsFields\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    messageId\n    message\n  }\n}"): (typeof documents)["mutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    ...UserDetailsFields\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    messageId\n    message\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    accessToken\n    refreshToken\n    user {\n      ...UserDetailsFields\n    }\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    id\n    email\n  }\n}\n\nmutation ConfirmEmail($token: String) {\n  confirmEmail(token: $token) {\n    messageId\n    message\n  }\n}\n\nmutation RequestPasswordReset($input: ForgotPasswordInput!) {\n  requestPasswordReset(input: $input) {\n    messageId\n    message\n  }\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    messageId\n    message\n  }\n}\n\nmutation AcceptInvitation($input: ResetPasswordInput!) {\n  acceptInvitation(input: $input) {\n    messageId\n    message\n  }\n}"): (typeof documents)["mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    accessToken\n    refreshToken\n    user {\n      ...UserDetailsFields\n    }\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    id\n    email\n  }\n}\n\nmutation ConfirmEmail($token: String) {\n  confirmEmail(token: $token) {\n    messageId\n    message\n  }\n}\n\nmutation RequestPasswordReset($input: ForgotPasswordInput!) {\n  requestPasswordReset(input: $input) {\n    messageId\n    message\n  }\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    messageId\n    message\n  }\n}\n\nmutation AcceptInvitation($input: ResetPasswordInput!) {\n  acceptInvitation(input: $input) {\n    messageId\n    message\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query TeamMembers($page: Int, $size: Int) {\n  teamMembers(page: $page, size: $size) {\n    total\n    page\n    size\n    items {\n      ...UserDetailsFields\n    }\n  }\n}\n\nmutation InviteUser($input: InviteUserInput!) {\n  inviteUser(input: $input) {\n    ...UserDetailsFields\n  }\n}\n\nmutation SetUserRole($userId: ID!, $role: String!) {\n  setUserRole(userId: $userId, role: $role) {\n    ...UserDetailsFields\n  }\n}\n\nmutation SetUserActive($userId: ID!, $active: Boolean!) {\n  setUserActive(userId: $userId, active: $active) {\n    ...UserDetailsFields\n  }\n}"): (typeof documents)["query TeamMembers($page: Int, $size: Int) {\n  teamMembers(page: $page, size: $size) {\n    total\n    page\n    size\n    items {\n      ...UserDetailsFields\n    }\n  }\n}\n\nmutation InviteUser($input: InviteUserInput!) {\n  inviteUser(input: $input) {\n    ...UserDetailsFields\n  }\n}\n\nmutation SetUserRole($userId: ID!, $role: String!) {\n  setUserRole(userId: $userId, role: $role) {\n    ...UserDetailsFields\n  }\n}\n\nmutation SetUserActive($userId: ID!, $active: Boolean!) {\n  setUserActive(userId: $userId, active: $active) {\n    ...UserDetailsFields\n  }\n}"];

export function gql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;