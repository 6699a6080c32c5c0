// `npm test`: every check. Steps run in lanes side by side where they do not need each other; each step's output is
// printed whole when it ends. Ends with a table of each step's time, then one line: "N passed, N failed".
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'chantiers-test-'));
const started = Date.now();
const results = [];
let passed = 0;
let failed = 0;

/** Runs one command with its output kept in a file, then printed in one piece (lanes would interleave it). */
function exec(name, cmd, args, env = {}) {
  const log = path.join(reports, `${name.replace(/\W+/g, '-')}.log`);
  const out = fs.openSync(log, 'w');
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', out, out], env: { ...process.env, ...env } });
    child.on('error', (err) => resolve({ ok: false, why: err.message }));
    child.on('exit', (code, signal) => resolve({ ok: code === 0, why: `exited with ${code ?? signal}` }));
  }).then((r) => {
    fs.closeSync(out);
    process.stdout.write(`\n──── ${name} ────\n${fs.readFileSync(log, 'utf8')}`);
    return r;
  });
}

/** Adds a jest run's counts (its JSON report) to the totals. */
function count(report) {
  if (!fs.existsSync(report)) return;
  const r = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests + r.numRuntimeErrorTestSuites;
}

const npx = (...args) => ['npx', ['--no-install', ...args]];
const step = (name, cmd, extra = {}) => ({ name, cmd, ...extra });

/** A jest step; its JSON report feeds the totals. */
function jest(name, config, env = {}) {
  const report = path.join(reports, `${config.replace(/\W+/g, '-')}-${env.TEST_DB ?? 'default'}.json`);
  return step(name, npx('jest', '-c', config, '--json', `--outputFile=${report}`), { env, report });
}

/** A lane runs its steps in order and stops at the first failure; lanes run side by side. */
async function lane(steps) {
  for (const s of steps) {
    const t0 = Date.now();
    const [cmd, args] = s.cmd;
    const r = await exec(s.name, cmd, args, s.env);
    if (s.report) count(s.report);
    results.push({ name: s.name, ok: r.ok, seconds: (Date.now() - t0) / 1000, why: r.why });
    if (!r.ok) return false;
  }
  return true;
}

const vmModules = `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --disable-warning=ExperimentalWarning`.trim();

const statics = [
  step('lint (eslint)', npx('eslint', '--cache', '--cache-location', 'node_modules/.cache/eslint/', '--max-warnings', '0', '.')),
  step('format (prettier --check)', npx('prettier', '--check', '--cache', '--log-level', 'warn', '.')),
  // The layers (core imports no module, web shared no app or feature, no circle across folders): .dependency-cruiser.cjs.
  step(
    'layers (dependency-cruiser)',
    npx('depcruise', 'api/src', 'web/src', 'schema', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'),
  ),
  // Exact repeated blocks of six lines or more in the application code: at most 3 per 10,000 lines (issue 34).
  step('duplicates (≤ 3 per 10,000 lines)', ['node', ['scripts/duplicate-blocks.mjs', '--max', '3']]),
  // Direct dependencies behind their current major, each held in docs/DECISIONS.md with its reason (issue 35).
  step('majors (npm registry)', ['node', ['scripts/majors.mjs']]),
  step('codegen:check', ['node', ['scripts/codegen.mjs', '--check']]),
  step('typecheck', ['npm', ['run', 'typecheck']]),
  step('build', ['npm', ['run', 'build']]),
  step('sign-in route bundle budget', ['node', ['scripts/bundle-size.mjs']]),
];
const apiPostgres = jest('api (PostgreSQL, SMTP)', 'api/jest.config.js');
// The files tagged @both-databases, on the embedded PGlite `npm start` uses with no setup (it loads its wasm by import()).
const apiEmbedded = jest('api, engine files (embedded PGlite)', 'api/jest.config.js', { TEST_DB: 'embedded', NODE_OPTIONS: vmModules });
const web = jest('web (components, jsdom)', 'web/jest.config.cjs');
const schemaUnits = jest('schema (money rules)', 'schema/jest.config.cjs');
const browser = jest('browser journeys (Chromium)', 'e2e/jest.config.js');
const start = jest('npm start: first, second, beside another, after kill -9, after a change, on Node 24', 'scripts/test/jest.config.js');

// The api on PostgreSQL in one lane; the static checks, the build and the web components in the other. Then the
// browser journeys (they need the build) beside the `npm start` tests and the embedded engine's files: the journeys
// are the longest step, and the other lane had finished long before them (measured 11-30: 235 s beside 671 s).
const first = await Promise.all([lane([apiPostgres]), lane([...statics, schemaUnits, web])]);
const ok = first.every(Boolean) && (await Promise.all([lane([browser]), lane([start, apiEmbedded])])).every(Boolean);

console.log('\n  step                                                                     time');
for (const r of results)
  console.log(`  ${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(68)} ${r.seconds.toFixed(0).padStart(5)} s${r.ok ? '' : `  (${r.why})`}`);
console.log(`  total${' '.repeat(68)} ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
