import { Migration } from '@mikro-orm/migrations';

/** Issue 38, supplier compliance: the tax-compliance certificate's date and the auto-entrepreneur flag. */
export class Migration20261201024719 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "supplier" add column "certificate_date" date null, add column "auto_entrepreneur" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "supplier" drop column "certificate_date", drop column "auto_entrepreneur";`);
  }
}
