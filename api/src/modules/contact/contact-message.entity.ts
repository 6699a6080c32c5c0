import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { CONTACT_LIMITS } from '@chantiers/schema';
import { Company } from '../../core/tenancy/company.entity';
import { User } from '../accounts';

/**
 * A message sent with the contact form (SPEC §1). Visitors send it, so it belongs to no company: it is written, mailed
 * to CONTACT_EMAIL and never read back through the api. A signed-in sender's account and company are recorded; the IP
 * only as a keyed hash (enough to tell a flood from one address, not to recover it).
 */
@Entity({ tableName: 'contact_message' })
@Index({ name: 'contact_message_created_at_idx', properties: ['createdAt'] })
export class ContactMessage {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: CONTACT_LIMITS.nameMax })
  name!: string;

  @Property({ length: CONTACT_LIMITS.emailMax })
  email!: string;

  @Property({ length: CONTACT_LIMITS.subjectMax })
  subject!: string;

  @Property({ type: 'text' })
  message!: string;

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true, filters: false, index: true })
  senderUser?: Rel<User> | null;

  @ManyToOne(() => Company, { deleteRule: 'set null', nullable: true, filters: false, index: true })
  senderCompany?: Rel<Company> | null;

  /** HMAC-SHA-256 of the sender's IP, hex. */
  @Property({ length: 64 })
  ipHash!: string;

  /** The outbox mail that carries it: whether and when it left is that row's `sent_at` (the outbox's to know). */
  @Property({ type: 'uuid' })
  mailId!: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
