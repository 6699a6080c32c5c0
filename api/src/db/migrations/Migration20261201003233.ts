import { Migration } from '@mikro-orm/migrations';

export class Migration20261201003233 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "notification" drop constraint if exists "notification_kind_check";`);

    this.addSql(`alter table "notification" add constraint "notification_kind_check" check("kind" in ('STOCK_LOW', 'QUOTE_EXPIRING', 'INVOICE_OVERDUE', 'SITE_ASSIGNMENT', 'TASK_ASSIGNED', 'SITE_GIVEN', 'ANNOUNCEMENT', 'DAILY_LOG_SIGNED', 'RESERVE_LIFTED', 'DOCUMENT_SIGNED', 'DOCUMENT_REFUSED', 'RECEPTION_SIGNED', 'CHANGE_ORDER_ACCEPTED'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "notification" drop constraint if exists "notification_kind_check";`);

    this.addSql(`alter table "notification" add constraint "notification_kind_check" check("kind" in ('STOCK_LOW', 'QUOTE_EXPIRING', 'INVOICE_OVERDUE', 'SITE_ASSIGNMENT', 'TASK_ASSIGNED', 'SITE_GIVEN', 'ANNOUNCEMENT', 'DAILY_LOG_SIGNED', 'RESERVE_LIFTED', 'DOCUMENT_SIGNED', 'DOCUMENT_REFUSED'));`);
  }

}
