import type { RoutePrefetch } from '../../app/routing/app-route';
import { RECORD_PAGE_SIZE } from '../../shared/records/page-size';
import { DocumentsSiteDocument, DocumentTypesDocument, SiteDocumentsDocument } from './documents.generated';

export const SITE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const DOCUMENT_SORTS = ['NEWEST', 'ALPHA', 'DATE_DESC', 'DATE_ASC'] as const;
export type DocumentSort = (typeof DOCUMENT_SORTS)[number];

/** The list's state as the page opens: every category, no text, the newest first, the first page. */
export const FIRST_DOCUMENTS = { category: 'ALL', search: '', sort: 'NEWEST' as DocumentSort, page: 0 };

/**
 * The documents list's query, as the page and the prefetch both ask it. Apollo answers from its cache only for the
 * very same variables, so 'ALL' and an empty search are sent as null (never left out) on both sides.
 */
export const siteDocumentsVariables = (siteId: string, f: { category: string; search: string; sort: DocumentSort; page: number }) => ({
  siteId,
  category: f.category === 'ALL' ? null : f.category,
  search: f.search || null,
  sort: f.sort,
  page: f.page,
  size: RECORD_PAGE_SIZE,
});

/**
 * A site's documents opened cold (a link, or the offline mode filling its cache) find the site's name and the first
 * page of every category already asked, exactly as the page asks them, and the types the upload modal offers (a tap
 * away; offline, a file added there waits on the phone with its type). Failures are the page's to show (silent here).
 */
const prefetchSiteDocuments: RoutePrefetch = (client, { params }) => {
  const id = params.idChantier ?? '';
  if (!SITE_ID.test(id)) return;
  const context = { silent: true };
  const ask = (p: Promise<unknown>) => void p.catch(() => undefined);
  ask(client.query({ query: DocumentsSiteDocument, variables: { id }, context }));
  ask(client.query({ query: SiteDocumentsDocument, variables: siteDocumentsVariables(id, FIRST_DOCUMENTS), context }));
  ask(client.query({ query: DocumentTypesDocument, context }));
};
export default prefetchSiteDocuments;
