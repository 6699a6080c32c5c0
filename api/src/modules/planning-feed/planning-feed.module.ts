import type { ApiModule } from '../../core/modules/api-module';
import { PlanningFeed } from './planning-feed.entity';
import { PlanningFeedResolver } from './planning-feed.resolver';
import { planningFeedDoc, planningFeedRouter } from './planning-feed.routes';

/** A person's planning as an iCalendar subscription (issue 17): a secret, revocable link per person. */
export const planningFeedModule: ApiModule = {
  name: 'planning-feed',
  entities: [PlanningFeed],
  resolvers: [PlanningFeedResolver],
  routers: [{ path: '/calendriers', router: planningFeedRouter, doc: planningFeedDoc }],
};
