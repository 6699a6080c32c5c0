import { Migration } from '@mikro-orm/migrations';

export class Migration20261201025843 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "closed_month" ("id" uuid not null, "company_id" uuid not null, "month" varchar(7) not null, "closed_at" timestamptz not null, "closed_by" uuid null, constraint "closed_month_pkey" primary key ("id"), constraint closed_month_month_check check (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])\$'));`);
    this.addSql(`create index "closed_month_company_id_index" on "closed_month" ("company_id");`);
    this.addSql(`alter table "closed_month" add constraint "closed_month_company_month_key" unique ("company_id", "month");`);

    this.addSql(`alter table "closed_month" add constraint "closed_month_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "closed_month" cascade;`);
  }

}
