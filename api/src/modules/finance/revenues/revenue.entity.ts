import { randomUUID } from 'node:crypto';
import { Check, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { CompanyRecord } from '../../../core/tenancy/company-record.entity';
import { Site } from '../../sites';

/**
 * A revenue (recette) of a site. `amount` is what the client pays (TTC, SPEC's 'montant'); the service splits it
 * into HT and TVA at the revenue's rate, and the database checks montant = HT + TVA.
 */
@Entity({ tableName: 'revenue' })
@Index({ name: 'revenue_site_date_idx', properties: ['site', 'date'] })
@Index({
  name: 'revenue_company_date_idx',
  expression: 'create index "revenue_company_date_idx" on "revenue" ("company_id", "date") include ("site_id", "amount", "amount_ht", "amount_vat")',
})
@Check({ name: 'revenue_amount_check', expression: 'amount >= 0' })
@Check({ name: 'revenue_vat_check', expression: 'amount_ht >= 0 and amount_vat >= 0 and amount = amount_ht + amount_vat' })
export class Revenue extends CompanyRecord {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'invoiceFileId' | 'paymentId';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Site, { deleteRule: 'cascade', index: false })
  site!: Rel<Site>;

  @Property({ length: 75 })
  label!: string;

  @Property({ type: 'date' })
  date!: string;

  @Property({ length: 50 })
  reference!: string;

  /** TTC. */
  @Property({ type: 'decimal', precision: 15, scale: 2 })
  amount!: string;

  /** TVA rate in %; 0 for a company not subject to TVA. */
  @Property({ type: 'decimal', precision: 5, scale: 2 })
  vatRate!: string;

  @Property({ type: 'decimal', precision: 15, scale: 2 })
  amountHT!: string;

  /** TVA collectée. */
  @Property({ type: 'decimal', precision: 15, scale: 2 })
  amountVAT!: string;

  /** The invoice (image or PDF), a claimed stored file. */
  @Property({ type: 'uuid', nullable: true })
  invoiceFileId?: string | null;

  /** The invoice payment it was made from: such a revenue follows its payment, it is not edited on its own. */
  @Property({ type: 'uuid', nullable: true, index: true })
  paymentId?: string | null;
}
