import { randomUUID } from 'node:crypto';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { Quote } from './quote.entity';

/**
 * What a line says and costs, whether a quote's own or an avenant's (change-orders/change-order.entity.ts): the
 * columns both tables share.
 */
export abstract class LineContent {
  @Property({ length: 100 })
  lotTitle!: string;

  @Property({ length: 500 })
  designation!: string;

  @Property({ length: 10 })
  unit!: string;

  @Property({ type: 'decimal', precision: 15, scale: 3 })
  quantity!: string;

  @Property({ type: 'decimal', precision: 15, scale: 2 })
  unitPriceHT!: string;

  @Property({ type: 'decimal', precision: 5, scale: 2 })
  vatRate!: string;

  @Property({ type: 'decimal', precision: 5, scale: 2 })
  discountPercent!: string;

  /** Quantity × unit price × (1 − discount), rounded half-up to the centime. */
  @Property({ type: 'decimal', precision: 15, scale: 2 })
  totalHT!: string;
}

/** A line of a quote, in its lot (the lot is its title and place: lots have no life of their own). */
@Entity({ tableName: 'quote_line' })
@Index({ name: 'quote_line_quote_idx', properties: ['quote', 'lotIndex', 'position'] })
@Check({
  name: 'quote_line_amounts_check',
  expression: 'quantity > 0 and unit_price_ht >= 0 and discount_percent >= 0 and discount_percent <= 100 and total_ht >= 0',
})
export class QuoteLine extends LineContent {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Quote, { deleteRule: 'cascade', index: false })
  quote!: Rel<Quote>;

  @Property({ type: 'smallint' })
  lotIndex!: number;

  @Property({ type: 'smallint' })
  position!: number;
}
