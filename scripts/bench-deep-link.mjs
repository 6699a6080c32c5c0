// A cold deep link on a slow phone (issue 33): a site's finances opened from a notification or an e-mail, on the
// built app, in the machine's Chromium throttled as a mid-range phone on a poor network (CPU 4× slower, 1.6 Mbps down,
// 750 kbps up, 150 ms), with an empty cache and the person signed in earlier (the storage the app keeps). One line
// per run, then the medians:
//   bench: deep link /detail-chantier/:id/finances first-skeleton=… content=… requests=… spinner=yes|no
// 'content' is when the page's own figures are on screen (the labour card with its amount); the target is ≤ 3 s,
// with a skeleton (not a spinner) before. Called by scripts/bench.mjs; `node scripts/bench-deep-link.mjs` runs it alone,
// DEEP_LINK_WATERFALL=1 prints each run's files and queries with their timings.
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, DEMO_MANAGER, gql, signInThroughForm, startBuiltApp } from './built-app.mjs';

const RUNS = Math.max(1, Number(process.env.DEEP_LINK_RUNS ?? 3));
const TARGET_MS = 3000;
const PHONE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * One cold visit: a new browser context signs in through the sign-in screen (so its storage holds what the app keeps
 * for a signed-in person: tokens, user, permissions), its HTTP cache is then emptied, and the link is opened.
 */
async function visit(browser, base, path) {
  // Without the app's service worker: the link is measured as a phone that does not hold the app's files yet (a new
  // version, an emptied storage) fetches them; once installed, they come from the phone's copy.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/sign-in`);
    await signInThroughForm(page);
    await page.goto(`${base}/favicon.svg`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PHONE });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    let requests = 0;
    const operations = [];
    page.on('request', (request) => {
      requests++;
      if (request.url().endsWith('/graphql')) operations.push(request.postDataJSON()?.operationName ?? '?');
    });
    if (process.env.DEEP_LINK_WATERFALL === '1')
      await page.addInitScript(() => {
        window.__tasks = [];
        new PerformanceObserver((list) => window.__tasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });
      });
    const started = Date.now();
    await page.goto(`${base}${path}`, { waitUntil: 'commit' });
    const seen = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const marks = { skeleton: null, spinner: false };
          const tick = () => {
            if (marks.skeleton === null && document.querySelector('.ant-skeleton, .page-skeleton')) marks.skeleton = performance.now();
            if (document.querySelector('.page-spinner, .ant-spin-spinning')) marks.spinner = true;
            const labour = document.querySelector('[data-testid="fig-labour"]');
            if (labour && /\d/.test(labour.textContent ?? '') && !document.querySelector('.ant-skeleton, .page-skeleton')) {
              resolve({ ...marks, content: performance.now() });
              return;
            }
            requestAnimationFrame(tick);
          };
          tick();
        }),
    );
    // The page's clock starts with its navigation: 'content' is measured from the link, as a person would.
    const navStart = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.startTime ?? 0);
    if (process.env.DEEP_LINK_WATERFALL === '1') {
      // What the link waited for: each file or query, when it was asked for and when it had arrived (ms), its bytes.
      const waterfall = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((r) => `${Math.round(r.startTime)}→${Math.round(r.responseEnd)} ${r.encodedBodySize} ${r.name.replace(location.origin, '')}`),
      );
      const tasks = await page.evaluate(() => window.__tasks.map((t) => `${Math.round(t.startTime)}+${Math.round(t.duration)}`));
      console.log(`bench: deep link long tasks ${tasks.join(' ')}`);
      let asked = 0;
      const named = waterfall.map((line) => (line.endsWith(' /graphql') ? `${line} ${operations[asked++] ?? ''}` : line));
      console.log(`bench: deep link waterfall\n  ${named.join('\n  ')}`);
    }
    return {
      skeleton: seen.skeleton === null ? null : Math.round(seen.skeleton - navStart),
      content: Math.round(seen.content - navStart),
      spinner: seen.spinner,
      requests,
      wall: Date.now() - started,
    };
  } finally {
    await context.close();
  }
}

export async function deepLinkBench() {
  const app = await startBuiltApp();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS.filter((f) => f !== '--headless') });
  try {
    const token = (await gql(app.base, 'mutation ($input: SignInInput!) { signIn(input: $input) { accessToken } }', { input: DEMO_MANAGER })).signIn
      .accessToken;
    const site = (await gql(app.base, '{ sites(first: 1) { items { id } } }', {}, token)).sites.items[0];
    const path = `/detail-chantier/${site.id}/finances`;
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await visit(browser, app.base, path);
      runs.push(r);
      const spinner = r.spinner ? 'yes' : 'no';
      console.log(
        `bench: deep link run ${i + 1} first-skeleton=${r.skeleton ?? '—'} ms content=${r.content} ms requests=${r.requests} spinner=${spinner}`,
      );
    }
    const content = median(runs.map((r) => r.content));
    const verdict = content <= TARGET_MS ? 'ok' : 'MISSED';
    console.log(
      `bench: deep link /detail-chantier/:id/finances (phone: 4× CPU, 1.6 Mbps, 150 ms, cold) content=${content} ms (target ≤ ${TARGET_MS} ms: ${verdict}) ` +
        `first-skeleton=${median(runs.map((r) => r.skeleton ?? Infinity))} ms requests=${median(runs.map((r) => r.requests))} ` +
        `spinner=${runs.some((r) => r.spinner) ? 'yes' : 'no'}`,
    );
    return { content, ok: content <= TARGET_MS };
  } finally {
    await browser.close();
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await deepLinkBench();
}
