import { MARCH_PURCHASES, MARCH_REVENUES } from '../schema/accounting/vat-return.fixture';
import { chooseOpenOption, settle, shoot, toastShown } from './support/browser';
import { type Account, createCompany, signIn } from './support/company';
import { useAppAndBrowser } from './support/suite';

const suite = useAppAndBrowser();
let manager: Account;
let siteId: string;

const dh = (text: string) => `${text.replace(/ /g, '\u202f')}\u00a0DH`;

async function gql(query: string, variables: Record<string, unknown>, token: string): Promise<any> {
  const res = await suite.app().gql(query, variables, token);
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data;
}

/** The hand-computed March 2026 of schema/accounting/vat-return.fixture.ts, saved as one company's records. */
beforeAll(async () => {
  const app = suite.app();
  ({ manager } = await createCompany(app, 'tva'));
  const signedIn = await app.gql(`mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }`, {
    input: { email: manager.email, password: manager.password },
  });
  const token = signedIn.body.data.signIn.accessToken as string;
  siteId = (await gql(`mutation($input: SiteInput!) { createSite(input: $input) { id } }`, { input: { name: 'Villa Anfa' } }, token)).createSite.id;
  const suppliers: Record<string, string> = {};
  for (const s of ['A', 'B', 'C']) {
    const input = {
      name: `Fournisseur ${s}`,
      ice: `00000000000000${s.charCodeAt(0) - 64}`,
      email: `${s}@f.ma`,
      phone: '0522334455',
      address: 'Casablanca',
    };
    suppliers[s] = (await gql(`mutation($input: SupplierInput!) { createSupplier(input: $input) { id } }`, { input }, token)).createSupplier.id;
  }
  for (const r of MARCH_REVENUES)
    await gql(
      `mutation($siteId: ID!, $input: RevenueInput!) { createRevenue(siteId: $siteId, input: $input) { id } }`,
      { siteId, input: { label: r.label, reference: r.reference, date: r.date, amount: r.amount, vatRate: r.vatRate } },
      token,
    );
  for (const p of MARCH_PURCHASES) {
    const input = {
      supplierId: suppliers[p.supplierId],
      label: p.label,
      reference: p.reference,
      date: p.date,
      amountHT: (Number(p.amountTTC) - Number(p.amountVAT)).toFixed(2),
      vatRate: p.vatRate,
      amountPaid: p.amountPaid,
      paymentDate: p.paymentDate,
      paymentMode: p.paymentMode,
    };
    await gql(`mutation($siteId: ID!, $input: PurchaseInput!) { createPurchase(siteId: $siteId, input: $input) { id } }`, { siteId, input }, token);
  }
});

describe('Comptabilité › Déclaration de TVA', () => {
  it('shows the month’s TVA by rate, the payments behind it, and gives the relevé des déductions', async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.goto(`${suite.app().url}/comptabilite/tva?periode=2026-03`);
    const twenty = page.getByTestId('vat-by-rate').getByRole('row', { name: /^20/ });
    await twenty.waitFor();
    await expect(twenty.getByText(dh('1 833,33')).count()).resolves.toBe(1);
    await expect(page.getByText(dh('1 026,67')).count()).resolves.toBe(1);
    await page.getByRole('tab', { name: 'Règlements fournisseurs (4)' }).waitFor();
    await shoot(page, 'vat-return-desk');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('vat-export').click()]);
    expect(download.suggestedFilename()).toBe('releve-deductions-2026-03.xml');

    const phone = await suite.browser().page({ origin: suite.app().url, width: 390, height: 844 });
    await signIn(phone, suite.app(), manager);
    await phone.goto(`${suite.app().url}/comptabilite/tva?periode=2026-03`);
    await phone.getByText('Fournisseur C · FC-1').waitFor();
    await shoot(phone, 'vat-return-phone');
    await page.close();
    await phone.close();
  });

  it('asks before saving cash beyond the day’s limit, and says the TVA withheld from a supplier without a certificate', async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}/finances`);
    await page.getByRole('heading', { name: 'Finances du chantier' }).waitFor();
    await page.getByRole('button', { name: 'Ajouter' }).first().click();
    const form = page.getByRole('dialog', { name: 'Nouvel achat' });
    await form.getByLabel('Fournisseur', { exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Fournisseur C' }).click();
    await form.getByLabel('Libellé', { exact: true }).fill('Parpaings');
    await form.getByLabel('Référence', { exact: true }).fill('FC-9');
    // HT 5 000 at 20 %: TVA 1 000, TTC 6 000, all in cash today: 1 000 beyond the day's 5 000.
    await form.getByLabel('Montant HT (DH)', { exact: true }).fill('5000');
    await form.getByLabel('Montant réglé (DH)', { exact: true }).fill('6000');
    await form.getByLabel('Mode de règlement', { exact: true }).click();
    await chooseOpenOption(page, 'Espèces');
    await form
      .getByTestId('withholding-preview')
      .getByText(/retenue à la source/)
      .waitFor();
    await settle(page);
    await shoot(page, 'vat-purchase-withholding');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.locator('.ant-modal-confirm-title', { hasText: /Plus de 5\s000,00\sDH en espèces ce jour/ }).waitFor();
    await confirm.getByText(/1\s000,00\sDH de ce règlement dépassent le plafond : leur TVA \(166,67\sDH\)/).waitFor();
    await shoot(page, 'vat-purchase-cash-confirm');
    await confirm.getByRole('button', { name: 'Enregistrer' }).click();
    await toastShown(page, 'Achat « Parpaings » enregistré');
    await page.close();
  });
});
