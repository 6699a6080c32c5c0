import type { ApiModule } from '../../core/modules/api-module';
import type { Policy } from '../../core/policies/authorize';
import { ChangesResolver } from './changes.resolver';
import { changesRestRoutes } from './changes.rest';

/** Company staff of either role; the feed itself limits a USER to their sites' records and the shared ones. */
const member: Policy = { types: ['USER'], roles: ['MANAGER', 'USER'] };

/** The offline change feed (issue 36): what a phone asks on each return of the network, to refresh only what changed. */
export const changesModule: ApiModule = {
  name: 'changes',
  resolvers: [ChangesResolver],
  restRoutes: changesRestRoutes,
  policies: { 'changes.read': member },
};
