import { createHash } from 'node:crypto';
import type { SiteFilter } from '@chantiers/schema';
import { decodeCursor, encodeCursor, type KeysetPage } from '../../core/paging/keyset';
import { siteOwnedBySql } from '../../core/tenancy/site-access';
import { escapeLike, foldedSql, foldForSearch } from '../../core/text/search';

/**
 * The sites list as ONE statement, read without the ORM: the hot read of the dashboard and the sites screen
 * (50 requests at once made MikroORM's query building and hydration a quarter of the api's time). The page and its
 * total come from the same snapshot:
 *   - no search and no city: the total is `site_count` (kept by triggers), a few rows whatever the company's size;
 *   - a search or a city: counted on the first page, then carried in the cursor for the pages after it (the total
 *     of the list as it was when the user started paging), guarded by a key of the filter it was counted for.
 * Written for knex.raw (`?` bindings) and run through the request's entity manager, so it is logged and counted like
 * any ORM statement; scripts/bench-sites.ts runs the same text straight with `pg` as the throughput floor.
 */
export interface SiteListArgs {
  companyId: string;
  /** A USER's id: only the sites they manage or created (core/tenancy/site-access.ts); null: all of them. */
  visibleTo?: string | null;
  filter: SiteFilter;
  first: number;
  after?: string | null;
  /** Legacy clients that count pages: read page `pageNumber` by offset when there is no cursor. */
  pageNumber?: number | null;
}

export interface SiteListStatement {
  sql: string;
  bindings: (string | number | boolean)[];
  /** Set when the total is counted or carried (a search or a city): the key the next cursor carries it under. */
  filterKey: string | null;
}

/** One row: the total, then the site (all null on an empty page). */
export interface SiteListRow {
  total: number;
  id: string | null;
  name: string;
  client: string | null;
  foreman: string | null;
  address: string | null;
  city: string | null;
  postal_code: string | null;
  budget: string | null;
  start_date: string | null;
  end_date: string | null;
  maps_link: string | null;
  status: string;
  progress: number;
  archived: boolean;
  photo_file_id: string | null;
  client_photo_file_id: string | null;
  plan_file_id: string | null;
  photo_thumb_file_id: string | null;
  created_at: string;
  updated_at: string;
  manager_id: string | null;
  manager_first_name: string | null;
  manager_last_name: string | null;
  committed: string;
}

/** UTC, microseconds: the exact instant PostgreSQL holds, for the cursor and for `new Date()`. */
const instant = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

const COLUMNS = [
  's.id',
  's.name',
  's.client',
  's.foreman',
  's.address',
  's.city',
  's.postal_code',
  's.budget',
  `${day('s.start_date')} as start_date`,
  `${day('s.end_date')} as end_date`,
  's.maps_link',
  's.status',
  's.progress',
  's.archived',
  's.photo_file_id',
  's.client_photo_file_id',
  's.plan_file_id',
  's.photo_thumb_file_id',
  `${instant('s.created_at')} as created_at`,
  `${instant('s.updated_at')} as updated_at`,
  'm.id as manager_id',
  'm.first_name as manager_first_name',
  'm.last_name as manager_last_name',
  // Engagé for the card's budget bar, from the monthly totals (a row a month at most), HT for a company subject to
  // TVA (SiteFiguresService), with the labour of the activity reports.
  '(select coalesce(sum(case when co.vat_subject then f.purchases_ht else f.purchases_ttc end + f.subcontracting + f.labour_net + ' +
    'f.labour_bonus), 0)::numeric(16, 2) ' +
    'from site_month_finance f join company co on co.id = s.company_id where f.site_id = s.id) as committed',
].join(', ');

/** A short key of what a total was counted for: a cursor carried to another company or filter is recounted. */
function filterKey(companyId: string, user: string | null, archived: boolean, status: string | undefined, city: string, search: string): string {
  return createHash('sha256')
    .update(JSON.stringify([companyId, user, archived, status ?? null, city, search]))
    .digest('base64url')
    .slice(0, 12);
}

export function siteListStatement({ companyId, visibleTo = null, filter, first, after, pageNumber }: SiteListArgs): SiteListStatement {
  const archived = filter.archived ?? false;
  const status = filter.status ?? undefined;
  const city = foldForSearch(filter.city);
  const search = foldForSearch(filter.search);
  const cursor = decodeCursor(after);
  // A USER's list is counted like a search: site_count holds the company's totals, not theirs.
  const key = city || search || visibleTo ? filterKey(companyId, visibleTo, archived, status, city, search) : null;

  // The rows of the list, in the order of site_company_page_idx (company_id, archived, created_at desc, id desc).
  const where = ['s.company_id = ?', 's.archived = ?'];
  const whereBindings: (string | boolean)[] = [companyId, archived];
  if (visibleTo) {
    const owned = siteOwnedBySql('s');
    where.push(owned.sql);
    whereBindings.push(...Array<string>(owned.times).fill(visibleTo));
  }
  if (status) {
    where.push('s.status = ?');
    whereBindings.push(status);
  }
  if (search) {
    where.push('s.search_text like ?');
    whereBindings.push(`%${escapeLike(search)}%`);
  }
  // The whole city, accents and case aside: 'fes' finds 'Fès'.
  if (city) {
    where.push(`${foldedSql('s.city')} like ?`);
    whereBindings.push(escapeLike(city));
  }

  let total: string;
  const totalBindings: (string | number | boolean)[] = [];
  if (!key) {
    total = `select coalesce(sum(c.n), 0)::int as total from site_count c where c.company_id = ? and c.archived = ?${status ? ' and c.status = ?' : ''}`;
    totalBindings.push(companyId, archived, ...(status ? [status] : []));
  } else if (cursor?.total !== undefined && cursor.key === key) {
    total = 'select ?::int as total';
    totalBindings.push(cursor.total);
  } else {
    total = `select count(*)::int as total from site s where ${where.join(' and ')}`;
    totalBindings.push(...whereBindings);
  }

  const page = [...where];
  const pageBindings: (string | number | boolean)[] = [...whereBindings];
  if (cursor) {
    page.push('(s.created_at, s.id) < (?::timestamptz, ?::uuid)');
    pageBindings.push(cursor.createdAt, cursor.id);
  }
  const offset = !cursor && pageNumber ? pageNumber * first : 0;
  const sql =
    `with total as (${total}) ` +
    `select total.total, p.* from total left join lateral (` +
    `select ${COLUMNS} from site s left join app_user m on m.id = s.manager_id and m.company_id = s.company_id ` +
    `where ${page.join(' and ')} order by s.created_at desc, s.id desc limit ?${offset ? ' offset ?' : ''}` +
    `) p on true`;
  return { sql, bindings: [...totalBindings, ...pageBindings, first + 1, ...(offset ? [offset] : [])], filterKey: key };
}

/** The page from the statement's rows (`first + 1` at most: the extra one only says there is a next page). */
/** A row that is a site (the statement's only row has no id when the page is empty: it carries the total). */
export type ListedSite = SiteListRow & { id: string };

export function sitePageOf(rows: SiteListRow[], first: number, stmt: SiteListStatement): KeysetPage<ListedSite> {
  const sites = (rows[0]?.id ? rows : []) as ListedSite[];
  const totalCount = rows[0]?.total ?? 0;
  const items = sites.slice(0, first);
  const last = sites.length ? sites[Math.min(first, sites.length) - 1] : null;
  const endCursor = last
    ? encodeCursor({ createdAt: last.created_at, id: last.id, ...(stmt.filterKey ? { total: totalCount, key: stmt.filterKey } : {}) })
    : null;
  return { items, totalCount, hasNextPage: sites.length > first, endCursor };
}
