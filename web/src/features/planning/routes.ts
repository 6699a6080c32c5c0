import type { AppRoute } from '../../app/routing/app-route';

/** SPEC §2: the site's planning and the global one. */
export const planningRoutes: AppRoute[] = [
  {
    path: '/planning-global/',
    access: 'planning.read',
    titleId: 'menu.planning',
    screen: () => import('./GlobalPlanningPage'),
    menu: { area: 'company', order: 60, labelId: 'menu.planning', icon: 'planning' },
  },
  {
    path: '/detail-chantier/:idChantier/planning',
    access: 'planning.read',
    titleId: 'menu.site.planning',
    screen: () => import('./SitePlanningPage'),
    prefetch: () => import('./first-queries'),
    menu: { area: 'site', order: 40, labelId: 'menu.site.planning', icon: 'planning' },
  },
];
