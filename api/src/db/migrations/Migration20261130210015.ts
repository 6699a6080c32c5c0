import { Migration } from '@mikro-orm/migrations';

export class Migration20261130210015 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "reception" ("id" uuid not null, "company_id" uuid not null, "site_id" uuid not null, "kind" varchar(12) not null, "date" date not null, "parties" jsonb not null, "notes" text not null default '', "status" varchar(8) not null default 'DRAFT', "reserves" jsonb not null, "company_signer_name" varchar(150) null, "company_signature_id" uuid null, "client_signer_name" varchar(150) null, "client_signature_id" uuid null, "signed_at" timestamptz null, "signed_by" uuid null, "created_by" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "reception_pkey" primary key ("id"));`);
    this.addSql(`create index "reception_company_id_index" on "reception" ("company_id");`);
    this.addSql(`create index "reception_company_signature_id_index" on "reception" ("company_signature_id");`);
    this.addSql(`create index "reception_client_signature_id_index" on "reception" ("client_signature_id");`);
    this.addSql(`alter table "reception" add constraint "reception_site_kind_key" unique ("site_id", "kind");`);

    this.addSql(`alter table "reception" add constraint "reception_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "reception" add constraint "reception_site_id_foreign" foreign key ("site_id") references "site" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "reception" add constraint "reception_company_signature_id_foreign" foreign key ("company_signature_id") references "stored_file" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "reception" add constraint "reception_client_signature_id_foreign" foreign key ("client_signature_id") references "stored_file" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "company" add column "guarantee_months" smallint not null default 12;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "reception" cascade;`);

    this.addSql(`alter table "company" drop column "guarantee_months";`);
  }

}
