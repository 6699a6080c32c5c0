import type { ApiModule } from '../../core/modules/api-module';
import { CompanyResolver } from './company.resolver';
import { companyRestRoutes } from './company.rest';

/** The caller's company and its settings (`/parametres/societe`). */
export const companyModule: ApiModule = { name: 'company', resolvers: [CompanyResolver], restRoutes: companyRestRoutes };
