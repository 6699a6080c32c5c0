// `npm start`: builds what is missing or stale, then runs ONE server (web app, /graphql, /api/v1) on PORT (4000).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newest(dir) {
  let latest = 0;
  const walk = (p) => {
    for (const entry of fs.readdirSync(p, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const abs = path.join(p, entry.name);
      if (entry.isDirectory()) walk(abs);
      else latest = Math.max(latest, fs.statSync(abs).mtimeMs);
    }
  };
  walk(dir);
  return latest;
}

const stale = (pkg, marker, sources = ['.']) => {
  const built = path.join(root, pkg, marker);
  if (!fs.existsSync(built)) return true;
  const at = fs.statSync(built).mtimeMs;
  return sources.some((s) => newest(path.join(root, pkg, s)) > at);
};

if (stale('schema', 'dist/index.js') || stale('api', 'dist/main.js', ['src']) || stale('web', 'dist/index.html', ['src', 'index.html'])) {
  console.log('Building Chantiers (schema, api, web)…');
  await run('npm', ['run', 'build'], { cwd: root });
}
const child = await import('node:child_process').then(({ spawn }) => spawn(process.execPath, ['api/dist/main.js'], { cwd: root, stdio: 'inherit' }));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
