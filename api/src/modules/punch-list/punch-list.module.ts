import { on } from '../../core/events/domain-events';
import type { ApiModule } from '../../core/modules/api-module';
import type { Policy } from '../../core/policies/authorize';
import { Plan, PlanVersion } from './plan.entity';
import { PlansResolver } from './plans.resolver';
import { punchListRestRoutes } from './punch-list.rest';
import { PartnerReservesResolver } from './partner-reserves.resolver';
import { partnerReservesDoc, partnerReservesRouter, punchListDoc, punchListRouter } from './punch-list.routes';
import { Reserve, ReserveNumber, ReservePhoto } from './reserve.entity';
import { ReservesResolver } from './reserves.resolver';

/** Company staff on their sites (a USER: the sites they run): they put the plans, write the réserves down and check them. */
const onSites: Policy = { types: ['USER'], roles: ['MANAGER', 'USER'], scope: 'ownSites' };
/** The Admin Société, on every site: what removes a plan's sheets or a réserve's trace. */
const managerOnSites: Policy = { types: ['USER'], roles: ['MANAGER'], scope: 'ownSites' };
/** A partner's account on the réserves given to their own listing (the service reads those alone, across companies). */
const partnerOwn: Policy = { types: ['PARTNER'], roles: ['MANAGER', 'USER'], scope: 'ownListing' };

/** Plans and réserves (the punch list, issue 37): plan sheets by version, réserves pinned on them, lifted and checked. */
export const punchListModule: ApiModule = {
  name: 'punch-list',
  entities: [Plan, PlanVersion, Reserve, ReservePhoto, ReserveNumber],
  resolvers: [PlansResolver, ReservesResolver, PartnerReservesResolver],
  restRoutes: punchListRestRoutes,
  routers: [
    { path: '/chantiers', router: punchListRouter, doc: punchListDoc },
    { path: '/partenaire', router: partnerReservesRouter, doc: partnerReservesDoc },
  ],
  // A réserve given to a partner mails its account (the outbox, a link to their space).
  reactions: (services) => [on('reserve.assigned', 'partner told', (tx, e) => services.partnerReserves.assignedTo(tx, e.reserve))],
  policies: {
    'plans.read': onSites,
    'plans.write': onSites,
    'plans.delete': managerOnSites,
    'reserves.read': onSites,
    'reserves.write': onSites,
    'reserves.review': onSites,
    'reserves.delete': managerOnSites,
    'partner.reserves.read': partnerOwn,
    'partner.reserves.lift': partnerOwn,
  },
};
