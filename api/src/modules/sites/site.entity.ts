import { randomUUID } from 'node:crypto';
import { Entity, Enum, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { SITE_STATUSES, type SiteStatus } from '@chantiers/schema';
import { CompanyRecord } from '../../core/tenancy/company-record.entity';
import { User } from '../accounts';
import { SITE_ACCESS_FILTER, type SiteAccessArgs, siteAccessCondition } from '../../core/tenancy/site-access';
import { SearchIndexes } from '../../core/text/search-indexes';

/** A construction site (chantier). Money is numeric(14,2), read and written as decimal strings. */
@Entity({ tableName: 'site' })
@SearchIndexes('site')
@Index({
  name: 'site_company_page_idx',
  expression: 'create index "site_company_page_idx" on "site" ("company_id", "archived", "created_at" desc, "id" desc)',
})
// A USER reads only the sites they work on (core/tenancy/site-access.ts); on by default, so an unscoped em fails.
@Filter({ name: SITE_ACCESS_FILTER, cond: (args: SiteAccessArgs) => siteAccessCondition(args), default: true })
@Index({ name: 'site_manager_idx', properties: ['manager'] })
@Index({ name: 'site_created_by_idx', properties: ['createdBy'] })
export class Site extends CompanyRecord {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'archived' | 'status' | 'progress' | 'searchText';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 100 })
  name!: string;

  @Property({ length: 100, nullable: true })
  client?: string | null;

  /** The 'responsable chantier': a user of the same company. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  manager?: Rel<User> | null;

  /** The 'chef chantier' on site. */
  @Property({ length: 100, nullable: true })
  foreman?: string | null;

  @Property({ length: 255, nullable: true })
  address?: string | null;

  @Property({ length: 100, nullable: true })
  city?: string | null;

  @Property({ length: 10, nullable: true })
  postalCode?: string | null;

  @Property({ type: 'decimal', precision: 14, scale: 2, nullable: true })
  budget?: string | null;

  @Property({ type: 'date', nullable: true })
  startDate?: string | null;

  @Property({ type: 'date', nullable: true })
  endDate?: string | null;

  @Property({ length: 500, nullable: true })
  mapsLink?: string | null;

  @Enum({ items: () => [...SITE_STATUSES], default: 'EN_PREPARATION' })
  status: SiteStatus = 'EN_PREPARATION';

  /** Avancement des travaux, 0–100 %. */
  @Property({ type: 'smallint', default: 0 })
  progress: number = 0;

  @Property({ default: false })
  archived: boolean = false;

  @Property({ type: 'uuid', nullable: true })
  photoFileId?: string | null;

  @Property({ type: 'uuid', nullable: true })
  clientPhotoFileId?: string | null;

  @Property({ type: 'uuid', nullable: true })
  planFileId?: string | null;

  /** The dashboard card's 480×320 JPEG, made from the photo by the server; it follows the photo, never set alone. */
  @Property({ type: 'uuid', nullable: true })
  photoThumbFileId?: string | null;

  /** Name, client and city folded (lower case, no accents) for accent- and case-insensitive search. */
  @Property({ type: 'text', default: '', hidden: true })
  searchText: string = '';

  @Property({ type: 'uuid', nullable: true })
  createdBy?: string | null;
}
