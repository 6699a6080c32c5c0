import type { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import type { Logger } from 'pino';

/** The channel the auth triggers (migration Migration20261124000000) notify on, at commit. */
export const AUTH_CHANNEL = 'chantiers_auth';

/** A session revoked or deleted (`session`), or a user whose status, role, type or company changed (`user`). */
export interface AuthChange {
  kind: 'session' | 'user';
  id: string;
}

/**
 * The changes to signed-in sessions, as PostgreSQL announces them. A cache of session checks may answer from
 * memory only while the feed is `live`, only after `settle()` said every change committed before it has arrived,
 * and may keep an answer read from the database only if `version` did not move while it was being read.
 */
export interface RevocationFeed {
  readonly live: boolean;
  /** Moves on every change received and whenever the feed is lost or regained. */
  readonly version: number;
  /** True once every change committed before this call has been received; false when that cannot be known. */
  settle(): Promise<boolean>;
  /** `null`: changes may have been missed, forget everything. */
  onChange(listener: (change: AuthChange | null) => void): void;
  stop(): Promise<void>;
}

function parseChange(payload: string | undefined): AuthChange | null {
  const [tag, id] = (payload ?? '').split(':');
  if (id && tag === 's') return { kind: 'session', id };
  if (id && tag === 'u') return { kind: 'user', id };
  return null;
}

abstract class Feed {
  live = false;
  version = 0;
  private readonly listeners: ((change: AuthChange | null) => void)[] = [];

  onChange(listener: (change: AuthChange | null) => void): void {
    this.listeners.push(listener);
  }

  protected emit(payload: string | null): void {
    this.version += 1;
    const change = payload === null ? null : parseChange(payload);
    for (const listener of this.listeners) listener(change);
  }
}

const BARRIER_TIMEOUT_MS = 2_000;
const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;

/**
 * A real PostgreSQL: a connection of its own (never one of the pool's, which come and go) that LISTENs. Straight to
 * PostgreSQL (DATABASE_DIRECT_URL): through a pooler in transaction mode the LISTEN would stay on whichever server
 * connection ran it, and not one notification would arrive (measured in api/test/pgbouncer.test.ts).
 *
 * Why `settle()` is a round trip: PostgreSQL signals the listening backend before the revoking COMMIT returns, but
 * the notification reaches this process a little later — often after the client has its logout answer and sent its
 * next request. Once signalled, the listening backend sends the notification before it answers anything else, so an
 * empty query answered on this connection after the request arrived proves every earlier revocation has been read.
 * Requests waiting at the same time share one such query; while one is on the wire the next waiters wait for the
 * following one (the one on the wire may have left before their revocation).
 */
class ListenerFeed extends Feed implements RevocationFeed {
  private client: Client | null = null;
  private stopped = false;
  private retryMs = RETRY_MIN_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  /** Barriers sent so far, and the one on the wire (0: none). */
  private sent = 0;
  private onWire = 0;
  private waiters: { need: number; resolve: (ok: boolean) => void }[] = [];

  constructor(
    private readonly url: string,
    private readonly logger: Logger,
  ) {
    super();
  }

  /** Resolves after the first attempt to listen, whether it worked or not (the feed keeps retrying). */
  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    this.retryTimer = null;
    if (this.stopped) return;
    const client = new Client({ connectionString: this.url, application_name: 'chantiers-revocations', keepAlive: true });
    this.client = client;
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    client.on('notification', (n) => {
      if (this.client === client && n.channel === AUTH_CHANNEL) this.emit(n.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${AUTH_CHANNEL}`);
    } catch (err) {
      this.lost(client, err as Error);
      return;
    }
    if (this.client !== client) return;
    this.retryMs = RETRY_MIN_MS;
    // Whatever was cached while not listening is forgotten.
    this.emit(null);
    this.live = true;
    this.pump();
  }

  private lost(client: Client, err: Error): void {
    if (this.client !== client) return;
    this.client = null;
    const wasLive = this.live;
    this.live = false;
    this.onWire = 0;
    this.emit(null);
    for (const w of this.waiters.splice(0)) w.resolve(false);
    client.removeAllListeners('notification');
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (this.stopped) return;
    if (wasLive) this.logger.warn({ err }, 'session revocations: listening connection lost; session checks go to the database until it is back');
    this.retryTimer = setTimeout(() => void this.connect(), this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(RETRY_MAX_MS, this.retryMs * 2);
  }

  settle(): Promise<boolean> {
    if (!this.live) return Promise.resolve(false);
    return new Promise((resolve) => {
      this.waiters.push({ need: this.sent + 1, resolve });
      this.pump();
    });
  }

  private pump(): void {
    const client = this.client;
    if (this.onWire || !this.waiters.length || !client || !this.live) return;
    const barrier = ++this.sent;
    this.onWire = barrier;
    const timer = setTimeout(
      () => this.lost(client, new Error(`no answer to the revocation barrier within ${BARRIER_TIMEOUT_MS} ms`)),
      BARRIER_TIMEOUT_MS,
    );
    const done = (ok: boolean) => {
      clearTimeout(timer);
      if (this.client !== client || this.onWire !== barrier) return;
      this.onWire = 0;
      const ready = this.waiters.filter((w) => w.need <= barrier);
      this.waiters = this.waiters.filter((w) => w.need > barrier);
      for (const w of ready) w.resolve(ok);
      this.pump();
    };
    // An empty query: the cheapest round trip PostgreSQL answers (EmptyQueryResponse).
    client.query('').then(
      () => done(true),
      () => done(false),
    );
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    this.live = false;
    for (const w of this.waiters.splice(0)) w.resolve(false);
    if (client) await client.end().catch(() => undefined);
  }
}

interface PgConnection {
  query(text: string): Promise<unknown>;
  on(event: 'notification', listener: (n: { channel: string; payload?: string }) => void): void;
}

interface KnexPool {
  on(event: 'createSuccess', listener: (eventId: number, resource: PgConnection) => void): void;
  removeListener(event: 'createSuccess', listener: (eventId: number, resource: PgConnection) => void): void;
}

/**
 * The embedded database: ONE process and ONE pooled connection, which must stay the only one (db/embedded.ts). That
 * connection LISTENs itself: PostgreSQL hands a session the notifications of its own transaction right before
 * answering its COMMIT, and every commit goes through it, so a revocation is in memory before the revoking request
 * even continues. Nothing to wait for in `settle()`. A replacement connection (after an error) LISTENs before the
 * pool hands it out.
 */
class PooledFeed extends Feed implements RevocationFeed {
  private readonly pool: KnexPool;
  private readonly onCreate = (_id: number, conn: PgConnection) => this.listenOn(conn, false);

  constructor(
    private readonly orm: MikroORM,
    private readonly logger: Logger,
  ) {
    super();
    this.pool = (orm.em.getKnex().client as { pool: KnexPool }).pool;
  }

  async start(): Promise<void> {
    this.pool.on('createSuccess', this.onCreate);
    const knex = this.orm.em.getKnex();
    const conn = (await knex.client.acquireConnection()) as PgConnection;
    try {
      await this.listenOn(conn, true);
    } finally {
      await knex.client.releaseConnection(conn);
    }
  }

  private async listenOn(conn: PgConnection, first: boolean): Promise<void> {
    conn.on('notification', (n) => {
      if (n.channel === AUTH_CHANNEL) this.emit(n.payload ?? '');
    });
    // Sent at once: queued on the connection before whatever its first borrower sends.
    const listening = conn.query(`LISTEN ${AUTH_CHANNEL}`);
    if (!first) this.emit(null);
    try {
      await listening;
      this.live = true;
    } catch (err) {
      this.live = false;
      this.emit(null);
      this.logger.warn({ err }, 'session revocations: cannot LISTEN on the embedded database; session checks go to the database');
    }
  }

  settle(): Promise<boolean> {
    return Promise.resolve(this.live);
  }

  async stop(): Promise<void> {
    this.live = false;
    this.pool.removeListener('createSuccess', this.onCreate);
  }
}

/**
 * Listens on a connection of its own to a real PostgreSQL (`databaseUrl`: a direct one, not a pooler), or on the
 * embedded database's only connection.
 */
export async function startRevocationFeed(opts: { orm: MikroORM; databaseUrl: string | undefined; logger: Logger }): Promise<RevocationFeed> {
  const feed = opts.databaseUrl ? new ListenerFeed(opts.databaseUrl, opts.logger) : new PooledFeed(opts.orm, opts.logger);
  await feed.start();
  return feed;
}
