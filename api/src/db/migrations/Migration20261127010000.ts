import { Migration } from '@mikro-orm/migrations';

/**
 * Social sign-in (issue 20): sign-ins in progress (state, nonce, PKCE verifier, bound to the browser), identities
 * linked to accounts (unique per provider and subject), pending sign-ups and the one-time codes the browser exchanges
 * for a session. Secrets handed to a browser are stored as SHA-256 only.
 */
export class Migration20261127010000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "oauth_pending_sign_up" ("id" uuid not null, "ticket_hash" varchar(64) not null, "provider" varchar(20) not null, "subject" varchar(255) not null, "email" varchar(254) not null, "first_name" varchar(75) null, "last_name" varchar(75) null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, constraint "oauth_pending_sign_up_pkey" primary key ("id"));`);
    this.addSql(`alter table "oauth_pending_sign_up" add constraint "oauth_pending_sign_up_ticket_hash_unique" unique ("ticket_hash");`);
    this.addSql(`create index "oauth_pending_sign_up_expires_at_index" on "oauth_pending_sign_up" ("expires_at");`);

    this.addSql(`create table "oauth_state" ("id" uuid not null, "provider" varchar(20) not null, "state_hash" varchar(64) not null, "browser_hash" varchar(64) not null, "nonce" varchar(128) not null, "code_verifier" varchar(128) not null, "callback_url" varchar(2048) not null, "redirect_uri" varchar(2048) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, constraint "oauth_state_pkey" primary key ("id"));`);
    this.addSql(`alter table "oauth_state" add constraint "oauth_state_state_hash_unique" unique ("state_hash");`);
    this.addSql(`create index "oauth_state_expires_at_index" on "oauth_state" ("expires_at");`);

    this.addSql(`create table "oauth_identity" ("id" uuid not null, "provider" varchar(20) not null, "subject" varchar(255) not null, "user_id" uuid not null, "email" varchar(254) not null, "created_at" timestamptz not null, "last_used_at" timestamptz not null, constraint "oauth_identity_pkey" primary key ("id"));`);
    this.addSql(`create index "oauth_identity_user_id_index" on "oauth_identity" ("user_id");`);
    this.addSql(`alter table "oauth_identity" add constraint "oauth_identity_provider_subject_unique" unique ("provider", "subject");`);

    this.addSql(`create table "oauth_exchange_code" ("id" uuid not null, "code_hash" varchar(64) not null, "user_id" uuid not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, constraint "oauth_exchange_code_pkey" primary key ("id"));`);
    this.addSql(`alter table "oauth_exchange_code" add constraint "oauth_exchange_code_code_hash_unique" unique ("code_hash");`);
    this.addSql(`create index "oauth_exchange_code_user_id_index" on "oauth_exchange_code" ("user_id");`);
    this.addSql(`create index "oauth_exchange_code_expires_at_index" on "oauth_exchange_code" ("expires_at");`);

    this.addSql(`alter table "oauth_identity" add constraint "oauth_identity_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "oauth_exchange_code" add constraint "oauth_exchange_code_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
  }
}
