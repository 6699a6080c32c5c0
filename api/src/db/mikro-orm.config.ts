import path from 'node:path';
import { DataloaderType, type PoolConfig } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { siteNewsAuditSubscriber } from '../modules/sites/news/site-news.audit';
import { entities } from './entities';
import { migrationsList } from './migrations';

export interface OrmOptions {
  clientUrl: string;
  logger?: Logger;
  poolMax?: number;
  /** Replaces the pool settings altogether (the embedded database holds one connection). */
  pool?: PoolConfig;
}

export function ormConfig({ clientUrl, logger, poolMax = 10, pool }: OrmOptions): Options {
  return defineConfig({
    clientUrl,
    entities,
    // Site news audit trail (core/audit): written in the flush that makes the change.
    subscribers: [siteNewsAuditSubscriber()],
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
