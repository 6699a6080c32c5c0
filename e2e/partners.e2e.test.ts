import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { contrastViolations } from './support/axe';
import { settle, shoot, toastShown, waitForPath } from './support/browser';
import { createCompany, signIn } from './support/company';
import { useAppAndBrowser } from './support/suite';

const suite = useAppAndBrowser();
const PLUMBER = { company: 'Plomberie Zitoune', email: 'zitoune.plomberie@example.ma', password: 'Secret123' };

/** Picks an option of an antd select (single or multiple): opens it, types to narrow it, clicks the option. */
async function pick(page: Page, select: Locator, typed: string, option: string): Promise<void> {
  await select.click();
  if (typed) await select.fill(typed);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

/** A real JPEG of one colour: the server decodes and resizes what it keeps. */
async function photo(name: string, r: number, g: number, b: number): Promise<string> {
  const file = path.join(os.tmpdir(), name);
  fs.writeFileSync(
    file,
    await sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g, b } } })
      .jpeg()
      .toBuffer(),
  );
  return file;
}

/**
 * Issue 19's journey: a plumber of Fès-Meknès signs up on a phone, confirms, completes the listing with a logo and
 * photos; a visitor finds them filtering by Fès and sees no e-mail or phone; a company user sends a request; the
 * partner reads it on their dashboard and marks it answered.
 */
describe('partners', () => {
  let partnerId = '';

  it('a plumber signs up on a phone, confirms the address and lands on the partner space with its menu only', async () => {
    const app = suite.app();
    const page = await suite.browser().page({ width: 390, height: 844, origin: app.url });
    await page.goto(`${app.url}/partenaires`);
    await page.getByRole('link', { name: 'Devenir partenaire' }).first().click();
    await waitForPath(page, '/insription-partenaire');
    const form = page.getByRole('form', { name: 'Devenir partenaire' });
    await form.getByRole('button', { name: 'S’inscrire comme partenaire' }).click();
    await form.getByText('La raison sociale est requise').waitFor();
    await form.getByLabel('Raison sociale', { exact: true }).fill(PLUMBER.company);
    await pick(page, form.getByLabel('Types de service', { exact: true }), 'plom', 'Plomberie');
    await page.keyboard.press('Escape');
    await pick(page, form.getByLabel('Région', { exact: true }), 'fes', 'Fès-Meknès');
    await pick(page, form.getByLabel('Ville', { exact: true }), 'fes', 'Fès');
    await form.getByLabel('Prénom', { exact: true }).fill('Youssef');
    await form.getByLabel('Nom', { exact: true }).fill('Alaoui');
    await form.getByLabel('Adresse e-mail', { exact: true }).fill(PLUMBER.email);
    await form.getByLabel('Téléphone', { exact: true }).fill('0661 23 45 67');
    await form.getByLabel('Mot de passe', { exact: true }).fill(PLUMBER.password);
    await form.getByLabel('Confirmation du mot de passe', { exact: true }).fill(PLUMBER.password);
    await shoot(page, 'partners-signup-390');
    await form.getByRole('button', { name: 'S’inscrire comme partenaire' }).click();
    await page.getByText(`Un e-mail de confirmation vous a été envoyé à ${PLUMBER.email}`).waitFor();

    const mail = await app.smtp.waitFor(PLUMBER.email, (m) => m.links.some((l) => l.includes('/email-verfication?')));
    const link = new URL(mail.links.find((l) => l.includes('/email-verfication?'))!);
    // The link proves the address and opens the partner's own space.
    await page.goto(`${app.url}${link.pathname}${link.search}`);
    await waitForPath(page, '/dashboard-partenaire');
    await page.getByText(`Bonjour, ${PLUMBER.company}`).waitFor();
    await page.getByText('Ajoutez votre logo').waitFor();
    // The partner menu holds the dashboard only; a company screen is refused.
    await page.getByRole('button', { name: 'Afficher ou masquer le menu' }).click();
    const items = page.locator('.ant-drawer').getByRole('menuitem');
    await items.first().waitFor();
    expect(await items.allInnerTexts()).toEqual(['Tableau de bord']);
    await shoot(page, 'partners-menu-390');
    await page.keyboard.press('Escape');
    await page.goto(`${app.url}/dashboard-chantiers/`);
    await page.getByText('401').first().waitFor();
    await page.close();
  });

  it('completes the listing with a logo, two photos and more cities, on a desk', async () => {
    const app = suite.app();
    const page = await suite.browser().page({ width: 1280, height: 900, origin: app.url });
    await page.goto(`${app.url}/sign-in`);
    await page.getByLabel('Adresse e-mail', { exact: true }).fill(PLUMBER.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(PLUMBER.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await waitForPath(page, '/dashboard-partenaire');
    await page.getByRole('link', { name: 'Modifier ma fiche' }).first().click();
    await waitForPath(page, '/profile-partenaire');
    const form = page.locator('form.ps-form');
    await form
      .getByLabel('Description de l’activité', { exact: true })
      .fill('Plomberie sanitaire, chauffe-eau solaires et réseaux d’eau pour villas et immeubles.\nDevis sous 48 heures.');
    await form.getByLabel('ICE', { exact: true }).fill('001234567000089');
    await pick(page, form.getByLabel('Villes desservies', { exact: true }), 'mekn', 'Meknès');
    await page.keyboard.press('Escape');
    await form.locator('.ps-logo-section input[type=file]').setInputFiles(await photo('logo.jpg', 30, 90, 160));
    await form.locator('.ps-logo-section img').waitFor();
    await page
      .getByTestId('partner-photos-input')
      .setInputFiles([await photo('salle-de-bain.jpg', 196, 98, 45), await photo('chaufferie.jpg', 70, 120, 170)]);
    await form.getByRole('img', { name: 'Photo 2' }).waitFor();
    await form.getByRole('button', { name: 'Déplacer la photo 2 vers la gauche' }).click();
    await shoot(page, 'partners-profile-1280');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await toastShown(page, 'Fiche enregistrée');

    const saved = await page.evaluate(async () => {
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('access_token')}` },
        body: JSON.stringify({ query: '{ myPartnerProfile { id cities { nameFr } photos { id } logo { id } ice } }' }),
      });
      return (await res.json()).data.myPartnerProfile;
    });
    expect(saved.cities.map((c: { nameFr: string }) => c.nameFr)).toEqual(['Fès', 'Meknès']);
    expect([saved.photos.length, Boolean(saved.logo), saved.ice]).toEqual([2, true, '001234567000089']);
    partnerId = saved.id;
    await page.getByRole('link', { name: 'Tableau de bord' }).first().click();
    await waitForPath(page, '/dashboard-partenaire');
    await page.getByText('Votre fiche est complète. Bravo !').waitFor();
    await page.close();
  });

  it('a visitor finds the plumber filtering by Fès, sees the photos and no e-mail or phone', async () => {
    const app = suite.app();
    for (const [width, height, dark] of [
      [390, 844, false],
      [1280, 900, true],
    ] as const) {
      const page = await suite.browser().page({ width, height, dark, origin: app.url });
      if (dark) await page.evaluate(() => localStorage.setItem('theme_settings', JSON.stringify({ datathememode: 'dark' })));
      if (dark) await page.goto(`${app.url}/partenaires`);
      else {
        // On a phone, from the home page: its public links lead to the directory.
        await page.goto(`${app.url}/`);
        await page.getByRole('navigation', { name: 'Pages publiques' }).getByRole('link', { name: 'Annuaire des partenaires' }).click();
        await waitForPath(page, '/partenaires');
      }
      const filters = page.getByRole('search', { name: 'Filtrer les partenaires' });
      await pick(page, filters.getByLabel('Type de service', { exact: true }), 'plom', 'Plomberie');
      await pick(page, filters.getByLabel('Région', { exact: true }), 'fes', 'Fès-Meknès');
      await pick(page, filters.getByLabel('Ville', { exact: true }), 'fes', 'Fès');
      await page.waitForFunction(() => new URLSearchParams(location.search).get('city') === 'ma-fes');
      const card = page.getByRole('link', { name: PLUMBER.company });
      await card.waitFor();
      await settle(page);
      await shoot(page, `partners-directory-${width}${dark ? '-dark' : ''}`);
      expect(await contrastViolations(page)).toEqual([]);
      await card.click();
      await waitForPath(page, `/partenaires/${partnerId}`);
      await page.getByRole('heading', { name: PLUMBER.company }).waitFor();
      await page.getByText('Connectez-vous avec un compte société pour voir les coordonnées et contacter ce partenaire').waitFor();
      await page.locator('.pp-gallery img').nth(1).waitFor();
      expect(await page.locator('.pp-gallery img').count()).toBe(2);
      const text = await page.locator('body').innerText();
      expect(text).not.toContain(PLUMBER.email);
      expect(text).not.toContain('0661');
      await settle(page);
      await shoot(page, `partners-page-${width}${dark ? '-dark' : ''}`);
      expect(await contrastViolations(page)).toEqual([]);
      await page.close();
    }
  });

  it('a company user sends a request about a site; the partner reads it on the dashboard and marks it answered', async () => {
    const app = suite.app();
    const { manager } = await createCompany(app, 'partners');
    const page = await suite.browser().page({ width: 1280, height: 900, origin: app.url });
    await signIn(page, app, manager);
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    await app.gql(`mutation($i: SiteInput!) { createSite(input: $i) { id } }`, { i: { name: 'Villa Zitoune', city: 'Fès' } }, token!);
    await page.goto(`${app.url}/partenaires/${partnerId}`);
    await page.getByRole('link', { name: PLUMBER.email }).waitFor();
    await page.getByRole('button', { name: 'Envoyer une demande' }).click();
    const dialog = page.getByRole('dialog');
    await pick(page, dialog.getByLabel('Chantier concerné (facultatif)', { exact: true }), 'villa', 'Villa Zitoune');
    await dialog.getByLabel('Message', { exact: true }).fill('Bonjour, pouvez-vous chiffrer la plomberie de la villa (3 salles de bain) ?');
    await settle(page);
    await shoot(page, 'partners-request-1280');
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
    await page.getByText('Votre demande a été envoyée au partenaire.').first().waitFor();
    const mail = await app.smtp.waitFor(PLUMBER.email, (m) => m.subject.includes('demande de contact'));
    expect(mail.text).toContain('Villa Zitoune');
    await page.close();

    const phone = await suite.browser().page({ width: 390, height: 844, origin: app.url });
    await phone.goto(`${app.url}/sign-in`);
    await phone.getByLabel('Adresse e-mail', { exact: true }).fill(PLUMBER.email);
    await phone.getByLabel('Mot de passe', { exact: true }).fill(PLUMBER.password);
    await phone.getByRole('button', { name: 'Se connecter' }).click();
    await waitForPath(phone, '/dashboard-partenaire');
    await phone.getByText('Villa Zitoune').first().waitFor();
    await phone
      .getByText(/pouvez-vous chiffrer la plomberie/)
      .first()
      .waitFor();
    await phone.getByText('Société partners').first().waitFor();
    await settle(phone);
    await shoot(phone, 'partners-dashboard-390');
    await pick(phone, phone.getByLabel(/^Statut de la demande de /).first(), '', 'Répondu');
    await phone
      .getByText(/« Répondu »/)
      .first()
      .waitFor();
    const dark = await suite.browser().page({ width: 1280, height: 900, dark: true });
    // The partner's session stays (same browser profile); only the theme changes.
    await dark.goto(`${app.url}/favicon.svg`);
    await dark.evaluate(() => localStorage.setItem('theme_settings', JSON.stringify({ datathememode: 'dark' })));
    await dark.goto(`${app.url}/dashboard-partenaire`);
    await dark.waitForFunction(
      () => document.documentElement.dataset.themeMode === 'dark' && !document.documentElement.hasAttribute('data-theme-pending'),
    );
    await dark.getByText('Villa Zitoune').first().waitFor();
    await settle(dark);
    await shoot(dark, 'partners-dashboard-1280-dark');
    expect(await contrastViolations(dark)).toEqual([]);
    await dark.close();
    await phone.close();
  });
});
