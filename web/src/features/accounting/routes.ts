import type { AppRoute } from '../../app/routing/app-route';

/** Finance › Comptabilité (issue 38): the books, the TVA, the payment delays, the payroll declaration. */
export const accountingRoutes: AppRoute[] = [];
