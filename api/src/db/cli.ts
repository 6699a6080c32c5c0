/* Migration commands: `node -r @swc-node/register api/src/db/cli.ts migration:create|migration:check|migration:up`. */
import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ormConfig } from './mikro-orm.config';

/**
 * Adds a created migration to migrations/index.ts (the bundled api reads that list, not the folder): its import after
 * the last one and its entry last, so a new migration is the CLI's work only, no hand edit.
 */
function listMigration(fileName: string): void {
  const name = path.basename(fileName).replace(/\.[jt]s$/, '');
  const index = path.join(__dirname, 'migrations', 'index.ts');
  const text = readFileSync(index, 'utf8');
  const lastImport = text.lastIndexOf('\nimport ');
  const importEnd = text.indexOf('\n', lastImport + 1);
  const withImport = `${text.slice(0, importEnd)}\nimport { ${name} } from './${name}';${text.slice(importEnd)}`;
  writeFileSync(index, withImport.replace(/\n\];\s*$/, `\n  { name: '${name}', class: ${name} },\n];\n`));
}

async function main(): Promise<void> {
  const command = process.argv[2];
  const clientUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  const orm = await MikroORM.init(ormConfig({ clientUrl }));
  try {
    const migrator = orm.getMigrator();
    if (command === 'migration:create') {
      await migrator.up();
      const result = await migrator.createMigration(undefined, false, process.argv.includes('--initial'));
      if (result.fileName) listMigration(result.fileName);
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
