import { randomUUID } from 'node:crypto';
import {
  Collection,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OneToMany,
  OptionalProps,
  PrimaryKey,
  PrimaryKeyProp,
  Property,
  type Rel,
  Unique,
} from '@mikro-orm/core';
import { RESERVE_STATUSES, type ReserveStatus } from '@chantiers/schema';
import { feedRecords } from '../../core/change-feed/fed-records';
import { StoredPhoto } from '../../core/files/stored-photo';
import { CompanyRecord } from '../../core/tenancy/company-record.entity';
import { Partner } from '../partners';
import { Personnel } from '../personnel';
import { Site } from '../sites';
import { Plan, PlanVersion } from './plan.entity';

/**
 * A réserve (issue 37): a defect pinned on a plan's sheet, numbered per site, assigned to whoever must fix it,
 * then lifted by them, and validated or refused at the check. A validated réserve is closed.
 */
@Entity({ tableName: 'reserve' })
@Unique({ name: 'reserve_site_number_key', properties: ['site', 'number'] })
@Index({ name: 'reserve_site_created_idx', properties: ['site', 'createdAt'] })
@Index({ name: 'reserve_site_status_idx', properties: ['site', 'status'] })
@Index({ name: 'reserve_plan_idx', properties: ['plan'] })
export class Reserve extends CompanyRecord {
  [OptionalProps]?:
    | 'createdAt'
    | 'updatedAt'
    | 'photos'
    | 'description'
    | 'trade'
    | 'tradeKey'
    | 'status'
    | 'statusNote'
    | 'responsiblePersonnel'
    | 'responsiblePartner'
    | 'responsibleName'
    | 'responsibleKey'
    | 'dueDate';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  // A USER works on their sites only: the site's own filter applies.
  @ManyToOne(() => Site, { deleteRule: 'cascade', index: false })
  site!: Rel<Site>;

  /** 1, 2, 3… per site, from the site's counter (ReserveNumber); shown as R-001. */
  @Property({ type: 'integer' })
  number!: number;

  // No action: a plan with réserves is not deleted (the service says what to do); its site's deletion takes both.
  @ManyToOne(() => Plan, { deleteRule: 'no action', index: false })
  plan!: Rel<Plan>;

  /** The sheet the réserve was pinned on: a later version of the plan leaves it there, shown as superseded. */
  @ManyToOne(() => PlanVersion, { deleteRule: 'no action', index: true })
  planVersion!: Rel<PlanVersion>;

  @Property({ type: 'smallint' })
  page!: number;

  /** The pin, from the page's top-left corner, as a share of its width and height (0 to 1). */
  @Property({ type: 'decimal', precision: 6, scale: 5 })
  x!: string;

  @Property({ type: 'decimal', precision: 6, scale: 5 })
  y!: string;

  @Property({ length: 120 })
  title!: string;

  @Property({ length: 2000 })
  description: string = '';

  /** The corps de métier, as typed. */
  @Property({ length: 60 })
  trade: string = '';

  /** The trade folded (core/text/search.ts): the list's filter finds 'Électricité' as 'electricite'. */
  @Property({ length: 60, hidden: true })
  tradeKey: string = '';

  @OneToMany(() => ReservePhoto, (p) => p.reserve, { orderBy: { stage: 'asc', position: 'asc' } })
  photos = new Collection<ReservePhoto>(this);

  @ManyToOne(() => Personnel, { deleteRule: 'set null', nullable: true, index: true })
  responsiblePersonnel?: Rel<Personnel> | null;

  // A partner's listing belongs to the partner's own company: read across companies, like the directory.
  @ManyToOne(() => Partner, { deleteRule: 'set null', nullable: true, index: true, filters: false })
  responsiblePartner?: Rel<Partner> | null;

  /**
   * The responsible's name as it was when assigned, whoever it is: a typed name has nothing else, and a person or a
   * listing deleted later is still named.
   */
  @Property({ length: 150, nullable: true })
  responsibleName?: string | null;

  /** The name folded (core/text/search.ts): the list's filter by part of a name. */
  @Property({ type: 'text', nullable: true, hidden: true })
  responsibleKey?: string | null;

  @Property({ type: 'date', nullable: true })
  dueDate?: string | null;

  @Enum({ items: () => [...RESERVE_STATUSES] })
  status: ReserveStatus = 'OPEN';

  /** The note of the last lifting, or the reason of the last refusal. */
  @Property({ length: 1000 })
  statusNote: string = '';

  @Property({ type: 'timestamptz', nullable: true })
  liftedAt?: Date | null;

  @Property({ type: 'uuid', nullable: true })
  liftedBy?: string | null;

  @Property({ length: 160, nullable: true })
  liftedByName?: string | null;

  /** The check: validated or refused, by whom and when. */
  @Property({ type: 'timestamptz', nullable: true })
  reviewedAt?: Date | null;

  @Property({ type: 'uuid', nullable: true })
  reviewedBy?: string | null;

  @Property({ length: 160, nullable: true })
  reviewedByName?: string | null;

  @Property({ type: 'uuid', nullable: true })
  createdBy?: string | null;

  @Property({ length: 160 })
  createdByName!: string;
}

/** REPORT: the defect as found; LIFT: the work done, sent with the lifting. */
export type ReservePhotoStage = 'REPORT' | 'LIFT';

/** A photo of a réserve: the resized picture and its thumbnail (the follow-up sheets' PhotoSet renders them). */
@Entity({ tableName: 'reserve_photo' })
@Index({ name: 'reserve_photo_position_idx', properties: ['reserve', 'stage', 'position'] })
export class ReservePhoto extends StoredPhoto {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Reserve, { deleteRule: 'cascade', index: false })
  reserve!: Rel<Reserve>;

  @Enum({ items: () => ['REPORT', 'LIFT'] })
  stage!: ReservePhotoStage;

  @Property({ type: 'smallint' })
  position!: number;
}

/** A site's last réserve number: the next one is taken from it under its row lock (reserve-parts.ts `nextNumber`). */
@Entity({ tableName: 'reserve_number' })
export class ReserveNumber {
  [PrimaryKeyProp]?: 'site';

  @ManyToOne(() => Site, { primary: true, deleteRule: 'cascade' })
  site!: Rel<Site>;

  @Property({ type: 'integer' })
  last!: number;
}

// On the offline change feed (core/change-feed): a phone keeps the réserves of its sites.
feedRecords(Reserve, { site: (r) => r.site });
