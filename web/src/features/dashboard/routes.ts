import type { AppRoute } from '../../app/routing/app-route';

export const dashboardRoutes: AppRoute[] = [
  {
    path: '/dashboard/',
    access: 'dashboard.read',
    titleId: 'menu.dashboard',
    screen: () => import('./pages/DashboardPage'),
    menu: { area: 'company', order: 10, labelId: 'menu.dashboard', icon: 'dashboard' },
  },
];
