import { Migration } from '@mikro-orm/migrations';

/** The language of a client's documents (law 31-08, art. 206): every existing client keeps its French documents. */
export class Migration20261202034118 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "client" add column "language" varchar(2) not null default 'fr';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "client" drop column "language";`);
  }

}
