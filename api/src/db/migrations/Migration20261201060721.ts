import { Migration } from '@mikro-orm/migrations';

export class Migration20261201060721 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "purchase_payment" ("id" uuid not null, "company_id" uuid not null, "purchase_id" uuid not null, "date" date not null, "amount" numeric(15,2) not null, "mode" varchar(10) null, "created_at" timestamptz not null, constraint "purchase_payment_pkey" primary key ("id"), constraint purchase_payment_amount_check check (amount <> 0));`);
    this.addSql(`create index "purchase_payment_company_id_index" on "purchase_payment" ("company_id");`);
    this.addSql(`create index "purchase_payment_company_date_idx" on "purchase_payment" ("company_id", "date");`);
    this.addSql(`create index "purchase_payment_purchase_idx" on "purchase_payment" ("purchase_id", "date");`);

    this.addSql(`alter table "purchase_payment" add constraint "purchase_payment_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "purchase_payment" add constraint "purchase_payment_purchase_id_foreign" foreign key ("purchase_id") references "purchase" ("id") on update cascade on delete cascade;`);

    // What each purchase says was paid becomes its first payment, on the day it gives (none given: the purchase's date).
    this.addSql(`insert into "purchase_payment" ("id", "company_id", "purchase_id", "date", "amount", "mode", "created_at")
      select gen_random_uuid(), "company_id", "id", coalesce("payment_date", "date"), "amount_paid", "payment_mode", "updated_at"
        from "purchase" where "amount_paid" > 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "purchase_payment" cascade;`);
  }

}
