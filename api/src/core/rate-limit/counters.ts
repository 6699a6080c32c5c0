import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

/** One fixed-window counter: at most `limit` points per `windowSeconds`, from its first point. */
export interface CounterSpec {
  key: string;
  limit: number;
  windowSeconds: number;
}

/** A point taken on one counter; `expire` (ms since epoch, as PostgreSQL returned it) names its window. */
export interface TakenPoint {
  key: string;
  expire: string;
}

export interface Reservation {
  allowed: boolean;
  /** Until the fullest spent counter has room again; 0 when allowed. */
  retryAfterSeconds: number;
  points: TakenPoint[];
  /** Each counter's points in its window (this one included) and the ms left in it: for `RateLimit-*` headers. */
  windows: Record<string, { points: number; msLeft: number }>;
}

interface TakeRow {
  key: string;
  points: number;
  expire: string;
  ms_left: string;
}

const NOW_MS = `(extract(epoch from clock_timestamp()) * 1000)::bigint`;
/** Expired rows are deleted every this many reservations, in a statement of their own. */
const SWEEP_EVERY = 200;

/** Keeps an address out of the table in clear, and under the key column's 255 characters. */
export function hashed(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Rate-limit counters in PostgreSQL (`rate_limit_counter`), shared by every api process.
 *
 * A point is taken BEFORE the guarded work, in one `INSERT … ON CONFLICT DO UPDATE … RETURNING` over every
 * counter of the request: each row's lock orders concurrent callers, so N callers racing for the last point
 * see N different counts and only those within the limit go on. A refused caller gives its points back (it did
 * no work), so a blocked flood does not spend the other counters it shares (the IP's, the address's).
 *
 * Statements run through the caller's entity manager: inside a transaction, on that transaction's connection.
 * They are plain parameterised statements with no session state, so a pool of one connection (the embedded
 * database) is enough.
 */
export class RateCounters {
  private calls = 0;

  async take(em: EntityManager, specs: CounterSpec[]): Promise<Reservation> {
    // The same key order everywhere: two callers locking overlapping rows never wait on each other in a cycle.
    const sorted = [...specs].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const values = sorted.map(() => `(?, 1, ${NOW_MS} + ? * 1000)`).join(', ');
    const rows: TakeRow[] = await em.execute(
      `insert into rate_limit_counter as c (key, points, expire) values ${values}
       on conflict (key) do update set
         points = case when c.expire is null or c.expire <= ${NOW_MS} then 1 else c.points + 1 end,
         expire = case when c.expire is null or c.expire <= ${NOW_MS} then excluded.expire else c.expire end
       returning c.key, c.points, c.expire::text as expire, (c.expire - ${NOW_MS})::text as ms_left`,
      sorted.flatMap((s) => [s.key, s.windowSeconds]),
    );
    const limitOf = new Map(sorted.map((s) => [s.key, s.limit]));
    const spent = rows.filter((r) => r.points > (limitOf.get(r.key) ?? 0));
    const points = rows.map((r) => ({ key: r.key, expire: r.expire }));
    const windows = Object.fromEntries(rows.map((r) => [r.key, { points: Number(r.points), msLeft: Number(r.ms_left) }]));
    await this.maybeSweep(em);
    if (!spent.length) return { allowed: true, retryAfterSeconds: 0, points, windows };
    await this.giveBack(em, points);
    const msLeft = Math.max(...spent.map((r) => Number(r.ms_left)));
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)), points: [], windows };
  }

  /** Returns points taken by `take`; a counter whose window has since restarted is left alone. */
  async giveBack(em: EntityManager, points: TakenPoint[]): Promise<void> {
    if (!points.length) return;
    // Rows are locked in key order first, as take() locks them: an UPDATE over an OR of keys would lock them in the
    // order it scans them, and two requests sharing counters (the IP's, the address's) could deadlock (a 500).
    const pairs = points.map(() => '(c.key = ? and c.expire = ?::bigint)').join(' or ');
    await em.execute(
      `with locked as (select key from rate_limit_counter where key in (${points.map(() => '?').join(', ')}) order by key for update)
       update rate_limit_counter c set points = greatest(c.points - 1, 0) from locked where c.key = locked.key and (${pairs})`,
      [...points.map((p) => p.key), ...points.flatMap((p) => [p.key, p.expire])],
    );
  }

  /** Forgets counters by exact key, and every counter whose key starts with one of `prefixes`. */
  async clear(em: EntityManager, keys: string[], prefixes: string[] = []): Promise<void> {
    const conditions = [...keys.map(() => 'key = ?'), ...prefixes.map(() => 'left(key, ?) = ?')];
    if (!conditions.length) return;
    await em.execute(
      `with locked as (select key from rate_limit_counter where ${conditions.join(' or ')} order by key for update)
       delete from rate_limit_counter c using locked where c.key = locked.key`,
      [...keys, ...prefixes.flatMap((p) => [p.length, p])],
    );
  }

  private async maybeSweep(em: EntityManager): Promise<void> {
    this.calls = (this.calls + 1) % SWEEP_EVERY;
    if (this.calls !== 0) return;
    // Rows another request holds are skipped (they are in use, so not stale); the others go in key order.
    await em.execute(
      `delete from rate_limit_counter where key in
         (select key from rate_limit_counter where expire <= ${NOW_MS} order by key limit 1000 for update skip locked)`,
    );
  }
}
