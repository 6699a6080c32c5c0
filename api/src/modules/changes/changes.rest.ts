import type { RestRoute } from '../../core/rest/facade';
import { intOr } from '../../core/rest/params';

/** /api/v1/changes: the offline change feed, as on GraphQL (`since` the cursor of the last answer). */
export const changesRestRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/changes',
    operation: `query Changes($since: String, $first: Int) { changes(since: $since, first: $first) { items { kind id siteId deleted at } cursor more reset } }`,
    variables: (req) => ({
      since: typeof req.query.since === 'string' && req.query.since ? req.query.since : null,
      first: intOr(req.query.first, 500),
    }),
  },
];
