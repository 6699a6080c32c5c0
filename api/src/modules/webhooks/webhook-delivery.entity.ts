import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import type { WebhookDeliveryStatus } from '@chantiers/schema';
import { CompanyScoped } from '../../core/tenancy/company-scoped.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';

/**
 * One event for one endpoint: the outbox row written in the event's own transaction, then the delivery log's line.
 * `body` is the exact JSON sent (and signed) on every attempt; a replay is a new row with the same event id.
 */
@Entity({ tableName: 'webhook_delivery' })
@Index({
  name: 'webhook_delivery_endpoint_idx',
  expression: 'create index "webhook_delivery_endpoint_idx" on "webhook_delivery" ("endpoint_id", "created_at" desc, "id" desc)',
})
@Index({
  name: 'webhook_delivery_due_idx',
  expression: `create index "webhook_delivery_due_idx" on "webhook_delivery" ("next_attempt_at") where "status" = 'PENDING'`,
})
@Index({
  name: 'webhook_delivery_done_idx',
  expression: `create index "webhook_delivery_done_idx" on "webhook_delivery" ("created_at") where "status" <> 'PENDING'`,
})
export class WebhookDelivery extends CompanyScoped {
  [OptionalProps]?:
    | 'createdAt'
    | 'status'
    | 'attempts'
    | 'nextAttemptAt'
    | 'lastAttemptAt'
    | 'deliveredAt'
    | 'responseStatus'
    | 'responseExcerpt'
    | 'lastError'
    | 'replayOf';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => WebhookEndpoint, { deleteRule: 'cascade' })
  endpoint!: Rel<WebhookEndpoint>;

  /** The same on every endpoint that heard the event, and on replays: receivers de-duplicate with it. */
  @Property({ type: 'uuid' })
  eventId!: string;

  @Property({ length: 40 })
  eventType!: string;

  @Property({ type: 'text' })
  body!: string;

  @Property({ length: 10, default: 'PENDING' })
  status: WebhookDeliveryStatus = 'PENDING';

  @Property({ default: 0 })
  attempts: number = 0;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  /** Due time while PENDING; while an attempt is under way, the end of its lease (another process takes it over then). */
  @Property({ type: 'timestamptz' })
  nextAttemptAt: Date = new Date();

  /** Retries stop here: the event's time plus 24 hours (a replay starts its own 24 hours). */
  @Property({ type: 'timestamptz' })
  giveUpAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  lastAttemptAt?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  deliveredAt?: Date | null;

  @Property({ type: 'integer', nullable: true })
  responseStatus?: number | null;

  @Property({ type: 'text', nullable: true })
  responseExcerpt?: string | null;

  @Property({ length: 500, nullable: true })
  lastError?: string | null;

  @Property({ type: 'uuid', nullable: true })
  replayOf?: string | null;
}
