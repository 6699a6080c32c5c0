import { Migration } from '@mikro-orm/migrations';

/**
 * A USER reads the sites they manage or created (core/tenancy/site-access.ts): both columns are looked up. 'À régler'
 * reads the unsettled purchases only: a partial index holds just them, with what it sums.
 */
export class Migration20261126000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "site_manager_idx" on "site" ("manager_id");`);
    this.addSql(`create index "site_created_by_idx" on "site" ("created_by");`);
    this.addSql(
      `create index "purchase_to_pay_idx" on "purchase" ("company_id", "site_id") include ("amount_ttc", "amount_paid") where amount_paid < amount_ttc;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "purchase_to_pay_idx";`);
    this.addSql(`drop index "site_created_by_idx";`);
    this.addSql(`drop index "site_manager_idx";`);
  }
}
