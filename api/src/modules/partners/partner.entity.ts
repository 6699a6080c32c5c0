import { randomUUID } from 'node:crypto';
import { ArrayType, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel, Unique } from '@mikro-orm/core';
import type { ServiceType } from '@chantiers/schema';
import { CompanyScoped } from '../../core/tenancy/company-scoped.entity';
import { CompanyRecord } from '../../core/tenancy/company-record.entity';
import { User } from '../accounts';

/**
 * A partner's listing in the directory (issue 19). The partner's business is a company of its own (`company`, the
 * tenant of its private data: this row, its photos, the contact requests it receives), whose only account is a user of
 * type PARTNER (`owner`), refused every company action by the policy table. The directory reads published listings of
 * active accounts across companies, explicitly.
 */
@Entity({ tableName: 'partner' })
@Unique({ name: 'partner_company_unique', properties: ['company'] })
@Index({ name: 'partner_services_idx', expression: 'create index "partner_services_idx" on "partner" using gin ("service_types")' })
@Index({ name: 'partner_regions_idx', expression: 'create index "partner_regions_idx" on "partner" using gin ("regions")' })
@Index({ name: 'partner_cities_idx', expression: 'create index "partner_cities_idx" on "partner" using gin ("cities")' })
@Index({ name: 'partner_directory_idx', expression: 'create index "partner_directory_idx" on "partner" ("name_key", "id") where "published"' })
export class Partner extends CompanyRecord {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'published' | 'cities' | 'logoFileId' | 'logoThumbnailFileId' | 'ice' | 'description';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', filters: false })
  owner!: Rel<User>;

  /** Raison sociale or trade name, as the directory shows it. */
  @Property({ length: 150 })
  name!: string;

  /** The name folded (core/text/search.ts): the directory's order and its search. */
  @Property({ type: 'text', hidden: true })
  nameKey!: string;

  /** Name, description and trades folded: what the directory's search compares. */
  @Property({ type: 'text', hidden: true })
  searchKey!: string;

  @Property({ type: ArrayType, columnType: 'text[]' })
  serviceTypes!: ServiceType[];

  /** Region codes served (MA-03), the regions of the cities served included. */
  @Property({ type: ArrayType, columnType: 'text[]' })
  regions!: string[];

  /** City codes served (ma-fes). */
  @Property({ type: ArrayType, columnType: 'text[]', default: '{}' })
  cities: string[] = [];

  @Property({ length: 15, nullable: true })
  ice?: string | null;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ length: 20 })
  phone!: string;

  @Property({ type: 'uuid', nullable: true })
  logoFileId?: string | null;

  /** The logo at 96 px, for the directory's cards. */
  @Property({ type: 'uuid', nullable: true })
  logoThumbnailFileId?: string | null;

  /** Shown in the directory; a hidden listing is the partner's alone. */
  @Property({ default: true })
  published: boolean = true;
}

/** A photo of work done, resized on the server (1600 px JPEG without metadata) with its thumbnail; 10 at most. */
@Entity({ tableName: 'partner_photo' })
@Index({ name: 'partner_photo_partner_idx', properties: ['partner', 'position'] })
export class PartnerPhoto extends CompanyScoped {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Partner, { deleteRule: 'cascade', index: false })
  partner!: Rel<Partner>;

  @Property({ type: 'uuid' })
  fileId!: string;

  @Property({ type: 'uuid' })
  thumbnailFileId!: string;

  @Property({ type: 'smallint' })
  position!: number;
}
