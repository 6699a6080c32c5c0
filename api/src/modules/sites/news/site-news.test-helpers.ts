import { createSite, gqlOk } from '../../../../test/company';
import type { TestServer } from '../../../../test/server';

/** GraphQL operations and helpers shared by the news tests. */
export const NEWS_FIELDS = 'id siteId type field valueKind before after entityKind entityId entityLabel quantity unit authorName content createdAt';
export const SITE_NEWS =
  `query ($siteId: ID!, $first: Int, $after: String) { siteNews(siteId: $siteId, first: $first, ` +
  `after: $after) { items { ${NEWS_FIELDS} } totalCount endCursor hasNextPage } }`;
export const POST_ANNOUNCEMENT = `mutation ($siteId: ID!, $content: String) { postAnnouncement(siteId: $siteId, content: $content) { ${NEWS_FIELDS} } }`;
const UPDATE_SITE = `mutation ($id: ID!, $input: SiteInput!) { updateSite(id: $id, input: $input) { id name budget } }`;

export async function newSite(t: TestServer, token: string, input: Record<string, unknown>): Promise<string> {
  return (await createSite(t, token, input)).id;
}

export async function updateSite(t: TestServer, token: string, id: string, input: Record<string, unknown>): Promise<void> {
  gqlOk(await t.gql(UPDATE_SITE, { id, input }, token));
}

export async function feed(t: TestServer, token: string, siteId: string, first = 50, after?: string): Promise<any> {
  return gqlOk(await t.gql(SITE_NEWS, { siteId, first, after }, token)).siteNews;
}
