import { Migration } from '@mikro-orm/migrations';

/**
 * Follow-up sheets (issue 18): a site's visit reports, their photos (the resized picture and its thumbnail, both stored
 * files) in order, and their sendings by e-mail. A site's sheets are read newest visit first (follow_up_site_visit_idx).
 */
export class Migration20261126230000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "follow_up" ("id" uuid not null, "company_id" uuid not null, "site_id" uuid not null, "label" varchar(50) not null, "visit_date" date not null, "project_manager" varchar(100) not null, "project_owner" varchar(100) not null, "report" varchar(1000) not null, "search_text" text not null default '', "created_by" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "follow_up_pkey" primary key ("id"));`);
    this.addSql(`create index "follow_up_company_id_index" on "follow_up" ("company_id");`);
    this.addSql(`create index "follow_up_site_visit_idx" on "follow_up" ("site_id", "visit_date", "created_at", "id");`);

    this.addSql(`create table "follow_up_sending" ("id" uuid not null, "company_id" uuid not null, "follow_up_id" uuid not null, "recipients" text[] not null, "mail_ids" text[] not null, "sent_by" uuid null, "sent_by_name" varchar(201) not null, "created_at" timestamptz not null, constraint "follow_up_sending_pkey" primary key ("id"));`);
    this.addSql(`create index "follow_up_sending_company_id_index" on "follow_up_sending" ("company_id");`);
    this.addSql(`create index "follow_up_sending_follow_up_idx" on "follow_up_sending" ("follow_up_id", "created_at");`);

    this.addSql(`create table "follow_up_photo" ("id" uuid not null, "follow_up_id" uuid not null, "position" smallint not null, "file_id" uuid not null, "thumbnail_id" uuid not null, constraint "follow_up_photo_pkey" primary key ("id"));`);
    this.addSql(`create index "follow_up_photo_file_id_index" on "follow_up_photo" ("file_id");`);
    this.addSql(`create index "follow_up_photo_thumbnail_id_index" on "follow_up_photo" ("thumbnail_id");`);
    this.addSql(`create index "follow_up_photo_position_idx" on "follow_up_photo" ("follow_up_id", "position");`);

    this.addSql(`alter table "follow_up" add constraint "follow_up_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "follow_up" add constraint "follow_up_site_id_foreign" foreign key ("site_id") references "site" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "follow_up_sending" add constraint "follow_up_sending_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "follow_up_sending" add constraint "follow_up_sending_follow_up_id_foreign" foreign key ("follow_up_id") references "follow_up" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "follow_up_photo" add constraint "follow_up_photo_follow_up_id_foreign" foreign key ("follow_up_id") references "follow_up" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "follow_up_photo" add constraint "follow_up_photo_file_id_foreign" foreign key ("file_id") references "stored_file" ("id") on update cascade;`);
    this.addSql(`alter table "follow_up_photo" add constraint "follow_up_photo_thumbnail_id_foreign" foreign key ("thumbnail_id") references "stored_file" ("id") on update cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "follow_up_photo" cascade;`);
    this.addSql(`drop table if exists "follow_up_sending" cascade;`);
    this.addSql(`drop table if exists "follow_up" cascade;`);
  }
}
