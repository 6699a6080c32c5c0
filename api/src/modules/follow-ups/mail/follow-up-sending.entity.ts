import { randomUUID } from 'node:crypto';
import { ArrayType, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { CompanyScoped } from '../../../core/tenancy/company-scoped.entity';
import { FollowUp } from '../follow-up.entity';

/**
 * A follow-up sheet sent by e-mail: to whom, by whom and when. Each recipient gets a mail of their own (the outbox
 * holds one address per mail), whose outbox rows say whether they have left.
 */
@Entity({ tableName: 'follow_up_sending' })
@Index({ name: 'follow_up_sending_follow_up_idx', properties: ['followUp', 'createdAt'] })
export class FollowUpSending extends CompanyScoped {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => FollowUp, { deleteRule: 'cascade', index: false })
  followUp!: Rel<FollowUp>;

  /** The recipients' addresses, in the order given. */
  @Property({ type: ArrayType })
  recipients!: string[];

  /** The outbox mails, one per recipient, in the same order. */
  @Property({ type: ArrayType })
  mailIds!: string[];

  @Property({ type: 'uuid', nullable: true })
  sentBy?: string | null;

  @Property({ length: 201 })
  sentByName!: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
