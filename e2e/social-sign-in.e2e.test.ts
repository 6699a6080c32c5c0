import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../api/test/server';
import { startTestProviders, type TestProviders } from '../api/src/modules/oauth/oidc-provider.test-helpers';
import { contrastViolations } from './support/axe';
import { type Browser, openBrowser, shoot, waitForPath } from './support/browser';
import { type Account, createCompany } from './support/company';

const WEB_DIST = path.join(__dirname, '..', 'web', 'dist');

let providers: TestProviders;
let app: TestServer;
let browser: Browser;
let manager: Account;

beforeAll(async () => {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) throw new Error('web/dist is missing: run `npm run build -w web` first');
  providers = await startTestProviders(['google', 'microsoft']);
  [app, browser] = await Promise.all([startTestServer({ WEB_DIST, ...providers.env() }), openBrowser()]);
  ({ manager } = await createCompany(app, 'social'));
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await providers?.stop();
});

async function settled(page: import('playwright-core').Page, name: string): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  await shoot(page, name);
  expect(await contrastViolations(page)).toEqual([]);
}

describe('social sign-in with the local OpenID providers (issue 20)', () => {
  it('signs a new person up with Google on a phone: company name, then the first steps', async () => {
    await providers.next('google', {
      sub: 'google-salma',
      claims: { email: 'salma.idrissi@example.ma', email_verified: true, given_name: 'Salma', family_name: 'Idrissi' },
    });
    const page = await browser.page({ width: 390, height: 844, origin: app.url });
    await page.goto(`${app.url}/sign-in`);
    await page.getByRole('button', { name: 'Continuer avec Google' }).waitFor();
    expect(await page.getByRole('button', { name: 'Continuer avec Microsoft' }).isVisible()).toBe(true);
    await settled(page, 'social-sign-in-buttons-390');
    await page.getByRole('button', { name: 'Continuer avec Google' }).click();

    await waitForPath(page, '/inscription-sociale', 20_000);
    await page.getByText('salma.idrissi@example.ma').waitFor();
    expect(await page.getByLabel('Prénom').inputValue()).toBe('Salma');
    await settled(page, 'social-sign-up-390');
    await page.getByLabel('Société').fill('Idrissi Bâtiment');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();

    await waitForPath(page, '/dashboard-users/', 20_000);
    await page.getByRole('heading', { level: 1, name: 'Bienvenue, Salma' }).waitFor();
    await page.getByText(/Six étapes pour que Idrissi Bâtiment/).waitFor();
    const [row] = await app.sql(
      "select u.role, u.status, c.name from app_user u join company c on c.id = u.company_id where u.email = 'salma.idrissi@example.ma'",
    );
    expect(row).toEqual({ role: 'MANAGER', status: 'ACTIVE', name: 'Idrissi Bâtiment' });
    await page.close();
  });

  it('signs an existing account in with Microsoft, on a dark desk, and records the link', async () => {
    await providers.next('microsoft', { sub: 'ms-nadia', claims: { email: manager.email.toUpperCase(), email_verified: true } });
    const page = await browser.page({ width: 1280, height: 900, dark: true, origin: app.url });
    await page.goto(`${app.url}/sign-in`);
    await page.evaluate(() => localStorage.setItem('theme_settings', JSON.stringify({ datathememode: 'dark' })));
    await page.reload();
    await page.getByRole('button', { name: 'Continuer avec Microsoft' }).click();
    await waitForPath(page, '/dashboard', 20_000);
    await page.getByRole('button', { name: /^Mon compte : Nadia Berrada/ }).waitFor();
    await settled(page, 'social-sign-in-dashboard-dark-1280');
    const links = await app.sql('select provider, subject from oauth_identity where user_id = (select id from app_user where email = $1)', [
      manager.email,
    ]);
    expect(links).toEqual([{ provider: 'microsoft', subject: 'ms-nadia' }]);
    await page.close();
  });

  it('comes back to sign-in with a French message when consent is refused, or the e-mail is not verified', async () => {
    const page = await browser.page({ width: 1280, height: 900, origin: app.url });
    await providers.next('google', { deny: true });
    await page.goto(`${app.url}/sign-in`);
    await page.getByRole('button', { name: 'Continuer avec Google' }).click();
    await page.getByText('Connexion annulée : l’accès a été refusé chez le fournisseur.').waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    expect(new URL(page.url()).searchParams.has('oauth_error')).toBe(false);

    await providers.next('google', { sub: 'google-unverified', claims: { email: 'pas.verifiee@example.ma', email_verified: false } });
    await page.getByRole('button', { name: 'Continuer avec Google' }).click();
    await page.getByText("Votre adresse e-mail n'est pas vérifiée chez ce fournisseur.").waitFor({ timeout: 20_000 });
    expect(await app.sql("select 1 from app_user where email = 'pas.verifiee@example.ma'")).toEqual([]);
    await page.close();
  });
});
