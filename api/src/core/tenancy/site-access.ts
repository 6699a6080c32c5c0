import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthInfo } from '../auth/auth-info';

/**
 * Which of the company's sites the caller works on. A MANAGER ('Admin Société') sees them all; a USER ('Gestionnaire
 * Chantier') those they are responsible for (site.manager) or created. A default filter on Site (site.entity.ts):
 * every ORM read of a site, and of a record joined to its site (purchases, revenues, sheets, the feed), follows it;
 * raw SQL reads `visibleTo(em)` and scopes by hand with `visibleSitesSql`.
 */
export const SITE_ACCESS_FILTER = 'siteAccess';
export interface SiteAccessArgs {
  /** The USER the sites are limited to; null: every site of the company. */
  userId: string | null;
}

export const siteAccessFor = (auth: Pick<AuthInfo, 'role' | 'userId'>): SiteAccessArgs => ({
  userId: auth.role === 'MANAGER' ? null : auth.userId,
});

/** The filter's condition: Site's own columns. */
export const siteAccessCondition = (args: SiteAccessArgs) => (args.userId ? { $or: [{ manager: args.userId }, { createdBy: args.userId }] } : {});

/** The USER an entity manager limits sites to (null: all). Throws on an em never scoped: raw SQL is never unscoped. */
export function visibleTo(em: EntityManager): string | null {
  const args = em.getFilterParams<SiteAccessArgs>(SITE_ACCESS_FILTER);
  if (!args) throw new Error('site access asked of an entity manager not bound to a caller (scopeToCompany)');
  return args.userId;
}

/** `and <siteIdColumn> in (the USER's sites)`, or nothing for full access; with its bindings. */
export function visibleSitesSql(userId: string | null, siteIdColumn: string): { sql: string; params: string[] } {
  if (!userId) return { sql: '', params: [] };
  return { sql: ` and ${siteIdColumn} in (select v.id from site v where v.manager_id = ? or v.created_by = ?)`, params: [userId, userId] };
}
