import type { Request } from 'express';
import type { RestRoute } from '../../rest/facade';
import { bodyOf, text } from '../../rest/facade';

/** French keys, as the rest of `/api/v1`. */
const TOKEN =
  'id nom: name prefixe: prefix scopes creeLe: createdAt creePar: createdByName expireLe: expiresAt expire: expired derniereUtilisation: lastUsedAt';
const LEGACY_FIELDS = { name: 'nom', expiresOn: 'expiration' };

function createInput(req: Request) {
  const b = bodyOf(req);
  const scopes =
    b.scopes === undefined || b.scopes === null ? undefined : (Array.isArray(b.scopes) ? b.scopes : [b.scopes]).map((s) => text(s) ?? '');
  return { name: text(b.nom), scopes, expiresOn: text(b.expiration) };
}

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
