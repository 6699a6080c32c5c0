import type { RoutePrefetch } from '../../app/routing/app-route';
import { RECORD_PAGE_SIZE } from '../../shared/records/page-size';
import { FollowUpsSiteDocument, SiteFollowUpsDocument } from './follow-ups.generated';

export const SITE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The follow-up sheets' query, as the page and the prefetch both ask it: Apollo answers from its cache only for the
 * very same variables, so an empty search is sent as null (never left out) on both sides.
 */
export const followUpsVariables = (siteId: string, f: { search: string; page: number }) => ({
  siteId,
  search: f.search || null,
  page: f.page,
  size: RECORD_PAGE_SIZE,
});

/**
 * A site's follow-up sheets opened cold (a link, or the offline mode filling its cache) find the site's name and the
 * first page, unsearched, already asked exactly as the page asks them. A sheet's detail (its sendings) waits for a
 * tap. Failures are the page's to show (silent here).
 */
const prefetchSiteFollowUps: RoutePrefetch = (client, { params }) => {
  const id = params.idChantier ?? '';
  if (!SITE_ID.test(id)) return;
  const context = { silent: true };
  const ask = (p: Promise<unknown>) => void p.catch(() => undefined);
  ask(client.query({ query: FollowUpsSiteDocument, variables: { id }, context }));
  ask(client.query({ query: SiteFollowUpsDocument, variables: followUpsVariables(id, { search: '', page: 0 }), context }));
};
export default prefetchSiteFollowUps;
