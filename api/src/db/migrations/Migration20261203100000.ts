import { Migration } from '@mikro-orm/migrations';

/**
 * Read-your-writes with read replicas (issue 40, core/replicas): where the primary's WAL stood when each user's latest
 * write request ended. UNLOGGED: no WAL, not replicated (only the primary reads it), emptied by a crash — a mark
 * matters for the seconds a replica takes to catch up.
 */
export class Migration20261203100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create unlogged table "user_write_mark" ("user_id" uuid not null, "lsn" pg_lsn not null, "written_at" timestamptz not null, constraint "user_write_mark_pkey" primary key ("user_id"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "user_write_mark";`);
  }
}
