// `npm run dev`: the api with watch (SWC) on :4000 and Vite's dev server on :5173 proxying /graphql and /api.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { npx } from './run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await npx(['tsc', '-p', 'schema/tsconfig.build.json'], { cwd: root });
const children = [
  spawn('npx', ['tsc', '-p', 'schema/tsconfig.build.json', '--watch', '--preserveWatchOutput'], { cwd: root, stdio: 'inherit' }),
  spawn(process.execPath, ['--watch', '-r', '@swc-node/register', 'src/main.ts'], {
    cwd: path.join(root, 'api'),
    stdio: 'inherit',
    env: { ...process.env, SWC_NODE_PROJECT: 'tsconfig.json' },
  }),
  spawn('npx', ['vite'], { cwd: path.join(root, 'web'), stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
