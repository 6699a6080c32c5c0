import type { ApiModule } from '../../core/modules/api-module';
import { City, Country, Province, Region } from './referentials.entity';
import { ReferentialsResolver } from './referentials.resolver';
import { referentialsRestRoutes } from './referentials.rest';

/** Countries, Morocco's regions, prefectures and provinces, and main cities (issue 19): global, read-only, public. */
export const referentialsModule: ApiModule = {
  name: 'referentials',
  entities: [Country, Region, Province, City],
  resolvers: [ReferentialsResolver],
  restRoutes: referentialsRestRoutes,
  // Answered at the root too, under the partners module's '/partners' prefix (SPEC §7 puts them outside /api/v1).
};
