import { Migration } from '@mikro-orm/migrations';

export class Migration20261122213858 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "supplier" ("id" uuid not null, "company_id" uuid not null, "name" varchar(75) not null, "ice" varchar(15) not null, "email" varchar(75) not null, "phone" varchar(15) not null, "address" varchar(100) not null, "search_text" text not null default '', "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "supplier_pkey" primary key ("id"));`);
    this.addSql(`create index "supplier_company_id_index" on "supplier" ("company_id");`);
    this.addSql(`create index "supplier_company_name_idx" on "supplier" ("company_id", "name");`);
    this.addSql(`alter table "supplier" add constraint "supplier_company_ice_unique" unique ("company_id", "ice");`);

    this.addSql(`alter table "supplier" add constraint "supplier_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "supplier" cascade;`);
  }

}
