import { Property } from '@mikro-orm/core';
import { CompanyScoped } from './company-scoped.entity';

/** Base of a company-owned row that keeps when it was made and last changed (sites, records, people, partners…). */
export abstract class CompanyRecord extends CompanyScoped {
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
