import { randomUUID } from 'node:crypto';
import { Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { CompanyScoped } from '../../../core/tenancy/company-scoped.entity';

/** An account number the company's accountant keeps instead of the CGNC default (chart.ts) for one use. */
@Entity({ tableName: 'account_mapping' })
@Unique({ name: 'account_mapping_company_key_key', properties: ['company', 'key'] })
export class AccountMapping extends CompanyScoped {
  [OptionalProps]?: 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 30 })
  key!: string;

  @Property({ length: 10 })
  account!: string;

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
