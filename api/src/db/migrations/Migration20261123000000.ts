import { Migration } from '@mikro-orm/migrations';

export class Migration20261123000000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "personnel" ("id" uuid not null, "company_id" uuid not null, "last_name" varchar(75) not null, "first_name" varchar(75) not null, "cni" varchar(15) not null, "phone" varchar(15) not null, "address" varchar(100) not null, "trade" varchar(75) not null, "daily_rate" numeric(14,2) not null, "meal_bonus" numeric(14,2) not null, "email" varchar(75) not null, "active" boolean not null default true, "search_text" text not null default '', "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "personnel_pkey" primary key ("id"));`);
    this.addSql(`create index "personnel_company_id_index" on "personnel" ("company_id");`);
    this.addSql(`create index "personnel_company_name_idx" on "personnel" ("company_id", "active", "search_text");`);
    this.addSql(`alter table "personnel" add constraint "personnel_company_cni_unique" unique ("company_id", "cni");`);

    this.addSql(`create table "stock_product" ("id" uuid not null, "company_id" uuid not null, "label" varchar(75) not null, "stock_day" date not null, "alert_threshold" numeric(15,3) not null, "warning_threshold" numeric(15,3) not null, "stock" numeric(15,3) not null default 0, "unit" varchar(255) not null, "category" varchar(75) not null, "background_color" varchar(7) null, "search_text" text not null default '', "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "stock_product_pkey" primary key ("id"));`);
    this.addSql(`create index "stock_product_company_id_index" on "stock_product" ("company_id");`);
    this.addSql(`create index "stock_product_company_name_idx" on "stock_product" ("company_id", "search_text");`);

    this.addSql(`create table "stock_movement" ("id" uuid not null, "company_id" uuid not null, "product_id" uuid not null, "type" text check ("type" in ('ENTREE', 'SORTIE', 'AJUSTEMENT')) not null, "quantity" numeric(15,3) not null, "stock_after" numeric(15,3) not null, "date" date not null, "site_id" uuid null, "note" varchar(255) null, "author_id" uuid null, "author_name" varchar(160) null, "created_at" timestamptz not null, constraint "stock_movement_pkey" primary key ("id"));`);
    this.addSql(`create index "stock_movement_company_id_index" on "stock_movement" ("company_id");`);
    this.addSql(`create index "stock_movement_site_id_index" on "stock_movement" ("site_id");`);
    this.addSql(`create index "stock_movement_product_idx" on "stock_movement" ("product_id", "created_at" desc, "id" desc);`);

    this.addSql(`create table "personnel_assignment" ("id" uuid not null, "company_id" uuid not null, "personnel_id" uuid not null, "site_id" uuid not null, "start_date" date not null, "end_date" date not null, "created_at" timestamptz not null, constraint "personnel_assignment_pkey" primary key ("id"));`);
    this.addSql(`create index "personnel_assignment_company_id_index" on "personnel_assignment" ("company_id");`);
    this.addSql(`create index "personnel_assignment_site_period_idx" on "personnel_assignment" ("site_id", "start_date", "end_date");`);
    this.addSql(`create index "personnel_assignment_person_period_idx" on "personnel_assignment" ("personnel_id", "start_date", "end_date");`);

    this.addSql(`alter table "personnel" add constraint "personnel_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "stock_product" add constraint "stock_product_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "stock_movement" add constraint "stock_movement_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "stock_movement" add constraint "stock_movement_product_id_foreign" foreign key ("product_id") references "stock_product" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "stock_movement" add constraint "stock_movement_site_id_foreign" foreign key ("site_id") references "site" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "stock_movement" add constraint "stock_movement_author_id_foreign" foreign key ("author_id") references "app_user" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "personnel_assignment" add constraint "personnel_assignment_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "personnel_assignment" add constraint "personnel_assignment_personnel_id_foreign" foreign key ("personnel_id") references "personnel" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "personnel_assignment" add constraint "personnel_assignment_site_id_foreign" foreign key ("site_id") references "site" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "personnel_assignment" drop constraint "personnel_assignment_personnel_id_foreign";`);

    this.addSql(`alter table "stock_movement" drop constraint "stock_movement_product_id_foreign";`);

    this.addSql(`drop table if exists "personnel" cascade;`);

    this.addSql(`drop table if exists "stock_product" cascade;`);

    this.addSql(`drop table if exists "stock_movement" cascade;`);

    this.addSql(`drop table if exists "personnel_assignment" cascade;`);
  }

}
