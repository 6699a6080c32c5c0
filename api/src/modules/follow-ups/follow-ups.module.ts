import type { ApiModule } from '../../core/modules/api-module';
import { FollowUp, FollowUpPhoto } from './follow-up.entity';
import { followUpRestRoutes } from './follow-ups.rest';
import { FollowUpsResolver } from './follow-ups.resolver';
import { followUpsDoc, followUpsRouter } from './follow-ups.routes';

/** Follow-up sheets of the sites (issue 18): visit reports with photos, their PDF and their sending by e-mail. */
export const followUpsModule: ApiModule = {
  name: 'follow-ups',
  entities: [FollowUp, FollowUpPhoto],
  resolvers: [FollowUpsResolver],
  restRoutes: followUpRestRoutes,
  routers: [{ path: '/chantiers/suivis', router: followUpsRouter, doc: followUpsDoc }],
};
