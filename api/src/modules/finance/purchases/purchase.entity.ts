import { randomUUID } from 'node:crypto';
import { Check, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { CompanyRecord } from '../../../core/tenancy/company-record.entity';
import { Site } from '../../sites';
import { Supplier } from '../../suppliers';

/**
 * A purchase (dépense) of a site. Amounts are numeric(15,2) decimal strings; TVA and TTC are computed by the
 * service from HT and the rate, and the database checks TTC = HT + TVA and réglé ≤ TTC.
 */
@Entity({ tableName: 'purchase' })
@Index({ name: 'purchase_site_date_idx', properties: ['site', 'date'] })
@Index({
  name: 'purchase_company_date_idx',
  expression:
    'create index "purchase_company_date_idx" on "purchase" ("company_id", "date") include ("site_id", "amount_ht", "amount_vat", "amount_ttc")',
})
@Index({ name: 'purchase_supplier_idx', properties: ['supplier'] })
@Index({
  name: 'purchase_to_pay_idx',
  expression:
    'create index "purchase_to_pay_idx" on "purchase" ("company_id", "site_id") include ("amount_ttc", "amount_paid") where amount_paid < amount_ttc',
})
@Check({
  name: 'purchase_amounts_check',
  expression: 'amount_ht >= 0 and amount_vat >= 0 and amount_paid >= 0 and amount_ttc = amount_ht + amount_vat and amount_paid <= amount_ttc',
})
export class Purchase extends CompanyRecord {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'invoiceFileId';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Site, { deleteRule: 'cascade', index: false })
  site!: Rel<Site>;

  @ManyToOne(() => Supplier, { deleteRule: 'no action', index: false })
  supplier!: Rel<Supplier>;

  @Property({ length: 75 })
  label!: string;

  @Property({ length: 50 })
  reference!: string;

  @Property({ type: 'date' })
  date!: string;

  @Property({ type: 'decimal', precision: 15, scale: 2 })
  amountHT!: string;

  /** TVA rate in %. */
  @Property({ type: 'decimal', precision: 5, scale: 2 })
  vatRate!: string;

  @Property({ type: 'decimal', precision: 15, scale: 2 })
  amountVAT!: string;

  @Property({ type: 'decimal', precision: 15, scale: 2 })
  amountTTC!: string;

  /** Montant réglé. */
  @Property({ type: 'decimal', precision: 15, scale: 2 })
  amountPaid!: string;

  /** When and how what was paid was paid (the last payment); null while nothing is, or when not said. */
  @Property({ type: 'date', nullable: true })
  paymentDate?: string | null;

  @Property({ length: 10, nullable: true })
  paymentMode?: string | null;

  /** Law 69-21: the agreed due date (at most 120 days after the date); null: none agreed, read as the date + 60 days. */
  @Property({ type: 'date', nullable: true })
  dueDate?: string | null;

  /** The invoice (PDF, PNG or JPEG), a claimed stored file. */
  @Property({ type: 'uuid', nullable: true })
  invoiceFileId?: string | null;
}
