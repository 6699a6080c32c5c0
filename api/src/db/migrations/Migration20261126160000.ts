import { Migration } from '@mikro-orm/migrations';

/** Activity reports (issue 16): days per person and site, the rate history, validated months, labour in the monthly totals. */
export class Migration20261126160000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "activity_month_lock" ("company_id" uuid not null, "month" date not null, "locked_by" uuid null, "locked_by_name" varchar(151) not null, "locked_at" timestamptz not null, constraint "activity_month_lock_pkey" primary key ("company_id", "month"));`);
    this.addSql(`create table "personnel_rate" ("personnel_id" uuid not null, "valid_from" date not null, "daily_rate" numeric(14,2) not null, "meal_bonus" numeric(14,2) not null, constraint "personnel_rate_pkey" primary key ("personnel_id", "valid_from"));`);
    this.addSql(`create table "activity_entry" ("id" uuid not null, "company_id" uuid not null, "site_id" uuid not null, "personnel_id" uuid not null, "day" date not null, "value" numeric(3,1) not null, "daily_rate" numeric(14,2) not null, "meal_bonus" numeric(14,2) not null, "net" numeric(14,2) not null, "bonus" numeric(14,2) not null, "updated_by" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "activity_entry_pkey" primary key ("id"), constraint activity_entry_value_check check (value = 0 or value = 0.5 or value = 1));`);
    this.addSql(`create index "activity_entry_company_id_index" on "activity_entry" ("company_id");`);
    this.addSql(`create index "activity_entry_person_day_idx" on "activity_entry" ("personnel_id", "day");`);
    this.addSql(`create index "activity_entry_company_day_idx" on "activity_entry" ("company_id", "day");`);
    this.addSql(`alter table "activity_entry" add constraint "activity_entry_site_person_day_key" unique ("site_id", "personnel_id", "day");`);
    this.addSql(`alter table "activity_month_lock" add constraint "activity_month_lock_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "personnel_rate" add constraint "personnel_rate_personnel_id_foreign" foreign key ("personnel_id") references "personnel" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "activity_entry" add constraint "activity_entry_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "activity_entry" add constraint "activity_entry_site_id_foreign" foreign key ("site_id") references "site" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "activity_entry" add constraint "activity_entry_personnel_id_foreign" foreign key ("personnel_id") references "personnel" ("id") on update cascade on delete no action;`);
    this.addSql(`alter table "site_month_finance" add column "labour_net" numeric(18,2) not null default 0, add column "labour_bonus" numeric(18,2) not null default 0;`);
    // Nothing was imputed before: the labour columns start at zero, as the rebuild would give.
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "site_month_finance" drop column "labour_net", drop column "labour_bonus";`);
    this.addSql(`drop table if exists "activity_entry" cascade;`);
    this.addSql(`drop table if exists "personnel_rate" cascade;`);
    this.addSql(`drop table if exists "activity_month_lock" cascade;`);
  }
}
