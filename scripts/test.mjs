// `npm test`: every check, in order of cost. Ends with one summary line ("N passed, N failed").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { npx, run } from './run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'chantiers-jest-'));
let passed = 0;
let failed = 0;
const steps = [];

async function step(name, fn) {
  const started = Date.now();
  try {
    await fn();
    steps.push(`  ok    ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  } catch (err) {
    steps.push(`  FAIL  ${name}: ${err.message}`);
    throw err;
  }
}

async function jest(name, config, env = {}) {
  const out = path.join(reports, `${name}.json`);
  try {
    await npx(['jest', '-c', config, '--json', `--outputFile=${out}`], { cwd: root, env });
  } finally {
    if (fs.existsSync(out)) {
      const r = JSON.parse(fs.readFileSync(out, 'utf8'));
      passed += r.numPassedTests;
      failed += r.numFailedTests + r.numRuntimeErrorTestSuites;
    }
  }
}

let ok = true;
try {
  await step('lint', () => npx(['eslint', '--max-warnings', '0', '.'], { cwd: root }));
  await step('format (prettier --check)', () => npx(['prettier', '--check', '--log-level', 'warn', '.'], { cwd: root }));
  await step('codegen:check', () => run('node', ['scripts/codegen.mjs', '--check'], { cwd: root }));
  await step('typecheck', () => run('npm', ['run', 'typecheck'], { cwd: root }));
  await step('api unit + integration (PostgreSQL, SMTP)', () => jest('api', 'api/jest.config.js'));
  // The same suite on the embedded PGlite that `npm start` uses with no setup (PGlite loads its wasm by import()).
  await step('api unit + integration (embedded PGlite)', () =>
    jest('api-embedded', 'api/jest.config.js', {
      TEST_DB: 'embedded',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --disable-warning=ExperimentalWarning`.trim(),
    }),
  );
  await step('web unit + components', () => jest('web', 'web/jest.config.cjs'));
  await step('build', () => run('npm', ['run', 'build'], { cwd: root }));
  await step('sign-in route bundle budget', () => run('node', ['scripts/bundle-size.mjs'], { cwd: root }));
  await step('browser journeys (Chromium)', () => jest('e2e', 'e2e/jest.config.js'));
  await step('npm start: first, second, beside another, after kill -9, after a change (embedded)', () =>
    jest('scripts', 'scripts/test/jest.config.js'),
  );
} catch {
  ok = false;
}
console.log(`\n${steps.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
