import type { ApiModule } from '../../core/modules/api-module';
import { ContactRequest, PartnerViewMonth } from './contact-request.entity';
import { Partner, PartnerPhoto } from './partner.entity';
import { PartnersResolver } from './partners.resolver';
import { partnersRestRoutes } from './partners.rest';

/** Partners (issue 19): sign-up, their listing with logo and photos, the public directory, contact requests, dashboard. */
export const partnersModule: ApiModule = {
  name: 'partners',
  entities: [Partner, PartnerPhoto, ContactRequest, PartnerViewMonth],
  resolvers: [PartnersResolver],
  restRoutes: partnersRestRoutes,
  // SPEC §7 places every partners' call outside /api/v1 (the referentials' included): answered at the root too.
  rootPrefixes: ['/partners'],
};
