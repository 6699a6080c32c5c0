import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, PrimaryKeyProp, Property, type Rel } from '@mikro-orm/core';
import { CompanyScoped } from '../../core/tenancy/company-scoped.entity';
import { User } from '../accounts';

/** What a notification is about; the web writes the sentence from the kind and the params (French or English). */
export const NOTIFICATION_KINDS = [
  'STOCK_LOW',
  'QUOTE_EXPIRING',
  'INVOICE_OVERDUE',
  'SITE_ASSIGNMENT',
  'TASK_ASSIGNED',
  'SITE_GIVEN',
  'ANNOUNCEMENT',
  'DAILY_LOG_SIGNED',
  'RESERVE_LIFTED',
  'DOCUMENT_SIGNED',
  'DOCUMENT_REFUSED',
  'RECEPTION_SIGNED',
  'CHANGE_ORDER_ACCEPTED',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The values a sentence needs, kept as they were when it was written: names, decimal strings, YYYY-MM-DD dates. */
export interface NotificationParams {
  label?: string;
  reference?: string;
  client?: string;
  quantity?: string;
  unit?: string;
  threshold?: string;
  amount?: string;
  date?: string;
  startDate?: string;
  endDate?: string;
  siteName?: string;
  authorName?: string;
  excerpt?: string;
}

/**
 * One thing told to one user. Written by the service that makes the change, in its transaction; a time-based one
 * (a quote about to expire, an invoice overdue) is written ahead with `visibleFrom` in the future and shows once it
 * has passed. At most one unread row per user, kind and subject (a partial unique index, the writers' ON CONFLICT).
 */
@Entity({ tableName: 'notification' })
@Index({
  name: 'notification_user_visible_idx',
  expression: 'create index "notification_user_visible_idx" on "notification" ("user_id", "visible_from" desc, "id" desc)',
})
@Index({
  name: 'notification_unread_idx',
  expression: 'create index "notification_unread_idx" on "notification" ("user_id", "visible_from") where "read_at" is null',
})
@Index({
  name: 'notification_unread_subject_key',
  expression: 'create unique index "notification_unread_subject_key" on "notification" ("user_id", "kind", "subject_id") where "read_at" is null',
})
@Index({ name: 'notification_subject_idx', properties: ['subjectId', 'kind'] })
export class Notification extends CompanyScoped {
  [OptionalProps]?: 'createdAt' | 'visibleFrom' | 'readAt' | 'params';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false, filters: false })
  user!: Rel<User>;

  @Enum({ items: () => [...NOTIFICATION_KINDS] })
  kind!: NotificationKind;

  /** The stock product, quote, invoice, assignment, task, site or announcement it is about. */
  @Property({ type: 'uuid' })
  subjectId!: string;

  @Property({ type: 'jsonb' })
  params: NotificationParams = {};

  /** The web path that shows the subject. */
  @Property({ length: 255 })
  link!: string;

  @Property({ type: 'timestamptz', nullable: true })
  readAt?: Date | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz' })
  visibleFrom: Date = new Date();
}

/** A user's choices about notifications, and when their last digest went out (the row the digest worker locks). */
@Entity({ tableName: 'notification_settings' })
@Index({
  name: 'notification_settings_digest_idx',
  expression: 'create index "notification_settings_digest_idx" on "notification_settings" ("last_digest_at") where "daily_digest"',
})
export class NotificationSettings extends CompanyScoped {
  [PrimaryKeyProp]?: 'user';
  [OptionalProps]?: 'dailyDigest' | 'lastDigestAt' | 'updatedAt';

  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade', filters: false })
  user!: Rel<User>;

  @Property({ default: false })
  dailyDigest: boolean = false;

  @Property({ type: 'timestamptz', nullable: true })
  lastDigestAt?: Date | null;

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
