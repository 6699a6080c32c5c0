import type { RoutePrefetch } from '../../../app/routing/app-route';
import type { SiteNewsType } from '../../../gql/graphql';
import { SiteNewsDocument } from '../sites.generated';
import { SITE_ID } from './site-id';

/** The feed's page: 20 entries, then 'Voir plus'. */
export const NEWS_PAGE_SIZE = 20;

/** The feed's query: every type, or the one the filter names (null, not absent: the cache tells them apart). */
export const siteNewsVariables = (siteId: string, type: SiteNewsType | null) => ({
  siteId,
  first: NEWS_PAGE_SIZE,
  types: type ? [type] : null,
});

/**
 * A site's news opens on the first page of its whole feed (no filter): asked here as the page asks it, so a cold
 * link finds it on its way and the phone's offline copy of the site answers it. Failures are the page's (silent here).
 */
const prefetchSiteNews: RoutePrefetch = (client, { params }) => {
  const id = params.idChantier ?? '';
  if (!SITE_ID.test(id)) return;
  void client.query({ query: SiteNewsDocument, variables: siteNewsVariables(id, null), context: { silent: true } }).catch(() => undefined);
};
export default prefetchSiteNews;
