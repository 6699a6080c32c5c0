import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** The table rate-limiter-flexible's Postgres store uses, created by our migrations rather than at run time. */
@Entity({ tableName: 'rate_limit_counter' })
export class RateLimitCounter {
  @PrimaryKey({ length: 255 })
  key!: string;

  @Property({ type: 'integer', default: 0 })
  points: number = 0;

  @Property({ type: 'bigint', nullable: true })
  expire?: string | null;
}
