import { Migration } from '@mikro-orm/migrations';

/**
 * Partners (issue 19): listings (one per partner company, trades, regions and cities as arrays with GIN indexes for the
 * directory's filters), their photos, the contact requests they receive and their monthly page views.
 */
export class Migration20261126250000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "partner" ("id" uuid not null, "company_id" uuid not null, "owner_id" uuid not null, "name" varchar(150) not null, "name_key" text not null, "search_key" text not null, "service_types" text[] not null, "regions" text[] not null, "cities" text[] not null default '{}', "ice" varchar(15) null, "description" text null, "phone" varchar(20) not null, "logo_file_id" uuid null, "logo_thumbnail_file_id" uuid null, "published" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "partner_pkey" primary key ("id"));`);
    this.addSql(`create index "partner_company_id_index" on "partner" ("company_id");`);
    this.addSql(`create index "partner_directory_idx" on "partner" ("name_key", "id") where "published";`);
    this.addSql(`create index "partner_cities_idx" on "partner" using gin ("cities");`);
    this.addSql(`create index "partner_regions_idx" on "partner" using gin ("regions");`);
    this.addSql(`create index "partner_services_idx" on "partner" using gin ("service_types");`);
    this.addSql(`alter table "partner" add constraint "partner_company_unique" unique ("company_id");`);
    this.addSql(`create table "partner_view_month" ("partner_id" uuid not null, "month" date not null, "views" int not null default 0, constraint "partner_view_month_pkey" primary key ("partner_id", "month"));`);
    this.addSql(`create table "partner_photo" ("id" uuid not null, "company_id" uuid not null, "partner_id" uuid not null, "file_id" uuid not null, "thumbnail_file_id" uuid not null, "position" smallint not null, constraint "partner_photo_pkey" primary key ("id"));`);
    this.addSql(`create index "partner_photo_company_id_index" on "partner_photo" ("company_id");`);
    this.addSql(`create index "partner_photo_partner_idx" on "partner_photo" ("partner_id", "position");`);
    this.addSql(`create table "partner_contact_request" ("id" uuid not null, "company_id" uuid not null, "partner_id" uuid not null, "sender_user_id" uuid null, "sender_company_id" uuid null, "sender_name" varchar(151) not null, "sender_company_name" varchar(150) not null, "sender_email" varchar(254) not null, "sender_phone" varchar(20) null, "site_name" varchar(150) null, "site_city" varchar(100) null, "message" text not null, "status" text check ("status" in ('NOUVEAU', 'REPONDU', 'CLOS')) not null default 'NOUVEAU', "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "partner_contact_request_pkey" primary key ("id"));`);
    this.addSql(`create index "partner_contact_request_company_id_index" on "partner_contact_request" ("company_id");`);
    this.addSql(`create index "partner_contact_request_sender_company_id_index" on "partner_contact_request" ("sender_company_id");`);
    this.addSql(`create index "partner_contact_request_sender_idx" on "partner_contact_request" ("sender_user_id", "partner_id");`);
    this.addSql(`create index "partner_contact_request_partner_idx" on "partner_contact_request" ("partner_id", "created_at" desc, "id" desc);`);
    this.addSql(`alter table "partner" add constraint "partner_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "partner" add constraint "partner_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "partner_view_month" add constraint "partner_view_month_partner_id_foreign" foreign key ("partner_id") references "partner" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "partner_photo" add constraint "partner_photo_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "partner_photo" add constraint "partner_photo_partner_id_foreign" foreign key ("partner_id") references "partner" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "partner_contact_request" add constraint "partner_contact_request_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "partner_contact_request" add constraint "partner_contact_request_partner_id_foreign" foreign key ("partner_id") references "partner" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "partner_contact_request" add constraint "partner_contact_request_sender_user_id_foreign" foreign key ("sender_user_id") references "app_user" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "partner_contact_request" add constraint "partner_contact_request_sender_company_id_foreign" foreign key ("sender_company_id") references "company" ("id") on update cascade on delete set null;`);
  }
}
