import { Migration } from '@mikro-orm/migrations';

export class Migration20261201033907 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "app_user" drop constraint if exists "app_user_role_check";`);

    this.addSql(`alter table "app_user" add constraint "app_user_role_check" check("role" in ('MANAGER', 'USER', 'ACCOUNTANT'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "app_user" drop constraint if exists "app_user_role_check";`);

    this.addSql(`alter table "app_user" add constraint "app_user_role_check" check("role" in ('MANAGER', 'USER'));`);
  }

}
