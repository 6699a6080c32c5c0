import type { TestServer } from '../../api/test/server';
import { startApp } from './app';
import { type Browser, openBrowser } from './browser';

/**
 * One app and one browser for a test file, started before and stopped after its tests; the app's service worker only
 * with `serviceWorkers` (see openBrowser). `env` is added to the app's environment, read when the app starts: a function
 * for settings known only then (a store started by an earlier beforeAll).
 */
export function useAppAndBrowser({
  serviceWorkers = false,
  env = {},
}: { serviceWorkers?: boolean; env?: Record<string, string> | (() => Record<string, string>) } = {}): {
  app: () => TestServer;
  browser: () => Browser;
} {
  let app: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(typeof env === 'function' ? env() : env), openBrowser({ serviceWorkers })]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  return { app: () => app!, browser: () => browser! };
}
