import { Client } from 'pg';

/**
 * For the connections that go straight to PostgreSQL and may wait long (this lock, the migrations): no statement or
 * lock timeout, even if the role carries some as defaults. As `options`: pg sends no `statement_timeout` of 0.
 */
export const NO_TIMEOUTS = '-c statement_timeout=0 -c lock_timeout=0';

/** One key for every Chantiers process on a database (pg_advisory_lock takes a bigint). */
const STARTUP_LOCK_KEY = 7_216_344_019;

/**
 * Runs `fn` while holding a PostgreSQL advisory lock, so that replicas starting together (`docker compose up
 * --scale app=N`, a rolling deploy) take turns to migrate and to seed instead of racing: two demo companies, a
 * migration applied twice. The lock lives on a connection of its own, so a process that dies mid-way releases it.
 * `databaseUrl` null: the embedded database, which one process owns (data-dir-lock.ts), needs no lock.
 *
 * The lock is a session's (it outlives the migration's transactions), so `databaseUrl` is PostgreSQL itself
 * (DATABASE_DIRECT_URL), never a pooler in transaction mode: through PgBouncer the lock stays on whichever server
 * connection ran it and the next process to ask may be handed that same session, which holds it already
 * (api/test/pgbouncer.test.ts). It waits as long as the other process migrates: no timeout, whatever the role's defaults.
 */
export async function underStartupLock<T>(databaseUrl: string | null, fn: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return fn();
  const client = new Client({ connectionString: databaseUrl, application_name: 'chantiers-startup', options: NO_TIMEOUTS });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await fn();
  } finally {
    // Ending the session releases the lock, also when the unlock itself cannot be sent.
    await client.end().catch(() => undefined);
  }
}
