import { Entity, Index, ManyToOne, PrimaryKeyProp, type Rel } from '@mikro-orm/core';
import { Personnel } from '../personnel';
import { PlanningTask } from './planning-task.entity';

/**
 * A person on a task (PlanningTask.people). An entity only so that the table gets its second index: by person, for
 * a person's planning, the conflicts checked on every save (overlapsOf) and deleting a person (scripts/bench-planning.ts).
 * Reached through its (company-scoped) task, like planning_task_dependency. Deleting either side deletes the row.
 */
@Entity({ tableName: 'planning_task_person' })
@Index({ name: 'planning_task_person_personnel_idx', properties: ['personnel', 'task'] })
export class PlanningTaskPerson {
  [PrimaryKeyProp]?: ['task', 'personnel'];

  @ManyToOne(() => PlanningTask, { primary: true, deleteRule: 'cascade', fieldName: 'task_id' })
  task!: Rel<PlanningTask>;

  @ManyToOne(() => Personnel, { primary: true, deleteRule: 'cascade', fieldName: 'personnel_id' })
  personnel!: Rel<Personnel>;
}
