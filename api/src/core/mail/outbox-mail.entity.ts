import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';

/**
 * A mail written in the same transaction as the change that causes it and sent after commit:
 * no account exists without its confirmation mail, and a failed send is retried.
 */
@Entity({ tableName: 'outbox_mail' })
@Index({ properties: ['sentAt', 'nextAttemptAt'] })
export class OutboxMail {
  [OptionalProps]?: 'createdAt' | 'attempts' | 'nextAttemptAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 254 })
  to!: string;

  @Property({ length: 255 })
  subject!: string;

  /** Cleared once sent: the bodies carry single-use links. */
  @Property({ type: 'text', nullable: true })
  html?: string | null;

  @Property({ type: 'text', nullable: true })
  text?: string | null;

  @Property({ length: 254, nullable: true })
  replyTo?: string | null;

  @Property({ length: 255, nullable: true })
  attachmentName?: string | null;

  @Property({ length: 100, nullable: true })
  attachmentType?: string | null;

  /** Cleared once sent, as the bodies: a document's copy stays with the document, not in the outbox. */
  @Property({ type: 'blob', nullable: true, lazy: true })
  attachment?: Buffer | null;

  @Property({ type: 'integer' })
  attempts: number = 0;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  @Property({ type: 'timestamptz' })
  nextAttemptAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  sentAt?: Date | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
