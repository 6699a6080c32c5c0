import { randomUUID } from 'node:crypto';
import { Collection, Entity, Index, ManyToOne, OneToMany, OptionalProps, PrimaryKey, Property, type Rel, Unique } from '@mikro-orm/core';
import type { Weather } from '@chantiers/schema';
import { feedRecords } from '../../core/change-feed/fed-records';
import { StoredFile } from '../../core/files/stored-file.entity';
import { StoredPhoto } from '../../core/files/stored-photo';
import { CompanyScoped } from '../../core/tenancy/company-scoped.entity';
import { Site } from '../sites';

export interface ManpowerLine {
  trade: string;
  count: number;
  /** Empty: the company's own staff; else the subcontractor's name. */
  company: string;
}
export interface EquipmentLine {
  name: string;
  count: number;
}
export interface VisitorLine {
  name: string;
  organisation: string;
  purpose: string;
}

/**
 * A site's daily log (journal de chantier, issue 37): one per site and day. The site manager's drawn signature closes
 * it: a signed log is read-only, corrected by dated addenda.
 */
@Entity({ tableName: 'daily_log' })
@Unique({ name: 'daily_log_site_day_key', properties: ['site', 'day'] })
export class DailyLog extends CompanyScoped {
  [OptionalProps]?:
    | 'createdAt'
    | 'updatedAt'
    | 'photos'
    | 'addenda'
    | 'weatherNote'
    | 'stoppedByWeather'
    | 'manpower'
    | 'equipment'
    | 'deliveryPurchaseIds'
    | 'deliveryNote'
    | 'events'
    | 'incidents'
    | 'visitors';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  // A USER works on their sites only: the site's own filter applies.
  @ManyToOne(() => Site, { deleteRule: 'cascade', index: false })
  site!: Rel<Site>;

  @Property({ type: 'date' })
  day!: string;

  @Property({ type: 'text', nullable: true })
  weatherMorning?: Weather | null;

  @Property({ type: 'text', nullable: true })
  weatherAfternoon?: Weather | null;

  @Property({ type: 'smallint', nullable: true })
  temperatureMin?: number | null;

  @Property({ type: 'smallint', nullable: true })
  temperatureMax?: number | null;

  @Property({ length: 200 })
  weatherNote: string = '';

  /** Intempéries: the works stopped for the weather (what a claim for delay rests on). */
  @Property()
  stoppedByWeather: boolean = false;

  @Property({ type: 'jsonb' })
  manpower: ManpowerLine[] = [];

  @Property({ type: 'jsonb' })
  equipment: EquipmentLine[] = [];

  /** Purchases of this site and day, the deliveries received (a purchase deleted later is left out of the view). */
  @Property({ type: 'jsonb' })
  deliveryPurchaseIds: string[] = [];

  @Property({ length: 1000 })
  deliveryNote: string = '';

  @Property({ type: 'text' })
  events: string = '';

  @Property({ type: 'text' })
  incidents: string = '';

  @Property({ type: 'jsonb' })
  visitors: VisitorLine[] = [];

  @OneToMany(() => DailyLogPhoto, (p) => p.log, { orderBy: { position: 'asc' } })
  photos = new Collection<DailyLogPhoto>(this);

  @OneToMany(() => DailyLogAddendum, (a) => a.log, { orderBy: { createdAt: 'asc', id: 'asc' } })
  addenda = new Collection<DailyLogAddendum>(this);

  /** The drawn signature (PNG) once signed; with it, who signed and when. */
  @ManyToOne(() => StoredFile, { nullable: true, index: true, filters: false })
  signature?: Rel<StoredFile> | null;

  @Property({ type: 'timestamptz', nullable: true })
  signedAt?: Date | null;

  @Property({ type: 'uuid', nullable: true })
  signedBy?: string | null;

  @Property({ length: 160, nullable: true })
  signedByName?: string | null;

  @Property({ type: 'uuid', nullable: true })
  createdBy?: string | null;

  @Property({ type: 'uuid', nullable: true })
  updatedBy?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** A photo of a day's log: the resized picture and its thumbnail (the follow-up sheets' PhotoSet renders them). */
@Entity({ tableName: 'daily_log_photo' })
@Index({ name: 'daily_log_photo_position_idx', properties: ['log', 'position'] })
export class DailyLogPhoto extends StoredPhoto {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => DailyLog, { deleteRule: 'cascade', index: false })
  log!: Rel<DailyLog>;

  @Property({ type: 'smallint' })
  position!: number;
}

/** A dated correction of a signed log, by its author: the signed log itself never changes. */
@Entity({ tableName: 'daily_log_addendum' })
@Index({ name: 'daily_log_addendum_log_idx', properties: ['log', 'createdAt'] })
export class DailyLogAddendum {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => DailyLog, { deleteRule: 'cascade', index: false })
  log!: Rel<DailyLog>;

  @Property({ length: 2000 })
  text!: string;

  @Property({ type: 'uuid', nullable: true })
  createdBy?: string | null;

  @Property({ length: 160 })
  authorName!: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}

// On the offline change feed (core/change-feed): a phone keeps the logs of its sites.
feedRecords(DailyLog, { site: (l) => l.site });
