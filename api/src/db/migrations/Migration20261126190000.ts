import { Migration } from '@mikro-orm/migrations';

/** Planning (issue 17): finish-to-start dependencies between the tasks of a site. */
export class Migration20261126190000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "planning_task_dependency" ("task_id" uuid not null, "depends_on_id" uuid not null, constraint "planning_task_dependency_pkey" primary key ("task_id", "depends_on_id"));`);
    this.addSql(`create index "planning_task_dependency_depends_on_idx" on "planning_task_dependency" ("depends_on_id");`);
    this.addSql(`alter table "planning_task_dependency" add constraint "planning_task_dependency_task_id_foreign" foreign key ("task_id") references "planning_task" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "planning_task_dependency" add constraint "planning_task_dependency_depends_on_id_foreign" foreign key ("depends_on_id") references "planning_task" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "planning_task_dependency" cascade;`);
  }
}
