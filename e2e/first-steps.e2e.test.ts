import type { Page } from 'playwright-core';
import { contrastViolations } from './support/axe';
import { shoot, toastShown, waitForPath } from './support/browser';
import { layoutProblems } from './support/layout';
import { type Account, createCompany, signIn } from './support/company';
import { useAppAndBrowser } from './support/suite';
import { moroccoToday } from './support/today';

const suite = useAppAndBrowser();
let manager: Account;
let user: Account;
let access: string;

beforeAll(async () => {
  ({ manager, user } = await createCompany(suite.app(), 'premiers-pas'));
  const res = await suite.app().gql(`mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }`, {
    input: { email: manager.email, password: manager.password },
  });
  access = res.body.data.signIn.accessToken;
});

/** One API call as the manager (the steps this journey does not walk in the browser). */
async function asManager(query: string, variables: Record<string, unknown>): Promise<any> {
  const res = await suite.app().gql(query, variables, access);
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data;
}

async function settled(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.Toastify__toast'), undefined, { timeout: 10_000 });
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  await shoot(page, name);
  expect(await contrastViolations(page)).toEqual([]);
}

const stepOf = (page: Page, title: string) => page.locator('li.welcome-step', { has: page.getByRole('heading', { level: 2, name: title }) });

describe('first steps of a new company (issue 20)', () => {
  it('shows a visitor the six steps and the way in, on a phone', async () => {
    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await page.goto(`${suite.app().url}/dashboard-users/`);
    await page.getByRole('heading', { level: 1, name: 'Bienvenue sur Chantiers' }).waitFor();
    expect(await page.getByRole('heading', { level: 2 }).count()).toBe(6);
    await settled(page, 'welcome-visitor-390');
    await page.getByRole('link', { name: 'J’ai déjà un compte' }).click();
    await waitForPath(page, '/sign-in');
    await page.close();
  });

  it('walks a MANAGER from the dashboard to the checklist, through a step, to « Tout est prêt »', async () => {
    const app = suite.app();
    const page = await suite.browser().page({ width: 390, height: 844, origin: app.url });
    await signIn(page, app, manager);
    // The team is invited by createCompany: one step of six is done.
    await page.getByText('Bien démarrer : 1 étape(s) sur 6 faites.').waitFor();
    await page.getByRole('link', { name: 'Voir les premiers pas' }).click();
    await waitForPath(page, '/dashboard-users/');
    await page.getByText('1 étape(s) sur 6').waitFor();
    await stepOf(page, 'Inviter votre équipe').getByText('Fait', { exact: true }).waitFor();
    await settled(page, 'welcome-manager-390');

    // The legal details, in the browser: the step's button opens the screen where it is done.
    await stepOf(page, 'Compléter la fiche de la société')
      .getByRole('link', { name: /Commencer/ })
      .click();
    await waitForPath(page, '/parametres/societe');
    await page.getByLabel('ICE', { exact: true }).fill('001234567000089');
    await page.getByLabel('Identifiant fiscal (IF)').fill('12345678');
    await page.getByLabel('Registre de commerce (RC)').fill('123456');
    await page
      .locator('form', { has: page.getByLabel('ICE', { exact: true }) })
      .getByRole('button', { name: 'Enregistrer' })
      .click();
    await toastShown(page, 'Mentions légales enregistrées');

    // The other steps through the api, as colleagues would do them meanwhile.
    const site = (
      await asManager(`mutation($input: SiteInput!) { createSite(input: $input) { id } }`, {
        input: { name: 'Villa Anfa', client: 'M. Alami', city: 'Casablanca', address: '12, rue Ibn Batouta', budget: '850000', status: 'EN_COURS' },
      })
    ).createSite;
    await asManager(`mutation($input: PersonnelInput!) { createPersonnel(input: $input) { id } }`, {
      input: {
        lastName: 'Amrani',
        firstName: 'Youssef',
        trade: 'Maçon',
        email: 'youssef.amrani@example.ma',
        cni: 'BE123456',
        phone: '0661234567',
        address: 'Derb Sultan, Casablanca',
        dailyRate: '250',
        mealBonus: '30',
      },
    });
    await asManager(`mutation($input: SupplierInput!) { createSupplier(input: $input) { id } }`, {
      input: { name: 'Ciments du Maroc', ice: '001122334000055', email: 'ventes@cimar.ma', phone: '0522000000', address: 'Casablanca' },
    });
    const client = (await asManager(`mutation($input: ClientInput!) { createClient(input: $input) { id } }`, { input: { name: 'M. Alami' } }))
      .createClient;
    await asManager(`mutation($input: QuoteInput!) { createQuote(input: $input) { id } }`, {
      input: {
        clientId: client.id,
        issueDate: moroccoToday(),
        siteId: site.id,
        object: 'Villa R+1',
        lots: [{ title: 'Gros œuvre', lines: [{ designation: 'Béton B25', unit: 'm³', quantity: '2', unitPriceHT: '1250' }] }],
      },
    });

    await page.goto(`${app.url}/dashboard-users/`);
    await page.getByText('Tout est prêt').waitFor();
    await page.getByText('6 étape(s) sur 6').waitFor();
    await page.close();

    const desk = await suite.browser().page({ width: 1280, height: 900, dark: true });
    await desk.goto(`${app.url}/dashboard-users/`);
    await desk.evaluate(() => localStorage.setItem('theme_settings', JSON.stringify({ datathememode: 'dark' })));
    await desk.reload();
    await desk.getByText('Tout est prêt').waitFor();
    await settled(desk, 'welcome-done-dark-1280');
    await desk.getByRole('link', { name: 'Aller au tableau de bord' }).click();
    await waitForPath(desk, '/dashboard');
    await desk.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    expect(await desk.getByText(/Bien démarrer/).count()).toBe(0);

    // The site's address opens in the map, in the interface's language.
    await desk.goto(`${app.url}/detail-chantier/${site.id}`);
    const map = desk.getByRole('link', { name: 'Voir sur la carte' });
    const href = new URL((await map.getAttribute('href'))!);
    expect(href.searchParams.get('query')).toBe('12, rue Ibn Batouta, Casablanca, Maroc');
    expect(href.searchParams.get('hl')).toBe('fr');
    await desk.close();
  });

  it("offers 'Passer en compte pro' in the menu, which opens the contact form with its subject", async () => {
    const page = await suite.browser().page({ width: 1280, height: 900, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.getByRole('menuitem', { name: /Passer en compte pro/ }).click();
    await waitForPath(page, '/abonnement');
    await page.getByRole('heading', { name: 'Compte professionnel' }).waitFor();
    await settled(page, 'subscription-1280');
    await page.getByRole('link', { name: 'Passer au compte professionnel' }).last().click();
    await waitForPath(page, '/contact');
    expect(await page.getByLabel('Objet').inputValue()).toBe('Compte professionnel');
    expect(await page.getByLabel('Adresse e-mail').inputValue()).toBe(manager.email);
    await page.close();
  });

  it('takes the language from ?lng=en, keeps it, and removes a dismissed toast within 1 s', async () => {
    const app = suite.app();
    const page = await suite.browser().page({ width: 1280, height: 900, origin: app.url });
    await page.goto(`${app.url}/sign-in?lng=en`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.goto(`${app.url}/sign-in`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await page.getByLabel('E-mail address', { exact: true }).fill(manager.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const toast = page.locator('.Toastify__toast');
    await toast.waitFor();
    await toast.getByRole('button', { name: /close/i }).click();
    const started = Date.now();
    await toast.waitFor({ state: 'detached', timeout: 2000 });
    expect(Date.now() - started).toBeLessThan(1300);
    await page.close();
  });

  it("shows a MANAGER the stock alert a colleague's exit caused, in the bell's panel, and marks it read", async () => {
    const app = suite.app();
    const product = (
      await asManager(`mutation($input: StockProductInput!) { createStockProduct(input: $input) { id } }`, {
        input: {
          // A long label, as people type them: the panel's sentence wraps inside the panel, which keeps its width.
          label: 'Ciment CPJ 45 en sacs de 50 kg livrés au dépôt de Aïn Sebaâ (Casa)',
          unit: 'sac',
          category: 'Gros œuvre',
          stockDay: moroccoToday(),
          stock: '50',
          alertThreshold: '20',
          warningThreshold: '30',
        },
      })
    ).createStockProduct;
    // The Gestionnaire Chantier takes 35 sacks out: 15 left, under the alert level of 20. The author is not told.
    const signedIn = await app.gql(`mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }`, {
      input: { email: user.email, password: user.password },
    });
    const moved = await app.gql(
      `mutation($id: ID!, $input: StockMovementInput!) { addStockMovement(productId: $id, input: $input) { product { stock } } }`,
      { id: product.id, input: { type: 'SORTIE', quantity: '35' } },
      signedIn.body.data.signIn.accessToken,
    );
    expect(moved.body.errors).toBeUndefined();

    for (const [width, height, dark] of [
      [390, 844, false],
      [1280, 800, true],
    ] as const) {
      const page = await suite.browser().page({ width, height, dark, origin: app.url });
      await signIn(page, app, manager);
      if (dark) {
        await page.evaluate(() => localStorage.setItem('theme_settings', JSON.stringify({ datathememode: 'dark' })));
        await page.reload();
      }
      const bell = page.getByRole('button', { name: /^Notifications/ });
      await page.getByRole('button', { name: 'Notifications, 1 non lue' }).waitFor({ timeout: 15_000 });
      await bell.click();
      const alert = page.getByText('Stock bas : Ciment CPJ 45 en sacs de 50 kg livrés au dépôt de Aïn Sebaâ (Casa) — 15 sacs (seuil 20)');
      await alert.waitFor();
      await settled(page, `notifications-stock-${dark ? 'dark' : 'light'}-${width}`);
      // On a desk the panel is a popover under the bell, as wide as a phone, wholly in view, its sentences whole.
      const panel = (await page.locator(width > 390 ? '.notifications-popover .ant-popover-container' : '.notifications-panel').boundingBox())!;
      if (width > 390) expect(panel.width).toBeLessThanOrEqual(400);
      expect(panel.x).toBeGreaterThanOrEqual(0);
      expect(panel.x + panel.width).toBeLessThanOrEqual(width);
      expect(await layoutProblems(page)).toEqual([]);
      if (dark) {
        await alert.click();
        await waitForPath(page, '/stocks');
        await page.getByRole('button', { name: 'Notifications' }).waitFor();
      }
      await page.close();
    }
    const [row] = await app.sql("select count(*)::int as n, count(read_at)::int as read from notification where kind = 'STOCK_LOW'");
    expect(row).toEqual({ n: 1, read: 1 });
  });
});
