import type { AppRoute } from '../../app/routing/app-route';

export const sitesRoutes: AppRoute[] = [
  {
    path: '/dashboard-chantiers/',
    access: 'sites.read',
    titleId: 'menu.sites',
    screen: () => import('./pages/DashboardSitesPage'),
    prefetch: () => import('./pages/dashboard-first-queries'),
    menu: { area: 'company', order: 20, labelId: 'menu.sites', icon: 'sites' },
  },
  {
    path: '/detail-chantier/:idChantier',
    access: 'sites.read',
    titleId: 'menu.site.detail',
    screen: () => import('./pages/SiteDetailPage'),
    prefetch: () => import('./pages/first-queries'),
    menu: { area: 'site', order: 10, labelId: 'menu.site.detail', icon: 'detail' },
  },
  {
    path: '/detail-chantier/:idChantier/acutalité',
    access: 'sites.news.read',
    titleId: 'menu.site.news',
    screen: () => import('./pages/SiteNewsPage'),
    prefetch: () => import('./pages/news-first-queries'),
    menu: { area: 'site', order: 20, labelId: 'menu.site.news', icon: 'news' },
  },
];
