import { settle, shoot, waitForPath } from './support/browser';
import { type Account, apiAs, createCompany, signIn } from './support/company';

type Api = Awaited<ReturnType<typeof apiAs>>;
import { useAppAndBrowser } from './support/suite';
import { moroccoToday } from './support/today';

const suite = useAppAndBrowser();
let manager: Account;
let user: Account;
let noIce: { id: string };
let quote: { id: string; reference: string };
let siteId: string;

let gql: Api['gql'];

beforeAll(async () => {
  ({ manager, user } = await createCompany(suite.app(), 'clients'));
  ({ gql } = await apiAs(suite.app(), manager));
  await gql(`mutation($input: CompanyLegalInput!) { updateCompanyLegal(input: $input) { ice } }`, {
    input: { name: 'Société clients', ice: '001234567000089', fiscalId: '12345678', tradeRegister: '98765', city: 'Rabat' },
  });
  siteId = (await gql(`mutation($input: SiteInput!) { createSite(input: $input) { id } }`, { input: { name: 'Immeuble Agdal' } })).createSite.id;
  // The client form says the ICE is optional: this company client was saved without it.
  noIce = (
    await gql(`mutation($input: ClientInput!) { createClient(input: $input) { id } }`, { input: { name: 'Promotion Agdal SARL', kind: 'COMPANY' } })
  ).createClient;
  await gql(`mutation($input: ClientInput!) { createClient(input: $input) { id } }`, {
    input: { name: 'Résidence Les Orangers', ice: '009988776000011', city: 'Marrakech', email: 'syndic@orangers.ma' },
  });
  quote = (
    await gql(`mutation($input: QuoteInput!) { createQuote(input: $input) { id reference } }`, {
      input: {
        clientId: noIce.id,
        issueDate: moroccoToday(),
        siteId,
        lots: [{ title: 'Gros œuvre', lines: [{ designation: 'Béton', unit: 'm³', quantity: '10', unitPriceHT: '1000' }] }],
      },
    })
  ).createQuote;
  await gql(`mutation($id: ID!) { setQuoteStatus(id: $id, status: "ACCEPTE") { status } }`, { id: quote.id });
});

describe('Clients', () => {
  it('invoices an accepted quote whose company client had no ICE: the dialog says so and completes the client in place', async () => {
    const page = await suite.browser().page({ width: 1280, height: 800, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.goto(`${suite.app().url}/devis/${quote.id}`);
    await page.getByRole('button', { name: 'Facturer' }).click();
    const dialog = page.getByRole('dialog', { name: `Facturer le devis ${quote.reference}` });
    const warning = dialog.getByText('Le client est une société : renseignez son ICE avant de le facturer.');
    await warning.waitFor();
    // Said once: the preview below waits for the client instead of repeating the refusal.
    const preview = dialog.getByRole('region', { name: 'La facture qui sera émise' });
    await preview.getByText('La facture s’affichera ici une fois la fiche client complétée.').waitFor();
    expect(await warning.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Compléter la fiche client' }).click();
    const drawer = page.getByRole('dialog', { name: 'Modifier le client' });
    expect(await drawer.getByLabel('Nom ou raison sociale', { exact: true }).inputValue()).toBe('Promotion Agdal SARL');
    // The ICE of another client is refused, naming it; then the right one is saved.
    await drawer.getByLabel('ICE', { exact: true }).fill('009 988 776 000 011');
    await drawer.getByText('Un client semblable existe déjà :').waitFor();
    await drawer.getByRole('button', { name: 'Enregistrer' }).click();
    await drawer
      .getByText('Cet ICE est déjà celui du client « Résidence Les Orangers » : choisissez ce client plutôt que d’en créer un second.')
      .waitFor();
    await drawer.getByLabel('ICE', { exact: true }).fill('002233445000066');
    await drawer.getByLabel('E-mail', { exact: true }).fill('compta@agdal.ma');
    await drawer.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Client « Promotion Agdal SARL » enregistré').first().waitFor();
    await drawer.waitFor({ state: 'hidden' });
    await warning.waitFor({ state: 'hidden' });
    // What will be issued, before it is: a 30 % deposit of 10 000 HT at 20 % (by hand: HT 3 000, TTC 3 600).
    await preview.getByText('3\u202f600,00\u00a0DH').first().waitFor();
    await dialog.getByLabel('Pourcentage du devis (%)', { exact: true }).fill('50');
    await preview.getByText('6\u202f000,00\u00a0DH').first().waitFor();
    await shoot(page, 'clients-invoice-fixed-1280');
    await dialog.getByRole('button', { name: 'Émettre la facture' }).click();
    await page.waitForFunction(() => /^\/factures\/[0-9a-f-]{36}$/.test(window.location.pathname));
    await page.getByText('Promotion Agdal SARL').first().waitFor();
    const invoicePath = new URL(page.url()).pathname;
    // The site leads back to what was sold and billed on it.
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}`);
    await page.getByRole('list', { name: 'Devis du chantier' }).getByRole('link', { name: quote.reference }).waitFor();
    await page.getByRole('list', { name: 'Factures du chantier' }).getByRole('link').first().click();
    await page.waitForFunction((path) => window.location.pathname === path, invoicePath);
    await page.close();
  });

  it('lists the clients on a phone, says which company lacks its ICE, and opens a client from a link (?modifier=)', async () => {
    const other = (
      await gql(`mutation($input: ClientInput!) { createClient(input: $input) { id } }`, { input: { name: 'Bâtir Souss', kind: 'COMPANY' } })
    ).createClient;
    const page = await suite.browser().page({ width: 390, height: 844, dark: true, origin: suite.app().url });
    await signIn(page, suite.app(), user);
    await page.goto(`${suite.app().url}/clients`);
    await page.getByRole('heading', { name: 'Clients' }).waitFor();
    const card = page.locator('.record-card', { hasText: 'Bâtir Souss' });
    await card.getByText('ICE à renseigner').waitFor();
    await page.locator('.record-card', { hasText: 'Résidence Les Orangers' }).getByRole('link', { name: 'syndic@orangers.ma' }).waitFor();
    await page.getByRole('searchbox').or(page.getByLabel('Rechercher un nom, un ICE, une ville')).first().fill('orangers');
    await page.waitForFunction(() => document.querySelectorAll('.record-card').length === 1);
    await settle(page);
    await shoot(page, 'clients-list-390-dark');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto(`${suite.app().url}/clients?modifier=${other.id}`);
    const drawer = page.getByRole('dialog', { name: 'Modifier le client' });
    expect(await drawer.getByLabel('Nom ou raison sociale', { exact: true }).inputValue()).toBe('Bâtir Souss');
    await drawer.getByLabel('ICE', { exact: true }).fill('004455667000088');
    await drawer.getByRole('button', { name: 'Enregistrer' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await waitForPath(page, '/clients');
    expect(new URL(page.url()).search).toBe('');
    await page.close();
  });

  it('warns of a duplicate while a new client is typed in a quote, and takes the existing one instead', async () => {
    const page = await suite.browser().page({ width: 1440, height: 900, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.goto(`${suite.app().url}/devis`);
    // The picker tells clients apart by their ICE.
    await page.getByLabel('Client', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible').getByText('ICE 009988776000011 · Marrakech').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Nouveau client' }).click();
    const modal = page.getByRole('dialog', { name: 'Nouveau client' });
    await modal.getByLabel('Nom ou raison sociale', { exact: true }).fill('residence les orangers');
    await modal.getByText('Un client semblable existe déjà :').waitFor();
    await settle(page);
    await shoot(page, 'clients-duplicate-1440');
    await modal.getByRole('button', { name: 'Choisir ce client' }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.locator('.quote-general-client').getByText('Résidence Les Orangers').waitFor();
    expect(await suite.app().sql("select count(*)::int as n from client where name ilike 'r%sidence les orangers'")).toEqual([{ n: 1 }]);
    await page.close();
  });
});
