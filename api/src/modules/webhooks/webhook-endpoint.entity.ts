import { randomUUID } from 'node:crypto';
import { ArrayType, Entity, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { CompanyRecord } from '../../core/tenancy/company-record.entity';
import { User } from '../accounts';

/**
 * A company's HTTPS receiver for webhook events (issue 21). The secret is kept as it is (it signs every delivery, so
 * the server must have it); it is shown once, when made or regenerated.
 */
@Entity({ tableName: 'webhook_endpoint' })
export class WebhookEndpoint extends CompanyRecord {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'active' | 'description' | 'createdBy';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 500 })
  url!: string;

  @Property({ length: 120, nullable: true })
  description?: string | null;

  @Property({ type: ArrayType, columnType: 'text[]' })
  events!: string[];

  @Property({ length: 80 })
  secret!: string;

  /** A disabled endpoint gets no new event; what is queued for it waits (and fails after 24 h). */
  @Property({ default: true })
  active: boolean = true;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  createdBy?: Rel<User> | null;
}
