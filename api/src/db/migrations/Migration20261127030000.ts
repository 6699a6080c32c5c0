import { Migration } from '@mikro-orm/migrations';

/**
 * Notifications (issue 20): what a user is told, read or not, and their digest preference. The panel reads by
 * (user, visible_from desc), the badge counts the unread (a partial index), and at most one unread row exists per
 * user, kind and subject (a partial unique index the writers' ON CONFLICT relies on).
 */
export class Migration20261127030000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "notification_settings" ("user_id" uuid not null, "company_id" uuid not null, "daily_digest" boolean not null default false, "last_digest_at" timestamptz null, "updated_at" timestamptz not null, constraint "notification_settings_pkey" primary key ("user_id"));`);
    this.addSql(`create index "notification_settings_company_id_index" on "notification_settings" ("company_id");`);
    this.addSql(`create index "notification_settings_digest_idx" on "notification_settings" ("last_digest_at") where "daily_digest";`);
    this.addSql(`create table "notification" ("id" uuid not null, "company_id" uuid not null, "user_id" uuid not null, "kind" text check ("kind" in ('STOCK_LOW', 'QUOTE_EXPIRING', 'INVOICE_OVERDUE', 'SITE_ASSIGNMENT', 'TASK_ASSIGNED', 'SITE_GIVEN', 'ANNOUNCEMENT')) not null, "subject_id" uuid not null, "params" jsonb not null, "link" varchar(255) not null, "read_at" timestamptz null, "created_at" timestamptz not null, "visible_from" timestamptz not null, constraint "notification_pkey" primary key ("id"));`);
    this.addSql(`create index "notification_company_id_index" on "notification" ("company_id");`);
    this.addSql(`create index "notification_subject_idx" on "notification" ("subject_id", "kind");`);
    this.addSql(`create unique index "notification_unread_subject_key" on "notification" ("user_id", "kind", "subject_id") where "read_at" is null;`);
    this.addSql(`create index "notification_unread_idx" on "notification" ("user_id", "visible_from") where "read_at" is null;`);
    this.addSql(`create index "notification_user_visible_idx" on "notification" ("user_id", "visible_from" desc, "id" desc);`);
    this.addSql(`alter table "notification_settings" add constraint "notification_settings_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "notification_settings" add constraint "notification_settings_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "notification" add constraint "notification_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "notification" add constraint "notification_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
  }
}
