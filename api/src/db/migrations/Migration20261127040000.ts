import { Migration } from '@mikro-orm/migrations';

/**
 * Personal access tokens (issue 21): only the SHA-256 of each secret is stored; `public_id` (unique) finds a token's
 * row from the token itself, across companies.
 */
export class Migration20261127040000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "api_token" ("id" uuid not null, "company_id" uuid not null, "public_id" varchar(16) not null, "secret_hash" varchar(64) not null, "name" varchar(60) not null, "scopes" text[] not null, "created_by_id" uuid not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, constraint "api_token_pkey" primary key ("id"));`);
    this.addSql(`create index "api_token_company_id_index" on "api_token" ("company_id");`);
    this.addSql(`alter table "api_token" add constraint "api_token_public_id_unique" unique ("public_id");`);
    this.addSql(`alter table "api_token" add constraint "api_token_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "api_token" add constraint "api_token_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on update cascade on delete cascade;`);
  }
}
