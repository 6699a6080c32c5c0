import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Where the primary's WAL stood when a user's latest write request ended (read-replicas.ts): until a replica has
 * replayed past it, that user's replica-tolerant reads stay on the primary, whichever api process answers them.
 * One row per user who wrote while replicas are configured. UNLOGGED (the migration): a mark matters for the seconds a
 * replica takes to catch up, so it costs no WAL and is not replicated; a crash that empties it costs nothing more
 * than a moment of lag for the few users who wrote just before it.
 */
@Entity({ tableName: 'user_write_mark' })
export class UserWriteMark {
  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @Property({ columnType: 'pg_lsn' })
  lsn!: string;

  @Property({ type: 'timestamptz' })
  writtenAt!: Date;
}
