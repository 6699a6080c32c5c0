import { Migration } from '@mikro-orm/migrations';

/**
 * Planning (scripts/bench-planning.ts): the people on the tasks indexed by person too (the primary key leads with the
 * task), for a person's planning, the conflicts checked on every save and deleting a person; and the tasks by end date,
 * for the tasks overlapping a period (start <= to and end >= from), which the index by start date reads from the first.
 */
export class Migration20261126210000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "planning_task_person_personnel_idx" on "planning_task_person" ("personnel_id", "task_id");`);
    this.addSql(`create index "planning_task_company_end_idx" on "planning_task" ("company_id", "end_date", "start_date");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "planning_task_company_end_idx";`);
    this.addSql(`drop index "planning_task_person_personnel_idx";`);
  }
}
