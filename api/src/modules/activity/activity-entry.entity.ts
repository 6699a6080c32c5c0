import { randomUUID } from 'node:crypto';
import { Check, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel, Unique } from '@mikro-orm/core';
import { CompanyRecord } from '../../core/tenancy/company-record.entity';
import { SITE_ACCESS_FILTER } from '../../core/tenancy/site-access';
import { Personnel } from '../personnel';
import { Site } from '../sites';
import { feedRecords } from '../../core/change-feed/fed-records';

/**
 * One person's day on one site (CRA): 1, 0.5 or 0 (absent), valued at the rates in force on that day. `net` and
 * `bonus` are kept with it and added to the site's month in the same transaction.
 */
@Entity({ tableName: 'activity_entry' })
@Unique({ name: 'activity_entry_site_person_day_key', properties: ['site', 'personnel', 'day'] })
@Index({ name: 'activity_entry_company_day_idx', properties: ['company', 'day'] })
@Index({ name: 'activity_entry_person_day_idx', properties: ['personnel', 'day'] })
@Check({ name: 'activity_entry_value_check', expression: 'value = 0 or value = 0.5 or value = 1' })
export class ActivityEntry extends CompanyRecord {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  // A USER sees the entries of their sites only: the site's own filter applies.
  @ManyToOne(() => Site, { deleteRule: 'cascade', index: false })
  site!: Rel<Site>;

  @ManyToOne(() => Personnel, { deleteRule: 'no action', index: false, filters: { [SITE_ACCESS_FILTER]: false } })
  personnel!: Rel<Personnel>;

  @Property({ type: 'date' })
  day!: string;

  @Property({ type: 'decimal', precision: 3, scale: 1 })
  value!: string;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  dailyRate!: string;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  mealBonus!: string;

  /** value × tarif journalier. */
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  net!: string;

  /** value × prime panier. */
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  bonus!: string;

  @Property({ type: 'uuid', nullable: true })
  updatedBy?: string | null;
}

// On the offline change feed (core/change-feed): a phone keeps these.
feedRecords(ActivityEntry, { site: (e) => e.site });
