import { accountsRestRoutes } from '../modules/accounts/accounts.rest';
import { profileRestRoutes } from '../modules/profile/profile.rest';
import { sitesRestRoutes } from '../modules/sites/sites.rest';
import { suppliersRestRoutes } from '../modules/suppliers/suppliers.rest';
import { personnelRestRoutes } from '../modules/personnel/personnel.rest';
import { assignmentsRestRoutes } from '../modules/personnel/assignments/assignments.rest';
import { stockRestRoutes } from '../modules/stock/stock.rest';
import { financeRestRoutes } from '../modules/finance/finance.rest';
import { siteNewsRestRoutes } from '../modules/sites/news/site-news.rest';
import type { RestRoute } from './facade';

/** Every legacy /api/v1 route; each feature contributes its own table. */
export const restRoutes: RestRoute[] = [
  ...accountsRestRoutes,
  ...profileRestRoutes,
  ...sitesRestRoutes,
  ...suppliersRestRoutes,
  ...personnelRestRoutes,
  ...assignmentsRestRoutes,
  ...stockRestRoutes,
  ...financeRestRoutes,
  ...siteNewsRestRoutes,
];
