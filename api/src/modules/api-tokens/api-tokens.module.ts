import type { ApiModule } from '../../core/modules/api-module';
import { ApiToken } from './api-token.entity';
import { ApiTokensResolver } from './api-tokens.resolver';
import { apiTokensRestRoutes } from './api-tokens.rest';

/** Personal access tokens for integrators (issue 21): `Authorization: Bearer cht_…` on GraphQL and REST. */
export const apiTokensModule: ApiModule = {
  name: 'api-tokens',
  entities: [ApiToken],
  resolvers: [ApiTokensResolver],
  restRoutes: apiTokensRestRoutes,
};
