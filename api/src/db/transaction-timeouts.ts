import type { EventSubscriber, TransactionEventArgs } from '@mikro-orm/core';

/** The server-side bounds of DATABASE_TIMEOUT_MS (db/mikro-orm.config.ts), in milliseconds. */
export interface ServerTimeouts {
  statement_timeout: number;
  lock_timeout: number;
  idle_in_transaction_session_timeout: number;
}

/**
 * Behind a pooler in transaction mode (PgBouncer) a connection's session is not ours: PgBouncer refuses settings sent
 * at connection, and a session `SET` would stay on whichever server connection ran it, for the next client's
 * transactions, while ours move on to another. So the bounds are set where they hold — the transaction: as every
 * transaction the ORM opens begins (a flush, `em.transactional`, `em.begin`), one statement sets them for that
 * transaction only (`set_config(…, true)` is `SET LOCAL`), gone at its commit or rollback. A savepoint inherits them.
 * Statements outside a transaction are bounded by the client's `query_timeout` (and by the role's own defaults,
 * when the deployment sets them: README « Behind PgBouncer »).
 */
export class TransactionTimeouts implements EventSubscriber {
  private readonly sql: string;

  constructor(timeouts: ServerTimeouts) {
    const settings = Object.entries(timeouts).map(([name, ms]) => `set_config('${name}', '${Math.trunc(ms)}', true)`);
    this.sql = `select ${settings.join(', ')}`;
  }

  async afterTransactionStart({ em, transaction }: TransactionEventArgs): Promise<void> {
    await em.getConnection().execute(this.sql, [], 'run', transaction);
  }
}
