import { Migration } from '@mikro-orm/migrations';

export class Migration20261130200647 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "daily_log" ("id" uuid not null, "company_id" uuid not null, "site_id" uuid not null, "day" date not null, "weather_morning" text null, "weather_afternoon" text null, "temperature_min" smallint null, "temperature_max" smallint null, "weather_note" varchar(200) not null default '', "stopped_by_weather" boolean not null default false, "manpower" jsonb not null, "equipment" jsonb not null, "delivery_purchase_ids" jsonb not null, "delivery_note" varchar(1000) not null default '', "events" text not null default '', "incidents" text not null default '', "visitors" jsonb not null, "signature_id" uuid null, "signed_at" timestamptz null, "signed_by" uuid null, "signed_by_name" varchar(160) null, "created_by" uuid null, "updated_by" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "daily_log_pkey" primary key ("id"));`);
    this.addSql(`create index "daily_log_company_id_index" on "daily_log" ("company_id");`);
    this.addSql(`create index "daily_log_signature_id_index" on "daily_log" ("signature_id");`);
    this.addSql(`alter table "daily_log" add constraint "daily_log_site_day_key" unique ("site_id", "day");`);

    this.addSql(`create table "daily_log_photo" ("id" uuid not null, "log_id" uuid not null, "position" smallint not null, "file_id" uuid not null, "thumbnail_id" uuid not null, constraint "daily_log_photo_pkey" primary key ("id"));`);
    this.addSql(`create index "daily_log_photo_file_id_index" on "daily_log_photo" ("file_id");`);
    this.addSql(`create index "daily_log_photo_thumbnail_id_index" on "daily_log_photo" ("thumbnail_id");`);
    this.addSql(`create index "daily_log_photo_position_idx" on "daily_log_photo" ("log_id", "position");`);

    this.addSql(`create table "daily_log_addendum" ("id" uuid not null, "log_id" uuid not null, "text" varchar(2000) not null, "created_by" uuid null, "author_name" varchar(160) not null, "created_at" timestamptz not null, constraint "daily_log_addendum_pkey" primary key ("id"));`);
    this.addSql(`create index "daily_log_addendum_log_idx" on "daily_log_addendum" ("log_id", "created_at");`);

    this.addSql(`alter table "daily_log" add constraint "daily_log_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "daily_log" add constraint "daily_log_site_id_foreign" foreign key ("site_id") references "site" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "daily_log" add constraint "daily_log_signature_id_foreign" foreign key ("signature_id") references "stored_file" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "daily_log_photo" add constraint "daily_log_photo_log_id_foreign" foreign key ("log_id") references "daily_log" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "daily_log_photo" add constraint "daily_log_photo_file_id_foreign" foreign key ("file_id") references "stored_file" ("id") on update cascade;`);
    this.addSql(`alter table "daily_log_photo" add constraint "daily_log_photo_thumbnail_id_foreign" foreign key ("thumbnail_id") references "stored_file" ("id") on update cascade;`);

    this.addSql(`alter table "daily_log_addendum" add constraint "daily_log_addendum_log_id_foreign" foreign key ("log_id") references "daily_log" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "daily_log_photo" drop constraint "daily_log_photo_log_id_foreign";`);

    this.addSql(`alter table "daily_log_addendum" drop constraint "daily_log_addendum_log_id_foreign";`);

    this.addSql(`drop table if exists "daily_log" cascade;`);

    this.addSql(`drop table if exists "daily_log_photo" cascade;`);

    this.addSql(`drop table if exists "daily_log_addendum" cascade;`);
  }

}
