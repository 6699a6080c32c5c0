import 'reflect-metadata';
import { PRODUCTION_HASH_COST } from '../src/core/auth/passwords';
import type { RunningServer } from '../src/server';
import type { TestDatabase } from './db';
import type * as Launch from './launch';
import { startTestSmtp, type TestSmtp } from './smtp';

export interface HttpAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestServer {
  url: string;
  smtp: TestSmtp;
  db: TestDatabase;
  server: RunningServer;
  /** DATABASE_URL (and DATABASE_DIRECT_URL behind a pooler) as this server has them: for a second process beside it. */
  databaseEnv: Launch.TestEnv;
  /** POSTs a GraphQL operation; `token` becomes the bearer. */
  gql<T = any>(query: string, variables?: Record<string, unknown>, token?: string): Promise<HttpAnswer<{ data?: T; errors?: any[] }>>;
  /** Calls a REST path under /api/v1. */
  rest<T = any>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<HttpAnswer<T>>;
  /** One SQL statement ($1… parameters) on the server's own pool, outside the api's services. */
  sql<R extends Record<string, any> = Record<string, any>>(text: string, params?: unknown[]): Promise<R[]>;
  stop(): Promise<void>;
}

/** The launcher test/environment.cjs loaded once for this worker, or the app loaded in this file's own registry. */
function launcher(): typeof Launch {
  const shared = (globalThis as { __chantiersLaunch?: () => typeof Launch }).__chantiersLaunch;
  return shared ? shared() : (require('./launch') as typeof Launch);
}

/**
 * A real server on a random port, a fresh database (PostgreSQL, or the embedded PGlite with TEST_DB=embedded)
 * and a loopback SMTP peer.
 */
/** The password hashing of a production server, for the accounts suite (every other file hashes at a test's cost). */
export const PRODUCTION_PASSWORD_HASH = {
  PASSWORD_HASH_MEMORY_KIB: String(PRODUCTION_HASH_COST.memoryKib),
  PASSWORD_HASH_PASSES: String(PRODUCTION_HASH_COST.passes),
};

let pooler: string | undefined;

/**
 * The servers this test file starts from now on reach their pool through PgBouncer at `address` (host:port), their
 * sessions (startup lock, migrations, LISTEN) straight; undefined: as before. For api/test/pgbouncer.test.ts, which
 * runs other files' tests through a bouncer of its own.
 */
export function useTestPooler(address: string | undefined): void {
  pooler = address;
}

export async function startTestServer(env: Launch.TestEnv = {}, opts: Launch.LaunchOptions = {}): Promise<TestServer> {
  const smtp = await startTestSmtp();
  let launched: Awaited<ReturnType<typeof Launch.launchTestServer>>;
  try {
    launched = await launcher().launchTestServer({ SMTP_URL: smtp.url, ...env }, { pooler, ...opts });
  } catch (err) {
    await smtp.stop();
    throw err;
  }
  const { server, db, databaseEnv } = launched;
  const call = async (url: string, init: RequestInit): Promise<HttpAnswer> => {
    const res = await fetch(url, init);
    const raw = await res.text();
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      // Not JSON: the raw text is the body.
    }
    return { status: res.status, body, headers: res.headers };
  };
  return {
    url: server.url,
    smtp,
    db,
    server,
    databaseEnv,
    gql: (query, variables, token) =>
      call(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      }),
    rest: (method, p, body, headers = {}) =>
      call(`${server.url}/api/v1${p}`, {
        method,
        headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    async sql(text, params = []) {
      // Through the server's pool, not a connection of our own: the embedded database has exactly one.
      const knex = server.orm.em.getKnex();
      const conn = await knex.client.acquireConnection();
      try {
        return (await conn.query(text, params)).rows;
      } finally {
        await knex.client.releaseConnection(conn);
      }
    },
    async stop() {
      await server.stop();
      await smtp.stop();
      await db.drop();
    },
  };
}
