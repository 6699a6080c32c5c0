import { Entity, Index, ManyToOne, PrimaryKeyProp, type Rel } from '@mikro-orm/core';
import { PlanningTask } from './planning-task.entity';

/**
 * A finish-to-start edge: `task` starts the day after `dependsOn` ends at the earliest. Both tasks are of the same
 * site, so of the same company: the edge is reached through its (company-scoped) tasks, like planning_task_person.
 * Deleting either task deletes the edge.
 */
@Entity({ tableName: 'planning_task_dependency' })
@Index({ name: 'planning_task_dependency_depends_on_idx', properties: ['dependsOn'] })
export class PlanningTaskDependency {
  [PrimaryKeyProp]?: ['task', 'dependsOn'];

  @ManyToOne(() => PlanningTask, { primary: true, deleteRule: 'cascade', fieldName: 'task_id' })
  task!: Rel<PlanningTask>;

  @ManyToOne(() => PlanningTask, { primary: true, deleteRule: 'cascade', fieldName: 'depends_on_id' })
  dependsOn!: Rel<PlanningTask>;
}
