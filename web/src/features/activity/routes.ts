import type { AppRoute } from '../../app/routing/app-route';

/** SPEC §2: the site's activity report for a date, and the global one (monthly; a date picks the month). */
export const activityRoutes: AppRoute[] = [
  {
    path: '/activite-globale/',
    access: 'activity.read',
    titleId: 'menu.activity',
    screen: () => import('./GlobalActivityPage'),
    menu: { area: 'company', order: 70, labelId: 'menu.activity', icon: 'activity' },
  },
  { path: '/activite-globale/:dateImputation/', access: 'activity.read', titleId: 'menu.activity', screen: () => import('./GlobalActivityPage') },
  {
    path: '/detail-chantier/:idChantier/compte-rendu-activite/:dateImputation',
    access: 'activity.read',
    titleId: 'menu.site.activity',
    screen: () => import('./SiteActivityPage'),
    prefetch: () => import('./first-queries'),
    menu: { area: 'site', order: 50, labelId: 'menu.site.activity', icon: 'activity' },
  },
];
