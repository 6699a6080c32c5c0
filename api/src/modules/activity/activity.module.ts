import type { ApiModule } from '../../core/modules/api-module';
import { ActivityEntry } from './activity-entry.entity';
import { ActivityMonthLock } from './activity-month-lock.entity';
import { CompanyHoliday } from './company-holiday.entity';
import { activityExportDoc, activityExportRouter } from './activity.export';
import { activityRestRoutes } from './activity.rest';
import { ActivityResolver } from './activity.resolver';
import { PersonnelRate } from './personnel-rate.entity';

/** Activity reports (CRA): days worked per person and site, valued into the sites' labour. */
export const activityModule: ApiModule = {
  name: 'activity',
  entities: [ActivityEntry, ActivityMonthLock, PersonnelRate, CompanyHoliday],
  resolvers: [ActivityResolver],
  restRoutes: activityRestRoutes,
  routers: [{ path: '/chantiers/cra/export', router: activityExportRouter, doc: activityExportDoc }],
};
