import { Migration } from '@mikro-orm/migrations';

/**
 * E-invoicing (issue 39): the company's « concernée à partir du » and each invoice's clearance by the DGI's platform.
 * Every existing company and invoice starts at null: not concerned, nothing to submit (the back-fill is the default).
 */
export class Migration20261202034353 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "company" add column "einvoicing_from" date null;`);

    this.addSql(`alter table "invoice" add column "clearance_status" varchar(12) null, add column "clearance_number" varchar(100) null, add column "clearance_reasons" jsonb null, add column "clearance_submitted_at" timestamptz null, add column "clearance_answered_at" timestamptz null;`);
    this.addSql(`alter table "invoice" add constraint invoice_clearance_check check((clearance_status is null or clearance_status = 'A_SOUMETTRE' or clearance_status = 'SOUMISE' or clearance_status = 'VALIDEE' or clearance_status = 'REJETEE') and (clearance_status is distinct from 'VALIDEE' or clearance_number is not null) and (clearance_status is distinct from 'REJETEE' or clearance_reasons is not null));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "company" drop column "einvoicing_from";`);

    this.addSql(`alter table "invoice" drop constraint invoice_clearance_check;`);
    this.addSql(`alter table "invoice" drop column "clearance_status", drop column "clearance_number", drop column "clearance_reasons", drop column "clearance_submitted_at", drop column "clearance_answered_at";`);
  }

}
