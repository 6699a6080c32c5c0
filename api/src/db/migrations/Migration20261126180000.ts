import { Migration } from '@mikro-orm/migrations';

/** Planning (issue 17): the sites' tasks and the people on them. */
export class Migration20261126180000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "planning_task" ("id" uuid not null, "company_id" uuid not null, "site_id" uuid not null, "title" varchar(75) not null, "description" varchar(100) null, "start_date" date not null, "end_date" date not null, "progress" smallint not null, "category" varchar(15) not null, "created_by" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "planning_task_pkey" primary key ("id"), constraint planning_task_dates_check check (end_date >= start_date and progress >= 0 and progress <= 100));`);
    this.addSql(`create index "planning_task_company_id_index" on "planning_task" ("company_id");`);
    this.addSql(`create index "planning_task_site_dates_idx" on "planning_task" ("site_id", "start_date");`);
    this.addSql(`create index "planning_task_company_dates_idx" on "planning_task" ("company_id", "start_date", "end_date");`);
    this.addSql(`create table "planning_task_person" ("task_id" uuid not null, "personnel_id" uuid not null, constraint "planning_task_person_pkey" primary key ("task_id", "personnel_id"));`);
    this.addSql(`alter table "planning_task" add constraint "planning_task_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "planning_task" add constraint "planning_task_site_id_foreign" foreign key ("site_id") references "site" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "planning_task_person" add constraint "planning_task_person_task_id_foreign" foreign key ("task_id") references "planning_task" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "planning_task_person" add constraint "planning_task_person_personnel_id_foreign" foreign key ("personnel_id") references "personnel" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "planning_task_person" cascade;`);
    this.addSql(`drop table if exists "planning_task" cascade;`);
  }
}
