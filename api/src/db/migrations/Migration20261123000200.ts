import { Migration } from '@mikro-orm/migrations';

export class Migration20261123000200 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "site_month_finance" ("site_id" uuid not null, "month" date not null, "company_id" uuid not null, "revenues" numeric(18,2) not null default 0, "purchases_ht" numeric(18,2) not null default 0, "purchases_vat" numeric(18,2) not null default 0, "purchases_ttc" numeric(18,2) not null default 0, "subcontracting" numeric(18,2) not null default 0, constraint "site_month_finance_pkey" primary key ("site_id", "month"));`);
    this.addSql(`create index "site_month_finance_company_id_index" on "site_month_finance" ("company_id");`);
    this.addSql(`create index "site_month_finance_company_month_idx" on "site_month_finance" ("company_id", "month");`);

    this.addSql(`alter table "site_month_finance" add constraint "site_month_finance_site_id_foreign" foreign key ("site_id") references "site" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "site_month_finance" add constraint "site_month_finance_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    // Records saved before the monthly totals existed (the columns of that day: later migrations rebuild with theirs).
    this.addSql(`insert into site_month_finance (company_id, site_id, month, revenues, purchases_ht, purchases_vat, purchases_ttc, subcontracting)
select company_id, site_id, month, sum(revenues), sum(ht), sum(vat), sum(ttc), sum(sub) from (
  select company_id, site_id, date_trunc('month', date)::date as month, amount as revenues, 0 as ht, 0 as vat, 0 as ttc, 0 as sub from revenue
  union all
  select company_id, site_id, date_trunc('month', date)::date, 0, amount_ht, amount_vat, amount_ttc, 0 from purchase
  union all
  select company_id, site_id, date_trunc('month', date)::date, 0, 0, 0, 0, amount_paid + bonus from service_sheet
) r group by company_id, site_id, month
on conflict (site_id, month) do update set revenues = excluded.revenues, purchases_ht = excluded.purchases_ht, purchases_vat = excluded.purchases_vat,
  purchases_ttc = excluded.purchases_ttc, subcontracting = excluded.subcontracting`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "site_month_finance" cascade;`);
  }

}
