import type { ApiModule } from '../../../core/modules/api-module';
import { VatReturnResolver } from './vat-return.resolver';
import { vatReturnRestRoutes, vatReturnRouter, vatReturnRouterDoc } from './vat-return.rest';

/** TVA return help and supplier compliance (issue 38): reads the finance records, owns no table. */
export const vatReturnModule: ApiModule = {
  name: 'vat-return',
  resolvers: [VatReturnResolver],
  restRoutes: vatReturnRestRoutes,
  routers: [{ path: '/comptabilite/tva/releve-deductions', router: vatReturnRouter, doc: vatReturnRouterDoc }],
};
