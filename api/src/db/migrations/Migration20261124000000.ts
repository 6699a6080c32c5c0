import { Migration } from '@mikro-orm/migrations';

/**
 * Every change that ends or alters a signed-in session tells the api processes at commit: a NOTIFY on
 * `chantiers_auth` with `s:<session id>` (revoked, deleted) or `u:<user id>` (status, role, type or company changed,
 * user deleted). The processes cache session checks for a few seconds (core/auth/session-cache.ts) and drop them on
 * these. Triggers, not service code, so that no path — logout, refresh-token reuse, password change or reset,
 * disabling, a SQL fix by hand — can forget to tell.
 */
export class Migration20261124000000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create function "auth_change_notify"() returns trigger language plpgsql as $$
begin
  perform pg_notify('chantiers_auth', case when tg_table_name = 'auth_session' then 's:' else 'u:' end || old.id::text);
  return null;
end $$;`);
    this.addSql(`create trigger "auth_session_change_notify" after update of "revoked_at", "user_id" on "auth_session" for each row
  when (old.revoked_at is distinct from new.revoked_at or old.user_id is distinct from new.user_id) execute function "auth_change_notify"();`);
    this.addSql(`create trigger "auth_session_delete_notify" after delete on "auth_session" for each row when (old.revoked_at is null) execute function "auth_change_notify"();`);
    this.addSql(`create trigger "app_user_access_notify" after update of "status", "role", "type", "company_id" on "app_user" for each row
  when (old.status is distinct from new.status or old.role is distinct from new.role or old.type is distinct from new.type or old.company_id is distinct from new.company_id)
  execute function "auth_change_notify"();`);
    this.addSql(`create trigger "app_user_delete_notify" after delete on "app_user" for each row execute function "auth_change_notify"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "auth_session_change_notify" on "auth_session";`);
    this.addSql(`drop trigger if exists "auth_session_delete_notify" on "auth_session";`);
    this.addSql(`drop trigger if exists "app_user_access_notify" on "app_user";`);
    this.addSql(`drop trigger if exists "app_user_delete_notify" on "app_user";`);
    this.addSql(`drop function if exists "auth_change_notify"();`);
  }

}
