import type { TestServer } from '../../api/test/server';
import { startApp } from './app';
import { type Browser, openBrowser } from './browser';

/**
 * One app and one browser for a test file, started before and stopped after its tests; the app's service worker only
 * with `serviceWorkers` (see openBrowser).
 */
export function useAppAndBrowser({ serviceWorkers = false }: { serviceWorkers?: boolean } = {}): { app: () => TestServer; browser: () => Browser } {
  let app: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), openBrowser({ serviceWorkers })]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  return { app: () => app!, browser: () => browser! };
}
