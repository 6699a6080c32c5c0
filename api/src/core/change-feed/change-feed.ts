import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../errors/app-error';
import { visibleSitesSql, visibleTo } from '../tenancy/site-access';

/** How long lines are kept: a phone away longer than this starts again from nothing (`reset`). */
export const FEED_KEPT_DAYS = 30;
export const FEED_PAGE_DEFAULT = 500;
export const FEED_PAGE_MAX = 1000;
/** Old lines are pruned every this many reads of a process (no scheduler; a short statement each time). */
const PRUNE_EVERY = 200;
const PRUNE_BATCH = 2000;
const NIL = '00000000-0000-0000-0000-000000000000';
const CURSOR = /^(\d{1,20})_([0-9a-f-]{36})_(\d{13})$/;

export interface FeedLine {
  kind: string;
  recordId: string;
  siteId: string | null;
  deleted: boolean;
  at: Date;
}

export interface FeedPage {
  items: FeedLine[];
  /** Where the next read starts. */
  cursor: string;
  /** More lines wait past this page: read again at once. */
  more: boolean;
  /** The cursor was too old (or none was given): reload everything, then follow the feed from `cursor`. */
  reset: boolean;
}

interface Row {
  id: string;
  kind: string;
  record_id: string;
  site_id: string | null;
  deleted: boolean;
  at: Date;
  tx: string;
  bound: string;
}

const cursorOf = (tx: string, id: string) => `${tx}_${id}_${Date.now()}`;

function parseCursor(since: string): { tx: string; id: string; made: number } {
  const m = CURSOR.exec(since);
  if (!m) throw AppError.badInput({ since: 'changes.cursor.invalid' });
  return { tx: m[1], id: m[2], made: Number(m[3]) };
}

let reads = 0;

/**
 * What changed in the caller's company since `since`, oldest first, scoped as every read is: a USER gets their sites'
 * records and the shared ones. A line is handed out only once every transaction older than it has ended (the
 * snapshot's xmin), so a cursor never steps over a change that commits late. No cursor: none of the past, only where
 * to start (`reset`: load everything first).
 */
export async function readChanges(em: EntityManager, companyId: string, since: string | null, first: number): Promise<FeedPage> {
  const size = Math.min(Math.max(1, first), FEED_PAGE_MAX);
  const from = since ? parseCursor(since) : null;
  const conn = em.getConnection();
  if (++reads % PRUNE_EVERY === 0) await pruneChanges(em);
  if (!from || Date.now() - from.made > (FEED_KEPT_DAYS - 1) * 86_400_000) {
    const [{ bound }] = await conn.execute<{ bound: string }[]>(`select pg_snapshot_xmin(pg_current_snapshot())::text as bound`, [], 'all');
    return { items: [], cursor: cursorOf(bound, NIL), more: false, reset: true };
  }
  const scope = visibleSitesSql(visibleTo(em), 'c.site_id');
  const rows = await conn.execute<Row[]>(
    `with b as (select pg_snapshot_xmin(pg_current_snapshot()) as xmin)
     select c.id, c.kind, c.record_id, c.site_id, c.deleted, c.at, c.tx::text as tx, b.xmin::text as bound
     from change_log c, b
     where c.company_id = ? and c.tx < b.xmin and (c.tx, c.id) > (?::xid8, ?::uuid)
       ${scope.sql ? `and (c.site_id is null${scope.sql.replace(/^ and /, ' or ')})` : ''}
     order by c.tx, c.id limit ${size + 1}`,
    [companyId, from.tx, from.id, ...scope.params],
    'all',
  );
  const more = rows.length > size;
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  let cursor: string;
  if (more) cursor = cursorOf(last.tx, last.id);
  else if (rows.length) cursor = cursorOf(rows[0].bound, NIL);
  else {
    const [{ bound }] = await conn.execute<{ bound: string }[]>(`select pg_snapshot_xmin(pg_current_snapshot())::text as bound`, [], 'all');
    // Never step back: a bound below the cursor's own (another snapshot) keeps the cursor's.
    cursor = BigInt(bound) > BigInt(from.tx) ? cursorOf(bound, NIL) : cursorOf(from.tx, from.id);
  }
  const items = page.map((r) => ({ kind: r.kind, recordId: r.record_id, siteId: r.site_id, deleted: r.deleted, at: new Date(r.at) }));
  return { items, cursor, more, reset: false };
}

/** Forgets the lines older than FEED_KEPT_DAYS, a batch at a time. */
export async function pruneChanges(em: EntityManager): Promise<number> {
  let total = 0;
  for (;;) {
    const gone = await em
      .getConnection()
      .execute<unknown[]>(
        `delete from change_log where id in (select id from change_log where at < now() - make_interval(days => ?) limit ${PRUNE_BATCH}) returning id`,
        [FEED_KEPT_DAYS],
        'all',
      );
    total += gone.length;
    if (gone.length < PRUNE_BATCH) return total;
  }
}
