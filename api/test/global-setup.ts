import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { startPgBouncer } from './pgbouncer';

/**
 * Every test file's database is a copy of one migrated template (a PostgreSQL database, or an embedded data
 * directory): made once here, before the workers start. In a child process: loading the entities here would
 * register them twice when jest runs a single file in band.
 */
export default async function globalSetup(): Promise<void> {
  const script = path.join(__dirname, 'build-template.ts');
  const env = { ...process.env, SWC_NODE_PROJECT: path.join(__dirname, '..', 'tsconfig.json') };
  const done = spawnSync(process.execPath, ['-r', '@swc-node/register', script], { env, stdio: 'inherit' });
  if (done.status !== 0) throw new Error(`the ${process.env.TEST_DB ?? 'postgres'} template could not be built (exit ${done.status ?? done.signal})`);
  // TEST_PGBOUNCER=1: every test server of the run reaches its pool through one PgBouncer in transaction mode (test/launch.ts);
  // the workers, started after this, inherit its address. Stopped by global-teardown.ts.
  if (process.env.TEST_PGBOUNCER === '1' && process.env.TEST_DB !== 'embedded' && !process.env.TEST_PGBOUNCER_ADDRESS) {
    // test/db.ts's adminDatabaseUrl(), not imported: it would load the entities in this process.
    const admin = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
    const bouncer = await startPgBouncer(admin, { poolSize: 20 });
    process.env.TEST_PGBOUNCER_ADDRESS = bouncer.address;
    (globalThis as { __chantiersPgBouncer?: typeof bouncer }).__chantiersPgBouncer = bouncer;
  }
}
