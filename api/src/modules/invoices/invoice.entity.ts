import { randomUUID } from 'node:crypto';
import { Check, Collection, Entity, Index, ManyToOne, OneToMany, OptionalProps, PrimaryKey, Property, type Rel, Unique } from '@mikro-orm/core';
import { CompanyScoped } from '../../core/tenancy/company-scoped.entity';
import { SITE_ACCESS_FILTER } from '../../core/tenancy/site-access';
import { Quote } from '../quotes';
import { Site } from '../sites';
import { InvoiceLine } from './invoice-line.entity';
import { InvoicePayment } from './invoice-payment.entity';
import { SearchIndexes } from '../../core/text/search-indexes';

/**
 * An invoice (facture) of an accepted quote, or a credit note (avoir) of one, issued once and never changed: its
 * reference (FAC-2026-0001, AV-2026-0001) is given at issue without gaps. Amounts are positive, a credit note's too;
 * `paidAmount` and `creditedAmount` follow its payments and credit notes, the status is read from them.
 */
@Entity({ tableName: 'invoice' })
@SearchIndexes('invoice')
@Unique({ name: 'invoice_company_reference_key', properties: ['company', 'reference'] })
@Index({ name: 'invoice_company_issue_idx', properties: ['company', 'issueDate'] })
@Index({ name: 'invoice_quote_idx', properties: ['quote'] })
@Index({ name: 'invoice_company_due_idx', properties: ['company', 'dueDate'] })
@Check({
  name: 'invoice_amounts_check',
  expression:
    'total_ht >= 0 and total_vat >= 0 and total_ttc = total_ht + total_vat and retention_amount >= 0 and net_to_pay >= 0 ' +
    'and paid_amount >= 0 and credited_amount >= 0 and paid_amount + credited_amount <= net_to_pay',
})
@Check({
  name: 'invoice_clearance_check',
  expression:
    // Equalities, not `in (…)`: PostgreSQL stores that as `= any (array[…])`, which the ORM's schema diff reads as a change.
    "(clearance_status is null or clearance_status = 'A_SOUMETTRE' or clearance_status = 'SOUMISE' or clearance_status = 'VALIDEE' " +
    "or clearance_status = 'REJETEE') " +
    "and (clearance_status is distinct from 'VALIDEE' or clearance_number is not null) " +
    "and (clearance_status is distinct from 'REJETEE' or clearance_reasons is not null)",
})
export class Invoice extends CompanyScoped {
  [OptionalProps]?: 'createdAt' | 'lines' | 'payments';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 20 })
  reference!: string;

  /** ACOMPTE, SITUATION, SOLDE, RETENUE or AVOIR. */
  @Property({ length: 10 })
  kind!: string;

  @ManyToOne(() => Quote, { deleteRule: 'no action', index: false })
  quote!: Rel<Quote>;

  // An invoice is a company document: a USER reads it even when its site is not theirs.
  @ManyToOne(() => Site, { deleteRule: 'no action', index: true, filters: { [SITE_ACCESS_FILTER]: false } })
  site!: Rel<Site>;

  /** The invoice a credit note cancels (all or part of). */
  @ManyToOne(() => Invoice, { nullable: true, deleteRule: 'no action', index: true })
  creditOf?: Rel<Invoice> | null;

  @Property({ length: 255 })
  label!: string;

  @Property({ type: 'date' })
  issueDate!: string;

  @Property({ type: 'date' })
  dueDate!: string;

  /** ACOMPTE: the share of the quote billed. */
  @Property({ type: 'decimal', precision: 5, scale: 2, nullable: true })
  percent?: string | null;

  @Property({ type: 'decimal', precision: 15, scale: 2 })
  totalHT!: string;

  @Property({ type: 'decimal', precision: 15, scale: 2 })
  totalVAT!: string;

  @Property({ type: 'decimal', precision: 15, scale: 2 })
  totalTTC!: string;

  @Property({ type: 'decimal', precision: 5, scale: 2 })
  retentionRate!: string;

  /** Retention held on this invoice (TTC × rate); on a RETENUE invoice, the retention it releases. */
  @Property({ type: 'decimal', precision: 15, scale: 2 })
  retentionAmount!: string;

  /** What the client pays: TTC − retention held; a RETENUE invoice: the retention released. */
  @Property({ type: 'decimal', precision: 15, scale: 2 })
  netToPay!: string;

  @Property({ type: 'decimal', precision: 15, scale: 2 })
  paidAmount!: string;

  /** The net of the credit notes issued against it. */
  @Property({ type: 'decimal', precision: 15, scale: 2 })
  creditedAmount!: string;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  /** Reference, client and label folded for the search. */
  @Property({ type: 'text' })
  searchText!: string;

  @Property({ type: 'uuid', nullable: true })
  createdBy?: string | null;

  /**
   * Clearance by the DGI's platform (CGI art. 145-IX): null when the company was not concerned on the issue date;
   * A_SOUMETTRE at issue, SOUMISE once sent, VALIDEE (with the platform's number) or REJETEE (with its reasons).
   */
  @Property({ length: 12, nullable: true })
  clearanceStatus?: string | null;

  /** The number the platform gave the validated invoice. */
  @Property({ length: 100, nullable: true })
  clearanceNumber?: string | null;

  /** Why the platform rejected it, one reason an entry. */
  @Property({ type: 'json', nullable: true })
  clearanceReasons?: string[] | null;

  @Property({ type: 'timestamptz', nullable: true })
  clearanceSubmittedAt?: Date | null;

  /** When the platform's answer (validated or rejected) was recorded. */
  @Property({ type: 'timestamptz', nullable: true })
  clearanceAnsweredAt?: Date | null;

  @OneToMany(() => InvoiceLine, (l) => l.invoice, { orderBy: { position: 'asc' } })
  lines = new Collection<InvoiceLine>(this);

  @OneToMany(() => InvoicePayment, (p) => p.invoice, { orderBy: { date: 'asc', createdAt: 'asc' } })
  payments = new Collection<InvoicePayment>(this);

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
