import { contrastViolations } from './support/axe';
import { chooseMenuItem, settle, shoot, toastShown } from './support/browser';
import { type Account, createCompany, signIn } from './support/company';
import { useAppAndBrowser } from './support/suite';
import { moroccoToday } from './support/today';

const suite = useAppAndBrowser();
let manager: Account;
let user: Account;
let token: string;
const TODAY = moroccoToday();
const YEAR = TODAY.slice(0, 4);
const dh = (text: string) => `${text.replace(/ /g, '\u202f')}\u00a0DH`;

async function gql<T = any>(query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await suite.app().gql(query, variables, token);
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data as T;
}
const line = (designation: string, quantity: string, unitPriceHT: string) => ({ designation, unit: 'u', quantity, unitPriceHT });
const quote = (clientId: string, object: string, issueDate: string, validUntil: string, price: string) =>
  gql(`mutation($input: QuoteInput!) { createQuote(input: $input) { id reference } }`, {
    input: { clientId, object, issueDate, validUntil, lots: [{ title: 'Travaux', lines: [line(object, '1', price)] }] },
  });

beforeAll(async () => {
  ({ manager, user } = await createCompany(suite.app(), 'devis'));
  const signedIn = await suite
    .app()
    .gql(`mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }`, { input: { email: manager.email, password: manager.password } });
  token = signedIn.body.data.signIn.accessToken as string;
  const client = (await gql(`mutation($input: ClientInput!) { createClient(input: $input) { id } }`, { input: { name: 'Résidence Al Amal' } }))
    .createClient.id as string;
  // 1 000,00 HT at 20 % = 1 200,00 TTC; 2 500,00 -> 3 000,00; the old one (2024, expired) 500,00 -> 600,00.
  await quote(client, 'Ravalement de façade', TODAY, '2099-12-31', '1000');
  await quote(client, 'Étanchéité terrasse', TODAY, '2099-12-31', '2500');
  await quote(client, 'Ancienne offre', '2024-03-01', '2024-04-01', '500');
});

describe('Devis', () => {
  it('lists the quotes with their status and totals, filters them, accepts one and downloads its PDF', async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page
      .getByRole('navigation', { name: /Menu principal/ })
      .getByRole('link', { name: 'Devis' })
      .click();
    await page.waitForURL('**/liste-devis');
    await page.getByRole('heading', { name: 'Devis' }).waitFor();
    await page
      .getByRole('row', { name: /Total \(3 devis\)/ })
      .getByText(dh('4 800,00'))
      .waitFor();
    const expired = page.getByRole('row', { name: /DEV-2024-0001/ });
    await expired.getByText('Dépassé').waitFor();

    // Status filter: the expired one alone; then a search without accents finds 'Étanchéité'.
    await page.getByText('Dépassés', { exact: true }).click();
    await page.getByRole('row', { name: /Total \(1 devis\)/ }).waitFor();
    await page.getByText('Tous', { exact: true }).click();
    await page.getByLabel('Rechercher (référence, client, objet)').fill('etancheite');
    await page
      .getByRole('row', { name: /Total \(1 devis\)/ })
      .getByText(dh('3 000,00'))
      .waitFor();
    await page.getByLabel('Rechercher (référence, client, objet)').fill('');
    await page.getByRole('row', { name: /Total \(3 devis\)/ }).waitFor();

    // Accept the first quote of the year, from its menu, after a confirmation.
    const first = page.getByRole('row', { name: new RegExp(`DEV-${YEAR}-0001`) });
    await first.getByRole('button', { name: `Plus d’actions DEV-${YEAR}-0001` }).click();
    await chooseMenuItem(page, 'Accepter');
    // The row turning 'Accepté' is what lasts; the toast saying so lasts 2 s, recorded by the page (toastShown).
    const accept = page.getByRole('dialog').filter({ hasText: `Accepter le devis DEV-${YEAR}-0001 ?` });
    await accept.getByRole('button', { name: 'Accepter' }).click();
    await accept.waitFor({ state: 'detached' });
    await first.getByText('Accepté', { exact: true }).waitFor();
    await toastShown(page, `Devis DEV-${YEAR}-0001 accepté`);

    const download = page.waitForEvent('download');
    await first.getByRole('button', { name: `Télécharger le PDF DEV-${YEAR}-0001` }).click();
    expect((await download).suggestedFilename()).toBe(`DEV-${YEAR}-0001.pdf`);
    await settle(page);
    await shoot(page, 'quotes-list-1280');
    expect(await contrastViolations(page)).toEqual([]);

    // The accepted quote becomes a site: 'Créer le chantier', confirmed, opens it.
    await first.getByRole('button', { name: `Plus d’actions DEV-${YEAR}-0001` }).click();
    await chooseMenuItem(page, 'Créer le chantier');
    await page
      .getByRole('dialog')
      .filter({ hasText: `Créer le chantier du devis DEV-${YEAR}-0001 ?` })
      .getByRole('button', { name: 'Créer le chantier' })
      .click();
    await page.waitForFunction(() => /^\/detail-chantier\/[0-9a-f-]{36}$/.test(window.location.pathname));
    await page.getByRole('heading', { name: 'Ravalement de façade' }).waitFor();
    await toastShown(page, 'Chantier « Ravalement de façade » créé');
    await page.close();
  });

  it('shows the quotes as cards on a phone in dark mode; a USER sees them without the delete action', async () => {
    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(page, suite.app(), user);
    await page.getByRole('button', { name: 'Passer en mode sombre' }).click();
    await page.goto(`${suite.app().url}/liste-devis`);
    const card = page.getByRole('article').filter({ hasText: `DEV-${YEAR}-0002` });
    await card.getByText(dh('3 000,00')).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await card.getByRole('button', { name: `Plus d’actions DEV-${YEAR}-0002` }).click();
    await page.getByRole('menuitem', { name: 'Dupliquer' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Supprimer' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await settle(page);
    await shoot(page, 'quotes-list-dark-390');
    expect(await contrastViolations(page)).toEqual([]);
    await page.close();
  });
});
