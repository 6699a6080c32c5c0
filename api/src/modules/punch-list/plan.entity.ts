import { randomUUID } from 'node:crypto';
import { Collection, Entity, Index, ManyToOne, OneToMany, OptionalProps, PrimaryKey, Property, type Rel, Unique } from '@mikro-orm/core';
import { feedRecords } from '../../core/change-feed/fed-records';
import { StoredFile } from '../../core/files/stored-file.entity';
import { CompanyRecord } from '../../core/tenancy/company-record.entity';
import { CompanyScoped } from '../../core/tenancy/company-scoped.entity';
import { Site } from '../sites';

/**
 * A plan of a site (issue 37: a floor plan, a façade, a network): a title and its sheets by version. A new version
 * never replaces the file of an old one: the réserves pinned on an old sheet keep pointing at what was drawn then.
 */
@Entity({ tableName: 'plan' })
@Index({ name: 'plan_site_idx', properties: ['site', 'title'] })
export class Plan extends CompanyRecord {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'versions' | 'versionCount';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  // A USER works on their sites only: the site's own filter applies.
  @ManyToOne(() => Site, { deleteRule: 'cascade', index: false })
  site!: Rel<Site>;

  @Property({ length: 100 })
  title!: string;

  /** The number of the latest version, the one in force: the next version takes the one after, under the plan's row lock. */
  @Property({ type: 'integer' })
  versionCount: number = 0;

  @OneToMany(() => PlanVersion, (v) => v.plan, { orderBy: { number: 'desc' } })
  versions = new Collection<PlanVersion>(this);

  @Property({ type: 'uuid', nullable: true })
  createdBy?: string | null;
}

/** One sheet of a plan: the file as uploaded (PDF, PNG or JPEG), its number of pages, who put it and when. */
@Entity({ tableName: 'plan_version' })
@Unique({ name: 'plan_version_plan_number_key', properties: ['plan', 'number'] })
export class PlanVersion extends CompanyScoped {
  [OptionalProps]?: 'uploadedAt' | 'note';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Plan, { deleteRule: 'cascade', index: false })
  plan!: Rel<Plan>;

  /** 1, 2, 3… per plan. */
  @Property({ type: 'integer' })
  number!: number;

  @ManyToOne(() => StoredFile, { index: true, filters: false })
  file!: Rel<StoredFile>;

  @Property({ length: 100 })
  contentType!: string;

  @Property({ type: 'integer' })
  pageCount!: number;

  @Property({ length: 200 })
  note: string = '';

  @Property({ type: 'uuid', nullable: true })
  uploadedBy?: string | null;

  @Property({ length: 160 })
  uploadedByName!: string;

  @Property({ type: 'timestamptz' })
  uploadedAt: Date = new Date();
}

// On the offline change feed (core/change-feed): a phone keeps the plans of its sites (a new version changes the plan).
feedRecords(Plan, { site: (p) => p.site });
