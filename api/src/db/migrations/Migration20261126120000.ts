import { Migration } from '@mikro-orm/migrations';

/** Quotes (issue 15): the company's clients, the gap-free document counters, quotes and their lines. */
export class Migration20261126120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "client" ("id" uuid not null, "company_id" uuid not null, "name" varchar(150) not null, "kind" varchar(10) not null default 'COMPANY', "ice" varchar(15) null, "address" varchar(255) null, "city" varchar(100) null, "phone" varchar(20) null, "email" varchar(254) null, "search_text" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "client_pkey" primary key ("id"));`);
    this.addSql(`create index "client_company_id_index" on "client" ("company_id");`);
    this.addSql(`create index "client_company_name_idx" on "client" ("company_id", "name");`);
    this.addSql(`create table "document_counter" ("company_id" uuid not null, "kind" varchar(5) not null, "year" smallint not null, "last" int not null, constraint "document_counter_pkey" primary key ("company_id", "kind", "year"));`);
    this.addSql(`create table "quote" ("id" uuid not null, "company_id" uuid not null, "reference" varchar(20) not null, "client_id" uuid not null, "client_phone" varchar(20) null, "issue_date" date not null, "valid_until" date not null, "site_id" uuid null, "object" varchar(255) null, "status" varchar(10) not null default 'EN_COURS', "total_ht" numeric(15,2) not null, "total_vat" numeric(15,2) not null, "total_ttc" numeric(15,2) not null, "notes" text null, "conditions" text null, "search_text" text not null, "decided_by" uuid null, "decided_at" timestamptz null, "created_by" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "quote_pkey" primary key ("id"), constraint quote_totals_check check (total_ht >= 0 and total_vat >= 0 and total_ttc = total_ht + total_vat));`);
    this.addSql(`create index "quote_company_id_index" on "quote" ("company_id");`);
    this.addSql(`create index "quote_site_id_index" on "quote" ("site_id");`);
    this.addSql(`create index "quote_client_idx" on "quote" ("client_id");`);
    this.addSql(`create index "quote_company_issue_idx" on "quote" ("company_id", "issue_date");`);
    this.addSql(`alter table "quote" add constraint "quote_company_reference_key" unique ("company_id", "reference");`);
    this.addSql(`create table "quote_line" ("id" uuid not null, "quote_id" uuid not null, "lot_index" smallint not null, "lot_title" varchar(100) not null, "position" smallint not null, "designation" varchar(500) not null, "unit" varchar(10) not null, "quantity" numeric(15,3) not null, "unit_price_ht" numeric(15,2) not null, "vat_rate" numeric(5,2) not null, "discount_percent" numeric(5,2) not null, "total_ht" numeric(15,2) not null, constraint "quote_line_pkey" primary key ("id"), constraint quote_line_amounts_check check (quantity > 0 and unit_price_ht >= 0 and discount_percent >= 0 and discount_percent <= 100 and total_ht >= 0));`);
    this.addSql(`create index "quote_line_quote_idx" on "quote_line" ("quote_id", "lot_index", "position");`);
    this.addSql(`alter table "client" add constraint "client_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "quote" add constraint "quote_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "quote" add constraint "quote_client_id_foreign" foreign key ("client_id") references "client" ("id") on update cascade on delete no action;`);
    this.addSql(`alter table "quote" add constraint "quote_site_id_foreign" foreign key ("site_id") references "site" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "quote_line" add constraint "quote_line_quote_id_foreign" foreign key ("quote_id") references "quote" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "quote_line" cascade;`);
    this.addSql(`drop table if exists "quote" cascade;`);
    this.addSql(`drop table if exists "document_counter" cascade;`);
    this.addSql(`drop table if exists "client" cascade;`);
  }
}
