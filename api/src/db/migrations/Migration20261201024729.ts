import { Migration } from '@mikro-orm/migrations';

/** Issue 38, payment delays (law 69-21): a purchase's agreed due date; null on old rows (read as the date + 60 days). */
export class Migration20261201024729 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "purchase" add column "due_date" date null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "purchase" drop column "due_date";`);
  }
}
