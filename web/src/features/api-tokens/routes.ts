import type { AppRoute } from '../../app/routing/app-route';

// Issue 21: the MANAGER's personal access tokens, beside the company and team settings under /parametres.
export const apiTokensRoutes: AppRoute[] = [
  { path: '/parametres/api', access: 'apiTokens.read', titleId: 'menu.settings', screen: () => import('./ApiTokensPage') },
];
