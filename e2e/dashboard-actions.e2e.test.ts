import { chooseSearched, shoot, waitForPath } from './support/browser';
import { type Account, createCompany, signIn } from './support/company';
import { useAppAndBrowser } from './support/suite';

const suite = useAppAndBrowser();
let manager: Account;
let token: string;

const TODAY = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Africa/Casablanca' }).format(new Date());

async function gql<T = Record<string, { id: string }>>(query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await suite.app().gql(query, variables, token);
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data as T;
}
const site = async (name: string) =>
  (await gql(`mutation($input: SiteInput!) { createSite(input: $input) { id } }`, { input: { name } })).createSite.id;

beforeAll(async () => {
  ({ manager } = await createCompany(suite.app(), 'dashact'));
  const signedIn = await suite
    .app()
    .gql(`mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }`, { input: { email: manager.email, password: manager.password } });
  token = signedIn.body.data.signIn.accessToken as string;
  const [atlas, anfa] = [await site('Résidence Atlas'), await site('Villa Anfa')];
  const supplier = (
    await gql(`mutation($input: SupplierInput!) { createSupplier(input: $input) { id } }`, {
      input: { name: 'Béton Atlas', ice: '001234567000089', email: 'contact@beton-atlas.ma', phone: '0522123456', address: 'Casablanca' },
    })
  ).createSupplier.id;
  const purchase = (siteId: string, label: string, amountHT: string, amountPaid: string) =>
    gql(`mutation($siteId: ID!, $input: PurchaseInput!) { createPurchase(siteId: $siteId, input: $input) { id } }`, {
      siteId,
      input: { supplierId: supplier, label, reference: `BL-${label}`, date: TODAY, amountHT, vatRate: '20', amountPaid },
    });
  // Owed: Atlas 6 000,00 − 1 000,00 = 5 000,00; Anfa 1 200,00 (nothing paid) and a settled 600,00.
  await purchase(atlas, 'Béton B25', '5000.00', '1000.00');
  await purchase(anfa, 'Ciment', '1000.00', '0');
  await purchase(anfa, 'Sable', '500.00', '600.00');
});

describe('the dashboard: what is left to pay, and the quick actions', () => {
  it("shows what is left to pay to suppliers, the site owing most first, opening its purchases filtered 'À régler'", async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    const due = page.locator('.dash-card', { has: page.getByRole('heading', { name: 'À régler aux fournisseurs' }) });
    await due.locator('.dash-stock-count strong').waitFor();
    expect(await due.locator('.dash-stock-count strong').textContent()).toBe('6\u202f200,00\u00a0DH');
    expect(await due.locator('.dash-stock-count').textContent()).toContain('sur 2 achats non soldés');
    expect(await due.locator('li .dash-stock-label').allTextContents()).toEqual(['Résidence Atlas', 'Villa Anfa']);
    await due.getByRole('link', { name: 'Villa Anfa' }).click();
    await page.waitForFunction(() => /\/finances$/.test(window.location.pathname) && window.location.search.includes('aRegler=1'));
    expect(await page.getByRole('switch', { name: 'À régler' }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('row', { name: /Ciment/ }).waitFor();
    expect(await page.getByRole('row', { name: /Sable/ }).count()).toBe(0);
    await shoot(page, 'purchases-to-pay-1280');
    await page.getByRole('switch', { name: 'À régler' }).click();
    await page.getByRole('row', { name: /Sable/ }).waitFor();
    expect(new URL(page.url()).searchParams.get('aRegler')).toBeNull();
    await page.close();
  });

  it("'+ Achat' asks for the site then opens its new purchase form; '+ Annonce' puts the cursor in the editor", async () => {
    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.getByRole('button', { name: '+ Achat' }).click();
    const chooser = page.getByRole('dialog', { name: 'Nouvel achat' });
    await chooser.getByLabel('Chantier', { exact: true }).waitFor();
    await shoot(page, 'quick-action-site-390');
    await chooseSearched(page, chooser.getByLabel('Chantier', { exact: true }), 'anfa', 'Villa Anfa');
    await page.getByRole('dialog', { name: 'Nouvel achat' }).getByLabel('Libellé', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('onglet')).toBe('achats');
    expect(new URL(page.url()).searchParams.get('nouveau')).toBeNull();

    await page.goto(`${suite.app().url}/dashboard`);
    await page.getByRole('button', { name: '+ Mouvement' }).click();
    await waitForPath(page, '/stocks');

    await page.goto(`${suite.app().url}/dashboard`);
    await page.getByRole('button', { name: '+ Annonce' }).click();
    await chooseSearched(
      page,
      page.getByRole('dialog', { name: 'Nouvelle annonce' }).getByLabel('Chantier', { exact: true }),
      'atlas',
      'Résidence Atlas',
    );
    await page.waitForFunction(() => document.activeElement?.classList.contains('ql-editor') === true);
    await page.close();
  });
});
