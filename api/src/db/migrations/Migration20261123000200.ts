import { Migration } from '@mikro-orm/migrations';
import { REBUILD_MONTHS_SQL } from '../../modules/finance/months/month-totals';

export class Migration20261123000200 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "site_month_finance" ("site_id" uuid not null, "month" date not null, "company_id" uuid not null, "revenues" numeric(18,2) not null default 0, "purchases_ht" numeric(18,2) not null default 0, "purchases_vat" numeric(18,2) not null default 0, "purchases_ttc" numeric(18,2) not null default 0, "subcontracting" numeric(18,2) not null default 0, constraint "site_month_finance_pkey" primary key ("site_id", "month"));`);
    this.addSql(`create index "site_month_finance_company_id_index" on "site_month_finance" ("company_id");`);
    this.addSql(`create index "site_month_finance_company_month_idx" on "site_month_finance" ("company_id", "month");`);

    this.addSql(`alter table "site_month_finance" add constraint "site_month_finance_site_id_foreign" foreign key ("site_id") references "site" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "site_month_finance" add constraint "site_month_finance_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    // Records saved before the monthly totals existed.
    this.addSql(REBUILD_MONTHS_SQL);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "site_month_finance" cascade;`);
  }

}
