import type { AppRoute } from '../../app/routing/app-route';

export const financeRoutes: AppRoute[] = [
  {
    path: '/finance-globale/',
    access: 'finance.global',
    titleId: 'menu.finance',
    screen: () => import('./global/GlobalFinancePage'),
    menu: { area: 'company', order: 40, labelId: 'menu.finance', icon: 'finance' },
  },
  {
    path: '/detail-chantier/:idChantier/finances',
    access: 'sites.figures',
    titleId: 'menu.site.finance',
    screen: () => import('./site/SiteFinancePage'),
    prefetch: () => import('./site/first-queries'),
    menu: { area: 'site', order: 30, labelId: 'menu.site.finance', icon: 'finance' },
  },
];
