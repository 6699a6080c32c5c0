import { Client } from 'pg';

/** One key for every Chantiers process on a database (pg_advisory_lock takes a bigint). */
const STARTUP_LOCK_KEY = 7_216_344_019;

/**
 * Runs `fn` while holding a PostgreSQL advisory lock, so that replicas starting together (`docker compose up
 * --scale app=N`, a rolling deploy) take turns to migrate and to seed instead of racing: two demo companies, a
 * migration applied twice. The lock lives on a connection of its own, so a process that dies mid-way releases it.
 * `databaseUrl` null: the embedded database, which one process owns (data-dir-lock.ts), needs no lock.
 */
export async function underStartupLock<T>(databaseUrl: string | null, fn: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return fn();
  const client = new Client({ connectionString: databaseUrl, application_name: 'chantiers-startup' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await fn();
  } finally {
    // Ending the session releases the lock, also when the unlock itself cannot be sent.
    await client.end().catch(() => undefined);
  }
}
