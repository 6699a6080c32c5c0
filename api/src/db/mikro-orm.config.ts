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
}

function timeouts(ms: number) {
  return {
    driverOptions: {
      connection: {
        statement_timeout: ms,
        lock_timeout: Math.ceil(ms / 2),
        idle_in_transaction_session_timeout: ms * 4,
        query_timeout: ms + 1000,
        connectionTimeoutMillis: ms,
        keepAlive: true,
      },
      acquireConnectionTimeout: ms,
    },
  };
}

export function ormConfig({ clientUrl, logger, poolMax = 10, pool, timeoutMs }: OrmOptions): Options {
  return defineConfig({
    ...(timeoutMs ? timeouts(timeoutMs) : {}),
    clientUrl,
    entities,
    // Site news audit trail (core/audit): written in the flush that makes the change.
    subscribers: [new ClosedBooksSubscriber(), siteNewsAuditSubscriber(), new ChangeFeedSubscriber()],
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
