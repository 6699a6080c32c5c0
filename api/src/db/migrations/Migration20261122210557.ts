import { Migration } from '@mikro-orm/migrations';

export class Migration20261122210557 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "site" add column "photo_thumb_file_id" uuid null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "site" drop column "photo_thumb_file_id";`);
  }

}
