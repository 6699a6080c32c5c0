// `npm run bench`: performance figures (never timed unit tests). Today: the sign-in route's JavaScript weight.
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { run } from './run.mjs';
import { signInRouteBytes } from './bundle-size.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!fs.existsSync(path.join(root, 'web', 'dist', '.vite', 'manifest.json'))) await run('npm', ['run', 'build', '-w', 'web'], { cwd: root });
const { total } = signInRouteBytes();
console.log(`bench: sign-in route JavaScript = ${(total / 1024).toFixed(1)} KB gzipped (budget 220 KB)`);
