import { randomUUID } from 'node:crypto';
import { Collection, Entity, Index, ManyToOne, OneToMany, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { StoredPhoto } from '../../core/files/stored-photo';
import { CompanyScoped } from '../../core/tenancy/company-scoped.entity';
import { Site } from '../sites';

/**
 * A follow-up sheet (fiche de suivi, SPEC §3): the report of a visit to a site, with who oversees the works (maîtrise
 * d'oeuvre) and who ordered them (maîtrise d'ouvrage), and up to 12 photos in their order.
 */
@Entity({ tableName: 'follow_up' })
// A site's sheets, newest visit first (the list's order, read backwards).
@Index({ name: 'follow_up_site_visit_idx', properties: ['site', 'visitDate', 'createdAt', 'id'] })
export class FollowUp extends CompanyScoped {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'photos' | 'searchText';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  // A USER works on their sites only: the site's own filter applies.
  @ManyToOne(() => Site, { deleteRule: 'cascade', index: false })
  site!: Rel<Site>;

  @Property({ length: 50 })
  label!: string;

  @Property({ type: 'date' })
  visitDate!: string;

  /** Maîtrise d'oeuvre. */
  @Property({ length: 100 })
  projectManager!: string;

  /** Maîtrise d'ouvrage. */
  @Property({ length: 100 })
  projectOwner!: string;

  @Property({ length: 1000 })
  report!: string;

  /** Label and report folded for the search (core/text/search.ts). */
  @Property({ type: 'text' })
  searchText: string = '';

  @OneToMany(() => FollowUpPhoto, (p) => p.followUp, { orderBy: { position: 'asc' } })
  photos = new Collection<FollowUpPhoto>(this);

  @Property({ type: 'uuid', nullable: true })
  createdBy?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/**
 * A photo of a sheet: the picture resized by the server (no metadata: a phone photo carries its GPS position) and its
 * thumbnail, both stored files the sheet owns. Reached through its sheet (no company column of its own).
 */
@Entity({ tableName: 'follow_up_photo' })
// Not unique: a reorder moves positions one row at a time, the sheet's row lock keeps edits apart.
@Index({ name: 'follow_up_photo_position_idx', properties: ['followUp', 'position'] })
export class FollowUpPhoto extends StoredPhoto {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => FollowUp, { deleteRule: 'cascade', index: false })
  followUp!: Rel<FollowUp>;

  /** 0, 1, 2…: the order the user gave. */
  @Property({ type: 'smallint' })
  position!: number;
}
