import { SITE_LIMITS } from '@chantiers/schema';
import type { RoutePrefetch } from '../../../app/routing/app-route';
import { SitesDocument } from '../sites.generated';

export interface SiteListFilter {
  search: string | null;
  status: string | null;
  city: string | null;
  archived: boolean;
}

/** 'Vos Chantiers' as it opens: no search, every status and city, the sites in progress. */
export const OPENING_FILTER: SiteListFilter = { search: null, status: null, city: null, archived: false };

/** The site list's query, as the page and the prefetch (and the phone's offline copy) ask it. */
export const sitesListVariables = (filter: SiteListFilter) => ({ filter, first: SITE_LIMITS.pageSizeDefault });

/** The first page of 'Vos Chantiers' (a USER's phone also learns from it which sites are theirs). */
const prefetchSiteList: RoutePrefetch = (client) => {
  void client.query({ query: SitesDocument, variables: sitesListVariables(OPENING_FILTER), context: { silent: true } }).catch(() => undefined);
};
export default prefetchSiteList;
