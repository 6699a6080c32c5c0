import { Migration } from '@mikro-orm/migrations';

/** The document tables whose rows a sending names; a new commercial document adds its table here (a migration of its own). */
const DOCUMENTS = ['quote', 'invoice', 'follow_up'] as const;

/**
 * One table of the commercial documents' sendings by e-mail (issue 34, the documents kit): quotes' and follow-up
 * sheets' sendings move into it with their ids and dates, invoices' start there. A sending names its document by kind
 * and id (the kernel names no module), so a trigger on each document table deletes its sendings with it, as the old
 * tables' cascading foreign keys did.
 */
export class Migration20261130010000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "document_sending" ("id" uuid not null, "company_id" uuid not null, "document_kind" varchar(20) not null, "document_id" uuid not null, "recipients" text[] not null, "mail_ids" text[] not null, "sent_by" uuid null, "sent_by_name" varchar(201) not null, "created_at" timestamptz not null, constraint "document_sending_pkey" primary key ("id"));`);
    this.addSql(`create index "document_sending_company_id_index" on "document_sending" ("company_id");`);
    this.addSql(`create index "document_sending_document_idx" on "document_sending" ("document_id", "created_at");`);
    this.addSql(`alter table "document_sending" add constraint "document_sending_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);

    this.addSql(`insert into "document_sending" ("id", "company_id", "document_kind", "document_id", "recipients", "mail_ids", "sent_by", "sent_by_name", "created_at")
      select "id", "company_id", 'QUOTE', "quote_id", array["to"]::text[], array["mail_id"::text], "sent_by", "sent_by_name", "created_at" from "quote_sending";`);
    this.addSql(`insert into "document_sending" ("id", "company_id", "document_kind", "document_id", "recipients", "mail_ids", "sent_by", "sent_by_name", "created_at")
      select "id", "company_id", 'FOLLOW_UP', "follow_up_id", "recipients", "mail_ids", "sent_by", "sent_by_name", "created_at" from "follow_up_sending";`);
    this.addSql(`drop table "quote_sending";`);
    this.addSql(`drop table "follow_up_sending";`);

    // A document deleted (by its service, or with its site or company) takes its sendings along.
    this.addSql(`create function "document_sending_forget"() returns trigger language plpgsql as $$
begin
  delete from "document_sending" where "document_id" = old."id";
  return old;
end $$;`);
    for (const table of DOCUMENTS) {
      this.addSql(`create trigger "${table}_sending_forget" after delete on "${table}" for each row execute function "document_sending_forget"();`);
    }
  }

  override async down(): Promise<void> {
    for (const table of DOCUMENTS) this.addSql(`drop trigger if exists "${table}_sending_forget" on "${table}";`);
    this.addSql(`drop function if exists "document_sending_forget"();`);
    this.addSql(`create table "quote_sending" ("id" uuid not null, "company_id" uuid not null, "quote_id" uuid not null, "to" varchar(254) not null, "mail_id" uuid not null, "sent_by" uuid null, "sent_by_name" varchar(201) not null, "created_at" timestamptz not null, constraint "quote_sending_pkey" primary key ("id"));`);
    this.addSql(`create index "quote_sending_company_id_index" on "quote_sending" ("company_id");`);
    this.addSql(`create index "quote_sending_quote_idx" on "quote_sending" ("quote_id", "created_at");`);
    this.addSql(`alter table "quote_sending" add constraint "quote_sending_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "quote_sending" add constraint "quote_sending_quote_id_foreign" foreign key ("quote_id") references "quote" ("id") on update cascade on delete cascade;`);
    this.addSql(`create table "follow_up_sending" ("id" uuid not null, "company_id" uuid not null, "follow_up_id" uuid not null, "recipients" text[] not null, "mail_ids" text[] not null, "sent_by" uuid null, "sent_by_name" varchar(201) not null, "created_at" timestamptz not null, constraint "follow_up_sending_pkey" primary key ("id"));`);
    this.addSql(`create index "follow_up_sending_company_id_index" on "follow_up_sending" ("company_id");`);
    this.addSql(`create index "follow_up_sending_follow_up_idx" on "follow_up_sending" ("follow_up_id", "created_at");`);
    this.addSql(`alter table "follow_up_sending" add constraint "follow_up_sending_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "follow_up_sending" add constraint "follow_up_sending_follow_up_id_foreign" foreign key ("follow_up_id") references "follow_up" ("id") on update cascade on delete cascade;`);
    // Back to one row per recipient for quotes; invoices' sendings have no table to go back to.
    this.addSql(`insert into "quote_sending" ("id", "company_id", "quote_id", "to", "mail_id", "sent_by", "sent_by_name", "created_at")
      select "id", "company_id", "document_id", "recipients"[1], "mail_ids"[1]::uuid, "sent_by", "sent_by_name", "created_at" from "document_sending" where "document_kind" = 'QUOTE';`);
    this.addSql(`insert into "follow_up_sending" ("id", "company_id", "follow_up_id", "recipients", "mail_ids", "sent_by", "sent_by_name", "created_at")
      select "id", "company_id", "document_id", "recipients", "mail_ids", "sent_by", "sent_by_name", "created_at" from "document_sending" where "document_kind" = 'FOLLOW_UP';`);
    this.addSql(`drop table "document_sending";`);
  }
}
