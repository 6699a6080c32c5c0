import type { ApiModule } from '../../core/modules/api-module';
import type { Policy } from '../../core/policies/authorize';
import { Reception } from './reception.entity';
import { receptionRestRoutes } from './receptions.rest';
import { ReceptionsResolver } from './receptions.resolver';
import { receptionsDoc, receptionsRouter } from './receptions.routes';

const onSites: Policy = { types: ['USER'], roles: ['MANAGER', 'USER'], scope: 'ownSites' };
/** Signing a reception engages the company (it starts the guarantee, then releases the retention): the Admin Société's. */
const managerOnSites: Policy = { types: ['USER'], roles: ['MANAGER'], scope: 'ownSites' };

/** PV de réception (issue 37): provisional then final, signed on the screen, the final one releasing the retention. */
export const receptionsModule: ApiModule = {
  name: 'receptions',
  entities: [Reception],
  resolvers: [ReceptionsResolver],
  restRoutes: receptionRestRoutes,
  routers: [{ path: '/chantiers/receptions', router: receptionsRouter, doc: receptionsDoc }],
  policies: { 'receptions.read': onSites, 'receptions.write': onSites, 'receptions.sign': managerOnSites },
};
