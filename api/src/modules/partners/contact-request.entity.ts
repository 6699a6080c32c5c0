import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, PrimaryKeyProp, Property, type Rel } from '@mikro-orm/core';
import { CONTACT_REQUEST_STATUSES, type ContactRequestStatus } from '@chantiers/schema';
import { CompanyRecord } from '../../core/tenancy/company-record.entity';
import { Company } from '../../core/tenancy/company.entity';
import { User } from '../accounts';
import { Partner } from './partner.entity';

/**
 * A company user's message to a partner about a site. It belongs to the partner's company (the tenant filter keeps it
 * theirs); the sender and the site are copied as they were when it was sent, so the partner reads no company data.
 */
@Entity({ tableName: 'partner_contact_request' })
@Index({
  name: 'partner_contact_request_partner_idx',
  expression: 'create index "partner_contact_request_partner_idx" on "partner_contact_request" ("partner_id", "created_at" desc, "id" desc)',
})
@Index({ name: 'partner_contact_request_sender_idx', properties: ['senderUser', 'partner'] })
export class ContactRequest extends CompanyRecord {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'status';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Partner, { deleteRule: 'cascade', index: false })
  partner!: Rel<Partner>;

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true, filters: false, index: false })
  senderUser?: Rel<User> | null;

  @ManyToOne(() => Company, { deleteRule: 'set null', nullable: true, index: true })
  senderCompany?: Rel<Company> | null;

  @Property({ length: 151 })
  senderName!: string;

  @Property({ length: 150 })
  senderCompanyName!: string;

  @Property({ length: 254 })
  senderEmail!: string;

  @Property({ length: 20, nullable: true })
  senderPhone?: string | null;

  @Property({ length: 150, nullable: true })
  siteName?: string | null;

  @Property({ length: 100, nullable: true })
  siteCity?: string | null;

  @Property({ type: 'text' })
  message!: string;

  @Enum({ items: () => [...CONTACT_REQUEST_STATUSES], default: 'NOUVEAU' })
  status: ContactRequestStatus = 'NOUVEAU';
}

/** How many times a listing's public page was opened in a month (not by the partner): one row per partner and month. */
@Entity({ tableName: 'partner_view_month' })
export class PartnerViewMonth {
  [PrimaryKeyProp]?: ['partner', 'month'];

  @ManyToOne(() => Partner, { primary: true, deleteRule: 'cascade' })
  partner!: Rel<Partner>;

  /** The first day of the month. */
  @PrimaryKey({ type: 'date' })
  month!: string;

  @Property({ type: 'integer', default: 0 })
  views: number = 0;
}
