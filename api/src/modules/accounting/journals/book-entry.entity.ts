import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { CompanyScoped } from '../../../core/tenancy/company-scoped.entity';
import type { EntryLine, JournalCode } from './journal-entries';

/**
 * An entry of a closed month, as it was at closing (CNC opinion no. 24): its number, accounts and amounts stay what
 * the accountant exported, whatever the account mapping becomes. Open months' entries are computed from the records.
 */
@Entity({ tableName: 'book_entry' })
@Unique({ name: 'book_entry_number_key', properties: ['company', 'journal', 'year', 'seq'] })
@Index({ name: 'book_entry_company_date_idx', properties: ['company', 'date'] })
export class BookEntry extends CompanyScoped {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 2 })
  journal!: JournalCode;

  /** The fiscal year (the calendar year of its date) its number counts in. */
  @Property()
  year!: number;

  @Property()
  seq!: number;

  @Property({ length: 20 })
  number!: string;

  @Property({ type: 'date' })
  date!: string;

  @Property({ type: 'text' })
  documentRef!: string;

  @Property({ type: 'date' })
  documentDate!: string;

  @Property({ type: 'text' })
  label!: string;

  @Property({ type: 'json' })
  lines!: EntryLine[];
}
