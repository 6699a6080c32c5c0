import { accountsRestRoutes } from '../modules/accounts/accounts.rest';
import { profileRestRoutes } from '../modules/profile/profile.rest';
import type { RestRoute } from './facade';

/** Every legacy /api/v1 route; each feature contributes its own table. */
export const restRoutes: RestRoute[] = [...accountsRestRoutes, ...profileRestRoutes];
