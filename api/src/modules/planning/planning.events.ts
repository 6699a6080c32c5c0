import type { PlanningTask } from './planning-task.entity';

declare module '../../core/events/domain-events' {
  interface DomainEvents {
    /** People given a task (those newly on it, on an edit). */
    'task.assigned': { task: PlanningTask; personnelIds: string[]; by: string | null };
  }
}
