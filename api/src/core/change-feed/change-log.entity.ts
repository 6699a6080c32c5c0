import { randomUUID } from 'node:crypto';
import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One record created, changed or deleted, written by the change feed's flush subscriber in the transaction that made
 * the change (change-feed.subscriber.ts). `tx` is that transaction's id: the feed hands out only what transactions
 * finished before the oldest one still running wrote (change-feed.ts), so a slow commit is never skipped by a cursor.
 */
@Entity({ tableName: 'change_log' })
@Index({ name: 'change_log_company_tx_idx', properties: ['companyId', 'tx', 'id'] })
@Index({ name: 'change_log_at_idx', properties: ['at'] })
export class ChangeLog {
  [OptionalProps]?: 'tx' | 'at';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  companyId!: string;

  /** The site the record belongs to; null for the company's shared records (suppliers, products, personnel). */
  @Property({ type: 'uuid', nullable: true })
  siteId?: string | null;

  /** The record's class ('Purchase', 'StockProduct'). */
  @Property({ length: 40 })
  kind!: string;

  @Property({ length: 64 })
  recordId!: string;

  @Property({ type: 'boolean' })
  deleted!: boolean;

  @Property({ columnType: 'xid8', type: 'string', defaultRaw: 'pg_current_xact_id()' })
  tx?: string;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  at?: Date;
}
