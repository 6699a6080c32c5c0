import { randomUUID } from 'node:crypto';
import { Check, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { CompanyScoped } from '../../core/tenancy/company-scoped.entity';
import type { Invoice } from './invoice.entity';

/** A payment received on an invoice; it became the site's revenue(s) (one per TVA rate) in the same transaction. */
@Entity({ tableName: 'invoice_payment' })
@Index({ name: 'invoice_payment_invoice_idx', properties: ['invoice', 'date'] })
@Index({ name: 'invoice_payment_company_date_idx', properties: ['company', 'date'] })
@Check({ name: 'invoice_payment_amount_check', expression: 'amount > 0' })
export class InvoicePayment extends CompanyScoped {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne('Invoice', { deleteRule: 'cascade', index: false })
  invoice!: Rel<Invoice>;

  @Property({ type: 'date' })
  date!: string;

  @Property({ type: 'decimal', precision: 15, scale: 2 })
  amount!: string;

  /** VIREMENT, CHEQUE, ESPECES or EFFET. */
  @Property({ length: 10 })
  mode!: string;

  @Property({ length: 50, nullable: true })
  reference?: string | null;

  @Property({ type: 'uuid', nullable: true })
  createdBy?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
