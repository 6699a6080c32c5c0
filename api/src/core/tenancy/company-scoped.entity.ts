import { Filter, ManyToOne, type Rel } from '@mikro-orm/core';
import { Company } from './company.entity';

export const TENANT_FILTER = 'tenant';
export interface TenantFilterArgs {
  companyId: string;
}

/**
 * Base of every company-owned entity. The tenant filter is on by default and needs the caller's company:
 * a query made without tenant parameters fails instead of leaking rows. QueryBuilder and raw SQL bypass
 * it and must be scoped by hand.
 */
@Filter({
  name: TENANT_FILTER,
  cond: (args: TenantFilterArgs) => ({ company: args.companyId }),
  default: true,
})
export abstract class CompanyScoped {
  @ManyToOne(() => Company, { deleteRule: 'cascade', index: true })
  company!: Rel<Company>;
}
