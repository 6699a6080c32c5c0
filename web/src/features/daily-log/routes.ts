import type { AppRoute } from '../../app/routing/app-route';

/** Issue 37: the site's daily log (journal de chantier), the month's days and each day's log, signed to close it. */
export const dailyLogRoutes: AppRoute[] = [
  {
    path: '/detail-chantier/:idChantier/journal',
    access: 'dailyLogs.read',
    titleId: 'menu.site.dailyLog',
    screen: () => import('./SiteDailyLogPage'),
    prefetch: () => import('./first-queries'),
    menu: { area: 'site', order: 65, labelId: 'menu.site.dailyLog', icon: 'dailyLog' },
  },
  {
    path: '/detail-chantier/:idChantier/journal/:jour',
    access: 'dailyLogs.read',
    titleId: 'menu.site.dailyLog',
    screen: () => import('./DailyLogDayPage'),
    prefetch: () => import('./first-queries').then((m) => ({ default: m.prefetchDailyLogDay })),
  },
];
