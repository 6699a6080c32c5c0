import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { settle, shoot } from './support/browser';
import { type Account, apiAs, createCompany, signIn } from './support/company';
import { layoutProblems } from './support/layout';
import { useAppAndBrowser } from './support/suite';

// Issue 37's plans and réserves on a 390 px phone: a plan uploaded, réserves pinned on it with a photo, one lifted then
// validated, and the list's totals.
const suite = useAppAndBrowser();
let manager: Account;
let siteId: string;

beforeAll(async () => {
  ({ manager } = await createCompany(suite.app(), 'reserves'));
  const { gql } = await apiAs(suite.app(), manager);
  siteId = (await gql(`mutation($input: SiteInput!) { createSite(input: $input) { id } }`, { input: { name: 'Résidence Les Palmiers' } })).createSite
    .id;
});

/** A plan drawn as an architect's sheet would be: a white page with the walls in dark lines. */
const WALLS =
  '<svg width="1400" height="1000"><rect x="80" y="80" width="1240" height="840" fill="none" stroke="#222" stroke-width="12"/>' +
  '<line x1="700" y1="80" x2="700" y2="920" stroke="#222" stroke-width="8"/></svg>';
const planImage = () =>
  sharp({ create: { width: 1400, height: 1000, channels: 3, background: { r: 255, g: 255, b: 255 } } })
    .composite([
      {
        input: Buffer.from(WALLS),
        top: 0,
        left: 0,
      },
    ])
    .png()
    .toBuffer();

async function pin(page: Page, title: string, trade: string, at: { x: number; y: number }): Promise<void> {
  await page.getByRole('button', { name: 'Ajouter une réserve' }).click();
  await page.getByText('Touchez l’endroit du défaut sur le plan').waitFor();
  const sheet = (await page.locator('.punch-sheet').boundingBox())!;
  await page.mouse.click(sheet.x + sheet.width * at.x, sheet.y + sheet.height * at.y);
  const form = page.getByRole('dialog');
  await form.getByLabel('Titre').fill(title);
  await form.getByLabel('Corps de métier').first().fill(trade);
  const photo = await sharp({ create: { width: 480, height: 360, channels: 3, background: { r: 170, g: 150, b: 120 } } })
    .jpeg()
    .toBuffer();
  await form.locator('input[type=file]').setInputFiles({ name: `${trade}.jpg`, mimeType: 'image/jpeg', buffer: photo });
  await form.getByText('1 / 6').waitFor();
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await form.waitFor({ state: 'detached' });
}

describe('plans and réserves on a phone', () => {
  it('uploads a plan, pins three réserves with photos, and lifts then validates one', async () => {
    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}/plans`);
    await page.getByRole('heading', { name: 'Plans' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Ajouter un plan' }).first().click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Titre du plan').fill('Plan RDC');
    await form.locator('input[type=file]').setInputFiles({ name: 'plan-rdc.png', mimeType: 'image/png', buffer: await planImage() });
    await form
      .getByRole('button', { name: /Ajouter|Enregistrer/ })
      .last()
      .click();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Plan RDC', exact: true }).click();
    await page.locator('.punch-sheet').waitFor({ timeout: 20_000 });

    const startedAt = Date.now();
    await pin(page, 'Fissure enduit sous fenêtre', 'Enduit', { x: 0.3, y: 0.4 });
    console.info(`réserve: added on a phone in ${Math.round((Date.now() - startedAt) / 1000)} s`);
    await pin(page, 'Prise électrique non fixée', 'Électricité', { x: 0.6, y: 0.5 });
    await pin(page, 'Joint de carrelage manquant', 'Carrelage', { x: 0.75, y: 0.7 });
    await page.getByText('3 réserves sur cette feuille').waitFor();
    await settle(page);
    await shoot(page, 'punch-plan-viewer-390');

    await page.goto(`${suite.app().url}/detail-chantier/${siteId}/reserves`);
    await page.getByText('3 ouvertes').waitFor({ timeout: 20_000 });
    expect(await layoutProblems(page)).toEqual([]);
    await page.getByText('Prise électrique non fixée').click();
    await page.getByRole('button', { name: 'Lever' }).click();
    await page.getByLabel('Note de levée').fill('Prise refixée et testée');
    await page.getByRole('button', { name: 'Lever la réserve' }).click();
    await page.getByText('Levée', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Valider' }).click();
    await page
      .getByRole('button', { name: /^(OK|Valider)$/ })
      .last()
      .click();
    await page.getByText('Validée', { exact: true }).first().waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    await settle(page);
    await shoot(page, 'punch-reserve-detail-390');
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}/reserves`);
    await page.getByText('2 ouvertes').waitFor({ timeout: 20_000 });
    await page.getByText('1 validée').waitFor();
    await page.close();
  });
});
