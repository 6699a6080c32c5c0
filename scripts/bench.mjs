// `npm run bench`: performance figures (never timed unit tests), one `bench:` line each.
//   - the JavaScript a phone downloads for /sign-in and /dashboard, counted in Chromium (scripts/bundle-size.mjs,
//     budgets 150 and 200 KB gzipped), and Lighthouse's mobile and desktop scores of both (scripts/bench-lighthouse.mjs);
//   - a cold deep link to a site's finances on a throttled phone (scripts/bench-deep-link.mjs): time to content
//     (target ≤ 3 s, reported with its verdict), first skeleton, requests, whether a spinner showed;
//   - a phone's outbox of 500 changes made offline, 200 of them with a photo, sent once the network is back
//     (scripts/bench-outbox.mjs; target < 60 s, fails the command when missed or when a change is lost or doubled);
//   - the sites list (scripts/bench-sites.ts): first-page latency with 100 and 10,000 sites (target: within 1.5x),
//     a search, the header's search as it is typed (target p95 ≤ 150 ms), and the sites list GraphQL at 50 connections
//     for 20 s (req/s, p50, p99; target p99 ≤ 150 ms) with its ratio to a bare node:http + pg floor running the same SQL
//     statement (target ≥ 0.5);
//   - finance (scripts/bench-finance.ts): with 1,000,000 purchases over 1,000 sites, a site's figures (p50 < 50 ms)
//     and the global finance of a year (p50 < 500 ms);
//   - planning (scripts/bench-planning.ts): with 60,000 tasks of 400 people over 300 sites, the global planning of a month
//     (p50 < 150 ms), a site's and a person's month, taskConflicts and sitePlanningSummary (p50 < 50 ms each), and a
//     createTask with 3 people and 1 dependency (p50 < 80 ms);
//   - webhooks (scripts/bench-webhooks.ts): createSite's cost of queuing for 3 endpoints (p50 + < 5 ms), a backlog of
//     3,000 deliveries drained by one process (≥ 300/s, receiver answering in 20 ms), the claim with 200,000 log lines
//     (p50 < 2 ms);
//   - uploads (scripts/bench-uploads.ts): with files in an object store (FILES_DRIVER=s3), 50 × 10 MB sent 10 at once
//     straight to the store, then through the api; the api's resident memory before and at its peak (target: the direct
//     uploads raise it by < 64 MB);
//   - capacity (scripts/bench-capacity.ts): sign-ins, sites lists and saved purchases per second for 1, 2 and 3 api
//     processes behind Caddy (the compose file's proxy) and one without it, 50 connections over 100 companies, with
//     where the CPU went (api, PostgreSQL, Caddy, load generator) and the database's share; what a row weighs on disk
//     (docs/CAPACITY.md). Reported, never asserted.
// Exits non-zero when a latency target (sites, finance, planning, webhooks) is missed or a bench cannot run; throughput is reported
// with its verdict.
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { npx, run } from './run.mjs';
import { lighthouseBench } from './bench-lighthouse.mjs';
import { deepLinkBench } from './bench-deep-link.mjs';
import { outboxBench } from './bench-outbox.mjs';
import { BUDGETS_KB, measureRoutes } from './bundle-size.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!fs.existsSync(path.join(root, 'web', 'dist', 'index.html'))) await run('npm', ['run', 'build', '-w', 'web'], { cwd: root });
if (!fs.existsSync(path.join(root, 'api', 'dist', 'main.js'))) await run('npm', ['run', 'build', '-w', 'api'], { cwd: root });
try {
  const routes = await measureRoutes();
  const kb = (r) => `${(r.gzip / 1024).toFixed(1)} KB gzipped in ${r.files.length} files`;
  console.log(`bench: /sign-in JavaScript = ${kb(routes.signIn)} (budget ${BUDGETS_KB.signIn} KB)`);
  console.log(
    `bench: /dashboard JavaScript added = ${kb(routes.dashboard)} (budget ${BUDGETS_KB.dashboard} KB), chart when scrolled to = ${kb(routes.chart)}`,
  );
  await lighthouseBench();
  await deepLinkBench();
  if (!(await outboxBench()).ok) process.exitCode = 1;
} catch (err) {
  console.error(`bench: web failed (${err.message})`);
  process.exitCode = 1;
}

/** The newest modification time of the schema package's sources (its dist is what the api imports). */
function newestSchemaSource(dir = path.join(root, 'schema')) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules') continue;
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSchemaSource(p));
    else if (/\.(ts|json)$/.test(entry.name)) newest = Math.max(newest, fs.statSync(p).mtimeMs);
  }
  return newest;
}
const schemaDist = path.join(root, 'schema', 'dist', 'index.js');
if (!fs.existsSync(schemaDist) || fs.statSync(schemaDist).mtimeMs < newestSchemaSource())
  await npx(['tsc', '-p', 'schema/tsconfig.build.json'], { cwd: root });

for (const [name, file] of [
  ['sites', 'scripts/bench-sites.ts'],
  ['finance', 'scripts/bench-finance.ts'],
  ['planning', 'scripts/bench-planning.ts'],
  ['webhooks', 'scripts/bench-webhooks.ts'],
  ['uploads', 'scripts/bench-uploads.ts'],
  ['capacity', 'scripts/bench-capacity.ts'],
]) {
  try {
    await run('node', ['-r', '@swc-node/register', file], { cwd: root, env: { SWC_NODE_PROJECT: 'api/tsconfig.json' } });
  } catch (err) {
    console.error(`bench: ${name} failed (${err.message})`);
    process.exitCode = 1;
  }
}
