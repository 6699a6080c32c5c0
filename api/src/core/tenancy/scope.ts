import type { EntityManager } from '@mikro-orm/postgresql';
import { TENANT_FILTER, type TenantFilterArgs } from './company-scoped.entity';

/** Binds an entity manager to the caller's company. */
export function scopeToCompany(em: EntityManager, companyId: string): void {
  const args: TenantFilterArgs = { companyId };
  em.setFilterParams(TENANT_FILTER, args);
}
