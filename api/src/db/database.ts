import { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { EMBEDDED_POOL, startEmbeddedDatabase } from './embedded';
import { ormConfig } from './mikro-orm.config';
import { NO_TIMEOUTS, underStartupLock } from './startup-lock';

export interface Database {
  orm: MikroORM;
  embedded: boolean;
  close(): Promise<void>;
}

const POOL_MAX = 10;

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL, then applies pending migrations. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  /**
   * PostgreSQL itself (default `databaseUrl`), for the startup lock and the migrations. Another URL than `databaseUrl`
   * says that one is a pooler in transaction mode: no setting at connection, the timeouts per transaction.
   */
  directUrl?: string;
  /** Streaming replicas of `databaseUrl` (core/replicas); the embedded database has none. */
  replicaUrls?: readonly string[];
  dataDir: string;
  timeoutMs?: number;
  logger?: Logger;
}): Promise<Database> {
  const embedded = opts.databaseUrl ? null : await startEmbeddedDatabase(opts.dataDir);
  const clientUrl = opts.databaseUrl ?? embedded!.url;
  const directUrl = (!embedded && opts.directUrl) || clientUrl;
  const pooled = directUrl !== clientUrl;
  let orm: MikroORM | undefined;
  try {
    orm = await MikroORM.init(
      ormConfig({
        clientUrl,
        logger: opts.logger,
        ...(embedded ? { pool: EMBEDDED_POOL } : { poolMax: POOL_MAX, timeoutMs: opts.timeoutMs, pooled, replicaUrls: opts.replicaUrls }),
      }),
    );
    const opened = orm;
    const applied = await underStartupLock(embedded ? null : directUrl, async () => {
      if (embedded || (!opts.timeoutMs && !pooled)) return opened.getMigrator().up();
      if (!(await opened.getMigrator().getPendingMigrations()).length) return [];
      // A migration may build an index for minutes: it runs on its own connection, without the requests' timeouts,
      // straight to PostgreSQL (a pooler in transaction mode would hand its statements to several sessions).
      // Zero also overrides timeouts the role may carry as defaults for its pooled statements (README « Behind PgBouncer »).
      const migrating = await MikroORM.init({
        ...ormConfig({ clientUrl: directUrl, logger: opts.logger, poolMax: 1 }),
        driverOptions: { connection: { options: NO_TIMEOUTS } },
      });
      try {
        return await migrating.getMigrator().up();
      } finally {
        await migrating.close(true);
      }
    });
    if (applied.length) opts.logger?.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');
    return {
      orm: opened,
      embedded: Boolean(embedded),
      async close() {
        await opened.close(true);
        await embedded?.stop();
      },
    };
  } catch (err) {
    await orm?.close(true).catch(() => undefined);
    await embedded?.stop();
    throw err;
  }
}
