import type { AppRoute } from '../../app/routing/app-route';

// Issue 21: the addresses that receive the company's events, beside the API tokens under /parametres.
export const webhooksRoutes: AppRoute[] = [
  { path: '/parametres/webhooks', access: 'webhooks.read', titleId: 'menu.settings', screen: () => import('./WebhooksPage') },
];
