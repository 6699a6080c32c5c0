import { Migration } from '@mikro-orm/migrations';

export class Migration20261130203823 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "change_order" ("id" uuid not null, "company_id" uuid not null, "quote_id" uuid not null, "number" smallint not null, "reference" varchar(20) not null, "label" varchar(255) not null, "issue_date" date not null, "status" varchar(10) not null default 'EN_COURS', "delta_ht" numeric(15,2) not null, "delta_vat" numeric(15,2) not null, "delta_ttc" numeric(15,2) not null, "decided_at" timestamptz null, "decided_by" uuid null, "refusal_reason" varchar(500) null, "created_by" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "change_order_pkey" primary key ("id"));`);
    this.addSql(`create index "change_order_company_id_index" on "change_order" ("company_id");`);
    this.addSql(`alter table "change_order" add constraint "change_order_quote_number_key" unique ("quote_id", "number");`);

    this.addSql(`create table "change_order_line" ("id" uuid not null, "change_order_id" uuid not null, "position" smallint not null, "action" varchar(10) not null, "target_line_id" uuid null, "lot_title" varchar(100) not null, "designation" varchar(500) not null, "unit" varchar(10) not null, "quantity" numeric(15,3) not null, "unit_price_ht" numeric(15,2) not null, "vat_rate" numeric(5,2) not null, "discount_percent" numeric(5,2) not null, "total_ht" numeric(15,2) not null, "previous_ht" numeric(15,2) not null, constraint "change_order_line_pkey" primary key ("id"));`);
    this.addSql(`create index "change_order_line_order_idx" on "change_order_line" ("change_order_id", "position");`);

    this.addSql(`alter table "change_order" add constraint "change_order_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "change_order" add constraint "change_order_quote_id_foreign" foreign key ("quote_id") references "quote" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "change_order_line" add constraint "change_order_line_change_order_id_foreign" foreign key ("change_order_id") references "change_order" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "change_order_line" drop constraint "change_order_line_change_order_id_foreign";`);

    this.addSql(`drop table if exists "change_order" cascade;`);

    this.addSql(`drop table if exists "change_order_line" cascade;`);
  }

}
