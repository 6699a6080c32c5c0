import type { Role, UserType } from '@chantiers/schema';
import type { AuthInfo } from '../auth/auth-info';
import { AppError } from '../errors/app-error';
import { type Action, POLICIES } from './policies';
import { type CompanyRecord, RECORD_RULES, type RecordScope, type SiteOwners, withinScope } from './record-rules';

export type { Action };

/**
 * Who may do an action: the user types (company staff, partners) and, among company staff, the roles; `scope`, a
 * record rule (record-rules.ts), when the answer also depends on the record: whose site, whose listing.
 */
export interface Policy {
  types: readonly UserType[];
  roles: readonly Role[];
  scope?: RecordScope;
}

/** What a record rule may ask of the record an action touches (each rule reads its own part). */
export type RecordFacts = SiteOwners & CompanyRecord;

/**
 * The one answer to "may this caller do that?", for every door (GraphQL, the REST facade, downloads, uploads).
 * Throws UNAUTHENTICATED without a caller, FORBIDDEN when the policy table (policies.ts) says no; returns the caller.
 * With a `record`, the policy's record rule is applied to it too: a record outside it is NOT_FOUND, as the filters
 * built from the same rule answer (its company is already enforced by the tenant scope).
 */
export function authorize(auth: AuthInfo | null | undefined, action: Action, record?: RecordFacts): AuthInfo {
  if (!auth) throw AppError.unauthenticated();
  const policy: Policy = POLICIES[action];
  if (!policy.types.includes(auth.type) || !policy.roles.includes(auth.role)) throw AppError.forbidden();
  if (record && policy.scope && !withinScope(policy.scope, auth, record)) throw AppError.notFound(RECORD_RULES[policy.scope].refusal);
  return auth;
}

/** `authorize` as a yes or no, for code that only shows more or less (a partner's own unpublished listing). */
export function may(auth: AuthInfo | null | undefined, action: Action, record?: RecordFacts): boolean {
  if (!auth) return false;
  const policy: Policy = POLICIES[action];
  const allowed = policy.types.includes(auth.type) && policy.roles.includes(auth.role);
  return allowed && (!record || !policy.scope || withinScope(policy.scope, auth, record));
}

/** Every action of the policy table this caller may do, sorted: what `/user-context` tells a client to show. */
export function allowedActions(auth: AuthInfo): Action[] {
  return (Object.entries(POLICIES) as [Action, Policy][])
    .filter(([, p]) => p.types.includes(auth.type) && p.roles.includes(auth.role))
    .map(([action]) => action)
    .sort();
}
