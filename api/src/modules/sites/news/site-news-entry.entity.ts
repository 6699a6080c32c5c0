import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { NEWS_VALUE_KINDS, type NewsValueKind, SITE_NEWS_TYPES, type SiteNewsType } from '@chantiers/schema';
import { CompanyScoped } from '../../../core/tenancy/company-scoped.entity';
import { User } from '../../accounts';
import { Site } from '../site.entity';
import { feedRecords } from '../../../core/change-feed/fed-records';

/**
 * One line of a site's news feed (SPEC §3): an announcement, or an audit record written by the flush subscriber
 * (core/audit) when a site-scoped record is added, changed (one entry per field) or deleted.
 */
@Entity({ tableName: 'site_news_entry' })
@Index({
  name: 'site_news_entry_page_idx',
  expression: 'create index "site_news_entry_page_idx" on "site_news_entry" ("site_id", "created_at" desc, "id" desc)',
})
export class SiteNewsEntry extends CompanyScoped {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The feed's site; its entries go when it is deleted. The page index leads with site_id. */
  @ManyToOne(() => Site, { deleteRule: 'cascade', index: false })
  site!: Rel<Site>;

  @Enum({ items: () => [...SITE_NEWS_TYPES] })
  type!: SiteNewsType;

  /** MODIFICATION: the changed property's name ('name', 'budget'). */
  @Property({ length: 100, nullable: true })
  field?: string | null;

  /** How before and after are written and shown (schema NEWS_VALUE_KINDS). */
  @Enum({ items: () => [...NEWS_VALUE_KINDS], nullable: true })
  valueKind?: NewsValueKind | null;

  @Property({ type: 'text', nullable: true })
  before?: string | null;

  @Property({ type: 'text', nullable: true })
  after?: string | null;

  /** The class of the changed record ('Site', 'Purchase'). */
  @Property({ length: 100, nullable: true })
  entityKind?: string | null;

  @Property({ length: 64, nullable: true })
  entityId?: string | null;

  /** The record's name when the entry was written ('Ciment CPJ 45', 'Karim Alami'). */
  @Property({ type: 'text', nullable: true })
  entityLabel?: string | null;

  /** A stock movement's signed quantity and its product's unit. */
  @Property({ type: 'decimal', precision: 15, scale: 3, nullable: true })
  quantity?: string | null;

  @Property({ length: 50, nullable: true })
  unit?: string | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  author?: Rel<User> | null;

  /** The author's name when the entry was written: the feed still reads right after a rename or a removal. */
  @Property({ length: 151, nullable: true })
  authorName?: string | null;

  /** ANNOUNCEMENT: sanitised HTML. Audit entries are data (kind, label, field, values), never sentences. */
  @Property({ type: 'text', nullable: true })
  content?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}

// On the offline change feed (core/change-feed): a phone keeps these.
feedRecords(SiteNewsEntry, { site: (n) => n.site });
