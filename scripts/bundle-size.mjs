// Gzipped JavaScript a browser loads for the sign-in route: the entry chunk, the sign-in page chunk and
// every chunk they import statically. Fails above the budget (issue: 220 KB).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'web', 'dist');
const BUDGET_KB = 220;

export function signInRouteBytes() {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const signIn = Object.keys(manifest).find((k) => k.endsWith('features/auth/pages/SignInPage.tsx'));
  if (!entry || !signIn) throw new Error('web/dist/.vite/manifest.json lacks the entry or the sign-in page: run npm run build');
  visit(entry);
  visit(signIn);
  const files = [...seen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const sizes = files.map((f) => ({ file: f, gzip: gzipSync(fs.readFileSync(path.join(dist, f))).length }));
  return { total: sizes.reduce((s, x) => s + x.gzip, 0), sizes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { total, sizes } = signInRouteBytes();
  for (const s of sizes.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(7)} KB  ${s.file}`);
  const kb = total / 1024;
  console.log(`sign-in route JavaScript: ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
  if (kb > BUDGET_KB) process.exit(1);
}
