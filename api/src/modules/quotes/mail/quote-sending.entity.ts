import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { CompanyScoped } from '../../../core/tenancy/company-scoped.entity';
import { Quote } from '../quote.entity';

/** A quote sent by e-mail: to whom, by whom and when; whether it has left is the outbox row's `sent_at`. */
@Entity({ tableName: 'quote_sending' })
@Index({ name: 'quote_sending_quote_idx', properties: ['quote', 'createdAt'] })
export class QuoteSending extends CompanyScoped {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Quote, { deleteRule: 'cascade', index: false })
  quote!: Rel<Quote>;

  @Property({ length: 254 })
  to!: string;

  @Property({ type: 'uuid' })
  mailId!: string;

  @Property({ type: 'uuid', nullable: true })
  sentBy?: string | null;

  @Property({ length: 201 })
  sentByName!: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
