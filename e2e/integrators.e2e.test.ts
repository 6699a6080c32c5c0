import type { Page } from 'playwright-core';
import { contrastViolations } from './support/axe';
import { shoot, toastShown, waitForPath } from './support/browser';
import { type Account, createCompany, signIn } from './support/company';
import { useAppAndBrowser } from './support/suite';

const suite = useAppAndBrowser();
let manager: Account;

beforeAll(async () => {
  ({ manager } = await createCompany(suite.app(), 'integrateurs'));
});

async function settled(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.Toastify__toast'), undefined, { timeout: 10_000 });
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  await shoot(page, name);
  expect(await contrastViolations(page)).toEqual([]);
}

/** One GraphQL call with a personal access token, as an integrator's script makes it. */
async function withToken(token: string, query: string): Promise<{ status: number; body: any; limit: string | null }> {
  const res = await fetch(`${suite.app().url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, body: await res.json(), limit: res.headers.get('ratelimit-limit') };
}

describe('integrators: API tokens and the OpenAPI document (issue 21)', () => {
  it('lets a MANAGER create a read token shown once, which reads but cannot write, then revoke it at once', async () => {
    const app = suite.app();
    const page = await suite.browser().page({ width: 1280, height: 900, origin: app.url });
    await signIn(page, app, manager);
    await page.goto(`${app.url}/parametres/api`);
    await page.getByText('Aucun jeton : créez-en un pour connecter un logiciel.').waitFor();
    await page.getByRole('button', { name: 'Nouveau jeton' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nom').fill('Export comptable');
    await dialog.getByRole('button', { name: 'Créer le jeton' }).click();
    const secret = page.getByLabel('Jeton API', { exact: true });
    await secret.waitFor();
    const token = await secret.inputValue();
    expect(token).toMatch(/^cht_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    await settled(page, 'api-tokens-created-1280');

    const read = await withToken(token, '{ me { email role } }');
    expect(read.body.data.me).toEqual({ email: manager.email, role: 'MANAGER' });
    expect(read.limit).toBe('600');
    const write = await withToken(token, 'mutation { markAllNotificationsRead }');
    expect(write.body.errors[0].extensions.code).toBe('FORBIDDEN');

    await page.getByRole('button', { name: 'J’ai copié le jeton' }).click();
    expect(await page.getByLabel('Jeton API', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Révoquer : Export comptable' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Révoquer' }).click();
    await toastShown(page, 'Jeton révoqué');
    const refused = await withToken(token, '{ me { email } }');
    expect(refused.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    await page.close();
  });

  it('shows the settings screen on a dark phone', async () => {
    const app = suite.app();
    const page = await suite.browser().page({ width: 390, height: 844, origin: app.url });
    await signIn(page, app, manager);
    await page.evaluate(() => localStorage.setItem('theme_settings', JSON.stringify({ datathememode: 'dark' })));
    await page.goto(`${app.url}/parametres/api`);
    await waitForPath(page, '/parametres/api');
    await page.getByRole('button', { name: 'Nouveau jeton' }).waitFor();
    await settled(page, 'api-tokens-dark-390');
    // The documentation is one tap away, in a tab of its own, and starts with how to connect, in plain words.
    const [docs] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Documentation de l’API (REST, essais en ligne)' }).click(),
    ]);
    await docs.locator('.swagger-ui .info').getByText('créez un jeton d’API dans Chantiers', { exact: false }).waitFor({ timeout: 20_000 });
    expect(new URL(docs.url()).pathname).toBe('/api/docs');
    await docs.close();
    await page.close();
  });

  it('serves Swagger UI from its own assets under the CSP, with every /api/v1 path of the document', async () => {
    const app = suite.app();
    const page = await suite.browser().page({ width: 1280, height: 900, origin: app.url });
    const blocked: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy|Refused to/.test(msg.text())) blocked.push(msg.text());
    });
    const external: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(app.url)) external.push(r.url());
    });
    await page.goto(`${app.url}/api/docs`);
    await page.locator('.swagger-ui .info .title').waitFor({ timeout: 20_000 });
    // Every tag of the document is listed; opening one draws its operations.
    await page.locator('.opblock-tag', { hasText: 'notifications' }).waitFor();
    const doc = (await (await fetch(`${app.url}/api/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const tags = new Set(Object.values(doc.paths).flatMap((item) => Object.values(item).flatMap((op) => op.tags ?? [])));
    expect(tags.size).toBeGreaterThan(20);
    expect(await page.locator('.opblock-tag').count()).toBe(tags.size);
    await page.locator('.opblock-tag', { hasText: 'sites' }).first().click();
    await page.locator('.opblock-summary-path', { hasText: '/api/v1/chantiers/list' }).first().waitFor();
    await shoot(page, 'swagger-ui-1280');
    expect(blocked).toEqual([]);
    expect(external).toEqual([]);
    await page.close();
  });
});
