import { Migration } from '@mikro-orm/migrations';

/**
 * TVA apart (issue 14): a company says whether it is subject to TVA; a revenue's montant (TTC) is split into HT and
 * TVA at its rate. Revenues recorded before carried no rate: they are read as TTC at 20 %, the rate of nearly all
 * building work (DECISIONS.md). The monthly totals gain the revenues' HT and TVA and are rebuilt from the records.
 */
export class Migration20261126100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "company" add column "vat_subject" boolean not null default true;`);

    this.addSql(
      `alter table "revenue" add column "vat_rate" numeric(5,2) null, add column "amount_ht" numeric(15,2) null, add column "amount_vat" numeric(15,2) null;`,
    );
    this.addSql(`update "revenue" set "vat_rate" = 20, "amount_ht" = round("amount" * 100 / 120, 2);`);
    this.addSql(`update "revenue" set "amount_vat" = "amount" - "amount_ht";`);
    this.addSql(
      `alter table "revenue" alter column "vat_rate" set not null, alter column "amount_ht" set not null, alter column "amount_vat" set not null;`,
    );
    this.addSql(
      `alter table "revenue" add constraint revenue_vat_check check (amount_ht >= 0 and amount_vat >= 0 and amount = amount_ht + amount_vat);`,
    );
    this.addSql(`drop index "revenue_company_date_idx";`);
    this.addSql(
      `create index "revenue_company_date_idx" on "revenue" ("company_id", "date") include ("site_id", "amount", "amount_ht", "amount_vat");`,
    );

    this.addSql(
      `alter table "site_month_finance" add column "revenues_ht" numeric(18,2) not null default 0, add column "revenues_vat" numeric(18,2) not null default 0;`,
    );
    this.addSql(`update "site_month_finance" f set "revenues_ht" = r.ht, "revenues_vat" = r.vat
      from (select site_id, date_trunc('month', date)::date as month, sum(amount_ht) as ht, sum(amount_vat) as vat from revenue group by 1, 2) r
     where f.site_id = r.site_id and f.month = r.month;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "site_month_finance" drop column "revenues_ht", drop column "revenues_vat";`);
    this.addSql(`drop index "revenue_company_date_idx";`);
    this.addSql(`create index "revenue_company_date_idx" on "revenue" ("company_id", "date") include ("site_id", "amount");`);
    this.addSql(`alter table "revenue" drop constraint revenue_vat_check, drop column "vat_rate", drop column "amount_ht", drop column "amount_vat";`);
    this.addSql(`alter table "company" drop column "vat_subject";`);
  }
}
