import type { RecordScope } from '@chantiers/schema';
import type { AuthInfo } from '../auth/auth-info';

type Caller = Pick<AuthInfo, 'role' | 'type' | 'userId' | 'companyId'>;

/** The site an action touches, as far as `ownSites` needs it: who is responsible for it and who created it. */
export interface SiteOwners {
  managerId?: string | null;
  createdById?: string | null;
}

/** A record that belongs to a company, as far as `ownListing` needs it. */
export interface CompanyRecord {
  companyId?: string | null;
}

/** A record rule: whom it limits, what makes a record theirs, and the error a record outside it gets. */
interface RecordRule {
  limits(auth: Caller): boolean;
  owns(auth: Caller, record: never): boolean;
  /** The message id of the NOT_FOUND a record outside the rule gets (as if it did not exist). */
  refusal: string;
  /** The record's properties that make it the caller's, and their columns, for the filters built from the rule. */
  owners?: Record<string, string>;
}

/**
 * Record rules: which of the company's records an allowed caller may touch, where type × role is not the whole
 * answer. A policy names one in `scope` (policies.ts); `authorize(auth, action, record)` applies it to a record in
 * hand, and the filters that keep the other records out of every list and read are built from the same rule
 * (core/tenancy/site-access.ts), so the table, the checks and the SQL say one thing.
 */
export const RECORD_RULES = {
  /**
   * A Gestionnaire Chantier (USER) works on the sites they are responsible for (site.manager) or created; an Admin
   * Société on all of them. The record is the site the action touches (a purchase's, a task's, the site itself).
   */
  ownSites: {
    // A USER works on their sites; a MANAGER and an ACCOUNTANT (who reads the books of them all) see every site.
    limits: (auth: Caller): boolean => auth.role === 'USER',
    /** The site's properties and columns that make it the caller's (the ORM filter and raw SQL use them). */
    owners: { manager: 'manager_id', createdBy: 'created_by' },
    owns: (auth: Caller, site: SiteOwners): boolean => site.managerId === auth.userId || site.createdById === auth.userId,
    /** Another's site is answered as if it did not exist (SPEC: a USER never learns of the other sites). */
    refusal: 'site.notFound',
  },
  /** A partner's listing is theirs when it belongs to their company (a partner signs up as a company of their own). */
  ownListing: {
    limits: (auth: Caller): boolean => auth.type === 'PARTNER',
    owns: (auth: Caller, listing: CompanyRecord): boolean => listing.companyId === auth.companyId,
    refusal: 'partner.notFound',
  },
  // Typed against schema/policies.ts's RECORD_SCOPES: a rule named on one side only does not compile.
} as const satisfies Record<RecordScope, RecordRule>;

export type { RecordScope };

/** The record rules that limit this caller, sorted: what the user context tells a client (a USER: ownSites). */
export function limitingRules(auth: Caller): RecordScope[] {
  return (Object.keys(RECORD_RULES) as RecordScope[]).filter((scope) => RECORD_RULES[scope].limits(auth)).sort();
}

/** What the rule of `scope` needs to know of a record. */
export type RecordOf<S extends RecordScope> = Parameters<(typeof RECORD_RULES)[S]['owns']>[1];

/** Whether the rule lets this caller touch this record: callers it does not limit touch every record. */
export function withinScope<S extends RecordScope>(scope: S, auth: Caller, record: RecordOf<S>): boolean {
  const rule = RECORD_RULES[scope];
  return !rule.limits(auth) || (rule.owns as (a: Caller, r: RecordOf<S>) => boolean)(auth, record);
}
