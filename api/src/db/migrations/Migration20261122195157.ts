import { Migration } from '@mikro-orm/migrations';

export class Migration20261122195157 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "stored_file" ("id" uuid not null, "company_id" uuid not null, "name" varchar(255) not null, "content_type" varchar(100) not null, "size" int not null, "sha256" varchar(64) not null, "data" bytea not null, "created_by" uuid null, "claimed_at" timestamptz null, "created_at" timestamptz not null, constraint "stored_file_pkey" primary key ("id"));`);
    this.addSql(`create index "stored_file_company_id_index" on "stored_file" ("company_id");`);
    this.addSql(`create index "stored_file_claimed_at_created_at_index" on "stored_file" ("claimed_at", "created_at");`);

    this.addSql(`alter table "stored_file" add constraint "stored_file_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "user_token" drop constraint if exists "user_token_kind_check";`);

    this.addSql(`alter table "user_token" add constraint "user_token_kind_check" check("kind" in ('VERIFY_EMAIL', 'RESET_PASSWORD', 'INVITE'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "stored_file" cascade;`);

    this.addSql(`alter table "user_token" drop constraint if exists "user_token_kind_check";`);

    this.addSql(`alter table "user_token" add constraint "user_token_kind_check" check("kind" in ('VERIFY_EMAIL', 'RESET_PASSWORD'));`);
  }

}
