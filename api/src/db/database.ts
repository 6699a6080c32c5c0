import { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { startEmbeddedDatabase } from './embedded';
import { ormConfig } from './mikro-orm.config';

export interface Database {
  orm: MikroORM;
  embedded: boolean;
  close(): Promise<void>;
}

const POOL_MAX = 10;

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL, then applies pending migrations. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; logger: Logger }): Promise<Database> {
  const embedded = opts.databaseUrl ? null : await startEmbeddedDatabase(opts.dataDir, POOL_MAX + 2);
  const clientUrl = opts.databaseUrl ?? embedded!.url;
  try {
    const orm = await MikroORM.init(ormConfig({ clientUrl, logger: opts.logger, poolMax: POOL_MAX }));
    const applied = await orm.getMigrator().up();
    if (applied.length) opts.logger.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');
    return {
      orm,
      embedded: Boolean(embedded),
      async close() {
        await orm.close(true);
        await embedded?.stop();
      },
    };
  } catch (err) {
    await embedded?.stop();
    throw err;
  }
}
