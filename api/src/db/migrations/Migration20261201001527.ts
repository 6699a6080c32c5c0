import { Migration } from '@mikro-orm/migrations';

export class Migration20261201001527 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "notification" drop constraint if exists "notification_kind_check";`);

    // Requests sent before the column existed link to the quotes' list.
    this.addSql(`alter table "signature_request" add column "link" varchar(255) not null default '/liste-devis';`);
    this.addSql(`alter table "signature_request" alter column "link" drop default;`);

    this.addSql(`alter table "notification" add constraint "notification_kind_check" check("kind" in ('STOCK_LOW', 'QUOTE_EXPIRING', 'INVOICE_OVERDUE', 'SITE_ASSIGNMENT', 'TASK_ASSIGNED', 'SITE_GIVEN', 'ANNOUNCEMENT', 'DAILY_LOG_SIGNED', 'RESERVE_LIFTED', 'DOCUMENT_SIGNED', 'DOCUMENT_REFUSED'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "notification" drop constraint if exists "notification_kind_check";`);

    this.addSql(`alter table "notification" add constraint "notification_kind_check" check("kind" in ('STOCK_LOW', 'QUOTE_EXPIRING', 'INVOICE_OVERDUE', 'SITE_ASSIGNMENT', 'TASK_ASSIGNED', 'SITE_GIVEN', 'ANNOUNCEMENT', 'DAILY_LOG_SIGNED', 'RESERVE_LIFTED'));`);

    this.addSql(`alter table "signature_request" drop column "link";`);
  }

}
