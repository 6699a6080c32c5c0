import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The TVA rates in force, with their effective dates (not per company: the law sets them). A purchase carries
 * the rate it was recorded with; a rate is accepted when it is in force on the purchase date.
 */
@Entity({ tableName: 'vat_rate' })
export class VatRate {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  /** In %, e.g. '20.00'. */
  @Property({ type: 'decimal', precision: 5, scale: 2 })
  rate!: string;

  @Property({ type: 'date' })
  validFrom!: string;

  /** Last day in force; null while in force. */
  @Property({ type: 'date', nullable: true })
  validTo?: string | null;
}
