import type { AppRoute } from '../../app/routing/app-route';

/** SPEC §2: the welcome check-in, public (a visitor sees what awaits; a company member sees their progress). */
export const welcomeRoutes: AppRoute[] = [
  { path: '/dashboard-users/', access: 'public', titleId: 'welcome.title', screen: () => import('./WelcomePage') },
];
