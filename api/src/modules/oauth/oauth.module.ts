import type { ApiModule } from '../../core/modules/api-module';
import { oauthEntities } from './oauth.entities';
import { OAuthResolver } from './oauth.resolver';
import { oauthDoc, oauthRouter } from './oauth.router';

/** Social sign-in (issue 20): provider identities linked to accounts, pending sign-ups. */
export const oauthModule: ApiModule = {
  name: 'oauth',
  entities: oauthEntities,
  resolvers: [OAuthResolver],
  routers: [{ path: '/oauth2', router: oauthRouter, doc: oauthDoc }],
  // SPEC §7 places /oauth2/authorize outside /api/v1, and the redirect URI registered at a provider is APP_URL/oauth2/…
  rootPrefixes: ['/oauth2'],
};
