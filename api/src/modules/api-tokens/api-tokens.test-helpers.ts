import { gqlOk } from '../../../test/company';
import type { TestServer } from '../../../test/server';
import { todayInMorocco } from '../../core/time/morocco';

export const TOKEN_FIELDS = 'id name prefix scopes createdAt createdByName expiresAt expired lastUsedAt';
export const LIST = `query { apiTokens { ${TOKEN_FIELDS} } }`;
export const CREATE = `mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token apiToken { ${TOKEN_FIELDS} } } }`;
export const REVOKE = 'mutation ($id: ID!) { revokeApiToken(id: $id) }';
export const SITES = 'query { sites { items { id name } totalCount } }';
export const CREATE_SITE = 'mutation ($input: SiteInput!) { createSite(input: $input) { id } }';

/** Today in Morocco shifted by `days`. */
export const day = (days: number) => new Date(Date.parse(`${todayInMorocco()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Creates a token through GraphQL with a MANAGER's session; the token and its id. */
export async function createToken(
  t: TestServer,
  session: string,
  input: { name?: string; scopes?: string[]; expiresOn?: string } = {},
): Promise<{ token: string; id: string }> {
  const { createApiToken } = gqlOk(await t.gql(CREATE, { input: { name: 'ERP', scopes: ['read', 'write'], expiresOn: day(30), ...input } }, session));
  return { token: createApiToken.token, id: createApiToken.apiToken.id };
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });
