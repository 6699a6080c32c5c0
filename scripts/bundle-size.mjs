// The JavaScript a browser really downloads, counted in Chromium on a phone-sized screen (390×844) against the
// built app (node api/dist/main.js on a fresh embedded database, web/dist as built):
//   - a new visitor's /sign-in: every script until the network is idle (what loads after first paint counts);
//   - then a sign-in through the form and /dashboard: the scripts it adds until the network is idle again;
//   - then a scroll to the dashboard's chart, which loads when it comes into view: reported, not budgeted.
// The offline layer's file (web/vite-bundle.ts, group `offline`: the service worker's start, the phone's storage) loads
// with the private area; it is counted on its own line against issue 36's budget, not in the dashboard's.
// Sizes are each script's bytes gzipped here at level 9 (whatever the server sent), so the figures are bytes,
// deterministic, and comparable with or without compression on the wire. Exits 1 above a budget.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, signInThroughForm, startBuiltApp } from './built-app.mjs';

export const BUDGETS_KB = { signIn: 150, dashboard: 200, offline: 60 };
const OFFLINE_FILE = /^\/assets\/offline-[\w-]+\.js$/;
const ASSETS = fileURLToPath(new URL('../web/dist/assets', import.meta.url));
/** No request for this long: the page is idle (Playwright's own 'networkidle' is 500 ms). */
const QUIET_MS = 750;

/** Records every script response of a page; `idle()` waits until no request has been in flight for QUIET_MS. */
function watch(page) {
  const scripts = new Map();
  const reads = [];
  const inFlight = new Set();
  let last = Date.now();
  const settle = (req) => {
    inFlight.delete(req);
    last = Date.now();
  };
  page.on('request', (req) => {
    inFlight.add(req);
    last = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('response', (res) => {
    const req = res.request();
    if (req.resourceType() !== 'script' || res.status() !== 200) return;
    const url = new URL(res.url()).pathname;
    reads.push(res.body().then((body) => scripts.set(url, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length })));
  });
  return {
    scripts,
    async idle(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - last < QUIET_MS) {
        if (Date.now() > deadline)
          throw new Error(`the network was still busy after ${timeoutMs} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      await Promise.all(reads);
    },
  };
}

const sum = (files) => files.reduce((s, f) => s + f.gzip, 0);

/** Measures /sign-in for a new visitor, then /dashboard after signing in. */
export async function measureRoutes({ viewport = { width: 390, height: 844 } } = {}) {
  const app = await startBuiltApp();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, headless: true });
  try {
    const context = await browser.newContext({ viewport, locale: 'fr-FR' });
    const page = await context.newPage();
    const seen = watch(page);
    await page.goto(`${app.base}/sign-in`);
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    await seen.idle();
    const signIn = [...seen.scripts].map(([file, s]) => ({ file, ...s }));
    const before = new Set(seen.scripts.keys());

    await signInThroughForm(page);
    await page.getByText('Finances du mois').first().waitFor({ timeout: 30_000 });
    await seen.idle();
    const signedIn = [...seen.scripts].filter(([file]) => !before.has(file)).map(([file, s]) => ({ file, ...s }));
    const dashboard = signedIn.filter((f) => !OFFLINE_FILE.test(f.file));
    const offline = signedIn.filter((f) => OFFLINE_FILE.test(f.file));
    const beforeChart = new Set(seen.scripts.keys());

    await page.locator('.fin-chart').scrollIntoViewIfNeeded();
    await page.locator('.fin-chart .recharts-surface').first().waitFor({ timeout: 30_000 });
    await seen.idle();
    const chart = [...seen.scripts].filter(([file]) => !beforeChart.has(file)).map(([file, s]) => ({ file, ...s }));
    await context.close();
    return {
      signIn: { files: signIn, gzip: sum(signIn) },
      dashboard: { files: dashboard, gzip: sum(dashboard) },
      offline: { files: offline, gzip: sum(offline) },
      chart: { files: chart, gzip: sum(chart) },
    };
  } finally {
    await browser.close();
    await app.stop();
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const verbose = process.argv.includes('--verbose');
  const result = await measureRoutes();
  let over = false;
  for (const [name, route, budget] of [
    ['/sign-in (new visitor)', result.signIn, BUDGETS_KB.signIn],
    ['/dashboard (added after sign-in)', result.dashboard, BUDGETS_KB.dashboard],
    ['offline layer (loaded with the private area)', result.offline, BUDGETS_KB.offline],
    ['/dashboard chart (when scrolled into view)', result.chart, undefined],
  ]) {
    if (verbose) for (const f of [...route.files].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(f.gzip).padStart(7)} KB  ${f.file}`);
    const fail = budget !== undefined && route.gzip / 1024 > budget;
    over ||= fail;
    const size = `${(route.gzip / 1024).toFixed(2)} KB of JavaScript gzipped in ${route.files.length} files`;
    console.log(`${fail ? 'OVER ' : ''}${name}: ${size}${budget ? ` (budget ${budget} KB)` : ''}`);
  }
  if (!result.offline.files.length) {
    console.log('OVER offline layer: its file (assets/offline-*.js) was not loaded after signing in');
    over = true;
  }
  // Two files importing each other run in the wrong order: the offline layer must not import the private area's file
  // (a dayjs import there once broke every signed-in page with 'ie is not a function').
  for (const file of fs.readdirSync(ASSETS).filter((f) => /^offline-[\w-]+\.js$/.test(f))) {
    const imports = fs.readFileSync(path.join(ASSETS, file), 'utf8').match(/from\s*"\.\/private-[\w-]+\.js"/g);
    if (imports) {
      console.log(`OVER offline layer: ${file} imports the private area's file (${imports.join(', ')}): pass it in, or load it lazily`);
      over = true;
    }
  }
  if (over) process.exit(1);
}
