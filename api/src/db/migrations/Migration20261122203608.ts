import { Migration } from '@mikro-orm/migrations';

export class Migration20261122203608 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "site" ("id" uuid not null, "company_id" uuid not null, "name" varchar(100) not null, "client" varchar(100) null, "manager_id" uuid null, "foreman" varchar(100) null, "address" varchar(255) null, "city" varchar(100) null, "postal_code" varchar(10) null, "budget" numeric(14,2) null, "start_date" date null, "end_date" date null, "maps_link" varchar(500) null, "status" text check ("status" in ('EN_PREPARATION', 'EN_COURS', 'SUSPENDU', 'TERMINE')) not null default 'EN_PREPARATION', "progress" smallint not null default 0, "archived" boolean not null default false, "photo_file_id" uuid null, "client_photo_file_id" uuid null, "plan_file_id" uuid null, "search_text" text not null default '', "created_by" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "site_pkey" primary key ("id"));`);
    this.addSql(`create index "site_company_id_index" on "site" ("company_id");`);
    this.addSql(`create index "site_company_page_idx" on "site" ("company_id", "archived", "created_at" desc, "id" desc);`);

    this.addSql(`alter table "site" add constraint "site_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "site" add constraint "site_manager_id_foreign" foreign key ("manager_id") references "app_user" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "site" cascade;`);
  }

}
