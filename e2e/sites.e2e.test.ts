import { contrastViolations } from './support/axe';
import { chooseMenuItem, fillDate, shoot, toastShown, waitForPath } from './support/browser';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Account, createCompany, signIn, TINY_PNG } from './support/company';
import { useAppAndBrowser } from './support/suite';

const suite = useAppAndBrowser();
let manager: Account;

beforeAll(async () => {
  ({ manager } = await createCompany(suite.app(), 'sites'));
});

describe('Vos Chantiers', () => {
  it('creates a site, finds it by an accent-free search, edits it, archives it and finds it under Archivés', async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Chantiers' }).click();
    await waitForPath(page, '/dashboard-chantiers');
    await page.getByText('Créez votre premier chantier', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Nouveau chantier' }).click();
    const form = page.getByRole('dialog', { name: 'Nouveau chantier' });
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText('Le libellé du chantier est requis').waitFor();
    await form.getByLabel('Libellé', { exact: true }).fill('École Béni Mellal');
    await form.getByLabel('Client', { exact: true }).fill('Ministère');
    // Morocco's cities are offered as one types (accents aside); picking one closes the list.
    await form.getByLabel('Ville', { exact: true }).fill('beni mel');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Béni Mellal' }).first().click();
    await form.getByLabel('Budget (DH)', { exact: true }).fill('1 250 000,50');
    await fillDate(form.getByLabel('Date de début', { exact: true }), '01/06/2026');
    await fillDate(form.getByLabel('Date de fin', { exact: true }), '01/01/2026');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText('La date de fin ne peut pas précéder la date de début').waitFor();
    await fillDate(form.getByLabel('Date de fin', { exact: true }), '31/01/2027');
    const photo = path.join(os.tmpdir(), 'chantier.png');
    fs.writeFileSync(photo, TINY_PNG);
    await form.locator('input[type=file]').setInputFiles(photo);
    await form.locator('.image-drop img').waitFor();
    await shoot(page, 'sites-form-1280');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await toastShown(page, 'Chantier « École Béni Mellal » créé');
    // The card's budget bar: nothing committed yet, the whole budget left.
    await page.getByText('sur 1\u202f250\u202f000,50\u00a0DH').waitFor();
    await page.getByText('Reste 1\u202f250\u202f000,50\u00a0DH').waitFor();
    await page.getByRole('img', { name: 'Budget consommé : 0\u00a0%' }).waitFor();
    const cover = await page.locator('.site-card-cover img').getAttribute('src');
    expect(cover).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}\?exp=/);
    expect(await page.evaluate(async (src) => (await fetch(src!)).headers.get('content-type'), cover)).toBe('image/jpeg');

    await page.getByRole('search').getByLabel('Rechercher un chantier, un client, une ville').fill('beni');
    await page.getByRole('link', { name: 'École Béni Mellal' }).waitFor();
    await page.getByRole('search').getByLabel('Rechercher un chantier, un client, une ville').fill('rabat');
    await page.getByText('Aucun chantier ne correspond.').waitFor();
    await page.getByRole('search').getByLabel('Rechercher un chantier, un client, une ville').fill('');

    await page.getByRole('button', { name: 'Actions pour École Béni Mellal' }).click();
    await chooseMenuItem(page, 'Modifier');
    const edit = page.getByRole('dialog', { name: 'Modifier le chantier' });
    await edit.getByLabel('Libellé', { exact: true }).fill('École Béni Mellal — bloc B');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('link', { name: 'École Béni Mellal — bloc B' }).waitFor();
    await shoot(page, 'sites-list-1280');
    expect(await contrastViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'École Béni Mellal — bloc B' }).click();
    await page.getByText('Chiffres du chantier').waitFor();
    // The card's budget bar: nothing committed yet, the whole budget left.
    await page.getByText('sur 1\u202f250\u202f000,50\u00a0DH').waitFor();
    await page.getByText('Reste 1\u202f250\u202f000,50\u00a0DH').waitFor();
    await page.getByRole('img', { name: 'Budget consommé : 0\u00a0%' }).waitFor();
    await page.getByText('Rentabilité', { exact: true }).waitFor();
    await page.locator('.form-field', { hasText: 'Plan du chantier' }).locator('input[type=file]').setInputFiles(photo);
    await toastShown(page, 'Chantier « École Béni Mellal — bloc B » mis à jour');
    await page.locator('.form-field', { hasText: 'Plan du chantier' }).locator('img[src*="/api/v1/files/"]').waitFor();
    await shoot(page, 'site-detail-1280');
    await page.getByRole('navigation', { name: 'Ce chantier' }).getByRole('menuitem', { name: 'Actualité' }).click();
    await page.getByText('Libellé : École Béni Mellal → École Béni Mellal — bloc B').waitFor();
    // The feed is data written in the reader's words: the record, its values in the app's formats, no internal keys.
    await page.getByText('Plan : fichier ajouté').waitFor();
    await page.locator('.news-text', { hasText: 'Chantier' }).getByText('« École Béni Mellal »').waitFor();
    await page.getByText('Budget : —').waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'Type d’actualité' }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Modifications' }).click();
    await page.locator('.news-entry .ant-tag', { hasText: 'Ajout' }).waitFor({ state: 'detached' });
    await page.getByText('Plan : fichier ajouté').waitFor();
    await page.getByRole('combobox', { name: 'Type d’actualité' }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Toutes les actualités' }).click();
    await page.locator('.news-entry .ant-tag', { hasText: 'Ajout' }).first().waitFor();
    await page.getByRole('button', { name: 'Publier' }).click();
    await page.getByText("L'annonce ne peut pas être vide").waitFor();
    // A short note's tools show; the rest of SPEC's toolbar is behind « Plus ».
    const toggle = page.getByRole('button', { name: 'Plus ou moins de mise en forme' });
    expect(await page.locator('.announcement-editor .ql-toolbar .ql-formats:visible').count()).toBe(3);
    await page.locator('.ql-toolbar button.ql-blockquote').waitFor({ state: 'hidden' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.locator('.ql-toolbar button.ql-blockquote').waitFor();
    expect(await page.locator('.announcement-editor .ql-toolbar .ql-formats:visible').count()).toBe(7);
    await toggle.click();
    const editor = page.locator('.announcement-editor .ql-editor');
    await editor.click();
    await page.keyboard.type('Livraison du béton ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('lundi à 8 h');
    const chooser = page.waitForEvent('filechooser');
    await page.locator('.ql-toolbar button.ql-image').click();
    await (await chooser).setFiles(photo);
    await page.locator('.announcement-editor .ql-editor img').waitFor();
    await page.getByRole('button', { name: 'Publier' }).click();
    await toastShown(page, 'Annonce publiée');
    await page.locator('.news-announcement strong', { hasText: 'lundi à 8 h' }).waitFor();
    const shown = await page.locator('.news-announcement img').getAttribute('src');
    expect(await page.evaluate(async (src) => (await fetch(src!)).headers.get('content-type'), shown)).toBe('image/png');
    await shoot(page, 'site-news-1280');
    expect(await contrastViolations(page)).toEqual([]);
    await page.getByRole('navigation', { name: 'Ce chantier' }).getByRole('menuitem', { name: 'Autres chantiers' }).click();
    await waitForPath(page, '/dashboard-chantiers');

    await page.getByRole('button', { name: 'Actions pour École Béni Mellal — bloc B' }).click();
    await chooseMenuItem(page, 'Archiver');
    await page.getByText('Chantier « École Béni Mellal — bloc B » archivé').waitFor();
    await page.getByText('Créez votre premier chantier', { exact: false }).waitFor();
    await page.getByText('Archivés', { exact: true }).click();
    await page.getByRole('link', { name: 'École Béni Mellal — bloc B' }).waitFor();
    await page.getByText('Archivé', { exact: true }).waitFor();
    await page.close();
  });

  it('shows the list on a phone in dark mode', async () => {
    const page = await suite.browser().page({ width: 375, height: 740, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.getByRole('button', { name: 'Passer en mode sombre' }).click();
    await page.goto(`${suite.app().url}/dashboard-chantiers`);
    await page.getByText('Archivés', { exact: true }).click();
    await page.getByRole('link', { name: 'École Béni Mellal — bloc B' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(page, 'sites-list-dark-375');
    expect(await contrastViolations(page)).toEqual([]);
    await page.close();
  });
});
