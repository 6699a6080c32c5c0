import { contrastViolations } from './support/axe';
import { chooseSearched, settle, shoot, waitForPath } from './support/browser';
import { type Account, createCompany, signIn } from './support/company';
import { useAppAndBrowser } from './support/suite';
import { moroccoToday } from './support/today';

const suite = useAppAndBrowser();
let manager: Account;
let token: string;
let atlas: string;

const TODAY = moroccoToday();
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** '5 700,00 DH' as the app writes it: narrow no-break spaces between thousands, a no-break space before DH. */
const dh = (text: string) => `${text.replace(/ /g, '\u202f')}\u00a0DH`;

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
  atlas = await site('Résidence Atlas');
  const anfa = await site('Villa Anfa');
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

  it('says what the clients owe and what is overdue, each figure opening the invoices it counts', async () => {
    // Issued invoices (TTC = HT + 20 %): 1 200,00 due a month ago, 3 000,00 not yet due, 2 400,00 of which 900,00 is
    // paid, and 600,00 paid in full. To collect: 1 200,00 + 3 000,00 + 1 500,00 = 5 700,00 over 3 invoices; overdue: 1 200,00.
    await gql(`mutation($input: CompanyLegalInput!) { updateCompanyLegal(input: $input) { ice } }`, {
      input: { name: 'Société dashact', ice: '001234567000089', fiscalId: '12345678', tradeRegister: '98765', city: 'Rabat' },
    });
    const clientId = (
      await gql(`mutation($input: ClientInput!) { createClient(input: $input) { id } }`, { input: { name: 'Famille Tazi', kind: 'PERSON' } })
    ).createClient.id;
    const quote = async (issueDate: string) => {
      // A quote of three months ago is still valid today: accepted late, as one invoiced over months.
      const { id } = (
        await gql(`mutation($input: QuoteInput!) { createQuote(input: $input) { id } }`, {
          input: {
            clientId,
            issueDate,
            validUntil: addDays(TODAY, 30),
            siteId: atlas,
            lots: [{ title: 'Gros œuvre', lines: [{ designation: 'Terrassement', unit: 'u', quantity: '1', unitPriceHT: '10000' }] }],
          },
        })
      ).createQuote;
      await gql(`mutation($id: ID!) { setQuoteStatus(id: $id, status: "ACCEPTE") { status } }`, { id });
      return id;
    };
    const deposit = async (quoteId: string, percent: string, issueDate: string) =>
      (
        await gql<{ createInvoice: { id: string; reference: string; netToPay: string } }>(
          `mutation($quoteId: ID!, $input: InvoiceInput!) { createInvoice(quoteId: $quoteId, input: $input) { id reference netToPay } }`,
          { quoteId, input: { kind: 'ACOMPTE', percent, issueDate } },
        )
      ).createInvoice;
    const pay = (invoiceId: string, amount: string) =>
      gql(`mutation($id: ID!, $input: PaymentInput!) { recordPayment(invoiceId: $id, input: $input) { id } }`, {
        id: invoiceId,
        input: { date: TODAY, amount, mode: 'VIREMENT' },
      });
    const late = await deposit(await quote(addDays(TODAY, -90)), '10', addDays(TODAY, -90));
    const current = await quote(TODAY);
    const notDue = await deposit(current, '25', TODAY);
    const partly = await deposit(current, '20', TODAY);
    const settled = await deposit(current, '5', TODAY);
    expect([late, notDue, partly, settled].map((i) => i.netToPay)).toEqual(['1200.00', '3000.00', '2400.00', '600.00']);
    await pay(partly.id, '900.00');
    await pay(settled.id, '600.00');

    // At a desk: the figures, then 'à encaisser' opens the list of the invoices it counts, and their sum.
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    const card = page.locator('.dash-card', { has: page.getByRole('heading', { name: 'Devis et factures' }) });
    await card.locator('.dash-invoices-open').waitFor();
    expect(await card.locator('.dash-invoices-open').textContent()).toBe(`${dh('5 700,00')} à encaisser (3 factures)`);
    expect(await card.locator('.dash-invoices-overdue').textContent()).toBe(`1 facture en retard · ${dh('1 200,00')} échu`);
    await card.getByRole('link', { name: /à encaisser/ }).click();
    await page.waitForFunction(() => window.location.pathname === '/factures' && window.location.search === '?statut=A_ENCAISSER');
    await page.locator('.ant-segmented-item-selected', { hasText: 'À encaisser' }).waitFor();
    const totals = page.locator('.records-totals');
    await totals.getByText('Total (3 documents)').waitFor();
    expect(await totals.locator('.invoices-amount').allTextContents()).toEqual([dh('6 600,00'), dh('5 700,00')]);
    const listed = async () => (await page.locator('tbody tr:not(.records-totals) td:first-child a').allTextContents()).sort();
    expect(await listed()).toEqual([late, notDue, partly].map((i) => i.reference).sort());
    await settle(page);
    await shoot(page, 'invoices-to-collect-1280');
    await page.close();

    // On a phone in dark mode: the same figures, and 'en retard' opens the overdue one alone.
    const phone = await suite.browser().page({ width: 390, height: 844, dark: true, origin: suite.app().url });
    await signIn(phone, suite.app(), manager);
    expect(await phone.evaluate(() => document.documentElement.dataset.themeMode)).toBe('dark');
    const small = phone.locator('.dash-card', { has: phone.getByRole('heading', { name: 'Devis et factures' }) });
    await small.locator('.dash-invoices-overdue').waitFor();
    expect(await small.locator('.dash-invoices-open').textContent()).toBe(`${dh('5 700,00')} à encaisser (3 factures)`);
    expect(await small.locator('.dash-invoices-overdue').textContent()).toBe(`1 facture en retard · ${dh('1 200,00')} échu`);
    await small.scrollIntoViewIfNeeded();
    await settle(phone);
    await shoot(phone, 'dashboard-receivables-dark-390', { fullPage: false });
    expect(await contrastViolations(phone)).toEqual([]);
    await small.getByRole('link', { name: /en retard/ }).click();
    await phone.waitForFunction(() => window.location.pathname === '/factures' && window.location.search === '?statut=EN_RETARD');
    // The statuses scroll sideways on a phone: the chosen one is brought into view.
    const chosen = (await phone.locator('.ant-segmented-item-selected', { hasText: 'En retard' }).boundingBox())!;
    expect(chosen.x).toBeGreaterThanOrEqual(0);
    expect(chosen.x + chosen.width).toBeLessThanOrEqual(390);
    await phone.locator('article.record-card', { hasText: late.reference }).waitFor();
    expect(await phone.locator('article.record-card').count()).toBe(1);
    await phone.getByRole('region', { name: 'Total (1 document)' }).getByText(dh('1 200,00')).first().waitFor();
    await settle(phone);
    await shoot(phone, 'invoices-overdue-dark-390');
    expect(await contrastViolations(phone)).toEqual([]);
    await phone.close();
  });
});
