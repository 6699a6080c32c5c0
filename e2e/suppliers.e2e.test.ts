import { contrastViolations } from './support/axe';
import { chooseMenuItem, shoot, toastShown, waitForPath } from './support/browser';
import { type Account, createCompany, signIn } from './support/company';
import { useAppAndBrowser } from './support/suite';
import { moroccoToday } from './support/today';

const suite = useAppAndBrowser();
let manager: Account;

beforeAll(async () => {
  ({ manager } = await createCompany(suite.app(), 'suppliers'));
});

describe('Fournisseurs', () => {
  it('creates a supplier after fixing a bad e-mail, warns on a short ICE, finds it and deletes it', async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Fournisseurs' }).click();
    await waitForPath(page, '/fournisseurs');
    await page.getByText('Aucun fournisseur pour le moment.').waitFor();

    await page.getByRole('button', { name: 'Nouveau fournisseur' }).click();
    const form = page.getByRole('dialog', { name: 'Nouveau fournisseur' });
    await form.getByLabel('Nom', { exact: true }).fill('Béton Atlas');
    await form.getByLabel('ICE', { exact: true }).fill('123456789');
    await form.getByText('Un ICE marocain compte 15 chiffres : vérifiez ce numéro.').waitFor();
    await form.getByLabel('E-mail', { exact: true }).fill('contact@beton');
    // Typed as people write it (18 characters): kept as its 10 digits, within the 15 SPEC allows.
    await form.getByLabel('Téléphone', { exact: true }).fill('+212 5 22 12 34 56');
    await form.getByLabel('Adresse', { exact: true }).fill('Zone industrielle, Aïn Sebaâ, Casablanca');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText('Email invalide').waitFor();
    await shoot(page, 'supplier-form-error-1280');
    await form.getByLabel('E-mail', { exact: true }).fill('Contact@Beton-Atlas.ma');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await toastShown(page, 'Fournisseur « Béton Atlas » créé');
    await page.getByRole('cell', { name: 'contact@beton-atlas.ma' }).waitFor();
    await page.getByRole('cell', { name: '0522123456' }).waitFor();
    await page.getByLabel('ICE de moins de 15 chiffres').waitFor();

    await page.getByRole('search').getByLabel('Rechercher un nom, un ICE, un e-mail').fill('beton');
    await page.getByRole('cell', { name: 'Béton Atlas' }).waitFor();
    await shoot(page, 'suppliers-1280');
    expect(await contrastViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter' }).click();
    await chooseMenuItem(page, 'Excel (.xlsx)');
    expect((await download).suggestedFilename()).toBe(`fournisseurs_${moroccoToday()}.xlsx`);

    await page.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Supprimer' }).click();
    await toastShown(page, 'Fournisseur « Béton Atlas » supprimé');
    await page.getByText('Aucun fournisseur pour le moment.').waitFor();
    await page.close();
  });

  it('shows the suppliers as cards on a phone, the phone number a tap away, and edits one', async () => {
    const signedIn = await suite.app().gql(`mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }`, {
      input: { email: manager.email, password: manager.password },
    });
    const token = signedIn.body.data.signIn.accessToken as string;
    const input = { name: 'Acier du Nord', ice: '001122334455667', email: 'ventes@acier-nord.ma', phone: '0539112233', address: 'Tanger' };
    const created = await suite.app().gql(`mutation($input: SupplierInput!) { createSupplier(input: $input) { id } }`, { input }, token);
    expect(created.body.errors).toBeUndefined();

    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.goto(`${suite.app().url}/fournisseurs`);
    const card = page.locator('article.record-card', { hasText: 'Acier du Nord' });
    await card.waitFor();
    expect(await page.locator('.ant-table').count()).toBe(0);
    expect(await card.getByRole('link', { name: '0539112233' }).getAttribute('href')).toBe('tel:0539112233');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await shoot(page, 'suppliers-390');
    expect(await contrastViolations(page)).toEqual([]);
    await card.getByRole('button', { name: 'Modifier Acier du Nord' }).click();
    await page.getByRole('dialog').getByLabel('Adresse', { exact: true }).waitFor();
    await page.close();
  });
});
