import fs from 'node:fs';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { extractPages, normalize } from '../api/src/core/documents/pdf/document-pdf.test-helpers';
import { drawnPlanPdf } from '../api/src/modules/punch-list/punch-list.test-helpers';
import { contrastViolations } from './support/axe';
import { chooseSearched, fillDate, settle, shoot, toastShown, waitForPath } from './support/browser';
import { type Account, apiAs, createCompany, signIn } from './support/company';
import { layoutProblems } from './support/layout';
import { moroccoToday } from './support/today';
import { useAppAndBrowser } from './support/suite';

// Issue 37's punch list between a company and a partner of the directory, on a 390 px phone: the Admin Société uploads a
// plan and pins three réserves with photos, one given to a plumber of the directory; the plumber signs in (dark mode),
// finds it under « Réserves à lever » with the plan around it and marks it lifted with a photo; the company sees it
// lifted by the plumber and validates it; the réserves' PDF downloads with the three of them.
const suite = useAppAndBrowser();
let manager: Account;
let siteId: string;
const PLUMBER: Account = { email: 'fassi.plomberie@example.ma', password: 'Secret123', firstName: 'Youssef', lastName: 'Fassi' };
const PLUMBING = 'Plomberie Fassi';
/** A week from today in Morocco: the partner's due date, as typed (DD/MM/YYYY) and as shown. */
const DUE = (() => {
  const day = new Date(`${moroccoToday()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 7);
  return day.toISOString().slice(0, 10).split('-').reverse().join('/');
})();

/** A partner of the directory through the api: signed up, its address confirmed (its listing is published). */
async function registerPlumber(): Promise<void> {
  const app = suite.app();
  const input = {
    companyName: PLUMBING,
    firstName: PLUMBER.firstName,
    lastName: PLUMBER.lastName,
    email: PLUMBER.email,
    phone: '0661234567',
    password: PLUMBER.password,
    confirmPassword: PLUMBER.password,
    serviceTypes: ['PLOMBERIE'],
    region: 'MA-03',
    city: 'ma-fes',
    description: 'Plomberie sanitaire et chauffage à Fès depuis 2005.',
  };
  const signUp = await app.gql('mutation ($input: PartnerSignUpInput!) { registerPartner(input: $input) { id } }', { input });
  if (signUp.body.errors) throw new Error(JSON.stringify(signUp.body.errors));
  const mail = await app.smtp.waitFor(PLUMBER.email, (m) => m.links.some((l) => l.includes('/email-verfication?')));
  const token = new URL(mail.links.find((l) => l.includes('/email-verfication?'))!).searchParams.get('token');
  await app.gql('mutation ($token: String) { confirmEmail(token: $token) { message } }', { token });
}

beforeAll(async () => {
  ({ manager } = await createCompany(suite.app(), 'reserves-partner'));
  const { gql } = await apiAs(suite.app(), manager);
  const input = { name: 'Villa Les Oliviers', address: '4, rue Ibn Khaldoun', city: 'Fès' };
  siteId = (await gql(`mutation($input: SiteInput!) { createSite(input: $input) { id } }`, { input })).createSite.id;
  await registerPlumber();
});

const photo = (r: number, g: number, b: number) =>
  sharp({ create: { width: 480, height: 360, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();

/** A réserve pinned on the sheet where a finger taps, with a photo; `partner` gives it to a partner of the directory. */
async function pin(page: Page, title: string, trade: string, at: { x: number; y: number }, partner?: string): Promise<void> {
  await page.getByRole('button', { name: 'Ajouter une réserve' }).click();
  await page.getByText('Touchez l’endroit du défaut sur le plan').waitFor();
  const sheet = (await page.locator('.punch-sheet').boundingBox())!;
  await page.mouse.click(sheet.x + sheet.width * at.x, sheet.y + sheet.height * at.y);
  const form = page.getByRole('dialog');
  await form.getByLabel('Titre').fill(title);
  await form.getByLabel('Corps de métier').first().fill(trade);
  if (partner) {
    await form.locator('.punch-responsible .ant-segmented').getByText('Partenaire', { exact: true }).click();
    await chooseSearched(page, form.getByRole('combobox', { name: 'Partenaire de l’annuaire' }), partner.slice(0, 9), partner);
    await fillDate(form.getByLabel('Échéance'), DUE);
  }
  await form.locator('input[type=file]').setInputFiles({ name: `${trade}.jpg`, mimeType: 'image/jpeg', buffer: await photo(170, 150, 120) });
  await form.getByText('1 / 6').waitFor();
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await form.waitFor({ state: 'detached' });
}

/** A partner signs in on the sign-in page and lands on their own space. */
async function signInPartner(page: Page): Promise<void> {
  await page.goto(`${suite.app().url}/sign-in`);
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(PLUMBER.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PLUMBER.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await waitForPath(page, '/dashboard-partenaire');
}

describe('réserves between a company and a partner, on a phone', () => {
  it('pins three réserves with photos on an uploaded plan, one given to a partner of the directory', async () => {
    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}/plans`);
    await page.getByRole('heading', { name: 'Plans' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Ajouter un plan' }).first().click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Titre du plan').fill('Plan RDC');
    await form.locator('input[type=file]').setInputFiles({ name: 'plan-rdc.pdf', mimeType: 'application/pdf', buffer: await drawnPlanPdf(['RDC']) });
    await form
      .getByRole('button', { name: /Ajouter|Enregistrer/ })
      .last()
      .click();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Plan RDC', exact: true }).click();
    await page.locator('.punch-sheet').waitFor({ timeout: 20_000 });
    await pin(page, 'Fissure enduit sous fenêtre', 'Enduit', { x: 0.3, y: 0.4 });
    await pin(page, 'Fuite sous évier cuisine', 'Plomberie', { x: 0.6, y: 0.5 }, PLUMBING);
    await pin(page, 'Joint de carrelage manquant', 'Carrelage', { x: 0.75, y: 0.7 });
    await page.getByText('3 réserves sur cette feuille').waitFor();
    await settle(page);
    await shoot(page, 'reserves-partner-plan-390');
    await page.close();
  });

  it('the partner finds it in their space with the plan around it, and marks it lifted with a photo (dark mode)', async () => {
    const page = await suite.browser().page({ width: 390, height: 844, dark: true, origin: suite.app().url });
    await signInPartner(page);
    const card = page.locator('.pr-summary');
    await card.getByText('1 réserve à lever').waitFor({ timeout: 20_000 });
    await card.getByRole('link', { name: 'Voir mes réserves' }).click();
    await waitForPath(page, '/reserves-partenaire');
    await page.getByRole('heading', { level: 2, name: 'R-002 Fuite sous évier cuisine' }).waitFor({ timeout: 20_000 });
    const reserve = page.locator('.pr-card');
    expect(await reserve.count()).toBe(1);
    await reserve.getByText(`Confiée par Société reserves-partner`).waitFor();
    await reserve.getByText('Villa Les Oliviers').waitFor();
    await reserve.getByText(DUE).waitFor();
    const crop = reserve.getByRole('img', { name: 'Extrait du plan autour de la réserve R-002' });
    await crop.waitFor();
    await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, await crop.elementHandle());
    await reserve.getByRole('img', { name: 'Photo 1 de la réserve R-002' }).waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    expect(await contrastViolations(page)).toEqual([]);
    await settle(page);
    await shoot(page, 'reserves-partner-list-390-dark');

    await reserve.getByRole('button', { name: /Marquer levée/ }).click();
    const lift = page.getByRole('dialog', { name: 'Lever la réserve R-002' });
    await lift.getByRole('textbox', { name: 'Note (facultative)' }).fill('Siphon et flexible changés, essai en eau fait.');
    await lift.locator('input[type=file]').setInputFiles({ name: 'repris.jpg', mimeType: 'image/jpeg', buffer: await photo(90, 140, 200) });
    await lift.getByText('1 / 6').waitFor();
    await settle(page);
    await shoot(page, 'reserves-partner-lift-390-dark');
    await lift.getByRole('button', { name: 'Lever la réserve' }).click();
    await toastShown(page, 'Réserve R-002 levée : Société reserves-partner va la contrôler.');
    await page.getByText('Aucune réserve à lever pour le moment.').waitFor();
    await page.locator('.pr-states').getByText('Levées (1)').click();
    await reserve.getByText('Levée, en attente du contrôle').waitFor();
    await reserve.getByRole('img', { name: 'Photo 1 de la réserve R-002' }).nth(1).waitFor();
    expect(await reserve.getByRole('button', { name: /Marquer levée/ }).count()).toBe(0);
    await settle(page);
    await shoot(page, 'reserves-partner-lifted-390-dark');
    await page.close();
  });

  it('the company sees it lifted by the partner, validates it, and downloads the réserves’ PDF with all three', async () => {
    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    // The header's bell says who lifted what, to be checked.
    await page.getByRole('button', { name: 'Notifications, 1 non lue' }).click();
    await page.getByText('Plomberie Fassi a levé la réserve R-002 « Fuite sous évier cuisine » sur Villa Les Oliviers : à contrôler').waitFor();
    await page.keyboard.press('Escape');
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}/reserves`);
    await page.getByText('1 levée').waitFor({ timeout: 20_000 });
    await page.getByText('Fuite sous évier cuisine').click();
    await page.getByText('Levée', { exact: true }).first().waitFor();
    await page
      .getByText(/Plomberie Fassi/)
      .first()
      .waitFor();
    await page.getByText('Siphon et flexible changés, essai en eau fait.').waitFor();
    await page.getByRole('button', { name: 'Valider' }).click();
    await page
      .getByRole('button', { name: /^(OK|Valider)$/ })
      .last()
      .click();
    await page.getByText('Validée', { exact: true }).first().waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    await settle(page);
    await shoot(page, 'reserves-partner-validated-390');

    await page.goto(`${suite.app().url}/detail-chantier/${siteId}/reserves`);
    await page.getByText('1 validée').waitFor({ timeout: 20_000 });
    await settle(page);
    await shoot(page, 'reserves-partner-list-390');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Télécharger le PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^reserves-villa-les-oliviers-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = fs.readFileSync((await download.path())!);
    const text = normalize((await extractPages(pdf)).pages.join('\n'));
    for (const expected of [
      'Liste des réserves',
      'Villa Les Oliviers',
      '3 réserves : 2 ouvertes, 1 validée',
      'R-001 Fissure enduit sous fenêtre',
      'R-002 Fuite sous évier cuisine',
      'R-003 Joint de carrelage manquant',
      'Plomberie Fassi (partenaire)',
      'Siphon et flexible changés, essai en eau fait.',
    ])
      expect({ expected, found: text.includes(expected) }).toEqual({ expected, found: true });
    expect(text).not.toContain('Plan non disponible');
    await page.close();
  });

  it('reads the same in dark mode for the company', async () => {
    const page = await suite.browser().page({ width: 390, height: 844, dark: true, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}/reserves`);
    await page.getByText('1 validée').waitFor({ timeout: 20_000 });
    expect(await layoutProblems(page)).toEqual([]);
    await settle(page);
    await shoot(page, 'reserves-partner-company-list-390-dark');
    await page.close();
  });
});
