import { Migration } from '@mikro-orm/migrations';

/** The company's legal details printed on quotes and invoices, and the defaults of new ones (issue 15). */
export class Migration20261126110000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "company"
      add column "legal_form" varchar(40) null,
      add column "capital" numeric(15,2) null,
      add column "trade_register_court" varchar(100) null,
      add column "bank" varchar(100) null,
      add column "rib" varchar(24) null,
      add column "quote_validity_days" smallint not null default 30,
      add column "payment_terms_days" smallint not null default 60,
      add column "retention_rate" numeric(5,2) not null default 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "company" drop column "legal_form", drop column "capital", drop column "trade_register_court", drop column "bank",
      drop column "rib", drop column "quote_validity_days", drop column "payment_terms_days", drop column "retention_rate";`);
  }
}
