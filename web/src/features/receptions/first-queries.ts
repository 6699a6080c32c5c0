import type { RoutePrefetch } from '../../app/routing/app-route';
import { SITE_ID } from './reception-values';
import { ReceptionSiteDocument, SiteReceptionsDocument } from './receptions.generated';

const context = { silent: true };
const ask = (p: Promise<unknown>) => void p.catch(() => undefined);

/**
 * The site's receptions opened cold (a link, or the offline mode filling its cache) find the site and its PVs already
 * asked exactly as the page asks them. Failures are the page's to show (silent here).
 */
const prefetchReceptions: RoutePrefetch = (client, { params }) => {
  const id = params.idChantier ?? '';
  if (!SITE_ID.test(id)) return;
  ask(client.query({ query: ReceptionSiteDocument, variables: { id }, context }));
  ask(client.query({ query: SiteReceptionsDocument, variables: { siteId: id }, context }));
};
export default prefetchReceptions;
