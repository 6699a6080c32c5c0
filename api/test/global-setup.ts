import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * Embedded runs copy one migrated data directory per test file; make it once, before the workers start. In a
 * child process: loading the entities here would register them twice when jest runs a single file in band.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DB !== 'embedded') return;
  const script = path.join(__dirname, 'build-template.ts');
  const env = { ...process.env, SWC_NODE_PROJECT: path.join(__dirname, '..', 'tsconfig.json') };
  const done = spawnSync(process.execPath, ['-r', '@swc-node/register', script], { env, stdio: 'inherit' });
  if (done.status !== 0) throw new Error(`the embedded template could not be built (exit ${done.status ?? done.signal})`);
}
