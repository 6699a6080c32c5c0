import { contrastViolations } from './support/axe';
import { settle, shoot } from './support/browser';
import { type Account, createCompany, signIn } from './support/company';
import { useAppAndBrowser } from './support/suite';
import { moroccoToday } from './support/today';

const suite = useAppAndBrowser();
let manager: Account;
let user: Account;
let purchaseId: string;
let siteId: string;

const dh = (text: string) => `${text.replace(/ /g, '\u202f')}\u00a0DH`;
const shift = (month: string, n: number) => {
  const [y, m] = month.split('-').map(Number);
  const i = y * 12 + m - 1 + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
};
const LAST_MONTH = shift(moroccoToday().slice(0, 7), -1);

async function gql(query: string, variables: Record<string, unknown>, token: string): Promise<any> {
  const res = await suite.app().gql(query, variables, token);
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data;
}

/** A purchase of last month: 1 000 HT at 20 %, paid in cash that day (the purchases and cash journals). */
beforeAll(async () => {
  const app = suite.app();
  ({ manager, user } = await createCompany(app, 'books'));
  const token = (
    await app.gql(`mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }`, {
      input: { email: manager.email, password: manager.password },
    })
  ).body.data.signIn.accessToken as string;
  siteId = (await gql(`mutation($input: SiteInput!) { createSite(input: $input) { id } }`, { input: { name: 'Villa Anfa' } }, token)).createSite.id;
  const supplier = (
    await gql(
      `mutation($input: SupplierInput!) { createSupplier(input: $input) { id } }`,
      { input: { name: 'Béton Atlas', ice: '001234567000089', email: 'contact@beton-atlas.ma', phone: '0522123456', address: 'Casablanca' } },
      token,
    )
  ).createSupplier.id;
  const day = `${LAST_MONTH}-10`;
  purchaseId = (
    await gql(
      `mutation($siteId: ID!, $input: PurchaseInput!) { createPurchase(siteId: $siteId, input: $input) { id } }`,
      {
        siteId,
        input: {
          supplierId: supplier,
          label: 'Ciment',
          reference: 'BL-1',
          date: day,
          amountHT: '1000',
          vatRate: '20',
          amountPaid: '1200',
          paymentDate: day,
          paymentMode: 'ESPECES',
        },
      },
      token,
    )
  ).createPurchase.id;
});

describe('Finance › Comptabilité', () => {
  it('shows last month’s journals, the accounts and the legal rates, and closes the month after a confirmation', async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.getByRole('link', { name: 'Comptabilité' }).first().click();
    await page.waitForURL('**/comptabilite');
    await page.getByRole('heading', { name: 'Comptabilité', level: 1 }).waitFor();
    const journals = page.locator('.books-card', { hasText: 'Journaux' });
    await journals
      .getByRole('row', { name: /Achats/ })
      .getByText(dh('1 200,00'))
      .first()
      .waitFor();
    await journals
      .getByRole('row', { name: /Caisse/ })
      .getByText(dh('1 200,00'))
      .first()
      .waitFor();
    await journals.getByRole('row', { name: /Total/ }).getByText(dh('2 400,00')).first().waitFor();
    await page.getByText('TVA des travaux', { exact: true }).waitFor();
    await page.getByText('SMIG horaire', { exact: true }).waitFor();
    // In force today: 2,25 %; a past rate shows on demand.
    const bam = page.locator('.books-rate', { hasText: 'Taux directeur de Bank Al-Maghrib' });
    await bam.getByText('2,25\u00a0%').waitFor();
    expect(await bam.count()).toBe(1);
    await page.getByRole('button', { name: /Voir aussi les valeurs passées \(\d+\)/ }).click();
    await bam.getByText('2,75\u00a0%').waitFor();
    await page.getByRole('button', { name: 'Ne voir que les valeurs en vigueur' }).click();
    await bam.getByText('2,75\u00a0%').waitFor({ state: 'detached' });
    const download = page.waitForEvent('download');
    await journals.getByRole('button', { name: 'CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^journaux_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/);
    await settle(page);
    await shoot(page, 'books-1280');
    expect(await contrastViolations(page)).toEqual([]);

    // Closing is final: asked first, then said.
    const close = page.locator('.books-card', { hasText: 'Clôture des mois' });
    await close.getByRole('button', { name: /^Clôturer / }).click();
    await page.getByRole('tooltip').getByText('C’est définitif.', { exact: false }).waitFor();
    await page.getByRole('tooltip').getByRole('button', { name: 'Clôturer' }).click();
    await close.getByText(/^Clôturé jusqu’à .+ inclus\. Mois ouverts : /).waitFor();

    // The purchase of the closed month can no longer be deleted: the refusal says why and where to look.
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}/finances`);
    const row = page.getByRole('row', { name: /Ciment/ });
    await row.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Supprimer' }).click();
    await page
      .getByText(/est clôturé : rien de ce qui y est daté ne peut être créé, modifié ou supprimé/)
      .first()
      .waitFor();
    await row.waitFor();
    await page.close();
    expect(purchaseId).toBeTruthy();
  });

  it('fits a phone in dark mode, and is not a USER’s', async () => {
    const phone = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(phone, suite.app(), manager);
    await phone.getByRole('button', { name: 'Passer en mode sombre' }).click();
    await phone.goto(`${suite.app().url}/comptabilite`);
    await phone.getByRole('heading', { name: 'Comptabilité', level: 1 }).waitFor();
    await phone.getByText('Clients – retenues de garantie', { exact: true }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await settle(phone);
    await shoot(phone, 'books-dark-390');
    expect(await contrastViolations(phone)).toEqual([]);
    await phone.close();

    const asUser = await suite.browser().page({ origin: suite.app().url });
    await signIn(asUser, suite.app(), user);
    await asUser.goto(`${suite.app().url}/comptabilite`);
    await asUser.getByText("Vous n'avez pas la permission d'accéder à cette page.").waitFor();
    await asUser.close();
  });
});
