import type { RoutePrefetch } from '../../app/routing/app-route';
import { StockCategoriesDocument, StockProductsDocument, StockSummaryDocument } from './stock.generated';

export const STOCK_PAGE_SIZE = 20;

/**
 * The text the list starts searched for: the header's search opens `/stocks/?q=…` (useAskedSearch reads the same
 * key), and the page trims it before asking.
 */
export const askedStockSearch = (asked: string): string => asked.trim();

/** The filters as the page opens: every category, not only the products to restock. */
export const FIRST_STOCK_FILTERS: { category: string | null; toRestock: boolean } = { category: null, toRestock: false };

/**
 * The products' query, as the page and the prefetch both ask it: Apollo answers from its cache only for the very
 * same variables, so an empty search is sent as null and 'every category' as null (never left out) on both sides.
 */
export const stockProductsVariables = (f: { search: string; category: string | null; toRestock: boolean; page: number }) => ({
  search: f.search || null,
  category: f.category,
  toRestock: f.toRestock,
  page: f.page,
  size: STOCK_PAGE_SIZE,
});

/**
 * The stock opened cold (a link, or the offline mode filling its cache) finds the first page, unfiltered but for
 * the address's `?q=`, the subtitle's figures and the category filter's choices already asked, as the page asks
 * them. A product's history and the movement modal's sites wait for a tap. Failures are the page's to show.
 */
const prefetchStock: RoutePrefetch = (client, { search }) => {
  const context = { silent: true };
  const ask = (p: Promise<unknown>) => void p.catch(() => undefined);
  const text = askedStockSearch(search.get('q') ?? '');
  ask(client.query({ query: StockProductsDocument, variables: stockProductsVariables({ search: text, ...FIRST_STOCK_FILTERS, page: 0 }), context }));
  ask(client.query({ query: StockSummaryDocument, context }));
  ask(client.query({ query: StockCategoriesDocument, context }));
};
export default prefetchStock;
