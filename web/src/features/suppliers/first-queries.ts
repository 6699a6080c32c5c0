import type { RoutePrefetch } from '../../app/routing/app-route';
import { SuppliersDocument } from './suppliers.generated';

export const SUPPLIERS_PAGE_SIZE = 20;

export interface SupplierSort {
  field: 'name' | 'createdAt';
  desc: boolean;
}

/** The table's order as the page opens: by name, A to Z. */
export const FIRST_SUPPLIER_SORT: SupplierSort = { field: 'name', desc: false };

/** The text the list starts searched for: the header's search opens `/fournisseurs/?q=…`, trimmed before asking. */
export const askedSupplierSearch = (asked: string): string => asked.trim();

/**
 * The suppliers' query, as the page and the prefetch both ask it: Apollo answers from its cache only for the very
 * same variables, so an empty search is sent as null (never left out) on both sides.
 */
export const suppliersVariables = (f: { search: string; sort: SupplierSort; page: number }) => ({
  search: f.search || null,
  sort: f.sort.field,
  desc: f.sort.desc,
  page: f.page,
  size: SUPPLIERS_PAGE_SIZE,
});

/**
 * The suppliers opened cold (a link, or the offline mode filling its cache) find their first page, by name and
 * searched only by the address's `?q=`, already asked as the page asks it. Failures are the page's to show.
 */
const prefetchSuppliers: RoutePrefetch = (client, { search }) => {
  const text = askedSupplierSearch(search.get('q') ?? '');
  void client
    .query({
      query: SuppliersDocument,
      variables: suppliersVariables({ search: text, sort: FIRST_SUPPLIER_SORT, page: 0 }),
      context: { silent: true },
    })
    .catch(() => undefined);
};
export default prefetchSuppliers;
