import { Migration } from '@mikro-orm/migrations';

export class Migration20261130233846 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "signature_request" ("id" uuid not null, "company_id" uuid not null, "document_kind" varchar(16) not null, "document_id" uuid not null, "site_id" uuid null, "title" varchar(255) not null, "recipient_email" varchar(254) not null, "recipient_name" varchar(150) not null, "message" varchar(2000) null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "status" varchar(10) not null default 'PENDING', "fingerprint" varchar(64) not null, "pdf_id" uuid not null, "pdf_sha256" varchar(64) not null, "code_hash" varchar(64) null, "code_expires_at" timestamptz null, "code_attempts" smallint not null default 0, "codes_sent" smallint not null default 0, "session_hash" varchar(64) null, "session_expires_at" timestamptz null, "verified_at" timestamptz null, "signer_name" varchar(150) null, "signature_kind" varchar(6) null, "signature_image_id" uuid null, "signed_pdf_id" uuid null, "refusal_reason" varchar(1000) null, "answered_at" timestamptz null, "answer_ip" varchar(64) null, "answer_user_agent" varchar(400) null, "sent_by" uuid null, "sent_by_name" varchar(150) not null, "cancelled_at" timestamptz null, "created_at" timestamptz not null, constraint "signature_request_pkey" primary key ("id"));`);
    this.addSql(`create index "signature_request_company_id_index" on "signature_request" ("company_id");`);
    this.addSql(`alter table "signature_request" add constraint "signature_request_token_key" unique ("token_hash");`);
    this.addSql(`create index "signature_request_pdf_id_index" on "signature_request" ("pdf_id");`);
    this.addSql(`create index "signature_request_signature_image_id_index" on "signature_request" ("signature_image_id");`);
    this.addSql(`create index "signature_request_signed_pdf_id_index" on "signature_request" ("signed_pdf_id");`);
    this.addSql(`create index "signature_request_document_idx" on "signature_request" ("document_kind", "document_id", "created_at");`);

    this.addSql(`alter table "signature_request" add constraint "signature_request_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "signature_request" add constraint "signature_request_pdf_id_foreign" foreign key ("pdf_id") references "stored_file" ("id") on update cascade;`);
    this.addSql(`alter table "signature_request" add constraint "signature_request_signature_image_id_foreign" foreign key ("signature_image_id") references "stored_file" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "signature_request" add constraint "signature_request_signed_pdf_id_foreign" foreign key ("signed_pdf_id") references "stored_file" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "signature_request" cascade;`);
  }

}
