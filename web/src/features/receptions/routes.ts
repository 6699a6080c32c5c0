import type { AppRoute } from '../../app/routing/app-route';

/** Issue 37: the site's PV de réception, the provisional then the final one, signed on the screen. */
export const receptionRoutes: AppRoute[] = [
  {
    path: '/detail-chantier/:idChantier/reception',
    access: 'receptions.read',
    titleId: 'menu.site.reception',
    screen: () => import('./SiteReceptionPage'),
    prefetch: () => import('./first-queries'),
    menu: { area: 'site', order: 63, labelId: 'menu.site.reception', icon: 'reception' },
  },
];
