import { Migration } from '@mikro-orm/migrations';

export class Migration20261201062243 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "book_entry" ("id" uuid not null, "company_id" uuid not null, "journal" varchar(2) not null, "year" int not null, "seq" int not null, "number" varchar(20) not null, "date" date not null, "document_ref" text not null, "document_date" date not null, "label" text not null, "lines" jsonb not null, constraint "book_entry_pkey" primary key ("id"));`);
    this.addSql(`create index "book_entry_company_id_index" on "book_entry" ("company_id");`);
    this.addSql(`create index "book_entry_company_date_idx" on "book_entry" ("company_id", "date");`);
    this.addSql(`alter table "book_entry" add constraint "book_entry_number_key" unique ("company_id", "journal", "year", "seq");`);

    this.addSql(`alter table "book_entry" add constraint "book_entry_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "closed_month" add column "entries_frozen" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "book_entry" cascade;`);

    this.addSql(`alter table "closed_month" drop column "entries_frozen";`);
  }

}
