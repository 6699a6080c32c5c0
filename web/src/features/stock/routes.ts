import type { AppRoute } from '../../app/routing/app-route';

export const stockRoutes: AppRoute[] = [
  {
    path: '/stocks/',
    access: 'stock.read',
    titleId: 'menu.stock',
    screen: () => import('./StockPage'),
    prefetch: () => import('./first-queries'),
    menu: { area: 'company', order: 50, labelId: 'menu.stock', icon: 'stock' },
  },
];
