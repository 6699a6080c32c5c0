import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel, Unique } from '@mikro-orm/core';
import type { ReceptionKind, ReceptionRole } from '@chantiers/schema';
import { feedRecords } from '../../core/change-feed/fed-records';
import { StoredFile } from '../../core/files/stored-file.entity';
import { CompanyScoped } from '../../core/tenancy/company-scoped.entity';
import { Site } from '../sites';

export interface ReceptionParty {
  role: ReceptionRole;
  name: string;
  organisation: string;
}

/** A réserve as it stood when the PV was signed: the PV lists what was still to lift, whatever happens to it later. */
export interface ReservedAtSigning {
  number: number;
  title: string;
  trade: string;
  status: string;
  responsible: string | null;
}

/**
 * A procès-verbal de réception (issue 37): one provisional and one final per site. Written, then signed on the screen
 * by the company and by the client's representative; signed, it never changes. The final one, once the guarantee
 * delay has run from the provisional one, releases the retention of guarantee.
 */
@Entity({ tableName: 'reception' })
@Unique({ name: 'reception_site_kind_key', properties: ['site', 'kind'] })
export class Reception extends CompanyScoped {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'status' | 'notes' | 'reserves';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  // A USER works on their sites only: the site's own filter applies.
  @ManyToOne(() => Site, { deleteRule: 'cascade', index: false })
  site!: Rel<Site>;

  @Property({ length: 12 })
  kind!: ReceptionKind;

  @Property({ type: 'date' })
  date!: string;

  @Property({ type: 'jsonb' })
  parties!: ReceptionParty[];

  @Property({ type: 'text' })
  notes: string = '';

  @Property({ length: 8 })
  /** AWAITING: signed by the company, the client's signature to come (on the screen later, or by link). */
  status: 'DRAFT' | 'AWAITING' | 'SIGNED' = 'DRAFT';

  /** The réserves not yet validated when it was signed (empty: a reception without réserves). */
  @Property({ type: 'jsonb' })
  reserves: ReservedAtSigning[] = [];

  @Property({ length: 150, nullable: true })
  companySignerName?: string | null;

  @ManyToOne(() => StoredFile, { nullable: true, index: true, filters: false })
  companySignature?: Rel<StoredFile> | null;

  @Property({ length: 150, nullable: true })
  clientSignerName?: string | null;

  @ManyToOne(() => StoredFile, { nullable: true, index: true, filters: false })
  clientSignature?: Rel<StoredFile> | null;

  @Property({ type: 'timestamptz', nullable: true })
  signedAt?: Date | null;

  @Property({ type: 'uuid', nullable: true })
  signedBy?: string | null;

  @Property({ type: 'uuid', nullable: true })
  createdBy?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

// On the offline change feed (core/change-feed): a phone keeps its sites' receptions.
feedRecords(Reception, { site: (r) => r.site });
