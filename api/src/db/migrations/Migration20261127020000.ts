import { Migration } from '@mikro-orm/migrations';

/**
 * Contact form (issue 20): the messages visitors send. No company owns them; a signed-in sender's account and company
 * are kept (set null when they go), the IP only as a keyed hash, and the outbox mail that carries each one.
 */
export class Migration20261127020000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "contact_message" ("id" uuid not null, "name" varchar(40) not null, "email" varchar(40) not null, "subject" varchar(40) not null, "message" text not null, "sender_user_id" uuid null, "sender_company_id" uuid null, "ip_hash" varchar(64) not null, "mail_id" uuid not null, "created_at" timestamptz not null, constraint "contact_message_pkey" primary key ("id"));`);
    this.addSql(`create index "contact_message_sender_user_id_index" on "contact_message" ("sender_user_id");`);
    this.addSql(`create index "contact_message_sender_company_id_index" on "contact_message" ("sender_company_id");`);
    this.addSql(`create index "contact_message_created_at_idx" on "contact_message" ("created_at");`);
    this.addSql(`alter table "contact_message" add constraint "contact_message_sender_user_id_foreign" foreign key ("sender_user_id") references "app_user" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "contact_message" add constraint "contact_message_sender_company_id_foreign" foreign key ("sender_company_id") references "company" ("id") on update cascade on delete set null;`);
  }
}
