import { Migration } from '@mikro-orm/migrations';

export class Migration20261201031950 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "account_mapping" ("id" uuid not null, "company_id" uuid not null, "key" varchar(30) not null, "account" varchar(10) not null, "updated_at" timestamptz not null, constraint "account_mapping_pkey" primary key ("id"));`);
    this.addSql(`create index "account_mapping_company_id_index" on "account_mapping" ("company_id");`);
    this.addSql(`alter table "account_mapping" add constraint "account_mapping_company_key_key" unique ("company_id", "key");`);

    this.addSql(`alter table "account_mapping" add constraint "account_mapping_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "account_mapping" cascade;`);
  }

}
