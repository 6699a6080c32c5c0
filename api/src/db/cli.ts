/* Migration commands: `node -r @swc-node/register api/src/db/cli.ts migration:create|migration:check|migration:up`. */
import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from './mikro-orm.config';

async function main(): Promise<void> {
  const command = process.argv[2];
  const clientUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  const orm = await MikroORM.init(ormConfig({ clientUrl }));
  try {
    const migrator = orm.getMigrator();
    if (command === 'migration:create') {
      await migrator.up();
      const result = await migrator.createMigration(undefined, false, process.argv.includes('--initial'));
      console.log(result.fileName ? `created ${result.fileName}` : 'no changes');
    } else if (command === 'migration:check') {
      await migrator.up();
      if (await migrator.checkMigrationNeeded()) {
        console.error('The entities differ from the migrations: run migration:create');
        process.exitCode = 1;
      } else console.log('migrations are up to date');
    } else if (command === 'migration:up') {
      const done = await migrator.up();
      console.log(`applied ${done.length} migration(s)`);
    } else {
      console.error('usage: cli.ts migration:create [--initial] | migration:check | migration:up');
      process.exitCode = 2;
    }
  } finally {
    await orm.close(true);
  }
}

void main();
