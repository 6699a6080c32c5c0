import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { STOCK_MOVEMENT_TYPES, type StockMovementType } from '@chantiers/schema';
import { CompanyScoped } from '../../core/tenancy/company-scoped.entity';
import { User } from '../accounts';
import { Site } from '../sites';
import { StockProduct } from './stock-product.entity';
import { SITE_ACCESS_FILTER } from '../../core/tenancy/site-access';

/** One line of a product's stock history (variation du stock): signed quantity, and the stock it left. */
@Entity({ tableName: 'stock_movement' })
@Index({
  name: 'stock_movement_product_idx',
  expression: 'create index "stock_movement_product_idx" on "stock_movement" ("product_id", "created_at" desc, "id" desc)',
})
export class StockMovement extends CompanyScoped {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => StockProduct, { deleteRule: 'cascade', index: false })
  product!: Rel<StockProduct>;

  @Enum({ items: () => [...STOCK_MOVEMENT_TYPES] })
  type!: StockMovementType;

  /** Positive for an entry, negative for an exit, either for an adjustment. */
  @Property({ type: 'decimal', precision: 15, scale: 3 })
  quantity!: string;

  /** The product's stock right after this movement. */
  @Property({ type: 'decimal', precision: 15, scale: 3 })
  stockAfter!: string;

  @Property({ type: 'date' })
  date!: string;

  /** The site the goods came from or went to, if any. */
  // A product's history is the company's: every movement keeps its site's name, whoever reads it.
  @ManyToOne(() => Site, { nullable: true, deleteRule: 'set null', index: true, filters: { [SITE_ACCESS_FILTER]: false } })
  site?: Rel<Site> | null;

  @Property({ length: 255, nullable: true })
  note?: string | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: false })
  author?: Rel<User> | null;

  /** The author's name when the movement was made, so the history reads the same after the user leaves. */
  @Property({ length: 160, nullable: true })
  authorName?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
