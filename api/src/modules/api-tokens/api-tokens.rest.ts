import type { RestRoute } from '../../core/rest/facade';
import { type LegacyKeys, legacyErrorFields, legacyInput, legacySelection, text, textList } from '../../core/rest/legacy-keys';

/** French keys, as the rest of `/api/v1`; a token is created with a name, its scopes and an expiry date. */
const TOKEN_KEYS: LegacyKeys = {
  id: 'id',
  name: { key: 'nom', read: text },
  prefix: 'prefixe',
  scopes: { read: textList },
  expiresOn: { key: 'expiration', read: text, out: false },
  createdAt: 'creeLe',
  createdByName: 'creePar',
  expiresAt: 'expireLe',
  expired: 'expire',
  lastUsedAt: 'derniereUtilisation',
};
const TOKEN = legacySelection(TOKEN_KEYS);
const LEGACY_FIELDS = legacyErrorFields(TOKEN_KEYS);
const createInput = legacyInput(TOKEN_KEYS, ['scopes']);

/** `/api/v1/tokens`: the same operations as the screen (Paramètres → API), for a MANAGER's session. */
export const apiTokensRestRoutes: RestRoute[] = [
  { method: 'get', path: '/tokens', operation: `query { apiTokens { ${TOKEN} } }` },
  {
    method: 'post',
    path: '/tokens',
    status: 201,
    operation: `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { jeton: token apiToken { ${TOKEN} } } }`,
    variables: (req) => ({ input: createInput(req) }),
    legacyFields: LEGACY_FIELDS,
    answer: (data) => {
      const created = data.createApiToken as { jeton: string; apiToken: Record<string, unknown> };
      return { jeton: created.jeton, ...created.apiToken };
    },
  },
  {
    method: 'delete',
    path: '/tokens/:id',
    operation: 'mutation($id: ID!) { revokeApiToken(id: $id) }',
    variables: (req) => ({ id: req.params.id }),
    answer: () => ({ revoque: true }),
  },
];
