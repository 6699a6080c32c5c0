import dayjs from 'dayjs';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { settle, shoot } from './support/browser';
import { type Account, apiAs, createCompany, signIn } from './support/company';
import { dayDataAfter, installed, invoicePhoto, keptUntil } from './support/offline';
import { useAppAndBrowser } from './support/suite';

// Issue 36's field day, in one journey on a 390 px phone: the site manager signs in, the network goes, the app is
// closed and opened again, and the whole day is recorded on screens never opened before; the network then comes
// and goes a hundred times while the phone sends. Nothing is lost, nothing is recorded twice, and the site's figures
// on the server are the sum of what was typed.
const suite = useAppAndBrowser({ serviceWorkers: true });
let manager: Account;
let user: Account;
let asManager: Awaited<ReturnType<typeof apiAs>>['gql'];
let siteId: string;
let productId: string;
const monday = dayjs()
  .startOf('week')
  .add(dayjs().day() === 0 ? -6 : 1, 'day');
const WEEK = [0, 1, 2, 3, 4].map((i) => monday.add(i, 'day'));
const DAY_CHIPS = ['Lu', 'Ma', 'Me', 'Je', 'Ve'].map((name, i) => `${name} ${WEEK[i].date()}`);
const PURCHASES = [
  ['Ciment CPJ 45', '1000'],
  ['Sable lavé', '250.50'],
  ['Fer à béton', '49.99'],
];

beforeAll(async () => {
  ({ manager, user } = await createCompany(suite.app(), 'terrain'));
  ({ gql: asManager } = await apiAs(suite.app(), manager));
  const userId = (await (await apiAs(suite.app(), user)).gql('query { me { id } }')).me.id as string;
  siteId = (
    await asManager(`mutation($input: SiteInput!) { createSite(input: $input) { id } }`, {
      input: { name: 'Immeuble Al Manar', budget: '1200000', managerId: userId },
    })
  ).createSite.id;
  await asManager(`mutation($input: SupplierInput!) { createSupplier(input: $input) { id } }`, {
    input: { name: 'Béton du Terrain', ice: '001234567000091', email: 'terrain@beton.ma', phone: '0522123458', address: 'Fès' },
  });
  productId = (
    await asManager(`mutation($input: StockProductInput!) { createStockProduct(input: $input) { id } }`, {
      input: {
        label: 'Ciment Terrain',
        stockDay: monday.format('YYYY-MM-DD'),
        alertThreshold: '5',
        warningThreshold: '10',
        stock: '100',
        unit: 'sacs',
        category: 'Liants',
      },
    })
  ).createStockProduct.id;
  const person = (lastName: string, cni: string) =>
    asManager(`mutation($input: PersonnelInput!) { createPersonnel(input: $input) { id } }`, {
      input: {
        lastName,
        firstName: 'Ali',
        cni,
        phone: '0661234567',
        address: 'Fès',
        email: `${cni}@example.ma`,
        trade: 'Maçon',
        dailyRate: '300',
        mealBonus: '30',
      },
    }).then((d) => d.createPersonnel.id as string);
  const people = [await person('Idrissi', 'CD300001'), await person('Chraibi', 'CD300002')];
  await asManager(`mutation($input: AssignmentInput!) { assignPersonnel(input: $input) { id } }`, {
    input: { siteId, personnelIds: people, startDate: monday.format('YYYY-MM-DD'), endDate: monday.add(6, 'day').format('YYYY-MM-DD') },
  });
});

const waitingButton = (page: Page) => page.getByRole('button', { name: /modifications? en attente d'envoi/ });

async function recordPurchases(page: Page): Promise<void> {
  const photo = await invoicePhoto();
  await page.goto(`${suite.app().url}/detail-chantier/${siteId}/finances`);
  await page.getByText('Aucun achat sur cette période.').waitFor({ timeout: 20_000 });
  for (const [label, amount] of PURCHASES) {
    await page.getByRole('button', { name: 'Ajouter' }).click();
    const form = page.getByRole('dialog', { name: 'Nouvel achat' });
    await form.getByLabel('Fournisseur', { exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Béton du Terrain' }).click();
    await form.getByLabel('Libellé', { exact: true }).fill(label);
    await form.getByLabel('Référence', { exact: true }).fill(`FA-${amount}`);
    await form.getByLabel('Montant HT (DH)', { exact: true }).fill(amount);
    await form.locator('input[type=file]').setInputFiles({ name: `facture-${amount}.jpg`, mimeType: 'image/jpeg', buffer: photo });
    await form.getByText('Sur ce téléphone : envoyée au retour du réseau').waitFor();
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.waitFor({ state: 'detached' });
  }
}

async function recordStockExits(page: Page): Promise<void> {
  await page.goto(`${suite.app().url}/stocks`);
  const card = page.locator('article.record-card', { hasText: 'Ciment Terrain' });
  await card.getByText('100\u00a0sacs').waitFor({ timeout: 20_000 });
  for (const quantity of ['5', '3']) {
    await card.getByRole('button', { name: 'Mouvement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mouvement — Ciment Terrain' });
    await dialog.locator('label.ant-radio-button-wrapper', { hasText: 'Sortie' }).click();
    await dialog.getByLabel(/^Quantité/).fill(quantity);
    await dialog.getByRole('button', { name: 'Enregistrer le mouvement' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
}

async function recordWeekOfDays(page: Page): Promise<void> {
  await page.goto(`${suite.app().url}/detail-chantier/${siteId}/compte-rendu-activite/${dayjs().format('YYYY-MM-DD')}`);
  const allPresent = page.getByRole('button', { name: 'Tous présents (2 personnes à saisir)' });
  for (const chip of DAY_CHIPS) {
    await page.locator('.ant-segmented-item', { hasText: chip }).click();
    await allPresent.click();
    await page.getByRole('button', { name: 'Tous présents' }).waitFor();
  }
  await page.getByRole('status').filter({ hasText: 'Sur ce téléphone : envoyé au retour du réseau' }).first().waitFor();
}

async function recordFollowUp(page: Page): Promise<void> {
  await page.goto(`${suite.app().url}/detail-chantier/${siteId}/fichesuivi`);
  await page.getByRole('heading', { name: 'Fiches de suivi' }).waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Ajouter' }).click();
  const form = page.getByRole('form', { name: 'Nouvelle fiche de suivi' });
  await form.getByLabel('Libellé').fill('Visite du lundi');
  await form.getByLabel('Maîtrise d’œuvre').fill('Cabinet Tazi Architectes');
  await form.getByLabel('Maîtrise d’ouvrage').fill('Al Manar Immobilier');
  await form.getByLabel('Rapport').fill('Ferraillage du R+2 contrôlé.');
  const png = (r: number, g: number, b: number) =>
    sharp({ create: { width: 320, height: 240, channels: 3, background: { r, g, b } } })
      .png()
      .toBuffer();
  await form.locator('input[type=file]').setInputFiles([
    { name: 'ferraillage.png', mimeType: 'image/png', buffer: await png(120, 120, 130) },
    { name: 'coffrage.png', mimeType: 'image/png', buffer: await png(180, 140, 90) },
  ]);
  await form.getByText('2 / 12').waitFor();
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await form.waitFor({ state: 'detached' });
}

const cents = (v: string) => Math.round(Number(v) * 100);

describe("a site manager's day without a network", () => {
  it('records the whole day offline on screens never opened, and the server gets each change once through 100 network toggles', async () => {
    const context = suite.browser().context;
    let page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(page, suite.app(), user);
    await installed(page);
    await dayDataAfter(page, 0);
    await keptUntil(page, (kept) => kept.includes('Béton du Terrain') && kept.includes('Ciment Terrain') && kept.includes('Chraibi'));

    // Airplane mode; the app closed and opened again.
    const startedAt = Date.now();
    await context.setOffline(true);
    await page.close();
    page = await suite.browser().page({ width: 390, height: 844 });
    await recordPurchases(page);
    await recordStockExits(page);
    await recordWeekOfDays(page);
    await recordFollowUp(page);
    const waiting = waitingButton(page);
    expect(await waiting.getAttribute('aria-label')).toBe("11 modifications en attente d'envoi");
    await settle(page);
    await shoot(page, 'offline-field-day-390', { fullPage: false });

    // The network comes and goes a hundred times while the phone sends (bounded: on loopback, then back for good).
    const typedAt = Date.now();
    await context.setOffline(false);
    for (let i = 0; i < 100; i += 1) {
      await context.setOffline(i % 2 === 0);
      await new Promise((r) => setTimeout(r, 20 + ((i * 37) % 60)));
    }
    await context.setOffline(false);
    await waiting.waitFor({ state: 'detached', timeout: 120_000 });
    // For the note, not asserted: how long the day took to type offline and to reach the server through the toggles.
    console.info(`field day: typed offline in ${Math.round((typedAt - startedAt) / 1000)} s, sent in ${Math.round((Date.now() - typedAt) / 1000)} s`);

    // 0 lost, 0 duplicated: each record once, as typed.
    const { purchases } = await asManager(`query($siteId: ID!) { purchases(siteId: $siteId) { items { label amountHT hasInvoice } } }`, { siteId });
    expect(purchases.items.map((p: { label: string }) => p.label).sort()).toEqual(PURCHASES.map(([label]) => label).sort());
    expect(purchases.items.every((p: { hasInvoice: boolean }) => p.hasInvoice)).toBe(true);
    const moves = await asManager(`query($id: ID!) { stockMovements(productId: $id) { items { quantity } } }`, { id: productId });
    expect(moves.stockMovements.items.map((m: { quantity: string }) => Number(m.quantity)).sort((a: number, b: number) => a - b)).toEqual([
      -5, -3, 100,
    ]);
    const week = await asManager(`query($id: ID!, $day: String!) { siteActivityWeek(siteId: $id, day: $day) { rows { values } } }`, {
      id: siteId,
      day: monday.format('YYYY-MM-DD'),
    });
    expect(week.siteActivityWeek.rows.map((r: { values: (string | null)[] }) => r.values.slice(0, 5))).toEqual([
      ['1', '1', '1', '1', '1'],
      ['1', '1', '1', '1', '1'],
    ]);
    const { followUps } = await asManager(`query($siteId: ID!) { followUps(siteId: $siteId) { items { label photos { name } } } }`, { siteId });
    expect(followUps.items).toEqual([{ label: 'Visite du lundi', photos: [{ name: 'ferraillage.jpg' }, { name: 'coffrage.jpg' }] }]);

    // The site's figures on the server are the sum of what was typed, to the centime.
    const { siteSummary } = await asManager(`query($id: ID!) { siteSummary(id: $id) { purchasesHT labourNet labourBonus } }`, { id: siteId });
    expect(cents(siteSummary.purchasesHT)).toBe(PURCHASES.reduce((sum, [, amount]) => sum + cents(amount), 0));
    expect(cents(siteSummary.labourNet)).toBe(2 * 5 * 300 * 100);
    expect(cents(siteSummary.labourBonus)).toBe(2 * 5 * 30 * 100);
    const stock = await asManager(`query($id: ID!) { stockProduct(id: $id) { stock } }`, { id: productId });
    expect(Number(stock.stockProduct.stock)).toBe(92);
    await page.close();
  }, 300_000);
});
