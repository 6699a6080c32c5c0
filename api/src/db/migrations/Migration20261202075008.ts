import { Migration } from '@mikro-orm/migrations';

export class Migration20261202075008 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "stored_object_check" ("key" text not null, "due_at" timestamptz not null, constraint "stored_object_check_pkey" primary key ("key"));`);
    this.addSql(`create index "stored_object_check_due_at_index" on "stored_object_check" ("due_at");`);

    this.addSql(`alter table "stored_file" add column "storage_key" text null;`);
    this.addSql(`alter table "stored_file" alter column "data" drop not null;`);
    this.addSql(`alter table "stored_file" add constraint "stored_file_storage_key_unique" unique ("storage_key");`);
    // Checked without holding every reader out while a large table is scanned (every row has its bytes today).
    this.addSql(`alter table "stored_file" add constraint stored_file_bytes_somewhere check(data is not null or storage_key is not null) not valid;`);
    this.addSql(`alter table "stored_file" validate constraint stored_file_bytes_somewhere;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "stored_object_check" cascade;`);

    this.addSql(`alter table "stored_file" drop constraint "stored_file_storage_key_unique";`);
    this.addSql(`alter table "stored_file" drop constraint stored_file_bytes_somewhere;`);
    this.addSql(`alter table "stored_file" drop column "storage_key";`);

    this.addSql(`alter table "stored_file" alter column "data" set not null;`);
  }

}
