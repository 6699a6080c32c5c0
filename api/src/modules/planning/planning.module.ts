import type { ApiModule } from '../../core/modules/api-module';
import { PlanningTask } from './planning-task.entity';
import { planningRestRoutes } from './planning.rest';
import { PlanningResolver } from './planning.resolver';

/** Planning tasks of the sites (issue 17). */
export const planningModule: ApiModule = {
  name: 'planning',
  entities: [PlanningTask],
  resolvers: [PlanningResolver],
  restRoutes: planningRestRoutes,
};
