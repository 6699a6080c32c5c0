import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { type Env, loadConfig } from '../src/config';
import { type RunningServer, startServer } from '../src/server';
import { createTestDatabase, type TestDatabase } from './db';
import { routeThrough } from './pgbouncer';

export type TestEnv = Partial<Record<keyof Env, string>>;

export interface LaunchOptions {
  /** Every connection of the server goes this way (a relay the test cuts or stalls). */
  routeDatabase?: (url: string) => string;
  /**
   * A pooler in transaction mode (PgBouncer, host:port) in front of the server's pool: DATABASE_URL goes through it,
   * DATABASE_DIRECT_URL straight to the database. Default (without `routeDatabase`): TEST_PGBOUNCER_ADDRESS, which
   * TEST_PGBOUNCER=1 sets (global-setup.ts starts one bouncer for the run).
   */
  pooler?: string;
}

/** The DATABASE_URL (and DATABASE_DIRECT_URL behind a pooler) of a server on `db`. */
function databaseEnv(db: TestDatabase, opts: LaunchOptions): { DATABASE_URL?: string; DATABASE_DIRECT_URL?: string } {
  if (!db.url) return {};
  const direct = opts.routeDatabase ? opts.routeDatabase(db.url) : db.url;
  // A relay the test cuts must carry every connection: TEST_PGBOUNCER's bouncer does not go through it.
  const pooler = opts.pooler ?? (opts.routeDatabase ? undefined : process.env.TEST_PGBOUNCER_ADDRESS);
  return pooler ? { DATABASE_URL: routeThrough(pooler, db.url), DATABASE_DIRECT_URL: direct } : { DATABASE_URL: direct };
}

/**
 * A server on a random port and a fresh database copied from the migrated template. Loaded once per jest worker
 * by test/environment.cjs (outside the test files' module registry), so each file pays for its database and
 * server, not for loading the app again.
 */
export async function launchTestServer(
  env: TestEnv,
  opts: LaunchOptions = {},
): Promise<{ server: RunningServer; db: TestDatabase; databaseEnv: TestEnv }> {
  const db = await createTestDatabase();
  try {
    const dbEnv = databaseEnv(db, opts);
    const config = loadConfig({
      PORT: '0',
      ...dbEnv,
      DATA_DIR: db.dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      JWT_SECRET: randomBytes(32).toString('hex'),
      // 1 MiB and 1 pass, not production's 19 MiB × 2: each sign-up and sign-in cost ~0.1 s of CPU, a few hundred
      // times a run. The accounts suite asks for production's (PRODUCTION_PASSWORD_HASH in test/server.ts).
      PASSWORD_HASH_MEMORY_KIB: '1024',
      PASSWORD_HASH_PASSES: '1',
      ...env,
    });
    const server = await startServer(config, pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }));
    return { server, db, databaseEnv: dbEnv };
  } catch (err) {
    await db.drop();
    throw err;
  }
}
