import { shoot } from './support/browser';
import { type Account, createCompany, signIn } from './support/company';
import { useAppAndBrowser } from './support/suite';

const suite = useAppAndBrowser();
let manager: Account;

const dh = (text: string) => `${text.replace(/ /g, '\u202f')}\u00a0DH`;

async function gql(query: string, variables: Record<string, unknown>, token: string): Promise<any> {
  const res = await suite.app().gql(query, variables, token);
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data;
}

/**
 * Two purchases of A09 and A10 in schema/accounting/payment-delays.fixture.md: 33 333,33 due 31/01/2026 paid 01/03 (2 months,
 * 3,10 %: 1 033,33) and 999,99 due 02/04/2026 still unpaid (its penalty grows each month: only its row is checked).
 */
beforeAll(async () => {
  const app = suite.app();
  ({ manager } = await createCompany(app, 'delais'));
  const token = (
    await app.gql(`mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }`, {
      input: { email: manager.email, password: manager.password },
    })
  ).body.data.signIn.accessToken as string;
  const site = (await gql(`mutation($input: SiteInput!) { createSite(input: $input) { id } }`, { input: { name: 'Villa Anfa' } }, token)).createSite
    .id;
  const supplierId = (
    await gql(
      `mutation($input: SupplierInput!) { createSupplier(input: $input) { id } }`,
      {
        input: { name: 'Béton Atlas', ice: '001525874000023', email: 'contact@beton-atlas.ma', phone: '0522334455', address: 'Casablanca' },
      },
      token,
    )
  ).createSupplier.id;
  const purchase = (input: Record<string, unknown>) =>
    gql(
      `mutation($siteId: ID!, $input: PurchaseInput!) { createPurchase(siteId: $siteId, input: $input) { id } }`,
      {
        siteId: site,
        input: { supplierId, label: 'Béton', vatRate: '0', ...input },
      },
      token,
    );
  await purchase({
    reference: 'A09',
    date: '2025-11-30',
    dueDate: '2026-01-31',
    amountHT: '33333.33',
    amountPaid: '33333.33',
    paymentDate: '2026-03-01',
  });
  await purchase({ reference: 'A10', date: '2026-02-01', dueDate: '2026-04-02', amountHT: '999.99' });
});

describe('Comptabilité › Délais de paiement', () => {
  it('lists each invoice received with its delay and penalty, on a desk and a phone, and the dashboard card links to it', async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.goto(`${suite.app().url}/comptabilite/delais-paiement`);
    const a09 = page.getByRole('row', { name: /A09/ });
    await a09.waitFor();
    await expect(a09.getByText(dh('1 033,33')).count()).resolves.toBe(1);
    await expect(page.getByRole('row', { name: /A10/ }).getByText(/j$/).count()).resolves.toBe(1);
    await shoot(page, 'payment-delays-desk');

    await page.goto(`${suite.app().url}/dashboard/`);
    // The card loads when it comes into view (below the fold): scrolled to as a user would.
    await page.locator('.dash-columns').scrollIntoViewIfNeeded();
    const card = page.getByRole('link', { name: /Dues par la société/ });
    await card.waitFor();
    await shoot(page, 'payment-delays-dashboard');
    await card.click();
    await page.getByRole('row', { name: /A10/ }).waitFor();

    const phone = await suite.browser().page({ origin: suite.app().url, width: 390, height: 844 });
    await signIn(phone, suite.app(), manager);
    await phone.goto(`${suite.app().url}/comptabilite/delais-paiement`);
    await phone.getByText('A09 · Béton Atlas').waitFor();
    await expect(phone.locator('table').count()).resolves.toBe(0);
    await shoot(phone, 'payment-delays-phone');
  }, 40_000);
});
