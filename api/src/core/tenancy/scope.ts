import type { EntityManager } from '@mikro-orm/postgresql';
import { TENANT_FILTER, type TenantFilterArgs } from './company-scoped.entity';
import { SITE_ACCESS_FILTER, type SiteAccessArgs } from './site-access';

/**
 * Binds an entity manager to the caller's company and, for a USER, to the sites they work on (site-access.ts).
 * Without `siteAccess`, every site of the company (seed, jobs, a MANAGER).
 */
export function scopeToCompany(em: EntityManager, companyId: string, siteAccess: SiteAccessArgs = { userId: null }): void {
  const args: TenantFilterArgs = { companyId };
  em.setFilterParams(TENANT_FILTER, args);
  em.setFilterParams(SITE_ACCESS_FILTER, siteAccess);
}
