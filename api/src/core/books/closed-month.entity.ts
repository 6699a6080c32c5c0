import { randomUUID } from 'node:crypto';
import { Check, Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { CompanyScoped } from '../tenancy/company-scoped.entity';

/**
 * A month of a company's books, closed by its Admin Société (issue 38, CNC opinion no. 24): nothing dated in it may be
 * created, changed or deleted any more (closed-books.subscriber.ts). Months close in order and never reopen: the last
 * one closed closes every month before it.
 */
@Entity({ tableName: 'closed_month' })
@Unique({ name: 'closed_month_company_month_key', properties: ['company', 'month'] })
@Check({ name: 'closed_month_month_check', expression: "month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'" })
export class ClosedMonth extends CompanyScoped {
  [OptionalProps]?: 'closedAt' | 'entriesFrozen';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** YYYY-MM. */
  @Property({ length: 7 })
  month!: string;

  @Property({ type: 'timestamptz' })
  closedAt: Date = new Date();

  @Property({ type: 'uuid', nullable: true })
  closedBy?: string | null;

  /** Its journal entries are kept as they were at closing (book_entry); false for a closing made before they were. */
  @Property({ default: false })
  entriesFrozen: boolean = false;
}
