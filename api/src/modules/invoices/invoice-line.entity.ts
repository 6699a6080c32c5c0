import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import type { Invoice } from './invoice.entity';

/**
 * A line of an invoice: for a situation, one line of the quote with its cumulative progress (the invoice bills the
 * progress since the previous situation); otherwise one line per TVA rate of the quote.
 */
@Entity({ tableName: 'invoice_line' })
@Index({ name: 'invoice_line_invoice_idx', properties: ['invoice', 'position'] })
@Index({ name: 'invoice_line_quote_line_idx', properties: ['quoteLineId'] })
export class InvoiceLine {
  [OptionalProps]?: 'deduction';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne('Invoice', { deleteRule: 'cascade', index: false })
  invoice!: Rel<Invoice>;

  @Property({ type: 'smallint' })
  position!: number;

  @Property({ length: 500 })
  designation!: string;

  @Property({ type: 'uuid', nullable: true })
  quoteLineId?: string | null;

  /** SITUATION: the line's amount HT on the quote, and its progress before and with this invoice. */
  @Property({ type: 'decimal', precision: 15, scale: 2, nullable: true })
  quoteAmountHT?: string | null;

  @Property({ type: 'decimal', precision: 5, scale: 2, nullable: true })
  previousPercent?: string | null;

  @Property({ type: 'decimal', precision: 5, scale: 2, nullable: true })
  cumulativePercent?: string | null;

  /** A situation's deduction of the deposits, in proportion to the works billed (a negative amount). */
  @Property({ type: 'boolean' })
  deduction: boolean = false;

  @Property({ type: 'decimal', precision: 5, scale: 2 })
  vatRate!: string;

  @Property({ type: 'decimal', precision: 15, scale: 2 })
  totalHT!: string;

  /** A credit note's TVA of this rate, split from its TTC (an invoice's TVA is computed per rate from its bases). */
  @Property({ type: 'decimal', precision: 15, scale: 2, nullable: true })
  vatAmount?: string | null;
}
