import { Migration } from '@mikro-orm/migrations';

export class Migration20261122142006 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "company" ("id" uuid not null, "name" varchar(150) not null, "ice" varchar(15) null, "fiscal_id" varchar(20) null, "trade_register" varchar(30) null, "patente" varchar(20) null, "cnss" varchar(20) null, "address" varchar(255) null, "city" varchar(100) null, "phone" varchar(20) null, "email" varchar(254) null, "logo_file_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "company_pkey" primary key ("id"));`);

    this.addSql(`create table "outbox_mail" ("id" uuid not null, "to" varchar(254) not null, "subject" varchar(255) not null, "html" text null, "text" text null, "attempts" int not null default 0, "last_error" text null, "next_attempt_at" timestamptz not null, "sent_at" timestamptz null, "created_at" timestamptz not null, constraint "outbox_mail_pkey" primary key ("id"));`);
    this.addSql(`create index "outbox_mail_sent_at_next_attempt_at_index" on "outbox_mail" ("sent_at", "next_attempt_at");`);

    this.addSql(`create table "rate_limit_counter" ("key" varchar(255) not null, "points" int not null default 0, "expire" bigint null, constraint "rate_limit_counter_pkey" primary key ("key"));`);

    this.addSql(`create table "app_user" ("id" uuid not null, "company_id" uuid not null, "first_name" varchar(75) not null, "last_name" varchar(75) not null, "email" varchar(254) not null, "phone" varchar(20) null, "role" text check ("role" in ('MANAGER', 'USER')) not null default 'USER', "type" text check ("type" in ('USER', 'PARTNER')) not null default 'USER', "status" text check ("status" in ('PENDING', 'ACTIVE', 'DISABLED')) not null default 'PENDING', "password_hash" varchar(255) not null, "photo_file_id" uuid null, "email_verified_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "app_user_pkey" primary key ("id"));`);
    this.addSql(`create index "app_user_company_id_index" on "app_user" ("company_id");`);
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);

    this.addSql(`create table "auth_session" ("id" uuid not null, "user_id" uuid not null, "user_agent" varchar(255) null, "ip" varchar(64) null, "created_at" timestamptz not null, "revoked_at" timestamptz null, "revoked_reason" varchar(30) null, constraint "auth_session_pkey" primary key ("id"));`);
    this.addSql(`create index "auth_session_user_id_index" on "auth_session" ("user_id");`);

    this.addSql(`create table "refresh_token" ("id" uuid not null, "session_id" uuid not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, constraint "refresh_token_pkey" primary key ("id"));`);
    this.addSql(`create index "refresh_token_session_id_index" on "refresh_token" ("session_id");`);

    this.addSql(`create table "user_token" ("id" uuid not null, "user_id" uuid not null, "kind" text check ("kind" in ('VERIFY_EMAIL', 'RESET_PASSWORD')) not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, constraint "user_token_pkey" primary key ("id"));`);
    this.addSql(`create index "user_token_user_id_index" on "user_token" ("user_id");`);
    this.addSql(`alter table "user_token" add constraint "user_token_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "app_user" add constraint "app_user_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "auth_session" add constraint "auth_session_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "refresh_token" add constraint "refresh_token_session_id_foreign" foreign key ("session_id") references "auth_session" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "user_token" add constraint "user_token_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
  }

}
