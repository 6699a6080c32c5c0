import { Migration } from '@mikro-orm/migrations';

/** Invoices (issue 15): invoices and credit notes of accepted quotes, their lines and payments; revenues made from a payment. */
export class Migration20261126150000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "invoice" ("id" uuid not null, "company_id" uuid not null, "reference" varchar(20) not null, "kind" varchar(10) not null, "quote_id" uuid not null, "site_id" uuid not null, "credit_of_id" uuid null, "label" varchar(255) not null, "issue_date" date not null, "due_date" date not null, "percent" numeric(5,2) null, "total_ht" numeric(15,2) not null, "total_vat" numeric(15,2) not null, "total_ttc" numeric(15,2) not null, "retention_rate" numeric(5,2) not null, "retention_amount" numeric(15,2) not null, "net_to_pay" numeric(15,2) not null, "paid_amount" numeric(15,2) not null, "credited_amount" numeric(15,2) not null, "notes" text null, "search_text" text not null, "created_by" uuid null, "created_at" timestamptz not null, constraint "invoice_pkey" primary key ("id"), constraint invoice_amounts_check check (total_ht >= 0 and total_vat >= 0 and total_ttc = total_ht + total_vat and retention_amount >= 0 and net_to_pay >= 0 and paid_amount >= 0 and credited_amount >= 0 and paid_amount + credited_amount <= net_to_pay));`);
    this.addSql(`create index "invoice_company_id_index" on "invoice" ("company_id");`);
    this.addSql(`create index "invoice_site_id_index" on "invoice" ("site_id");`);
    this.addSql(`create index "invoice_credit_of_id_index" on "invoice" ("credit_of_id");`);
    this.addSql(`create index "invoice_company_due_idx" on "invoice" ("company_id", "due_date");`);
    this.addSql(`create index "invoice_quote_idx" on "invoice" ("quote_id");`);
    this.addSql(`create index "invoice_company_issue_idx" on "invoice" ("company_id", "issue_date");`);
    this.addSql(`alter table "invoice" add constraint "invoice_company_reference_key" unique ("company_id", "reference");`);
    this.addSql(`create table "invoice_payment" ("id" uuid not null, "company_id" uuid not null, "invoice_id" uuid not null, "date" date not null, "amount" numeric(15,2) not null, "mode" varchar(10) not null, "reference" varchar(50) null, "created_by" uuid null, "created_at" timestamptz not null, constraint "invoice_payment_pkey" primary key ("id"), constraint invoice_payment_amount_check check (amount > 0));`);
    this.addSql(`create index "invoice_payment_company_id_index" on "invoice_payment" ("company_id");`);
    this.addSql(`create index "invoice_payment_company_date_idx" on "invoice_payment" ("company_id", "date");`);
    this.addSql(`create index "invoice_payment_invoice_idx" on "invoice_payment" ("invoice_id", "date");`);
    this.addSql(`create table "invoice_line" ("id" uuid not null, "invoice_id" uuid not null, "position" smallint not null, "designation" varchar(500) not null, "quote_line_id" uuid null, "quote_amount_ht" numeric(15,2) null, "previous_percent" numeric(5,2) null, "cumulative_percent" numeric(5,2) null, "deduction" boolean not null default false, "vat_rate" numeric(5,2) not null, "total_ht" numeric(15,2) not null, "vat_amount" numeric(15,2) null, constraint "invoice_line_pkey" primary key ("id"));`);
    this.addSql(`create index "invoice_line_quote_line_idx" on "invoice_line" ("quote_line_id");`);
    this.addSql(`create index "invoice_line_invoice_idx" on "invoice_line" ("invoice_id", "position");`);
    this.addSql(`alter table "invoice" add constraint "invoice_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "invoice" add constraint "invoice_quote_id_foreign" foreign key ("quote_id") references "quote" ("id") on update cascade on delete no action;`);
    this.addSql(`alter table "invoice" add constraint "invoice_site_id_foreign" foreign key ("site_id") references "site" ("id") on update cascade on delete no action;`);
    this.addSql(`alter table "invoice" add constraint "invoice_credit_of_id_foreign" foreign key ("credit_of_id") references "invoice" ("id") on update cascade on delete no action;`);
    this.addSql(`alter table "invoice_payment" add constraint "invoice_payment_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "invoice_payment" add constraint "invoice_payment_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "invoice_line" add constraint "invoice_line_invoice_id_foreign" foreign key ("invoice_id") references "invoice" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "revenue" add column "payment_id" uuid null;`);
    this.addSql(`create index "revenue_payment_id_index" on "revenue" ("payment_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "revenue" drop column "payment_id";`);
    this.addSql(`drop table if exists "invoice_line" cascade;`);
    this.addSql(`drop table if exists "invoice_payment" cascade;`);
    this.addSql(`drop table if exists "invoice" cascade;`);
  }
}
