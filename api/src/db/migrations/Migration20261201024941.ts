import { Migration } from '@mikro-orm/migrations';

export class Migration20261201024941 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "personnel" add column "cnss_number" varchar(9) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "personnel" drop column "cnss_number";`);
  }

}
