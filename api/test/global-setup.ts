import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * Every test file's database is a copy of one migrated template (a PostgreSQL database, or an embedded data
 * directory): made once here, before the workers start. In a child process: loading the entities here would
 * register them twice when jest runs a single file in band.
 */
export default async function globalSetup(): Promise<void> {
  const script = path.join(__dirname, 'build-template.ts');
  const env = { ...process.env, SWC_NODE_PROJECT: path.join(__dirname, '..', 'tsconfig.json') };
  const done = spawnSync(process.execPath, ['-r', '@swc-node/register', script], { env, stdio: 'inherit' });
  if (done.status !== 0) throw new Error(`the ${process.env.TEST_DB ?? 'postgres'} template could not be built (exit ${done.status ?? done.signal})`);
}
