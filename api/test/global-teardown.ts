import type { PgBouncer } from './pgbouncer';

/** Stops the PgBouncer that global-setup.ts started for TEST_PGBOUNCER=1. */
export default async function globalTeardown(): Promise<void> {
  const holder = globalThis as { __chantiersPgBouncer?: PgBouncer };
  await holder.__chantiersPgBouncer?.stop();
  delete process.env.TEST_PGBOUNCER_ADDRESS;
  holder.__chantiersPgBouncer = undefined;
}
