import type { HeaderSearchQuery } from '../../../gql/graphql';

export type SearchHit = HeaderSearchQuery['search'][number];

/** Where a result opens: the record's own screen, or its list searched for it when it has no screen of its own. */
export function hitLink(hit: SearchHit): string {
  const q = encodeURIComponent(hit.title);
  switch (hit.kind) {
    case 'SITE':
      return `/detail-chantier/${hit.id}`;
    case 'QUOTE':
      return `/devis/${hit.id}`;
    case 'INVOICE':
      return `/factures/${hit.id}`;
    case 'CLIENT':
      return `/clients?modifier=${hit.id}`;
    case 'SUPPLIER':
      return `/fournisseurs/?q=${q}`;
    case 'PERSONNEL':
      return `/personnels/?q=${q}`;
    case 'PRODUCT':
      return `/stocks/?q=${q}`;
    case 'DOCUMENT':
      return `/detail-chantier/${hit.siteId}/documents`;
    case 'TASK':
      return `/detail-chantier/${hit.siteId}/planning${hit.day ? `?date=${hit.day}` : ''}`;
  }
}

/** The results grouped by kind, the groups in the order of their best result (the api ranks them). */
export function groupsOf(hits: readonly SearchHit[]): { kind: SearchHit['kind']; hits: SearchHit[] }[] {
  const groups = new Map<SearchHit['kind'], SearchHit[]>();
  for (const hit of hits) groups.set(hit.kind, [...(groups.get(hit.kind) ?? []), hit]);
  return [...groups.entries()].map(([kind, list]) => ({ kind, hits: list }));
}

/** From two letters: one letter matches half the company. */
export const SEARCH_MIN = 2;
