import type { Page } from 'playwright-core';
import { contrastViolations } from './support/axe';
import { chooseOpenOption, settle, shoot } from './support/browser';
import { type Account, createCompany, signIn, TINY_PNG } from './support/company';
import { useAppAndBrowser } from './support/suite';

const suite = useAppAndBrowser();
let manager: Account;
let siteId: string;

/** A one-page PDF with a line of text, as a plan or a CPS would be. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

async function chooseType(page: Page, dialog: ReturnType<Page['getByRole']>, type: string, field = 'Type des documents'): Promise<void> {
  await dialog.getByLabel(field).click();
  // The list is long (virtual): typing narrows it as a user would.
  await dialog.getByLabel(field).fill(type);
  await chooseOpenOption(page, type);
}

beforeAll(async () => {
  ({ manager } = await createCompany(suite.app(), 'documents'));
  const signedIn = await suite.app().gql(`mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }`, {
    input: { email: manager.email, password: manager.password },
  });
  const token = signedIn.body.data.signIn.accessToken as string;
  const site = await suite
    .app()
    .gql(`mutation($input: SiteInput!) { createSite(input: $input) { id } }`, { input: { name: 'Villa Anfa', budget: '100000' } }, token);
  siteId = site.body.data.createSite.id as string;
});

describe('Documents', () => {
  it('uploads two documents of two categories at once, filters, sorts, previews and edits them', async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}/documents`);
    await page.getByRole('heading', { name: 'Documents' }).waitFor();
    await page.getByText('Aucun document pour ce chantier.').waitFor();

    // A plan (technique) alone, then a batch of photos (photos) with a section drawing whose row takes its own type.
    await page.getByRole('button', { name: 'Ajouter' }).click();
    let dialog = page.getByRole('dialog', { name: 'Ajouter des documents' });
    await chooseType(page, dialog, 'Plans béton armé');
    await dialog.locator('input[type=file]').setInputFiles([{ name: 'Plan_coffrage_R+1.pdf', mimeType: 'application/pdf', buffer: PDF }]);
    await dialog.getByText('Plan_coffrage_R+1.pdf').waitFor();
    await dialog.getByRole('button', { name: 'Envoyer le fichier' }).click();
    await dialog.getByText('Ajouté').waitFor();
    await dialog.getByRole('button', { name: 'Fermer' }).first().click();
    await page.getByRole('button', { name: 'Plan coffrage R+1' }).waitFor();

    await page.getByRole('button', { name: 'Ajouter' }).click();
    dialog = page.getByRole('dialog', { name: 'Ajouter des documents' });
    await chooseType(page, dialog, 'Photos de chantier');
    await dialog.locator('input[type=file]').setInputFiles([
      { name: 'Fondations.png', mimeType: 'image/png', buffer: TINY_PNG },
      { name: 'Page.html.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') },
      { name: 'Coupe_AA.pdf', mimeType: 'application/pdf', buffer: PDF },
    ]);
    await chooseType(page, dialog, 'Plans béton armé', 'Type de Coupe_AA.pdf');
    await dialog.getByRole('button', { name: 'Envoyer les 3 fichiers' }).click();
    // The false image is refused by its content; the real ones are added.
    await dialog.getByText('Ajouté').nth(1).waitFor();
    await dialog.getByRole('alert').first().waitFor();
    await settle(page);
    await shoot(page, 'documents-upload-1280');
    await dialog.getByRole('button', { name: 'Retirer Page.html.png' }).click();
    await dialog.getByRole('button', { name: 'Fermer' }).first().click();
    await page.getByRole('button', { name: 'Fondations' }).waitFor();

    await page.getByRole('radiogroup', { name: 'Catégorie' }).getByText('Technique (2)').click();
    await page.getByRole('button', { name: 'Fondations' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Plan coffrage R+1' }).waitFor();
    await page.getByRole('button', { name: 'Coupe AA' }).waitFor();
    await page.getByRole('radiogroup', { name: 'Catégorie' }).getByText('Toutes (3)').click();
    await page.getByRole('combobox', { name: 'Trier' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Ordre alphabétique' }).click();
    await page.getByRole('button', { name: 'Plan coffrage R+1' }).waitFor();
    const order = await page.locator('.documents-open-label').allTextContents();
    expect(order).toEqual(['Coupe AA', 'Fondations', 'Plan coffrage R+1']);
    await page.mouse.move(0, 0);
    await settle(page);
    await shoot(page, 'documents-list-1280');
    expect(await contrastViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Fondations' }).click();
    const preview = page.getByRole('dialog', { name: 'Fondations' });
    await preview.getByRole('img', { name: 'Fondations' }).waitFor();
    await page.waitForFunction(() => (document.querySelector('.documents-preview-image') as HTMLImageElement | null)?.naturalWidth === 64);
    await preview.getByRole('link', { name: 'Télécharger' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Plan coffrage R+1' }).click();
    await page.getByRole('dialog', { name: 'Plan coffrage R+1' }).locator('iframe').waitFor();
    await settle(page);
    await shoot(page, 'documents-preview-pdf-1280');
    await page.keyboard.press('Escape');

    await page
      .getByRole('row', { name: /Fondations/ })
      .getByRole('button', { name: 'Modifier' })
      .click();
    const form = page.getByRole('form', { name: 'Modifier le document' });
    await form.getByLabel('Libellé').fill('Plan coffrage R+1');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText('Il y a déjà un libellé avec ce nom').waitFor();
    await form.getByLabel('Libellé').fill('Fondations — semelles');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('button', { name: 'Fondations — semelles' }).waitFor();
    await page.close();
  });

  it('reads as cards on a phone, in dark mode', async () => {
    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.getByRole('button', { name: 'Passer en mode sombre' }).click();
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}/documents`);
    await page.getByText('Plan coffrage R+1').first().waitFor();
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await shoot(page, 'documents-cards-dark-390');
    expect(await contrastViolations(page)).toEqual([]);
    await page.close();
  });
});
