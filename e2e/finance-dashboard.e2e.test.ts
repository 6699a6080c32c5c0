import type { Page } from 'playwright-core';
import { contrastViolations } from './support/axe';
import { chooseMenuItem, shoot, waitForPath } from './support/browser';
import { type Account, createCompany, signIn } from './support/company';
import { useAppAndBrowser } from './support/suite';
import { moroccoToday } from './support/today';

const suite = useAppAndBrowser();
let manager: Account;
let newcomer: Account;
let token: string;

const WEEKDAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];
/** Today where the company works: the api dates the month in Morocco's time. */
const TODAY = moroccoToday();
const THIS_MONTH = TODAY.slice(0, 7);
const shiftMonth = (month: string, by: number) => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + by, 1)).toISOString().slice(0, 7);
};
const LAST_MONTH = shiftMonth(THIS_MONTH, -1);
const EARLIER = `${LAST_MONTH}-15`;
const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};
const weekdayOf = (day: string) => WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7];

/** Cents -> '12 000,00 DH' as the app writes it (narrow no-break spaces between thousands, a no-break space before DH, '−' for a loss). */
function dh(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = String(abs / 100n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  return `${negative ? '\u2212' : ''}${whole},${String(abs % 100n).padStart(2, '0')}\u00a0DH`;
}
const cents = (amount: string) => BigInt(amount.replace('.', ''));
const sum = (...amounts: string[]) => amounts.reduce((s, a) => s + cents(a), 0n);

// What the test records (HT and TVA give TTC: 5000 × 1.20, 1000 × 1.10, 2500 × 1.20).
const NOW = {
  revenues: { atlas: '12000.00', anfa: '3500.50' },
  purchases: { atlas: { ht: '5000.00', vat: '20', ttc: '6000.00' }, anfa: { ht: '1000.00', vat: '10', ttc: '1100.00' } },
  services: { atlas: { paid: '800.00', bonus: '200.00' } },
};
const BEFORE = {
  revenues: { atlas: '4000.00' },
  purchases: { anfa: { ht: '2500.00', vat: '20', ttc: '3000.00' } },
  services: { anfa: { paid: '450.00', bonus: '50.00' } },
};
const nowRevenues = sum(NOW.revenues.atlas, NOW.revenues.anfa);
const nowPurchases = sum(NOW.purchases.atlas.ttc, NOW.purchases.anfa.ttc);
const nowServices = sum(NOW.services.atlas.paid, NOW.services.atlas.bonus);
const beforeRevenues = sum(BEFORE.revenues.atlas);
const beforePurchases = sum(BEFORE.purchases.anfa.ttc);
const beforeServices = sum(BEFORE.services.anfa.paid, BEFORE.services.anfa.bonus);
const atlasMargin =
  sum(NOW.revenues.atlas, BEFORE.revenues.atlas) - sum(NOW.purchases.atlas.ttc) - sum(NOW.services.atlas.paid, NOW.services.atlas.bonus);
const anfaMargin =
  sum(NOW.revenues.anfa) - sum(NOW.purchases.anfa.ttc, BEFORE.purchases.anfa.ttc) - sum(BEFORE.services.anfa.paid, BEFORE.services.anfa.bonus);

async function gql<T = Record<string, { id: string }>>(query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await suite.app().gql(query, variables, token);
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data as T;
}

const purchase = (siteId: string, supplierId: string, p: { ht: string; vat: string }, date: string, label: string) =>
  gql(`mutation($siteId: ID!, $input: PurchaseInput!) { createPurchase(siteId: $siteId, input: $input) { id amountTTC } }`, {
    siteId,
    input: { supplierId, label, reference: `BL-${label.length}-${date}`, date, amountHT: p.ht, vatRate: p.vat },
  });
const revenue = (siteId: string, amount: string, date: string, label: string) =>
  gql(`mutation($siteId: ID!, $input: RevenueInput!) { createRevenue(siteId: $siteId, input: $input) { id } }`, {
    siteId,
    input: { label, reference: `FAC-${date}`, date, amount },
  });
const serviceSheet = (siteId: string, s: { paid: string; bonus: string }, date: string) =>
  gql(`mutation($siteId: ID!, $input: ServiceSheetInput!) { createServiceSheet(siteId: $siteId, input: $input) { id } }`, {
    siteId,
    input: {
      day: weekdayOf(date),
      date,
      amountPaid: s.paid,
      bonus: s.bonus,
      supplier: 'Équipe Ferraillage',
      phone: '0612345678',
      worker: 'Youssef Amrani',
    },
  });
const stockProduct = (label: string, stock: string, alertThreshold: string, warningThreshold: string) =>
  gql<{ createStockProduct: { id: string; level: string } }>(
    `mutation($input: StockProductInput!) { createStockProduct(input: $input) { id level } }`,
    {
      input: { label, stock, alertThreshold, warningThreshold, unit: 'sacs', category: 'Gros œuvre', stockDay: TODAY },
    },
  );

beforeAll(async () => {
  ({ manager } = await createCompany(suite.app(), 'findash'));
  ({ manager: newcomer } = await createCompany(suite.app(), 'findash-new'));
  const signedIn = await suite
    .app()
    .gql(`mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }`, { input: { email: manager.email, password: manager.password } });
  token = signedIn.body.data.signIn.accessToken as string;
  // A company not subject to TVA: its figures are TTC, as the amounts below are written (site-finance walks the HT basis).
  await gql(`mutation { updateCompanySettings(input: { vatSubject: false }) { vatSubject } }`, {});

  const atlas = (
    await gql(`mutation($input: SiteInput!) { createSite(input: $input) { id } }`, {
      input: { name: 'Résidence Atlas', city: 'Casablanca', status: 'EN_COURS', progress: 40 },
    })
  ).createSite.id;
  const anfa = (
    await gql(`mutation($input: SiteInput!) { createSite(input: $input) { id } }`, {
      input: { name: 'Villa Anfa', city: 'Rabat', status: 'EN_PREPARATION', progress: 10 },
    })
  ).createSite.id;
  const supplier = (
    await gql(`mutation($input: SupplierInput!) { createSupplier(input: $input) { id } }`, {
      input: { name: 'Béton Atlas', ice: '001234567000089', email: 'contact@beton-atlas.ma', phone: '0522123456', address: 'Aïn Sebaâ, Casablanca' },
    })
  ).createSupplier.id;

  await revenue(atlas, NOW.revenues.atlas, TODAY, 'Situation n°2');
  await revenue(anfa, NOW.revenues.anfa, TODAY, 'Acompte');
  await purchase(atlas, supplier, NOW.purchases.atlas, TODAY, 'Béton B25');
  await purchase(anfa, supplier, NOW.purchases.anfa, TODAY, 'Ciment');
  await serviceSheet(atlas, NOW.services.atlas, TODAY);
  await revenue(atlas, BEFORE.revenues.atlas, EARLIER, 'Situation n°1');
  await purchase(anfa, supplier, BEFORE.purchases.anfa, EARLIER, 'Acier HA12');
  await serviceSheet(anfa, BEFORE.services.anfa, EARLIER);

  expect((await stockProduct('Ciment CPJ 45', '3', '5', '10')).createStockProduct.level).toBe('ALERTE');
  expect((await stockProduct('Sable fin', '8', '5', '10')).createStockProduct.level).toBe('AVERTISSEMENT');
  expect((await stockProduct('Gravier 15/25', '100', '5', '10')).createStockProduct.level).toBe('NORMAL');
});

const kpi = (page: Page, label: string) => page.locator('.fin-kpi', { has: page.locator('.fin-kpi-label', { hasText: new RegExp(`^${label}$`) }) });
const kpiValue = async (page: Page, label: string) => (await kpi(page, label).locator('.fin-kpi-value').textContent())?.trim();

/** The x axis' labels ('oct. 2026'): the ticks that end with a year. */
const monthTicks = async (page: Page) =>
  (await page.locator('.fin-chart .recharts-cartesian-axis-tick-value').allTextContents()).filter((x) => /\d{4}$/.test(x.trim()));

async function goDark(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Passer en mode sombre' }).click();
  await page.waitForFunction(
    () => document.documentElement.dataset.themeMode === 'dark' && !document.documentElement.hasAttribute('data-theme-pending'),
  );
  // A fresh load: neither the button's tooltip nor the menu's colour transitions half-way on the screenshots.
  await page.reload();
  await page.waitForFunction(
    () => document.documentElement.dataset.themeMode === 'dark' && !document.documentElement.hasAttribute('data-theme-pending'),
  );
}

async function noOverflow(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** The chart's axis text is drawn in antd's secondary text colour: at least 4.5:1 against the card behind it. */
async function axisContrast(page: Page): Promise<number> {
  return page.evaluate(() => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const text = document.querySelector('.recharts-cartesian-axis-tick-value')!;
    let bgEl: Element | null = text;
    while (bgEl && ['rgba(0, 0, 0, 0)', 'transparent', ''].includes(getComputedStyle(bgEl).backgroundColor)) bgEl = bgEl.parentElement;
    const fill = rgb(getComputedStyle(text).fill);
    const bg = rgb(getComputedStyle(bgEl!).backgroundColor);
    const alpha = fill[3] ?? 1;
    const shown = [0, 1, 2].map((i) => fill[i] * alpha + bg[i] * (1 - alpha));
    const [a, b] = [lum(shown), lum(bg)].sort((x, y) => y - x);
    return (a + 0.05) / (b + 0.05);
  });
}

describe('Finance globale and the dashboard', () => {
  it('sums the period per site and per month, filters by a preset and exports to Excel', async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Finance' }).click();
    await waitForPath(page, '/finance-globale');
    await page.getByRole('heading', { name: 'Finance globale' }).waitFor();
    // The default period is the current year.
    await page.getByText(`du 01/01/${TODAY.slice(0, 4)} au 31/12/${TODAY.slice(0, 4)}`, { exact: false }).waitFor();

    // Both months, whatever the month of the year: the period of the address.
    await page.goto(`${suite.app().url}/finance-globale?du=${LAST_MONTH}-01&au=${lastDay(THIS_MONTH)}`);
    await kpi(page, 'Recettes').waitFor();
    expect(await kpiValue(page, 'Recettes')).toBe(dh(nowRevenues + beforeRevenues));
    expect(await kpiValue(page, 'Achats TTC')).toBe(dh(nowPurchases + beforePurchases));
    expect(await kpi(page, 'Achats TTC').locator('.fin-kpi-note').textContent()).toBe(
      `dont ${dh(sum(NOW.purchases.atlas.ht, NOW.purchases.anfa.ht, BEFORE.purchases.anfa.ht))} HT`,
    );
    expect(await kpiValue(page, "Main d'œuvre")).toBe(dh(0n));
    expect(await kpiValue(page, 'Sous-traitance')).toBe(dh(nowServices + beforeServices));
    const margin = nowRevenues + beforeRevenues - (nowPurchases + beforePurchases) - (nowServices + beforeServices);
    expect(await kpiValue(page, 'Marge')).toBe(dh(margin));
    expect(margin).toBe(atlasMargin + anfaMargin);
    expect(await kpi(page, 'Marge').locator('.fin-kpi-value').getAttribute('class')).toContain('fin-positive');

    // One site a row, linking to its finances; the totals row.
    const atlasRow = page.getByRole('row', { name: /Résidence Atlas/ });
    const anfaRow = page.getByRole('row', { name: /Villa Anfa/ });
    await atlasRow.getByRole('cell', { name: dh(atlasMargin) }).waitFor();
    await anfaRow.getByRole('cell', { name: dh(anfaMargin) }).waitFor();
    // The margin and its rate of the revenues: −1 099,50 of 3 500,50 on Villa Anfa, 9 000,00 of 16 000,00 on Atlas.
    expect(await anfaRow.locator('.fin-negative').allTextContents()).toEqual([dh(anfaMargin), '\u221231,4\u00a0%']);
    await atlasRow.getByRole('cell', { name: '56,3\u00a0%', exact: true }).waitFor();
    expect(await atlasRow.getByRole('link', { name: 'Résidence Atlas' }).getAttribute('href')).toMatch(/^\/detail-chantier\/[0-9a-f-]+\/finances$/);
    await page.locator('.ant-table-summary').getByText(dh(margin)).waitFor();

    // Two months of bars and a margin line.
    await page.locator('.recharts-bar-rectangle').first().waitFor();
    expect(await monthTicks(page)).toEqual(
      await page.evaluate(
        ([a, b]) => [a, b].map((m) => new Date(`${m}-01T12:00:00`).toLocaleDateString('fr-FR', { month: 'short', year: 'numeric' })),
        [LAST_MONTH, THIS_MONTH],
      ),
    );
    expect(await axisContrast(page)).toBeGreaterThanOrEqual(4.5);
    await page.locator('.recharts-bar-rectangle').last().hover();
    await page.locator('.fin-chart-tooltip').getByText(dh(nowRevenues)).waitFor();
    await shoot(page, 'finance-globale-light-1280');
    expect(await contrastViolations(page)).toEqual([]);

    // The labour tooltip says why it is zero.
    await page.getByRole('button', { name: "À propos de la main d'œuvre" }).hover();
    await page.getByRole('tooltip').getByText("rapports d'activité", { exact: false }).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter' }).click();
    await chooseMenuItem(page, 'Excel (.xlsx)');
    expect((await download).suggestedFilename()).toMatch(/^finance-globale_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);

    // 'Ce mois': this month's records only.
    await page.locator('.fin-toolbar .ant-picker').click();
    await page.locator('.ant-picker-presets').getByText('Ce mois', { exact: true }).click();
    await page.waitForFunction((m) => new URLSearchParams(window.location.search).get('du') === `${m}-01`, THIS_MONTH);
    await page.waitForFunction((v) => document.querySelector('.fin-kpi .fin-kpi-value')?.textContent === v, dh(nowRevenues));
    expect(await kpiValue(page, 'Sous-traitance')).toBe(dh(nowServices));

    // A period without records: a clear empty state, not zeros.
    await page.goto(`${suite.app().url}/finance-globale?du=2019-01-01&au=2019-12-31`);
    await page.getByText('Aucune recette ni dépense sur cette période').waitFor();
    expect(await page.locator('.fin-kpi').count()).toBe(0);
    await page.close();
  });

  it('draws the finance chart readably in dark mode, at desk and phone widths (screenshots)', async () => {
    for (const width of [1280, 390]) {
      const page = await suite.browser().page({ width, height: width === 390 ? 844 : 800, origin: suite.app().url });
      await signIn(page, suite.app(), manager);
      await goDark(page);
      await page.goto(`${suite.app().url}/finance-globale?du=${LAST_MONTH}-01&au=${lastDay(THIS_MONTH)}`);
      await page.locator('.recharts-bar-rectangle').first().waitFor();
      await page.getByRole('row', { name: /Villa Anfa/ }).waitFor();
      expect(await axisContrast(page)).toBeGreaterThanOrEqual(4.5);
      await noOverflow(page);
      if (width === 1280) {
        await page.locator('.recharts-bar-rectangle').first().hover();
        await page.locator('.fin-chart-tooltip').waitFor();
      }
      await shoot(page, `finance-globale-dark-${width}`);
      expect(await contrastViolations(page)).toEqual([]);
      if (width === 390) {
        // The period picker stays on the screen.
        await page.locator('.fin-toolbar .ant-picker').click();
        await page.locator('.fin-range-popup .ant-picker-presets').getByText('Ce trimestre', { exact: true }).waitFor();
        // Once its opening animation is over.
        await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
        const box = await page.locator('.fin-range-popup .ant-picker-panel-container').boundingBox();
        await shoot(page, 'finance-globale-picker-dark-390');
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
        await page.keyboard.press('Escape');
      }
      await page.close();
    }
  });

  it("shows this month's figures against last month, the latest sites and the stock to reorder", async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await kpi(page, 'Recettes').waitFor();
    expect(await kpiValue(page, 'Recettes')).toBe(dh(nowRevenues));
    expect(await kpiValue(page, 'Achats TTC')).toBe(dh(nowPurchases));
    expect(await kpiValue(page, 'Sous-traitance')).toBe(dh(nowServices));
    expect(await kpiValue(page, 'Marge')).toBe(dh(nowRevenues - nowPurchases - nowServices));
    const revenuesDelta = kpi(page, 'Recettes').locator('.dash-delta');
    expect(await revenuesDelta.locator('[aria-hidden]').textContent()).toContain(`▲ +${dh(nowRevenues - beforeRevenues)}`);
    expect(await revenuesDelta.getAttribute('class')).toContain('is-good');
    expect(await kpi(page, 'Sous-traitance').locator('.dash-delta').textContent()).toContain(`▲ +${dh(nowServices - beforeServices)}`);
    expect(await kpi(page, 'Sous-traitance').locator('.dash-delta').getAttribute('class')).toContain('is-bad');

    const sites = page.locator('.dash-sites');
    await sites.getByRole('link', { name: 'Résidence Atlas' }).waitFor();
    await sites.getByRole('link', { name: 'Villa Anfa' }).waitFor();
    expect(await sites.getByRole('link', { name: 'Villa Anfa' }).getAttribute('href')).toMatch(/^\/detail-chantier\/[0-9a-f-]+$/);
    await sites.getByText('En préparation').waitFor();

    const stock = page.locator('.dash-card', { has: page.getByRole('heading', { name: 'Stock à réapprovisionner' }) });
    expect(await stock.locator('.dash-stock-count strong').textContent()).toBe('2');
    const ciment = stock.locator('li', { hasText: 'Ciment CPJ 45' });
    expect((await ciment.locator('.dash-stock-qty').textContent())?.replace(/\s+/g, ' ').trim()).toBe('3 sacs');
    expect(await ciment.locator('.ant-tag').textContent()).toBe('Alerte');
    expect(await stock.locator('li', { hasText: 'Sable fin' }).locator('.ant-tag').textContent()).toBe('Avertissement');
    expect(await stock.locator('li', { hasText: 'Gravier' }).count()).toBe(0);
    expect(await stock.getByRole('link', { name: 'Voir le stock' }).getAttribute('href')).toBe('/stocks');
    await page.getByText('Aucune tâche planifiée ce mois-ci').waitFor();

    await page.locator('.fin-chart .recharts-bar-rectangle').first().waitFor();
    expect((await monthTicks(page)).length).toBeGreaterThanOrEqual(3);
    expect(await axisContrast(page)).toBeGreaterThanOrEqual(4.5);
    await shoot(page, 'dashboard-light-1280');
    expect(await contrastViolations(page)).toEqual([]);

    await goDark(page);
    await page.locator('.fin-chart .recharts-bar-rectangle').last().hover();
    await page.locator('.fin-chart-tooltip').waitFor();
    expect(await axisContrast(page)).toBeGreaterThanOrEqual(4.5);
    await shoot(page, 'dashboard-dark-1280');
    expect(await contrastViolations(page)).toEqual([]);

    await sites.getByRole('link', { name: 'Villa Anfa' }).click();
    await page.waitForFunction(() => /^\/detail-chantier\/[0-9a-f-]+$/.test(window.location.pathname));

    await page.close();
  });

  it('fits a phone in dark mode (screenshot)', async () => {
    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await goDark(page);
    // On a phone the chart is below the fold: it is drawn once scrolled to, in a box laid out from the start, so
    // nothing below it moves when it arrives (no layout shift).
    const top = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await page.locator('.dash-sites').getByRole('link', { name: 'Villa Anfa' }).waitFor();
    expect(await page.locator('.fin-chart .recharts-surface').count()).toBe(0);
    const before = await top('.dash-sites');
    await page.locator('.fin-chart').scrollIntoViewIfNeeded();
    await page.locator('.fin-chart .recharts-bar-rectangle').first().waitFor();
    expect(await top('.dash-sites')).toBe(before);
    await noOverflow(page);
    await shoot(page, 'dashboard-dark-390');
    expect(await contrastViolations(page)).toEqual([]);
    await page.close();
  });

  it('welcomes a new company with empty states rather than zeros', async () => {
    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(page, suite.app(), newcomer);
    await page.getByText('Pas encore de finances ce mois-ci').waitFor();
    await page.getByText('Aucun chantier pour le moment').waitFor();
    await page.getByText('Aucun produit à réapprovisionner').waitFor();
    await page.getByText('Aucune tâche planifiée ce mois-ci').waitFor();
    expect(await page.locator('.fin-kpi').count()).toBe(0);
    expect(await page.locator('.fin-chart').count()).toBe(0);
    await noOverflow(page);
    await shoot(page, 'dashboard-empty-light-390');
    expect(await contrastViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Créer un chantier' }).click();
    await waitForPath(page, '/dashboard-chantiers');
    await page.close();
  });
});
