import type { RoutePrefetch } from '../../../app/routing/app-route';
import { RECORD_PAGE_SIZE } from '../../../shared/records/page-size';
import {
  SiteFinancePurchasesDocument,
  SiteFinanceSiteDocument,
  SiteFinanceSummaryDocument,
  SiteFinanceSuppliersDocument,
} from './site-finance.generated';
import { FINANCE_TABS } from './site-tab-keys';

export const SITE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The tab `?onglet=` opens ('Achats' unless it names another). */
export const financeTab = (search: URLSearchParams): string =>
  (FINANCE_TABS as readonly string[]).includes(search.get('onglet') ?? '') ? (search.get('onglet') as string) : 'achats';

/** The purchases list's query, as the tab and the prefetch both ask it. */
export const purchasesVariables = (
  siteId: string,
  f: { from: string | null; to: string | null; supplierId: string | null; toPay: boolean; page: number },
) => ({ siteId, from: f.from, to: f.to, supplierId: f.supplierId, toPay: f.toPay, page: f.page, size: RECORD_PAGE_SIZE });

/** The supplier filter's choices: the first 50 by name, or those matching what is typed. */
export const suppliersVariables = (search: string) => ({ search: search || null, size: 50 });

/**
 * A link to a site's finances (a notification, an e-mail) asks its first answers as soon as the app can: the site,
 * its figures and, on 'Achats', the first page of purchases and the supplier filter, exactly as the page asks them,
 * so the page finds them answered or on their way. Failures are the page's to show (silent here).
 */
const prefetchSiteFinance: RoutePrefetch = (client, { params, search }) => {
  const id = params.idChantier ?? '';
  if (!SITE_ID.test(id)) return;
  const context = { silent: true };
  const ask = (p: Promise<unknown>) => void p.catch(() => undefined);
  ask(client.query({ query: SiteFinanceSiteDocument, variables: { id }, context }));
  ask(client.query({ query: SiteFinanceSummaryDocument, variables: { id }, context }));
  if (financeTab(search) !== 'achats') return;
  const toPay = search.get('aRegler') === '1';
  ask(
    client.query({
      query: SiteFinancePurchasesDocument,
      variables: purchasesVariables(id, { from: null, to: null, supplierId: null, toPay, page: 0 }),
      context,
    }),
  );
  ask(client.query({ query: SiteFinanceSuppliersDocument, variables: suppliersVariables(''), context }));
};
export default prefetchSiteFinance;
