import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { CompanyScoped } from '../../core/tenancy/company-scoped.entity';
import { Personnel } from '../personnel';

/**
 * A person's iCalendar link (issue 17): the planning readable without signing in by whoever holds the URL. Only the
 * SHA-256 of the token is kept; the token itself is shown once, when the link is made. One live link per person:
 * making a new one replaces (and so revokes) the old.
 */
@Entity({ tableName: 'planning_feed' })
export class PlanningFeed extends CompanyScoped {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Personnel, { deleteRule: 'cascade', unique: 'planning_feed_personnel_unique' })
  personnel!: Rel<Personnel>;

  /** Hex SHA-256 of the 32-byte base64url token: the public route looks it up, across companies. */
  @Property({ length: 64, unique: 'planning_feed_token_hash_unique' })
  tokenHash!: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'uuid', nullable: true })
  createdBy?: string | null;
}
