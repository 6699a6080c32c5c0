import type { Connection } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';

/** How long a replica's replayed position is trusted before it is asked again. */
export const REPLICA_POSITION_TTL_MS = 100;
/** The longest a read waits for a replica to say where it stands before going to the primary. */
const PROBE_WAIT_MS = 500;
/** A replica that failed is left alone this long before it is asked again. */
const DOWN_MS = 1_000;
/** A write is remembered in this process this long (user_write_mark keeps it for every process). */
const RECENT_MS = 60_000;
const RECENT_MAX = 10_000;
/**
 * A mark older than this is ignored and overwritten: the guarantee holds for replicas less than an hour behind, and a
 * mark restored from another cluster's dump (its LSNs from another history) cannot pin a user to the primary.
 */
const MARK_MAX_AGE = "interval '1 hour'";

/** A PostgreSQL WAL position ('16/B374D848') as a number of bytes. */
export function lsnValue(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** `promise`'s outcome, or `fallback` once `ms` have passed (the promise goes on). */
async function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

type Driver = ReturnType<EntityManager['getDriver']>;

/** One streaming replica: MikroORM's read connection to it, and where it stands (null: down, or not a replica). */
export class Replica {
  private known: { lsn: bigint | null; at: number } | null = null;
  private probing: Promise<void> | null = null;
  private probeStarted = 0;
  /** MikroORM's driver, with this replica's connection for every statement. */
  private readonly driver: Driver;

  constructor(
    readonly name: string,
    primaryDriver: Driver,
    private readonly connection: Connection,
    private readonly logger: Logger,
  ) {
    // A view of the driver whose one connection is the replica's: an entity manager on it sends every statement —
    // find, count, QueryBuilder, em.getKnex(), em.getConnection().execute(), populate — to this replica. A write
    // attempted there fails (a hot standby is read-only) instead of landing on the primary unnoticed.
    this.driver = Object.create(primaryDriver, {
      connection: { value: connection },
      getConnection: { value: () => connection },
    }) as Driver;
  }

  /**
   * The request's entity manager forked onto this replica: MikroORM's own fork (the company and site-access filter
   * parameters, flush mode, logger context), run on a view of `em` whose driver is this replica's.
   */
  entityManager(em: EntityManager): EntityManager {
    const view = Object.create(em, { driver: { value: this.driver } }) as EntityManager;
    return em.fork.call(view, { clear: true }) as EntityManager;
  }

  /** The WAL position this replica has replayed (at most REPLICA_POSITION_TTL_MS old), or null when it cannot serve. */
  async position(): Promise<bigint | null> {
    const known = this.known;
    if (known && Date.now() - known.at < (known.lsn === null ? DOWN_MS : REPLICA_POSITION_TTL_MS)) return known.lsn;
    if (!this.probing) {
      this.probeStarted = Date.now();
      this.probing = this.probe().finally(() => (this.probing = null));
    }
    // A replica that does not answer (a host gone, its packets dropped) delays one read by PROBE_WAIT_MS, not each.
    const left = PROBE_WAIT_MS - (Date.now() - this.probeStarted);
    if (left <= 0) return null;
    return within(
      this.probing.then(() => this.known?.lsn ?? null),
      left,
      null,
    );
  }

  /** A read failed on this replica (it stopped, or cancelled the statement): the primary serves until it answers again. */
  failed(err: unknown): void {
    this.logger.warn({ err, replica: this.name }, 'read replica failed a read; the primary answered it');
    this.set(null);
  }

  private async probe(): Promise<void> {
    try {
      // Null on a server that is not in recovery: a promoted replica no longer follows our primary.
      const row = await this.connection.execute<{ lsn: string | null }>('select pg_last_wal_replay_lsn()::text as lsn', [], 'get');
      this.set(row?.lsn ? lsnValue(row.lsn) : null);
    } catch (err) {
      if (this.known?.lsn !== null) this.logger.warn({ err, replica: this.name }, 'read replica unreachable; reads go to the primary');
      this.set(null);
    }
  }

  private set(lsn: bigint | null): void {
    if (lsn !== null && this.known?.lsn === null) this.logger.info({ replica: this.name }, 'read replica back');
    this.known = { lsn, at: Date.now() };
  }
}

/**
 * The read replicas (DATABASE_REPLICA_URLS) and read-your-writes. A read that tolerates lag (`replicaRead`) goes to a
 * replica that is up and has replayed past the caller's latest write; otherwise to the primary. A write request
 * records where the primary's WAL stood when it ended (`wrote`), in this process's memory and in `user_write_mark`
 * on the primary, which every api process reads: the user's next list, on any process, shows what they just saved.
 */
export class ReadReplicas {
  private readonly replicas: Replica[];
  private readonly primary: Connection;
  private readonly recent = new Map<string, { lsn: bigint; at: number }>();
  /** Replica-tolerant reads served by each side since the start (tests, diagnostics). */
  readonly served = { replica: 0, primary: 0 };

  constructor(orm: MikroORM, logger: Logger) {
    const driver = orm.em.getDriver();
    this.primary = driver.getConnection('write');
    const configured = orm.config.get('replicas') ?? [];
    // MikroORM keeps its read connections in the driver's protected `replicas` (6.6): named here so that a version that
    // moves them stops the start, instead of silently reading everything on the primary.
    const connections = (driver as unknown as { replicas?: Connection[] }).replicas ?? [];
    if (connections.length !== configured.length)
      throw new Error(`MikroORM's read connections not found (${connections.length} for ${configured.length} replicas): see core/replicas`);
    this.replicas = connections.map((c, i) => new Replica(configured[i].name ?? `replica-${i + 1}`, driver, c, logger));
  }

  get enabled(): boolean {
    return this.replicas.length > 0;
  }

  /** Opens a connection to each replica and learns where it stands, so the first list does not wait for it. */
  start(): void {
    for (const replica of this.replicas) void replica.position();
  }

  /** Records that `userId`'s write request has ended, before its answer leaves. */
  async wrote(userId: string): Promise<void> {
    const row = await this.primary.execute<{ lsn: string }>(
      `insert into user_write_mark (user_id, lsn, written_at) values (?, pg_current_wal_insert_lsn(), now())
       on conflict (user_id) do update set written_at = excluded.written_at,
         lsn = case when user_write_mark.written_at > now() - ${MARK_MAX_AGE} then greatest(user_write_mark.lsn, excluded.lsn) else excluded.lsn end
       returning lsn::text as lsn`,
      [userId],
      'get',
    );
    if (this.recent.size >= RECENT_MAX) this.forgetOld();
    this.recent.set(userId, { lsn: lsnValue(row.lsn), at: Date.now() });
  }

  /**
   * A replica for a replica-tolerant read by `userId` (null: nobody signed in), chosen among those up and past the
   * user's latest write; null when the primary must answer.
   */
  async choose(userId: string | null): Promise<Replica | null> {
    const positions = await Promise.all(this.replicas.map((r) => r.position()));
    let ready = this.replicas.flatMap((replica, i) => {
      const lsn = positions[i];
      return lsn === null ? [] : [{ replica, lsn }];
    });
    if (ready.length && userId) {
      // Known here: no need to ask the primary when no replica has caught up with it yet.
      const mine = this.recent.get(userId);
      if (mine && Date.now() - mine.at < RECENT_MS) ready = ready.filter((r) => r.lsn >= mine.lsn);
      const mark = ready.length ? await this.markOf(userId) : null;
      if (mark !== null) ready = ready.filter((r) => r.lsn >= mark);
    }
    return ready.length ? ready[Math.floor(Math.random() * ready.length)].replica : null;
  }

  /** Counts a replica-tolerant read by the side that answered it. */
  count(side: 'replica' | 'primary'): void {
    this.served[side] += 1;
  }

  /** The user's latest write on any api process (user_write_mark, on the primary). */
  private async markOf(userId: string): Promise<bigint | null> {
    const row = await this.primary.execute<{ lsn: string } | null>(
      `select lsn::text as lsn from user_write_mark where user_id = ? and written_at > now() - ${MARK_MAX_AGE}`,
      [userId],
      'get',
    );
    return row?.lsn ? lsnValue(row.lsn) : null;
  }

  private forgetOld(): void {
    const old = Date.now() - RECENT_MS;
    for (const [userId, mark] of this.recent) if (mark.at < old) this.recent.delete(userId);
    if (this.recent.size >= RECENT_MAX) this.recent.delete(this.recent.keys().next().value!);
  }
}
