import { shoot } from './support/browser';
import { type Account, createCompany, signIn } from './support/company';
import { useAppAndBrowser } from './support/suite';

const suite = useAppAndBrowser();
let manager: Account;

beforeAll(async () => {
  ({ manager } = await createCompany(suite.app(), 'lean'));
});

/** The app's scripts the page has fetched so far. */
const scripts = (page: import('playwright-core').Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.endsWith('.js')),
  );

describe('lean pages on a phone', () => {
  it('draws the sign-in screen without antd, titled in French and in English', async () => {
    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await page.goto(`${suite.app().url}/sign-in`);
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    expect(await page.title()).toBe('Connexion · Chantiers');
    // antd's style engine writes <style> elements; the public screens bring none, nor antd's files.
    expect(await page.locator('style').count()).toBe(0);
    expect((await scripts(page)).filter((p) => /\/assets\/(antd|private)/.test(p))).toEqual([]);
    // The icons and the password toggle behave as antd's did.
    await page.getByLabel('Mot de passe', { exact: true }).fill('secret');
    await page.getByRole('img', { name: 'eye-invisible' }).click();
    expect(await page.getByLabel('Mot de passe', { exact: true }).getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.waitForFunction(() => document.title === 'Sign in · Chantiers');
    await page.close();
  });

  it('shows a dark visit in dark colours at once, without antd', async () => {
    const page = await suite.browser().page({ width: 390, height: 844, dark: true, origin: suite.app().url });
    await page.evaluate(() => localStorage.setItem('theme_settings', JSON.stringify({ datathememode: 'dark' })));
    await page.goto(`${suite.app().url}/sign-in`);
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-theme-pending'))).toBe(false);
    expect(await page.locator('.auth-card').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(20, 20, 20)');
    expect(await page.getByRole('button', { name: 'Se connecter' }).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(52, 78, 127)');
    await shoot(page, 'sign-in-dark-390');
    await page.close();
  });

  it('titles the private screens and serves robots.txt', async () => {
    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.waitForFunction(() => document.title === 'Tableau de bord · Chantiers');
    await page.goto(`${suite.app().url}/fournisseurs`);
    await page.waitForFunction(() => document.title === 'Fournisseurs · Chantiers');
    const robots = await fetch(`${suite.app().url}/robots.txt`);
    expect(robots.status).toBe(200);
    const text = await robots.text();
    expect(text).toContain('Disallow: /graphql');
    expect(text).toContain('Allow: /sign-in');
    await page.close();
  });

  it('can be installed on a phone: its manifest, in French, with icons a launcher can mask', async () => {
    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await page.goto(`${suite.app().url}/sign-in`);
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    const cdp = await page.context().newCDPSession(page);
    const { url, errors, data } = await cdp.send('Page.getAppManifest');
    expect(url).toBe(`${suite.app().url}/manifest.webmanifest`);
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data ?? '{}');
    expect(manifest).toMatchObject({ short_name: 'Chantiers', lang: 'fr', start_url: '/dashboard', display: 'standalone' });
    for (const icon of manifest.icons as { src: string; type: string; purpose: string }[]) {
      const res = await fetch(`${suite.app().url}${icon.src}`);
      expect([icon.src, res.status, res.headers.get('content-type')]).toEqual([icon.src, 200, icon.type]);
    }
    expect(manifest.icons.some((i: { purpose: string }) => i.purpose === 'maskable')).toBe(true);
    const served = await fetch(`${suite.app().url}/manifest.webmanifest`);
    expect(served.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    // What Chromium checks before it offers to install (a service worker is not required by it any more).
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe('/icons/apple-touch-icon.png');
    await page.close();
  });
});
