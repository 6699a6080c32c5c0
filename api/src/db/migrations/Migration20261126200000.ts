import { Migration } from '@mikro-orm/migrations';

/** Planning (issue 17): a person's iCalendar link, kept as the SHA-256 of its token, one per person. */
export class Migration20261126200000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "planning_feed" ("id" uuid not null, "company_id" uuid not null, "personnel_id" uuid not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "created_by" uuid null, constraint "planning_feed_pkey" primary key ("id"));`);
    this.addSql(`create index "planning_feed_company_id_index" on "planning_feed" ("company_id");`);
    this.addSql(`alter table "planning_feed" add constraint "planning_feed_personnel_unique" unique ("personnel_id");`);
    this.addSql(`alter table "planning_feed" add constraint "planning_feed_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "planning_feed" add constraint "planning_feed_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "planning_feed" add constraint "planning_feed_personnel_id_foreign" foreign key ("personnel_id") references "personnel" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "planning_feed" cascade;`);
  }
}
