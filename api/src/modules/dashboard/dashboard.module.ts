import type { ApiModule } from '../../core/modules/api-module';
import { DashboardResolver } from './dashboard.resolver';

/** The dashboard's month finance, tasks of the month and latest sites (REST routes live with finance). */
export const dashboardModule: ApiModule = { name: 'dashboard', resolvers: [DashboardResolver] };
