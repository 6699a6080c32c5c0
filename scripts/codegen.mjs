// Regenerates schema/schema.graphql (from the api's resolvers), schema/openapi.json (from the REST route table),
// web/src/gql/ (the types, the cache's possible types) and, beside each web/src/**/x.graphql, x.generated.ts (its typed documents).
// Generated files are removed first, so a document whose .graphql file is gone goes too.
// With --check, fails when the committed files differ from what the code generates, and leaves them as they were.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { npx, run } from './run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
const targets = ['schema/schema.graphql', 'schema/openapi.json', 'web/src/gql'];
const generatedDocuments = 'web/src';
const isGeneratedDocument = (file) => file.endsWith('.generated.ts');

function snapshot() {
  const files = new Map();
  const walk = (p, keep) => {
    const abs = path.join(root, p);
    if (!fs.existsSync(abs)) return;
    if (fs.statSync(abs).isDirectory()) for (const f of fs.readdirSync(abs)) walk(path.join(p, f), keep);
    else if (keep(p)) files.set(p, fs.readFileSync(abs, 'utf8'));
  };
  for (const target of targets) walk(target, () => true);
  walk(generatedDocuments, isGeneratedDocument);
  return files;
}

function restore(files) {
  for (const f of snapshot().keys()) fs.rmSync(path.join(root, f));
  for (const [f, text] of files) {
    fs.mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
    fs.writeFileSync(path.join(root, f), text);
  }
}

const before = snapshot();
let after;
try {
  for (const f of before.keys()) if (f !== 'schema/schema.graphql') fs.rmSync(path.join(root, f));
  await npx(['tsc', '-p', 'schema/tsconfig.build.json'], { cwd: root });
  await run('node', ['-r', '@swc-node/register', 'api/src/graphql/emit-schema.ts'], { cwd: root, env: { SWC_NODE_PROJECT: 'api/tsconfig.json' } });
  // The REST facade's OpenAPI document, from the route table and the same schema.
  await run('node', ['-r', '@swc-node/register', 'api/src/rest/openapi/emit.ts'], { cwd: root, env: { SWC_NODE_PROJECT: 'api/tsconfig.json' } });
  await npx(['graphql-codegen', '--config', 'codegen.yml', '--silent'], { cwd: root });
  after = snapshot();
} catch (e) {
  // Never leave the generated files half removed.
  restore(before);
  throw e;
}

if (check) {
  const changed = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f));
  restore(before);
  if (changed.length) {
    console.error(`codegen:check: generated files are out of date (run npm run codegen and commit):\n  ${changed.join('\n  ')}`);
    process.exit(1);
  }
  console.log('codegen:check: schema/schema.graphql, schema/openapi.json, web/src/gql/ and web/src/**/*.generated.ts are up to date');
}
