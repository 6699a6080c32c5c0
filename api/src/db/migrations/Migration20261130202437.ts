import { Migration } from '@mikro-orm/migrations';

export class Migration20261130202437 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "reserve_number" ("site_id" uuid not null, "last" int not null, constraint "reserve_number_pkey" primary key ("site_id"));`);

    this.addSql(`create table "plan" ("id" uuid not null, "company_id" uuid not null, "site_id" uuid not null, "title" varchar(100) not null, "version_count" int not null default 0, "created_by" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "plan_pkey" primary key ("id"));`);
    this.addSql(`create index "plan_company_id_index" on "plan" ("company_id");`);
    this.addSql(`create index "plan_site_idx" on "plan" ("site_id", "title");`);

    this.addSql(`create table "plan_version" ("id" uuid not null, "company_id" uuid not null, "plan_id" uuid not null, "number" int not null, "file_id" uuid not null, "content_type" varchar(100) not null, "page_count" int not null, "note" varchar(200) not null default '', "uploaded_by" uuid null, "uploaded_by_name" varchar(160) not null, "uploaded_at" timestamptz not null, constraint "plan_version_pkey" primary key ("id"));`);
    this.addSql(`create index "plan_version_company_id_index" on "plan_version" ("company_id");`);
    this.addSql(`create index "plan_version_file_id_index" on "plan_version" ("file_id");`);
    this.addSql(`alter table "plan_version" add constraint "plan_version_plan_number_key" unique ("plan_id", "number");`);

    this.addSql(`create table "reserve" ("id" uuid not null, "company_id" uuid not null, "site_id" uuid not null, "number" int not null, "plan_id" uuid not null, "plan_version_id" uuid not null, "page" smallint not null, "x" numeric(6,5) not null, "y" numeric(6,5) not null, "title" varchar(120) not null, "description" varchar(2000) not null default '', "trade" varchar(60) not null default '', "trade_key" varchar(60) not null default '', "responsible_personnel_id" uuid null, "responsible_partner_id" uuid null, "responsible_name" varchar(150) null, "responsible_key" text null, "due_date" date null, "status" text check ("status" in ('OPEN', 'LIFTED', 'VALIDATED', 'REFUSED')) not null default 'OPEN', "status_note" varchar(1000) not null default '', "lifted_at" timestamptz null, "lifted_by" uuid null, "lifted_by_name" varchar(160) null, "reviewed_at" timestamptz null, "reviewed_by" uuid null, "reviewed_by_name" varchar(160) null, "created_by" uuid null, "created_by_name" varchar(160) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "reserve_pkey" primary key ("id"));`);
    this.addSql(`create index "reserve_company_id_index" on "reserve" ("company_id");`);
    this.addSql(`create index "reserve_plan_version_id_index" on "reserve" ("plan_version_id");`);
    this.addSql(`create index "reserve_responsible_personnel_id_index" on "reserve" ("responsible_personnel_id");`);
    this.addSql(`create index "reserve_responsible_partner_id_index" on "reserve" ("responsible_partner_id");`);
    this.addSql(`create index "reserve_plan_idx" on "reserve" ("plan_id");`);
    this.addSql(`create index "reserve_site_status_idx" on "reserve" ("site_id", "status");`);
    this.addSql(`create index "reserve_site_created_idx" on "reserve" ("site_id", "created_at");`);
    this.addSql(`alter table "reserve" add constraint "reserve_site_number_key" unique ("site_id", "number");`);

    this.addSql(`create table "reserve_photo" ("id" uuid not null, "reserve_id" uuid not null, "stage" text check ("stage" in ('REPORT', 'LIFT')) not null, "position" smallint not null, "file_id" uuid not null, "thumbnail_id" uuid not null, constraint "reserve_photo_pkey" primary key ("id"));`);
    this.addSql(`create index "reserve_photo_file_id_index" on "reserve_photo" ("file_id");`);
    this.addSql(`create index "reserve_photo_thumbnail_id_index" on "reserve_photo" ("thumbnail_id");`);
    this.addSql(`create index "reserve_photo_position_idx" on "reserve_photo" ("reserve_id", "stage", "position");`);

    this.addSql(`alter table "reserve_number" add constraint "reserve_number_site_id_foreign" foreign key ("site_id") references "site" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "plan" add constraint "plan_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "plan" add constraint "plan_site_id_foreign" foreign key ("site_id") references "site" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "plan_version" add constraint "plan_version_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "plan_version" add constraint "plan_version_plan_id_foreign" foreign key ("plan_id") references "plan" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "plan_version" add constraint "plan_version_file_id_foreign" foreign key ("file_id") references "stored_file" ("id") on update cascade;`);

    this.addSql(`alter table "reserve" add constraint "reserve_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "reserve" add constraint "reserve_site_id_foreign" foreign key ("site_id") references "site" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "reserve" add constraint "reserve_plan_id_foreign" foreign key ("plan_id") references "plan" ("id") on update cascade on delete no action;`);
    this.addSql(`alter table "reserve" add constraint "reserve_plan_version_id_foreign" foreign key ("plan_version_id") references "plan_version" ("id") on update cascade on delete no action;`);
    this.addSql(`alter table "reserve" add constraint "reserve_responsible_personnel_id_foreign" foreign key ("responsible_personnel_id") references "personnel" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "reserve" add constraint "reserve_responsible_partner_id_foreign" foreign key ("responsible_partner_id") references "partner" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "reserve_photo" add constraint "reserve_photo_reserve_id_foreign" foreign key ("reserve_id") references "reserve" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "reserve_photo" add constraint "reserve_photo_file_id_foreign" foreign key ("file_id") references "stored_file" ("id") on update cascade;`);
    this.addSql(`alter table "reserve_photo" add constraint "reserve_photo_thumbnail_id_foreign" foreign key ("thumbnail_id") references "stored_file" ("id") on update cascade;`);

    this.addSql(`alter table "notification" drop constraint if exists "notification_kind_check";`);

    this.addSql(`alter table "notification" add constraint "notification_kind_check" check("kind" in ('STOCK_LOW', 'QUOTE_EXPIRING', 'INVOICE_OVERDUE', 'SITE_ASSIGNMENT', 'TASK_ASSIGNED', 'SITE_GIVEN', 'ANNOUNCEMENT', 'DAILY_LOG_SIGNED', 'RESERVE_LIFTED'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "plan_version" drop constraint "plan_version_plan_id_foreign";`);

    this.addSql(`alter table "reserve" drop constraint "reserve_plan_id_foreign";`);

    this.addSql(`alter table "reserve" drop constraint "reserve_plan_version_id_foreign";`);

    this.addSql(`alter table "reserve_photo" drop constraint "reserve_photo_reserve_id_foreign";`);

    this.addSql(`drop table if exists "reserve_number" cascade;`);

    this.addSql(`drop table if exists "plan" cascade;`);

    this.addSql(`drop table if exists "plan_version" cascade;`);

    this.addSql(`drop table if exists "reserve" cascade;`);

    this.addSql(`drop table if exists "reserve_photo" cascade;`);

    this.addSql(`alter table "notification" drop constraint if exists "notification_kind_check";`);

    this.addSql(`alter table "notification" add constraint "notification_kind_check" check("kind" in ('STOCK_LOW', 'QUOTE_EXPIRING', 'INVOICE_OVERDUE', 'SITE_ASSIGNMENT', 'TASK_ASSIGNED', 'SITE_GIVEN', 'ANNOUNCEMENT', 'DAILY_LOG_SIGNED'));`);
  }

}
