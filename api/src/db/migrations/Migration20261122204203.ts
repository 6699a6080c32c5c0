import { Migration } from '@mikro-orm/migrations';

export class Migration20261122204203 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "site_news_entry" ("id" uuid not null, "company_id" uuid not null, "site_id" uuid not null, "type" text check ("type" in ('ADD', 'MODIFICATION', 'DELETION', 'EVENT', 'ANNOUNCEMENT')) not null, "field" varchar(100) null, "before" text null, "after" text null, "entity_kind" varchar(100) null, "entity_id" varchar(64) null, "author_id" uuid null, "author_name" varchar(151) null, "content" text null, "created_at" timestamptz not null, constraint "site_news_entry_pkey" primary key ("id"));`);
    this.addSql(`create index "site_news_entry_company_id_index" on "site_news_entry" ("company_id");`);
    this.addSql(`create index "site_news_entry_page_idx" on "site_news_entry" ("site_id", "created_at" desc, "id" desc);`);

    this.addSql(`alter table "site_news_entry" add constraint "site_news_entry_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "site_news_entry" add constraint "site_news_entry_site_id_foreign" foreign key ("site_id") references "site" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "site_news_entry" add constraint "site_news_entry_author_id_foreign" foreign key ("author_id") references "app_user" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "site_news_entry" cascade;`);
  }

}
