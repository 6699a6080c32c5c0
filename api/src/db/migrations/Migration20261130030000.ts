import { Migration } from '@mikro-orm/migrations';

/** The offline change feed (issue 36): one line per record changed, with the id of the transaction that changed it. */
export class Migration20261130030000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "change_log" ("id" uuid not null, "company_id" uuid not null, "site_id" uuid null, "kind" varchar(40) not null, "record_id" varchar(64) not null, "deleted" boolean not null, "tx" xid8 not null default pg_current_xact_id(), "at" timestamptz not null default now(), constraint "change_log_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "change_log_company_tx_idx" on "change_log" ("company_id", "tx", "id");`);
    this.addSql(`create index "change_log_at_idx" on "change_log" ("at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "change_log";`);
  }
}
