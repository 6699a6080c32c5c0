import type { AppRoute } from './app-route';

/**
 * Routes of SPEC §2 whose features have not landed: their menu entries already lead to the 'coming soon' state
 * inside the layout. The issue that builds one moves its entry into the feature's own `routes.ts` with a screen.
 */
export const plannedRoutes: AppRoute[] = [];
