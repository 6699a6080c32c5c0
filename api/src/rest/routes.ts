import { apiModules } from '../modules';
import type { RestRoute } from '../core/rest/facade';

/** Every legacy /api/v1 route; each module contributes its own table (modules/index.ts). */
export const restRoutes: RestRoute[] = apiModules.flatMap((m) => m.restRoutes ?? []);
