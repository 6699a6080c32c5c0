import type { AppRoute } from '../../app/routing/app-route';

// Beyond SPEC §2's routes: the subscription page of the profile menu (partners have none), also the sidebar's
// 'upgrade to professional account' entry (SPEC §2 menus), shown to whoever may change the company's settings (the
// Admin Société, who subscribes).
export const subscriptionRoutes: AppRoute[] = [
  {
    path: '/abonnement',
    access: 'company.read',
    titleId: 'account.menu.subscription',
    screen: () => import('./SubscriptionPage'),
    menu: { area: 'company', order: 110, labelId: 'menu.upgrade', icon: 'upgrade', access: 'company.update' },
  },
];
