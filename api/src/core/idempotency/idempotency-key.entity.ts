import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One `Idempotency-Key` a caller sent with a change (idempotency.ts): the request it named (a hash) and, once answered,
 * the answer, given again to any retry with the same key. Keys are the caller's own (two people may send the same
 * one); they are forgotten after KEPT_DAYS.
 */
@Entity({ tableName: 'idempotency_key' })
@Index({ name: 'idempotency_key_created_at_index', properties: ['createdAt'] })
export class IdempotencyKey {
  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @PrimaryKey({ length: 255 })
  key!: string;

  @Property({ length: 64 })
  requestHash!: string;

  /** 'running' while the change is under way, 'done' once answered. */
  @Property({ length: 8 })
  state!: string;

  @Property({ type: 'integer', nullable: true })
  status?: number | null;

  @Property({ length: 100, nullable: true })
  contentType?: string | null;

  @Property({ type: 'text', nullable: true })
  body?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;
}
