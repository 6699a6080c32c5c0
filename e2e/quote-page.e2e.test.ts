import { settle, shoot } from './support/browser';
import { type Account, apiAs, createCompany, signIn } from './support/company';

type Api = Awaited<ReturnType<typeof apiAs>>;
import { layoutProblems } from './support/layout';
import { useAppAndBrowser } from './support/suite';
import { moroccoToday } from './support/today';

/** The quote's own page decides what its list's '⋯' menu decides: accept, refuse, create or link its site. */
const suite = useAppAndBrowser();
let manager: Account;
let quote: { id: string; reference: string };

let gql: Api['gql'];

beforeAll(async () => {
  ({ manager } = await createCompany(suite.app(), 'page-devis'));
  ({ gql } = await apiAs(suite.app(), manager));
  const client = (
    await gql(`mutation($input: ClientInput!) { createClient(input: $input) { id } }`, {
      input: { name: 'Famille Tazi', kind: 'PERSON', address: '7 rue Ibn Battouta', city: 'Rabat' },
    })
  ).createClient;
  quote = (
    await gql(`mutation($input: QuoteInput!) { createQuote(input: $input) { id reference } }`, {
      input: {
        clientId: client.id,
        issueDate: moroccoToday(),
        object: 'Extension R+1',
        lots: [{ title: 'Gros œuvre', lines: [{ designation: 'Dalle', unit: 'm²', quantity: '80', unitPriceHT: '450' }] }],
      },
    })
  ).createQuote;
});

describe('a quote’s own page', () => {
  it('accepts the quote, then creates its site, without going back to the list; unsaved changes come first', async () => {
    const page = await suite.browser().page({ width: 1440, height: 900, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.goto(`${suite.app().url}/devis/${quote.id}`);
    const accept = page.getByRole('button', { name: 'Accepter' });
    await accept.waitFor();
    await page.getByRole('button', { name: 'Refuser' }).waitFor();
    // A change not yet saved: deciding waits for it.
    await page.getByLabel('Objet', { exact: true }).fill('Extension R+1 et terrasse');
    expect(await accept.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText(`Devis ${quote.reference} enregistré`).first().waitFor();
    await page.waitForFunction(() => !(document.querySelector('button.ant-btn-primary[disabled]') as HTMLButtonElement | null));
    expect(await accept.isDisabled()).toBe(false);

    await accept.click();
    const confirm = page.getByRole('dialog').filter({ hasText: `Accepter le devis ${quote.reference} ?` });
    await confirm.getByRole('button', { name: 'Accepter' }).click();
    await page.getByText(`Devis ${quote.reference} accepté`).first().waitFor();
    await confirm.waitFor({ state: 'detached' });
    await page.locator('.quote-form-title').getByText('Accepté').waitFor();
    const createSite = page.getByRole('button', { name: 'Créer le chantier' });
    await createSite.waitFor();
    await page.getByRole('button', { name: 'Lier à un chantier' }).waitFor();
    expect(await page.getByRole('button', { name: 'Accepter' }).count()).toBe(0);
    await settle(page);
    await shoot(page, 'quote-page-accepted-1440', { fullPage: false });
    expect(await layoutProblems(page, { tablesFit: true })).toEqual([]);

    await createSite.click();
    await page
      .getByRole('dialog')
      .filter({ hasText: `Créer le chantier du devis ${quote.reference} ?` })
      .getByRole('button', { name: 'Créer le chantier' })
      .click();
    await page.waitForFunction(() => /^\/detail-chantier\/[0-9a-f-]{36}$/.test(window.location.pathname));
    await page.getByText('Extension R+1 et terrasse').first().waitFor();
    // The site takes the client's address, and leads back to its quote.
    await page.getByText('7 rue Ibn Battouta').waitFor();
    await page.getByRole('list', { name: 'Devis du chantier' }).getByRole('link', { name: quote.reference }).click();
    await page.waitForFunction((id) => window.location.pathname === `/devis/${id}`, quote.id);
    await page.getByRole('button', { name: 'Dupliquer' }).waitFor();
    expect(await page.getByRole('button', { name: 'Créer le chantier' }).count()).toBe(0);
    await page.close();
  });

  it('keeps a half-typed quote and a settings card when the user leaves, and offers them back (phone)', async () => {
    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.goto(`${suite.app().url}/devis`);
    await page.getByLabel('Objet', { exact: true }).fill('Rénovation de la cuisine');
    await page.getByLabel('Titre du lot 1', { exact: true }).fill('Plomberie');
    await page.waitForTimeout(600);
    await page.goto(`${suite.app().url}/dashboard`);
    await page.goto(`${suite.app().url}/devis`);
    const notice = page.getByRole('status').filter({ hasText: 'Des modifications non enregistrées du' });
    await notice.waitFor();
    await settle(page);
    await shoot(page, 'quote-draft-390', { fullPage: false });
    await notice.getByRole('button', { name: 'Les reprendre' }).click();
    expect(await page.getByLabel('Objet', { exact: true }).inputValue()).toBe('Rénovation de la cuisine');
    expect(await page.getByLabel('Titre du lot 1', { exact: true }).inputValue()).toBe('Plomberie');
    await notice.waitFor({ state: 'detached' });

    await page.goto(`${suite.app().url}/parametres/societe`);
    const legal = page.getByRole('region', { name: 'Mentions légales' });
    await legal.getByLabel('Banque', { exact: true }).fill('Attijariwafa bank');
    await legal.getByText('Modifications non enregistrées').waitFor();
    await page.waitForTimeout(600);
    await page.goto(`${suite.app().url}/dashboard`);
    await page.goto(`${suite.app().url}/parametres/societe`);
    await legal.getByRole('button', { name: 'Les reprendre' }).click();
    expect(await legal.getByLabel('Banque', { exact: true }).inputValue()).toBe('Attijariwafa bank');
    await legal.getByRole('button', { name: 'Enregistrer' }).click();
    await legal.getByText('Modifications non enregistrées').waitFor({ state: 'detached' });
    await page.waitForTimeout(600);
    await page.reload();
    await legal.getByLabel('Banque', { exact: true }).waitFor();
    expect(await legal.getByText('Des modifications non enregistrées du').count()).toBe(0);
    await page.close();
  });
});
