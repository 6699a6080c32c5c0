import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { type Env, loadConfig } from '../src/config';
import { type RunningServer, startServer } from '../src/server';
import { createTestDatabase, type TestDatabase } from './db';

export type TestEnv = Partial<Record<keyof Env, string>>;

/**
 * A server on a random port and a fresh database copied from the migrated template. Loaded once per jest worker
 * by test/environment.cjs (outside the test files' module registry), so each file pays for its database and
 * server, not for loading the app again.
 */
export async function launchTestServer(
  env: TestEnv,
  opts: { routeDatabase?: (url: string) => string } = {},
): Promise<{ server: RunningServer; db: TestDatabase }> {
  const db = await createTestDatabase();
  try {
    const config = loadConfig({
      PORT: '0',
      DATABASE_URL: db.url && opts.routeDatabase ? opts.routeDatabase(db.url) : db.url,
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
    return { server, db };
  } catch (err) {
    await db.drop();
    throw err;
  }
}
