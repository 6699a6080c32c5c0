import { escapeLike, foldForSearch } from '../../core/text/search';
import { visibleSitesSql } from '../../core/tenancy/site-access';

/** What the header's search finds, in the order a tie is broken. */
export const SEARCH_KINDS = ['SITE', 'QUOTE', 'INVOICE', 'CLIENT', 'SUPPLIER', 'PERSONNEL', 'PRODUCT', 'DOCUMENT', 'TASK'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface SearchRow {
  kind: SearchKind;
  id: string;
  title: string;
  subtitle: string | null;
  site_id: string | null;
  day: string | null;
}

interface Source {
  kind: SearchKind;
  /** `from` and joins; the searched table is `t`. */
  from: string;
  title: string;
  subtitle: string;
  siteId: string;
  day?: string;
  /** The column holding the site a USER must work on to see the record (records of the company at large: none). */
  siteScoped?: string;
}

// Quotes and invoices are the company's, as their lists are; what lives on a site follows the site's access.
const SOURCES: Source[] = [
  { kind: 'SITE', from: 'site t', title: 't.name', subtitle: "concat_ws(' · ', t.client, t.city)", siteId: 't.id', siteScoped: 't.id' },
  {
    kind: 'QUOTE',
    from: 'quote t join client c on c.id = t.client_id',
    title: 't.reference',
    subtitle: "concat_ws(' · ', c.name, t.object)",
    siteId: 't.site_id',
  },
  {
    kind: 'INVOICE',
    from: 'invoice t join quote q on q.id = t.quote_id join client c on c.id = q.client_id',
    title: 't.reference',
    subtitle: "concat_ws(' · ', c.name, t.label)",
    siteId: 't.site_id',
  },
  { kind: 'CLIENT', from: 'client t', title: 't.name', subtitle: "concat_ws(' · ', t.city, 'ICE ' || t.ice)", siteId: 'null' },
  { kind: 'SUPPLIER', from: 'supplier t', title: 't.name', subtitle: "'ICE ' || t.ice", siteId: 'null' },
  { kind: 'PERSONNEL', from: 'personnel t', title: "t.first_name || ' ' || t.last_name", subtitle: 't.trade', siteId: 'null' },
  { kind: 'PRODUCT', from: 'stock_product t', title: 't.label', subtitle: 't.category', siteId: 'null' },
  {
    kind: 'DOCUMENT',
    from: 'site_document t join site s on s.id = t.site_id',
    title: 't.label',
    subtitle: 's.name',
    siteId: 't.site_id',
    day: 't.document_date',
    siteScoped: 't.site_id',
  },
  {
    kind: 'TASK',
    from: 'planning_task t join site s on s.id = t.site_id',
    title: 't.title',
    subtitle: 's.name',
    siteId: 't.site_id',
    day: 't.start_date',
    siteScoped: 't.site_id',
  },
];

/** Words of at least one letter or digit, each a prefix: 'villa an' -> 'villa:* & an:*'. */
export function wordsQuery(folded: string): string | null {
  const words = folded
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/**
 * One statement over every searched table of the company: a record matches when its folded text holds every word as a
 * prefix (words index) or the typed text anywhere (trigram index, from three letters); it ranks higher when its text
 * starts with what was typed, then by word rank and trigram similarity. `perKind` rows at most of each kind.
 */
export function searchStatement(opts: {
  q: string;
  companyId: string;
  visibleTo: string | null;
  kinds: readonly SearchKind[];
  perKind: number;
  limit: number;
}) {
  const folded = foldForSearch(opts.q);
  const tsq = wordsQuery(folded);
  if (!tsq || !opts.kinds.length) return null;
  const anywhere = folded.length >= 3 ? `%${escapeLike(folded)}%` : null;
  const sql: string[] = [];
  const bindings: unknown[] = [tsq];
  for (const s of SOURCES.filter((src) => opts.kinds.includes(src.kind))) {
    const scope = s.siteScoped ? visibleSitesSql(opts.visibleTo, s.siteScoped) : { sql: '', params: [] };
    const words = `to_tsvector('simple', t.search_text) @@ w.q`;
    sql.push(
      `(select '${s.kind}' as kind, t.id::text as id, ${s.title} as title, nullif(${s.subtitle}, '') as subtitle, ${s.siteId}::text as site_id, ` +
        `${s.day ?? 'null'}::text as day, ` +
        `(case when t.search_text like ? then 1 else 0 end) + ts_rank(to_tsvector('simple', t.search_text), w.q) + similarity(t.search_text, ?) as rank ` +
        `from ${s.from} cross join w where t.company_id = ? and (${words}${anywhere ? ' or t.search_text like ?' : ''})${scope.sql} ` +
        `order by rank desc limit ?)`,
    );
    bindings.push(`${escapeLike(folded)}%`, folded, opts.companyId, ...(anywhere ? [anywhere] : []), ...scope.params, opts.perKind);
  }
  return {
    sql:
      `with w as (select to_tsquery('simple', ?) as q) select kind, id, title, subtitle, site_id, day ` +
      `from (${sql.join(' union all ')}) hits order by rank desc, title limit ?`,
    bindings: [...bindings, opts.limit],
  };
}
