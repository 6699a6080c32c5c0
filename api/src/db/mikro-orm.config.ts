import path from 'node:path';
import { DataloaderType, type PoolConfig } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { siteNewsAuditSubscriber } from '../modules/sites/news/site-news.audit';
import { ChangeFeedSubscriber } from '../core/change-feed/change-feed.subscriber';
import { ClosedBooksSubscriber } from '../core/books/closed-books.subscriber';
import { entities } from './entities';
import { migrationsList } from './migrations';
import { type ServerTimeouts, TransactionTimeouts } from './transaction-timeouts';

export interface OrmOptions {
  clientUrl: string;
  logger?: Logger;
  poolMax?: number;
  /** Replaces the pool settings altogether (the embedded database holds one connection). */
  pool?: PoolConfig;
  /**
   * A PostgreSQL server that stops answering (no reset, no close) must not hold requests for minutes: a statement
   * runs `timeoutMs` at most (the server cancels it), a lock is awaited half of it, a connection is opened or taken
   * from the pool within it, and the client gives up on an answer one second after the server would have cancelled.
   * Each of these errors is a 503. Not for the embedded database: its one connection queues every request by design.
   */
  timeoutMs?: number;
  /**
   * `clientUrl` is a pooler in transaction mode (PgBouncer): no setting is sent at connection (the pooler refuses
   * them, and a session is not ours from one transaction to the next); the server-side timeouts are set at the start
   * of each transaction instead (db/transaction-timeouts.ts).
   */
  pooled?: boolean;
  /**
   * Streaming replicas of `clientUrl` (MikroORM's read connections, with the pool and timeouts of the primary). Only
   * the reads marked replica-tolerant go there (core/replicas): every other read, like every write, stays on the
   * primary (`preferReadReplicas: false`), or a user would not see what they just saved.
   */
  replicaUrls?: readonly string[];
}

function serverTimeouts(ms: number): ServerTimeouts {
  return { statement_timeout: ms, lock_timeout: Math.ceil(ms / 2), idle_in_transaction_session_timeout: ms * 4 };
}

function timeouts(ms: number, pooled: boolean) {
  return {
    driverOptions: {
      connection: {
        ...(pooled ? {} : serverTimeouts(ms)),
        query_timeout: ms + 1000,
        connectionTimeoutMillis: ms,
        keepAlive: true,
      },
      acquireConnectionTimeout: ms,
    },
  };
}

function replicaLog(replica: string, logger: Logger | undefined) {
  const warn = (message: unknown) => logger?.warn({ replica }, String(message));
  return { warn, error: warn, deprecate: warn, debug: (message: unknown) => logger?.debug({ replica }, String(message)) };
}

export function ormConfig({ clientUrl, logger, poolMax = 10, pool, timeoutMs, replicaUrls = [], pooled = false }: OrmOptions): Options {
  return defineConfig({
    ...(timeoutMs ? timeouts(timeoutMs, pooled) : {}),
    clientUrl,
    // A replica's pool reports a lost connection (the replica stopped: core/replicas reads the primary meanwhile) in
    // the api's log, not on stdout.
    replicas: replicaUrls.map((url, i) => ({
      name: `replica-${i + 1}`,
      clientUrl: url,
      driverOptions: { log: replicaLog(`replica-${i + 1}`, logger) },
    })),
    preferReadReplicas: false,
    entities,
    // Site news audit trail (core/audit): written in the flush that makes the change.
    subscribers: [
      new ClosedBooksSubscriber(),
      siteNewsAuditSubscriber(),
      new ChangeFeedSubscriber(),
      ...(timeoutMs && pooled ? [new TransactionTimeouts(serverTimeouts(timeoutMs))] : []),
    ],
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: true },
    dataloader: DataloaderType.ALL,
    forceUtcTimezone: true,
    pool: pool ?? { min: 0, max: poolMax },
    debug: logger?.isLevelEnabled('trace') ?? false,
    logger: (message) => logger?.trace({ orm: true }, message),
    migrations: {
      tableName: 'mikro_orm_migrations',
      path: path.join(__dirname, 'migrations'),
      pathTs: path.join(__dirname, 'migrations'),
      migrationsList,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
    },
    allowGlobalContext: false,
  });
}
