import type { AppRoute } from '../../app/routing/app-route';

/**
 * Issue 37: the site's plans (sheets by version) and réserves (the punch list). The réserve's detail path is the one
 * the api's notifications link to (`reserve.lifted`).
 */
export const punchListRoutes: AppRoute[] = [
  {
    path: '/detail-chantier/:idChantier/plans',
    access: 'plans.read',
    titleId: 'menu.site.plans',
    screen: () => import('./SitePlansPage'),
    prefetch: () => import('./first-queries'),
    menu: { area: 'site', order: 61, labelId: 'menu.site.plans', icon: 'plans' },
  },
  {
    path: '/detail-chantier/:idChantier/plans/:planId',
    access: 'plans.read',
    titleId: 'menu.site.plans',
    screen: () => import('./PlanViewerPage'),
    prefetch: () => import('./first-queries').then((m) => ({ default: m.prefetchPlanViewer })),
  },
  {
    path: '/detail-chantier/:idChantier/reserves',
    access: 'reserves.read',
    titleId: 'menu.site.reserves',
    screen: () => import('./SiteReservesPage'),
    prefetch: () => import('./first-queries').then((m) => ({ default: m.prefetchReserves })),
    menu: { area: 'site', order: 62, labelId: 'menu.site.reserves', icon: 'reserves' },
  },
  {
    path: '/detail-chantier/:idChantier/reserves/:reserveId',
    access: 'reserves.read',
    titleId: 'menu.site.reserves',
    screen: () => import('./ReserveDetailPage'),
    prefetch: () => import('./first-queries').then((m) => ({ default: m.prefetchReserveDetail })),
  },
];
