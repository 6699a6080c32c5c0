// `npm start`: builds what is missing or stale, then runs ONE server (web app, /graphql, /api/v1) on PORT (4000).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleWorkspaces } from './stale.mjs';
import { run } from './run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const stale = staleWorkspaces(root);
if (stale.length) {
  console.log(`Building Chantiers (${stale.join(', ')})…`);
  for (const ws of stale) await run('npm', ['run', 'build', '-w', ws], { cwd: root });
}
// A production run, as the Dockerfile's (graphql-js and express skip their development checks); `npm run dev` is
// the development one.
const child = spawn(process.execPath, ['api/dist/main.js'], { cwd: root, stdio: 'inherit', env: { NODE_ENV: 'production', ...process.env } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
