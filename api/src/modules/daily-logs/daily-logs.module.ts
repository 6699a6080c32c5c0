import type { ApiModule } from '../../core/modules/api-module';
import type { Policy } from '../../core/policies/authorize';
import { DailyLog, DailyLogAddendum, DailyLogPhoto } from './daily-log.entity';
import { dailyLogRestRoutes } from './daily-logs.rest';
import { DailyLogsResolver } from './daily-logs.resolver';
import { dailyLogsDoc, dailyLogsRouter } from './daily-logs.routes';

/** Company staff on their sites (a USER: the sites they run): the site manager fills and signs the day. */
const onSites: Policy = { types: ['USER'], roles: ['MANAGER', 'USER'], scope: 'ownSites' };

/** The site's daily log (issue 37): one per site and day, signed on the screen, its PDF by day and by period. */
export const dailyLogsModule: ApiModule = {
  name: 'daily-logs',
  entities: [DailyLog, DailyLogPhoto, DailyLogAddendum],
  resolvers: [DailyLogsResolver],
  restRoutes: dailyLogRestRoutes,
  routers: [{ path: '/chantiers', router: dailyLogsRouter, doc: dailyLogsDoc }],
  policies: { 'dailyLogs.read': onSites, 'dailyLogs.write': onSites, 'dailyLogs.sign': onSites, 'dailyLogs.export': onSites },
};
