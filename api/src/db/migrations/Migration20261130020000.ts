import { Migration } from '@mikro-orm/migrations';

/** The `Idempotency-Key`s callers sent with their changes, and the answers a retry gets again (issue 36). */
export class Migration20261130020000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "idempotency_key" ("user_id" uuid not null, "key" varchar(255) not null, "request_hash" varchar(64) not null, "state" varchar(8) not null, "status" int null, "content_type" varchar(100) null, "body" text null, "created_at" timestamptz not null, constraint "idempotency_key_pkey" primary key ("user_id", "key"));`,
    );
    this.addSql(`create index "idempotency_key_created_at_index" on "idempotency_key" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "idempotency_key";`);
  }
}
