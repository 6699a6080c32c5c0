import type { RoutePrefetch } from '../../../app/routing/app-route';
import { InvoicesDocument } from '../../invoices/invoices.generated';
import { invoicesCardVariables } from '../../invoices/invoices-card-variables';
import { SitePlanningSummaryDocument } from '../../planning/planning.generated';
import { sitePlanningSummaryVariables } from '../../planning/first-queries';
import { SiteDocument, SiteQuotesDocument, SiteSummaryDocument } from '../sites.generated';
import { SITE_ID } from './site-id';

/** The site and its figures, asked by the site's id. */
export const siteVariables = (id: string) => ({ id });

/** The quotes card: those linked to the site. */
export const siteQuotesVariables = (siteId: string) => ({ siteId });

/**
 * A site's detail opens on its fields, its figures and three cards (the planning, the quotes, the invoices): each
 * asked here exactly as the page and its cards ask them, so a cold link finds them on their way and the phone's
 * offline copy of the site answers the whole page. Failures are the page's to show (silent here).
 */
const prefetchSiteDetail: RoutePrefetch = (client, { params }) => {
  const id = params.idChantier ?? '';
  if (!SITE_ID.test(id)) return;
  const context = { silent: true };
  const ask = (p: Promise<unknown>) => void p.catch(() => undefined);
  ask(client.query({ query: SiteDocument, variables: siteVariables(id), context }));
  ask(client.query({ query: SiteSummaryDocument, variables: siteVariables(id), context }));
  ask(client.query({ query: SitePlanningSummaryDocument, variables: sitePlanningSummaryVariables(id), context }));
  ask(client.query({ query: SiteQuotesDocument, variables: siteQuotesVariables(id), context }));
  ask(client.query({ query: InvoicesDocument, variables: invoicesCardVariables({ siteId: id }), context }));
};
export default prefetchSiteDetail;
