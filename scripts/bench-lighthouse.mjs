// Lighthouse (performance only) on the built app, in the machine's Chromium: /sign-in for a new visitor and
// /dashboard signed in as the demo MANAGER, with Lighthouse's mobile and desktop presets. One line each:
//   bench: lighthouse <preset> <route> score=<n> LCP=… TBT=… CLS=… FCP=… SI=…
// Each figure is the median of LIGHTHOUSE_RUNS runs (3 by default): scores move from run to run, so they are a
// bench and never a test. Called by scripts/bench.mjs; `node scripts/bench-lighthouse.mjs [mobile|desktop]
// [/route…] [--verbose]` runs it alone; LIGHTHOUSE_REPORT_DIR=dir keeps each run's full report (JSON).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, DEMO_MANAGER, startBuiltApp } from './built-app.mjs';

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const PRESETS = {
  mobile: { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'] } },
  desktop: { ...desktopConfig, settings: { ...desktopConfig.settings, onlyCategories: ['performance'] } },
};

const SIGN_IN =
  `mutation SignIn($input: SignInInput!) {
  signIn(input: $input) { accessToken refreshToken user { id firstName lastName email phone photoUrl role type status ` +
  `companyId companyName createdAt updatedAt } }
}`;

/** Signs the demo MANAGER in through the api and stores the session as the web app does (web/src/shared/session/storage.ts, permissions.ts). */
async function storeSession(base, port) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: SIGN_IN, variables: { input: DEMO_MANAGER } }),
  });
  const body = await res.json();
  if (!body.data) throw new Error(`sign-in failed: ${JSON.stringify(body.errors ?? body)}`);
  const { accessToken, refreshToken, user } = body.data.signIn;
  // What the app keeps after its first private screen (web/src/shared/session/permissions.ts): without it the
  // dashboard would wait for the permissions query, as no signed-in person's does.
  const context = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ query: '{ userContext { permissions limitedBy } }' }),
  }).then((r) => r.json());
  if (!context.data) throw new Error(`user context failed: ${JSON.stringify(context.errors ?? context)}`);
  const permissions = {
    userId: user.id,
    role: user.role,
    type: user.type,
    actions: context.data.userContext.permissions,
    limitedBy: context.data.userContext.limitedBy,
  };
  // Through a page that loads none of the app's scripts, so Lighthouse still loads the dashboard cold.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${base}/favicon.svg`);
    await page.evaluate(
      ([a, r, u, p]) => {
        localStorage.setItem('access_token', a);
        localStorage.setItem('refresh_token', r);
        localStorage.setItem('user_details', JSON.stringify(u));
        localStorage.setItem('is_partner', String(u.type === 'PARTNER'));
        localStorage.setItem('user_permissions', JSON.stringify(p));
      },
      [accessToken, refreshToken, user, permissions],
    );
    await page.close();
  } finally {
    // Only the CDP connection: the browser belongs to chrome-launcher.
    await browser.close().catch(() => undefined);
  }
}

/** The LCP element's HTML, from the LCP breakdown insight (Lighthouse 13). */
function lcpSnippet(lhr) {
  const seen = [];
  const walk = (v) => {
    if (!v || typeof v !== 'object' || seen.length) return;
    if (v.type === 'node' && v.snippet) seen.push(v.snippet);
    else for (const x of Object.values(v)) walk(x);
  };
  walk(lhr.audits['lcp-breakdown-insight']?.details);
  return seen[0];
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One Lighthouse navigation in a fresh Chromium (a new profile: nothing cached). */
async function runOnce(base, route, preset) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    if (route === '/dashboard') await storeSession(base, chrome.port);
    const result = await lighthouse(
      `${base}${route}`,
      { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true },
      PRESETS[preset],
    );
    const lhr = result.lhr;
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      fs.mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
      fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${preset}${route.replaceAll('/', '-')}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id].numericValue;
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      LCP: audit('largest-contentful-paint'),
      TBT: audit('total-blocking-time'),
      CLS: audit('cumulative-layout-shift'),
      FCP: audit('first-contentful-paint'),
      SI: audit('speed-index'),
      lcpElement: lcpSnippet(lhr),
      finalUrl: lhr.finalDisplayedUrl,
    };
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is tried again, twice at most. */
async function withRetries(fn, tries = 3) {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      if (i >= tries) throw err;
      console.error(`bench: lighthouse run failed (${err.message}), trying again`);
    }
  }
}

export async function lighthouseBench({ routes = ['/sign-in', '/dashboard'], presets = ['mobile', 'desktop'], runs = RUNS, verbose = false } = {}) {
  const app = await startBuiltApp();
  const lines = [];
  try {
    for (const preset of presets) {
      for (const route of routes) {
        const all = [];
        for (let i = 0; i < runs; i++) all.push(await withRetries(() => runOnce(app.base, route, preset)));
        if (all.some((r) => !new URL(r.finalUrl).pathname.startsWith(route)))
          throw new Error(`${route} ended on ${all.map((r) => r.finalUrl).join(', ')}`);
        const pick = (k) => median(all.map((r) => r[k]));
        const seconds = (k) => (pick(k) / 1000).toFixed(2);
        const line =
          `bench: lighthouse ${preset} ${route} score=${pick('score')} LCP=${seconds('LCP')} s TBT=${Math.round(pick('TBT'))} ms ` +
          `CLS=${pick('CLS').toFixed(3)} FCP=${seconds('FCP')} s SI=${seconds('SI')} s (median of ${runs}: ${all.map((r) => r.score).join(', ')})`;
        console.log(line);
        if (verbose) for (const r of all) console.log(`    LCP element: ${r.lcpElement ?? '?'}`);
        lines.push(line);
      }
    }
  } finally {
    await app.stop();
  }
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const routes = args.filter((a) => a.startsWith('/'));
  const presets = args.filter((a) => a === 'mobile' || a === 'desktop');
  await lighthouseBench({
    routes: routes.length ? routes : undefined,
    presets: presets.length ? presets : undefined,
    verbose: args.includes('--verbose'),
  });
}
