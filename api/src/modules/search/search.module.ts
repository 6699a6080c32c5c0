import type { ApiModule } from '../../core/modules/api-module';
import { SearchResolver } from './search.resolver';

/** The header's search over the company's records (search.query.ts). */
export const searchModule: ApiModule = {
  name: 'search',
  resolvers: [SearchResolver],
};
