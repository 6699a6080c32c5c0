import { Migration } from '@mikro-orm/migrations';

/** Public holidays (issue 16): a company's corrections of the Moroccan calendar (religious days announced on another date). */
export class Migration20261126170000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "company_holiday" ("company_id" uuid not null, "day" date not null, "name" varchar(100) not null, "removed" boolean not null, constraint "company_holiday_pkey" primary key ("company_id", "day"));`);
    this.addSql(`alter table "company_holiday" add constraint "company_holiday_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "company_holiday" cascade;`);
  }
}
