import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** Rate-limit counters (`counters.ts`): `expire` is the end of the key's window, in ms since the epoch. */
@Entity({ tableName: 'rate_limit_counter' })
export class RateLimitCounter {
  @PrimaryKey({ length: 255 })
  key!: string;

  @Property({ type: 'integer', default: 0 })
  points: number = 0;

  @Property({ type: 'bigint', nullable: true })
  expire?: string | null;
}
