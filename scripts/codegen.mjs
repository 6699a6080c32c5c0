// Regenerates schema/schema.graphql (from the api's resolvers) and web/src/gql/ (from web/src/**/*.graphql).
// With --check, fails when the committed files differ from what the code generates, and leaves them as they were.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { npx, run } from './run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
const targets = ['schema/schema.graphql', 'web/src/gql'];

function snapshot() {
  const files = new Map();
  const walk = (p) => {
    const abs = path.join(root, p);
    if (!fs.existsSync(abs)) return;
    if (fs.statSync(abs).isDirectory()) for (const f of fs.readdirSync(abs)) walk(path.join(p, f));
    else files.set(p, fs.readFileSync(abs, 'utf8'));
  };
  targets.forEach(walk);
  return files;
}

const before = snapshot();
await npx(['tsc', '-p', 'schema/tsconfig.build.json'], { cwd: root });
await run('node', ['-r', '@swc-node/register', 'api/src/graphql/emit-schema.ts'], { cwd: root, env: { SWC_NODE_PROJECT: 'api/tsconfig.json' } });
await npx(['graphql-codegen', '--config', 'codegen.yml', '--silent'], { cwd: root });
const after = snapshot();

if (check) {
  const changed = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f));
  for (const f of after.keys()) if (!before.has(f)) fs.rmSync(path.join(root, f));
  for (const [f, text] of before) fs.writeFileSync(path.join(root, f), text);
  if (changed.length) {
    console.error(`codegen:check: generated files are out of date (run npm run codegen and commit):\n  ${changed.join('\n  ')}`);
    process.exit(1);
  }
  console.log('codegen:check: schema/schema.graphql and web/src/gql/ are up to date');
}
