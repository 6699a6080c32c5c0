import type { ApiModule } from '../../../core/modules/api-module';
import { payrollRestRoutes, payrollRouter, payrollRouterDoc } from './payroll.rest';
import { PayrollResolver } from './payroll.resolver';

/** The CNSS payroll declaration (issue 38): reads the activity reports and the personnel, owns no table. */
export const payrollModule: ApiModule = {
  name: 'payroll',
  resolvers: [PayrollResolver],
  restRoutes: payrollRestRoutes,
  routers: [{ path: '/comptabilite/declaration-cnss', router: payrollRouter, doc: payrollRouterDoc }],
};
