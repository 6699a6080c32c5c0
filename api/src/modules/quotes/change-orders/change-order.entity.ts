import { randomUUID } from 'node:crypto';
import { Collection, Entity, Index, ManyToOne, OneToMany, OptionalProps, PrimaryKey, Property, type Rel, Unique } from '@mikro-orm/core';
import type { ChangeOrderAction, ChangeOrderStatus } from '@chantiers/schema';
import { CompanyScoped } from '../../../core/tenancy/company-scoped.entity';
import { LineContent } from '../quote-line.entity';
import { Quote } from '../quote.entity';

/**
 * An avenant (change order) of an accepted quote: numbered AVT-AAAA-NNNN in the quote's own sequence, pending until
 * the client accepts or refuses it. Accepted, its lines change what the quote bills (billable-lines.ts).
 */
@Entity({ tableName: 'change_order' })
@Unique({ name: 'change_order_quote_number_key', properties: ['quote', 'number'] })
export class ChangeOrder extends CompanyScoped {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'status' | 'lines';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Quote, { deleteRule: 'cascade', index: false })
  quote!: Rel<Quote>;

  /** 1, 2, 3… within the quote. */
  @Property({ type: 'smallint' })
  number!: number;

  /** AVT-2026-0001: the year of its date, its number within the quote. */
  @Property({ length: 20 })
  reference!: string;

  @Property({ length: 255 })
  label!: string;

  @Property({ type: 'date' })
  issueDate!: string;

  @Property({ length: 10 })
  status: ChangeOrderStatus = 'EN_COURS';

  /** What it adds to the quote (negative when it takes away), HT, TVA and TTC. */
  @Property({ type: 'decimal', precision: 15, scale: 2 })
  deltaHT!: string;

  @Property({ type: 'decimal', precision: 15, scale: 2 })
  deltaVAT!: string;

  @Property({ type: 'decimal', precision: 15, scale: 2 })
  deltaTTC!: string;

  @Property({ type: 'timestamptz', nullable: true })
  decidedAt?: Date | null;

  @Property({ type: 'uuid', nullable: true })
  decidedBy?: string | null;

  @Property({ length: 500, nullable: true })
  refusalReason?: string | null;

  @OneToMany(() => ChangeOrderLine, (l) => l.changeOrder, { orderBy: { position: 'asc' } })
  lines = new Collection<ChangeOrderLine>(this);

  @Property({ type: 'uuid', nullable: true })
  createdBy?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/**
 * One change. ADD: a new line (its id is the line's id from then on: situations bill it by that id). CHANGE: the
 * target line's new content. REMOVE: the target line billed no more than what it already was.
 */
@Entity({ tableName: 'change_order_line' })
@Index({ name: 'change_order_line_order_idx', properties: ['changeOrder', 'position'] })
/** `totalHT` (LineContent): the line's total HT after the change (what was billed of it, for REMOVE). */
export class ChangeOrderLine extends LineContent {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => ChangeOrder, { deleteRule: 'cascade', index: false })
  changeOrder!: Rel<ChangeOrder>;

  @Property({ type: 'smallint' })
  position!: number;

  @Property({ length: 10 })
  action!: ChangeOrderAction;

  /** CHANGE, REMOVE: the quote line, or a line added by an earlier accepted avenant. */
  @Property({ type: 'uuid', nullable: true })
  targetLineId?: string | null;

  /** The line's total HT before (0 for ADD): the avenant's delta is totalHT − previousHT. */
  @Property({ type: 'decimal', precision: 15, scale: 2 })
  previousHT!: string;
}
