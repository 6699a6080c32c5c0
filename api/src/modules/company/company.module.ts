import type { ApiModule } from '../../core/modules/api-module';
import { CompanyResolver } from './company.resolver';
import { companyRestRoutes } from './company.rest';
import { WelcomeResolver } from './welcome.resolver';
import { UserContextResolver } from './user-context.resolver';

/** The caller's company and its settings (`/parametres/societe`). */
export const companyModule: ApiModule = {
  name: 'company',
  resolvers: [CompanyResolver, WelcomeResolver, UserContextResolver],
  restRoutes: companyRestRoutes,
  // SPEC §7 'Outside /api/v1': /user-context.
  rootPrefixes: ['/user-context'],
};
