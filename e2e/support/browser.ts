import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { moroccoZoneId } from './today';

export const SCREENSHOT_DIR = path.join(__dirname, '..', 'screenshots');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Browser {
  context: BrowserContext;
  /**
   * A new tab; with `origin`, that origin's storage is emptied first so tests do not share a session. Its system asks
   * for reduced motion (the app then turns antd's sliding off) unless `motion`: the shell's menus and popups keep it.
   */
  page(opts?: { width?: number; height?: number; dark?: boolean; origin?: string; motion?: boolean }): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Debian's Chromium, headless, with the flags that keep it off this machine's closed network. The app's service worker
 * is blocked unless `serviceWorkers` (offline.e2e.test.ts): once installed it would answer later pages of a file from
 * its copy, which request counts, sizes and routed answers must not see.
 */
export async function openBrowser({ serviceWorkers = false }: { serviceWorkers?: boolean } = {}): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'chantiers-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    locale: 'fr-FR',
    serviceWorkers: serviceWorkers ? 'allow' : 'block',
    // A Moroccan user's clock: the forms' "today" is the server's (Morocco's day), also from 23:00 UTC.
    timezoneId: moroccoZoneId(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  await context.addInitScript(recordToasts);
  return {
    context,
    async page({ width = 1280, height = 800, dark = false, origin, motion = false } = {}) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light', reducedMotion: motion ? 'no-preference' : 'reduce' });
      page.on('pageerror', (err) => console.error(`[browser] ${err.message}`));
      page.on('console', (msg) => {
        if (msg.type() === 'error') console.error(`[browser console] ${msg.text()}`);
      });
      // What the server refused for its own reasons (5xx) or never answered: a journey that then waits in vain says why.
      // Aborted ones are the page's own doing (a navigation, a query dropped on unmount, a download).
      page.on('requestfailed', (req) => {
        const why = req.failure()?.errorText ?? '';
        if (why !== 'net::ERR_ABORTED') console.error(`[browser request failed] ${req.method()} ${req.url()}: ${why}`);
      });
      page.on('response', (res) => {
        if (res.status() >= 500)
          console.error(`[browser response] ${res.status()} ${res.request().method()} ${res.url()} ${res.request().postData()?.slice(0, 200) ?? ''}`);
      });
      if (origin) {
        await page.goto(`${origin}/favicon.svg`);
        await page.evaluate(() => localStorage.clear());
      }
      return page;
    },
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Lets opening animations (modal zoom, drawer slide) finish before a screenshot or a contrast check. */
export async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length === 0,
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(150);
}

/**
 * With SCREENSHOTS=1, saves a full-page screenshot under e2e/screenshots/ (ignored by git) for a person to look at.
 * Without it, nothing: the assertions around it are what the run checks, and 116 full pages cost about a minute.
 */
export async function shoot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}

/**
 * Every toast a page shows, recorded from inside it (`window.__toastsShown`) by a script each document runs first. A
 * success toast is on screen about 3 s (2 s, SPEC §8, then 1 s to leave) while a locator's waitFor looks from the
 * test's process, every 0.5 s plus its round trips: a loaded machine that leaves that process without CPU for those
 * 3 s made journeys wait 30 s for a toast already gone (quotes list, e-invoicing, CI 12-01 and 12-02).
 */
function recordToasts(): void {
  const shown: string[] = [];
  (window as unknown as { __toastsShown: string[] }).__toastsShown = shown;
  // Only what was added is looked at: a page drawing a large tree (Swagger UI) must not pay a document-wide query per change.
  const take = (el: Element) => {
    // As getByText reads it: any run of white space (the amounts' no-break spaces too) as one space.
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text) shown.push(text);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (!(node instanceof Element)) return;
        if (node.classList.contains('Toastify__toast')) take(node);
        else if (node.firstElementChild) node.querySelectorAll('.Toastify__toast').forEach(take);
      });
    }
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Waits until the page has shown a toast containing `text` — still on screen or already gone — and counts it as seen,
 * so the same message raised again later is waited for afresh. Wait for what lasts (a row's status, a heading) first
 * where there is one.
 */
export async function toastShown(page: Page, text: string, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (t) => {
      const shown = (window as unknown as { __toastsShown?: string[] }).__toastsShown ?? [];
      const wanted = t.replace(/\s+/g, ' ').trim();
      const at = shown.findIndex((s) => s.includes(wanted));
      if (at < 0) return false;
      shown.splice(at, 1);
      return true;
    },
    text,
    { polling: 'raf', timeout },
  );
}

/** Waits for the app to be at `path`; unlike waitForURL it also sees history.replaceState. */
export async function waitForPath(page: Page, path: string, timeout = 10_000): Promise<void> {
  await page.waitForFunction((p) => window.location.pathname === p, path, { timeout });
}

/**
 * Picks an option of a select searched on the server (the sites search): types, waits for the answer to that search,
 * then takes the option from the searched list, not from the one it replaces.
 */
export async function chooseSearched(page: Page, select: Locator, typed: string, option: string): Promise<void> {
  await select.click();
  const searched = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes(`"search":"${typed}"`));
  await select.fill(typed);
  await searched;
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

/**
 * Clicks an option of the open select list, then waits for the list to close. On a loaded machine a click can land
 * while antd's list is still sliding in and be dropped: it is clicked again (on a single select, choosing the chosen
 * option again only closes the list), three times at most.
 */
export async function chooseOpenOption(page: Page, option: string): Promise<void> {
  const open = page.locator('.ant-select-dropdown:visible');
  for (let attempt = 1; ; attempt++) {
    await open.locator('.ant-select-item-option', { hasText: option }).first().click();
    try {
      await open.waitFor({ state: 'detached', timeout: 5_000 });
      return;
    } catch (err) {
      if (attempt === 3) throw err;
    }
  }
}

/**
 * Clicks an item of the open dropdown menu (account, language, '⋯', export), then waits for the menu to close. As with
 * chooseOpenOption, a click that lands while antd's menu is still sliding in can be dropped on a loaded machine: it is
 * clicked again, three times at most.
 */
export async function chooseMenuItem(page: Page, name: string | RegExp): Promise<void> {
  const open = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  for (let attempt = 1; ; attempt++) {
    await open.getByRole('menuitem', { name }).first().click();
    try {
      await open.waitFor({ state: 'detached', timeout: 5_000 });
      return;
    } catch (err) {
      if (attempt === 3) throw err;
    }
  }
}

/** Types a day into the app's date field (antd's DatePicker, DD/MM/YYYY) and confirms it, as a keyboard user does. */
export async function fillDate(input: Locator, day: string): Promise<void> {
  await input.click();
  await input.fill(day);
  await input.press('Enter');
}
