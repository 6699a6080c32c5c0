import type { AppRoute } from '../../app/routing/app-route';

// Beyond SPEC §2: the subscription page of the profile menu (partners have none).
export const subscriptionRoutes: AppRoute[] = [
  { path: '/abonnement', access: 'company', titleId: 'account.menu.subscription', screen: () => import('./SubscriptionPage') },
];
