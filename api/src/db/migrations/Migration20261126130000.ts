import { Migration } from '@mikro-orm/migrations';

/** Quotes sent by e-mail (issue 15): the outbox carries a reply-to and one attachment; each sending is recorded. */
export class Migration20261126130000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "quote_sending" ("id" uuid not null, "company_id" uuid not null, "quote_id" uuid not null, "to" varchar(254) not null, "mail_id" uuid not null, "sent_by" uuid null, "sent_by_name" varchar(201) not null, "created_at" timestamptz not null, constraint "quote_sending_pkey" primary key ("id"));`);
    this.addSql(`create index "quote_sending_company_id_index" on "quote_sending" ("company_id");`);
    this.addSql(`create index "quote_sending_quote_idx" on "quote_sending" ("quote_id", "created_at");`);
    this.addSql(`alter table "quote_sending" add constraint "quote_sending_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "quote_sending" add constraint "quote_sending_quote_id_foreign" foreign key ("quote_id") references "quote" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "outbox_mail" add column "reply_to" varchar(254) null, add column "attachment_name" varchar(255) null, add column "attachment_type" varchar(100) null, add column "attachment" bytea null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "quote_sending" cascade;`);
    this.addSql(`alter table "outbox_mail" drop column "reply_to", drop column "attachment_name", drop column "attachment_type", drop column "attachment";`);
  }
}
