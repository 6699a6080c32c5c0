import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthInfo } from '../auth/auth-info';
import { RECORD_RULES } from '../policies/record-rules';

/**
 * Which of the company's sites the caller works on. A MANAGER ('Admin Société') sees them all; a USER ('Gestionnaire
 * Chantier') those they are responsible for (site.manager) or created. A default filter on Site (site.entity.ts):
 * every ORM read of a site, and of a record joined to its site (purchases, revenues, sheets, the feed), follows it;
 * raw SQL reads `visibleTo(em)` and scopes by hand with `visibleSitesSql`. Who is limited and what makes a site theirs
 * is the policy table's `ownSites` record rule (core/policies/record-rules.ts): the filter and the SQL are built from it.
 */
export const SITE_ACCESS_FILTER = 'siteAccess';
export interface SiteAccessArgs {
  /** The USER the sites are limited to; null: every site of the company. */
  userId: string | null;
}

const OWN_SITES = RECORD_RULES.ownSites;

export const siteAccessFor = (auth: Pick<AuthInfo, 'role' | 'type' | 'userId' | 'companyId'>): SiteAccessArgs => ({
  userId: OWN_SITES.limits(auth) ? auth.userId : null,
});

/** The filter's condition: Site's own properties that make it the user's. */
export const siteAccessCondition = (args: SiteAccessArgs) =>
  args.userId ? { $or: Object.keys(OWN_SITES.owners).map((property) => ({ [property]: args.userId })) } : {};

/** The USER an entity manager limits sites to (null: all). Throws on an em never scoped: raw SQL is never unscoped. */
export function visibleTo(em: EntityManager): string | null {
  const args = em.getFilterParams<SiteAccessArgs>(SITE_ACCESS_FILTER);
  if (!args) throw new Error('site access asked of an entity manager not bound to a caller (scopeToCompany)');
  return args.userId;
}

const OWNER_COLUMNS = Object.values(OWN_SITES.owners);

/**
 * `(s.manager_id = ? or s.created_by = ?)`: the site of alias `site` is the user's, the user being `user` (an SQL
 * expression: `?`, bound once per owner column, or a column such as `u.id`).
 */
export function siteOwnedBySql(site: string, user = '?'): { sql: string; times: number } {
  return { sql: `(${OWNER_COLUMNS.map((column) => `${site}.${column} = ${user}`).join(' or ')})`, times: OWNER_COLUMNS.length };
}

/** `and <siteIdColumn> in (the USER's sites)`, or nothing for full access; with its bindings. */
export function visibleSitesSql(userId: string | null, siteIdColumn: string): { sql: string; params: string[] } {
  if (!userId) return { sql: '', params: [] };
  const owned = siteOwnedBySql('v');
  return { sql: ` and ${siteIdColumn} in (select v.id from site v where ${owned.sql})`, params: Array<string>(owned.times).fill(userId) };
}
