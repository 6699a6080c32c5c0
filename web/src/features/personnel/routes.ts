import type { AppRoute } from '../../app/routing/app-route';

export const personnelRoutes: AppRoute[] = [
  {
    path: '/personnels/',
    access: 'personnel.read',
    titleId: 'menu.personnel',
    screen: () => import('./PersonnelPage'),
    prefetch: () => import('./first-queries'),
    menu: { area: 'company', order: 90, labelId: 'menu.personnel', icon: 'personnel' },
  },
];
