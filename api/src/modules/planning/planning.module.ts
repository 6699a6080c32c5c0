import type { ApiModule } from '../../core/modules/api-module';
import { PlanningTaskDependency } from './planning-task-dependency.entity';
import { PlanningTaskPerson } from './planning-task-person.entity';
import { PlanningTask } from './planning-task.entity';
import { planningRestRoutes } from './planning.rest';
import { PlanningResolver } from './planning.resolver';
import { PlanningSummaryResolver } from './planning-summary.resolver';

/** Planning tasks of the sites (issue 17). */
export const planningModule: ApiModule = {
  name: 'planning',
  entities: [PlanningTask, PlanningTaskDependency, PlanningTaskPerson],
  resolvers: [PlanningResolver, PlanningSummaryResolver],
  restRoutes: planningRestRoutes,
};
