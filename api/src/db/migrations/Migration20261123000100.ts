import { Migration } from '@mikro-orm/migrations';

export class Migration20261123000100 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "service_sheet" ("id" uuid not null, "company_id" uuid not null, "site_id" uuid not null, "day" varchar(10) not null, "date" date not null, "amount_paid" numeric(15,2) not null, "bonus" numeric(15,2) not null, "supplier" varchar(75) not null, "phone" varchar(10) not null, "worker" varchar(75) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "service_sheet_pkey" primary key ("id"), constraint service_sheet_amounts_check check (amount_paid >= 0 and bonus >= 0));`);
    this.addSql(`create index "service_sheet_company_id_index" on "service_sheet" ("company_id");`);
    this.addSql(`create index "service_sheet_company_date_idx" on "service_sheet" ("company_id", "date") include ("site_id", "amount_paid", "bonus");`);
    this.addSql(`create index "service_sheet_site_date_idx" on "service_sheet" ("site_id", "date");`);

    this.addSql(`create table "revenue" ("id" uuid not null, "company_id" uuid not null, "site_id" uuid not null, "label" varchar(75) not null, "date" date not null, "reference" varchar(50) not null, "amount" numeric(15,2) not null, "invoice_file_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "revenue_pkey" primary key ("id"), constraint revenue_amount_check check (amount >= 0));`);
    this.addSql(`create index "revenue_company_id_index" on "revenue" ("company_id");`);
    this.addSql(`create index "revenue_company_date_idx" on "revenue" ("company_id", "date") include ("site_id", "amount");`);
    this.addSql(`create index "revenue_site_date_idx" on "revenue" ("site_id", "date");`);

    this.addSql(`create table "purchase" ("id" uuid not null, "company_id" uuid not null, "site_id" uuid not null, "supplier_id" uuid not null, "label" varchar(75) not null, "reference" varchar(50) not null, "date" date not null, "amount_ht" numeric(15,2) not null, "vat_rate" numeric(5,2) not null, "amount_vat" numeric(15,2) not null, "amount_ttc" numeric(15,2) not null, "amount_paid" numeric(15,2) not null, "invoice_file_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "purchase_pkey" primary key ("id"), constraint purchase_amounts_check check (amount_ht >= 0 and amount_vat >= 0 and amount_paid >= 0 and amount_ttc = amount_ht + amount_vat and amount_paid <= amount_ttc));`);
    this.addSql(`create index "purchase_company_id_index" on "purchase" ("company_id");`);
    this.addSql(`create index "purchase_supplier_idx" on "purchase" ("supplier_id");`);
    this.addSql(`create index "purchase_company_date_idx" on "purchase" ("company_id", "date") include ("site_id", "amount_ht", "amount_vat", "amount_ttc");`);
    this.addSql(`create index "purchase_site_date_idx" on "purchase" ("site_id", "date");`);

    this.addSql(`create table "vat_rate" ("id" serial primary key, "rate" numeric(5,2) not null, "valid_from" date not null, "valid_to" date null);`);
    // The rates in force in Morocco (CGI art. 99); a change of law closes a row (valid_to) and opens another.
    this.addSql(`insert into "vat_rate" ("rate", "valid_from", "valid_to") values (20, '2000-01-01', null), (14, '2000-01-01', null), (10, '2000-01-01', null), (7, '2000-01-01', null), (0, '2000-01-01', null);`);

    this.addSql(`alter table "service_sheet" add constraint "service_sheet_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "service_sheet" add constraint "service_sheet_site_id_foreign" foreign key ("site_id") references "site" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "revenue" add constraint "revenue_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "revenue" add constraint "revenue_site_id_foreign" foreign key ("site_id") references "site" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "purchase" add constraint "purchase_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "purchase" add constraint "purchase_site_id_foreign" foreign key ("site_id") references "site" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "purchase" add constraint "purchase_supplier_id_foreign" foreign key ("supplier_id") references "supplier" ("id") on update cascade on delete no action;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "service_sheet" cascade;`);

    this.addSql(`drop table if exists "revenue" cascade;`);

    this.addSql(`drop table if exists "purchase" cascade;`);

    this.addSql(`drop table if exists "vat_rate" cascade;`);
  }

}
