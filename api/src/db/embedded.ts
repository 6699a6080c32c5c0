import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { PoolConfig } from '@mikro-orm/core';
import { claimDataDir } from './data-dir-lock';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * PGlite is ONE PostgreSQL session. pglite-socket lets several sockets in, but they all share that session
 * (prepared statements, SET, advisory locks, LISTEN, temp tables) and their protocol messages interleave.
 * So the api holds exactly one connection to it: the pool queues requests, each transaction owns the session
 * while it runs, and a replacement connection starts from a clean session (DISCARD ALL). PGlite executes one
 * statement at a time anyway, so a single connection costs no parallelism.
 */
export const EMBEDDED_POOL: PoolConfig = {
  min: 1,
  max: 1,
  // Never reap the only connection for idleness: a new one would pay the handshake on the next request.
  idleTimeoutMillis: 2 ** 31 - 1,
  afterCreate: (conn: { query(sql: string, cb: (err?: Error) => void): void }, done: (err: Error | undefined, c: unknown) => void) => {
    conn.query('DISCARD ALL', (err) => done(err, conn));
  },
} as PoolConfig;

/**
 * Starts PostgreSQL compiled to WebAssembly on DATA_DIR/pgdata, served on a loopback port so MikroORM uses its
 * ordinary driver. One process at a time may open a data directory (`claimDataDir`).
 */
export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  const dir = path.join(dataDir, 'pgdata');
  fs.mkdirSync(dir, { recursive: true });
  const lock = claimDataDir(dataDir);
  let db: PGlite | undefined;
  try {
    // pg_trgm: the header's search (its trigram indexes and similarity), as on a real PostgreSQL.
    db = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
    // Two sockets: the pool's one, plus room for its replacement while a dropped socket is still being closed.
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 2 });
    await server.start();
    const opened = db;
    return {
      url: `postgresql://postgres@${server.getServerConn()}/postgres`,
      async stop() {
        await server.stop();
        await opened.close();
        lock.release();
      },
    };
  } catch (err) {
    await db?.close().catch(() => undefined);
    lock.release();
    throw err;
  }
}
