import type { Role, UserType } from '@chantiers/schema';
import type { AuthInfo } from '../auth/auth-info';
import { AppError } from '../errors/app-error';
import { type Action, POLICIES } from './policies';

export type { Action };

/** Who may do an action: the user types (company staff, partners) and, among company staff, the roles. */
export interface Policy {
  types: readonly UserType[];
  roles: readonly Role[];
}

/**
 * The one answer to "may this caller do that?", for every door (GraphQL, the REST facade, downloads, uploads).
 * Throws UNAUTHENTICATED without a caller, FORBIDDEN when the policy table (policies.ts) says no; returns the caller.
 * `record` is for rules that depend on the record itself (its company is already enforced by the tenant scope).
 */
export function authorize(auth: AuthInfo | null | undefined, action: Action, _record?: { companyId?: string }): AuthInfo {
  if (!auth) throw AppError.unauthenticated();
  const policy: Policy = POLICIES[action];
  if (!policy.types.includes(auth.type) || !policy.roles.includes(auth.role)) throw AppError.forbidden();
  return auth;
}

/** Every action of the policy table this caller may do, sorted: what `/user-context` tells a client to show. */
export function allowedActions(auth: AuthInfo): Action[] {
  return (Object.entries(POLICIES) as [Action, Policy][])
    .filter(([, p]) => p.types.includes(auth.type) && p.roles.includes(auth.role))
    .map(([action]) => action)
    .sort();
}
