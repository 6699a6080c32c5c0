import type { AppRoute } from '../../app/routing/app-route';

export const stockRoutes: AppRoute[] = [
  {
    path: '/stocks/',
    access: 'company',
    titleId: 'menu.stock',
    screen: () => import('./StockPage'),
    menu: { area: 'company', order: 50, labelId: 'menu.stock', icon: 'stock' },
  },
];
