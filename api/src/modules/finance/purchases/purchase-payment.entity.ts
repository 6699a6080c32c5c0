import { randomUUID } from 'node:crypto';
import { Check, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { CompanyScoped } from '../../../core/tenancy/company-scoped.entity';
import type { Purchase } from './purchase.entity';

/**
 * One movement of what was paid under a purchase, on its own day: the books read these, not the purchase's running
 * total, so a second payment in April leaves March's bank journal as it was closed. A payment taken back is a negative
 * row on the day it is taken back. Their sum is the purchase's amountPaid (the service keeps both in one transaction).
 */
@Entity({ tableName: 'purchase_payment' })
@Index({ name: 'purchase_payment_purchase_idx', properties: ['purchase', 'date'] })
@Index({ name: 'purchase_payment_company_date_idx', properties: ['company', 'date'] })
@Check({ name: 'purchase_payment_amount_check', expression: 'amount <> 0' })
export class PurchasePayment extends CompanyScoped {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne('Purchase', { deleteRule: 'cascade', index: false })
  purchase!: Rel<Purchase>;

  @Property({ type: 'date' })
  date!: string;

  /** Signed: what this movement adds to the purchase's amountPaid. */
  @Property({ type: 'decimal', precision: 15, scale: 2 })
  amount!: string;

  /** VIREMENT, CHEQUE, ESPECES or EFFET; null when the purchase's form did not say. */
  @Property({ length: 10, nullable: true })
  mode?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
