import type { AppRoute } from '../../app/routing/app-route';

export const suppliersRoutes: AppRoute[] = [
  {
    path: '/fournisseurs/',
    access: 'suppliers.read',
    titleId: 'menu.suppliers',
    screen: () => import('./SuppliersPage'),
    prefetch: () => import('./first-queries'),
    menu: { area: 'company', order: 80, labelId: 'menu.suppliers', icon: 'suppliers' },
  },
];
