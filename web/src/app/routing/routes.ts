import { authRoutes } from '../../features/auth/routes';
import { companyRoutes } from '../../features/company/routes';
import { quotesRoutes } from '../../features/quotes/routes';
import { invoicesRoutes } from '../../features/invoices/routes';
import { clientsRoutes } from '../../features/clients/routes';
import { activityRoutes } from '../../features/activity/routes';
import { planningRoutes } from '../../features/planning/routes';
import { documentsRoutes } from '../../features/documents/routes';
import { followUpsRoutes } from '../../features/follow-ups/routes';
import { dailyLogRoutes } from '../../features/daily-log/routes';
import { punchListRoutes } from '../../features/punch-list/routes';
import { receptionRoutes } from '../../features/receptions/routes';
import { dashboardRoutes } from '../../features/dashboard/routes';
import { financeRoutes } from '../../features/finance/routes';
import { accountingRoutes } from '../../features/accounting/routes';
import { personnelRoutes } from '../../features/personnel/routes';
import { sitesRoutes } from '../../features/sites/routes';
import { stockRoutes } from '../../features/stock/routes';
import { subscriptionRoutes } from '../../features/subscription/routes';
import { suppliersRoutes } from '../../features/suppliers/routes';
import { teamRoutes } from '../../features/team/routes';
import { apiTokensRoutes } from '../../features/api-tokens/routes';
import { webhooksRoutes } from '../../features/webhooks/routes';
import { partnersRoutes } from '../../features/partners/routes';
import { signaturesRoutes } from '../../features/signatures/routes';
import { helpRoutes } from '../../features/help/routes';
import { welcomeRoutes } from '../../features/welcome/routes';
import type { AppRoute } from './app-route';
import { plannedRoutes } from './planned-routes';

const KNOWN_ERRORS = new Set(['401', '403', '500']);

/** The error pages, public: `/erreur/401`… (an unknown code is the 404 page). */
const errorRoutes: AppRoute[] = [
  {
    path: '/erreur/:code',
    access: 'public',
    titleId: ({ code }) => (code && KNOWN_ERRORS.has(code) ? `error.${code}.title` : 'layout.notFound.title'),
    screen: () => import('../../layout/errors/ErrorPage'),
  },
];

/**
 * The one route table: every path of the app, who may open it, its title, its screen and its menu entry. Each
 * feature declares its own (`features/<feature>/routes.ts`); the router, the private screen switch, the
 * sidebars and the document titles all read this list.
 */
export const ROUTES: AppRoute[] = [
  ...authRoutes,
  ...errorRoutes,
  ...dashboardRoutes,
  ...sitesRoutes,
  ...financeRoutes,
  ...accountingRoutes,
  ...quotesRoutes,
  ...invoicesRoutes,
  ...clientsRoutes,
  ...activityRoutes,
  ...planningRoutes,
  ...documentsRoutes,
  ...followUpsRoutes,
  ...dailyLogRoutes,
  ...punchListRoutes,
  ...receptionRoutes,
  ...stockRoutes,
  ...suppliersRoutes,
  ...personnelRoutes,
  ...subscriptionRoutes,
  ...teamRoutes,
  ...companyRoutes,
  ...apiTokensRoutes,
  ...webhooksRoutes,
  ...partnersRoutes,
  ...signaturesRoutes,
  ...helpRoutes,
  ...welcomeRoutes,
  ...plannedRoutes,
];
