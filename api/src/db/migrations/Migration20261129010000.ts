import { Migration } from '@mikro-orm/migrations';

/**
 * The accountant's columns (issue 33): a supplier's identifiant fiscal (IF), and when and how a purchase was paid —
 * the TVA deduction states both, and a cash payment changes what may be deducted.
 */
export class Migration20261129010000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "supplier" add column "tax_id" varchar(10) not null default '';`);
    this.addSql(`alter table "purchase" add column "payment_date" date null, add column "payment_mode" varchar(10) null;`);
  }
}
