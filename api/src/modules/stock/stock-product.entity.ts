import { randomUUID } from 'node:crypto';
import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { CompanyRecord } from '../../core/tenancy/company-record.entity';
import { SearchIndexes } from '../../core/text/search-indexes';
import { feedRecords } from '../../core/change-feed/fed-records';

/**
 * A stock product. `stock` is the sum of its movements, kept by one atomic UPDATE per movement (never written
 * from a value read earlier); quantities are numeric(15,3), read and written as decimal strings.
 */
@Entity({ tableName: 'stock_product' })
@SearchIndexes('stock_product')
@Index({ name: 'stock_product_company_name_idx', properties: ['company', 'searchText'] })
export class StockProduct extends CompanyRecord {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'searchText' | 'stock' | 'backgroundColor';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 75 })
  label!: string;

  /** Jour de stock: the day the stock was last counted or set up. */
  @Property({ type: 'date' })
  stockDay!: string;

  /** Seuil d'alerte: at or below it, the product shows red. */
  @Property({ type: 'decimal', precision: 15, scale: 3 })
  alertThreshold!: string;

  /** Seuil d'avertissement: at or below it, the product shows orange. */
  @Property({ type: 'decimal', precision: 15, scale: 3 })
  warningThreshold!: string;

  @Property({ type: 'decimal', precision: 15, scale: 3, default: 0 })
  stock: string = '0.000';

  /** Unité de stock ('sac de 50 kg', 'm³'). */
  @Property({ length: 255 })
  unit!: string;

  @Property({ length: 75 })
  category!: string;

  /** Couleur de fond, '#rrggbb'. */
  @Property({ length: 7, nullable: true })
  backgroundColor?: string | null;

  /** Label and category folded for accent- and case-insensitive search and sorting. */
  @Property({ type: 'text', default: '', hidden: true })
  searchText: string = '';
}

// On the offline change feed (core/change-feed): a phone keeps these.
feedRecords(StockProduct);
