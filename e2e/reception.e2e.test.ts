import fs from 'node:fs';
import { extractPages, normalize } from '../api/src/core/documents/pdf/document-pdf.test-helpers';
import { createPlan, createReserve, reserveInput } from '../api/src/modules/punch-list/punch-list.test-helpers';
import { settle, shoot } from './support/browser';
import { type Account, apiAs, createCompany, signIn } from './support/company';
import { layoutProblems } from './support/layout';
import { useAppAndBrowser } from './support/suite';
import { drawSignature } from './support/signature';

// Issue 37's PV de réception on a 390 px phone: the Admin Société prepares the provisional PV of a site with an open
// réserve, both parties sign it on the screen, and the signed PV reads the same in dark mode and on a desk, its PDF
// listing the réserve.
const suite = useAppAndBrowser();
let manager: Account;
let siteId: string;
let awaitingSiteId: string;

beforeAll(async () => {
  ({ manager } = await createCompany(suite.app(), 'reception'));
  const { gql, token } = await apiAs(suite.app(), manager);
  siteId = (
    await gql(`mutation($input: SiteInput!) { createSite(input: $input) { id } }`, {
      input: { name: 'Résidence Les Amandiers', client: 'M. Bennani', address: '8, rue Ibn Sina', city: 'Rabat' },
    })
  ).createSite.id;
  const plan = await createPlan(suite.app(), token, siteId);
  await createReserve(suite.app(), token, reserveInput(siteId, plan.id, { title: 'Fissure enduit sous fenêtre', trade: 'Enduit' }));
  // A second site whose client is away on the day: its draft PV, prepared through the api.
  awaitingSiteId = (
    await gql(`mutation($input: SiteInput!) { createSite(input: $input) { id } }`, {
      input: { name: 'Villa Souissi', client: 'Mme Tazi', address: '3, avenue Mohammed VI', city: 'Rabat' },
    })
  ).createSite.id;
  await gql(`mutation($input: ReceptionInput!) { createReception(input: $input) { id } }`, {
    input: {
      siteId: awaitingSiteId,
      kind: 'PROVISIONAL',
      // UTC's day is never ahead of Morocco's.
      date: new Date().toISOString().slice(0, 10),
      parties: [
        { role: 'COMPANY', name: 'Nadia Berrada', organisation: '' },
        { role: 'CLIENT', name: 'Mme Tazi', organisation: '' },
      ],
      notes: '',
    },
  });
});

describe('a PV de réception on a phone', () => {
  it('is prepared with its open réserve, signed on the screen by both parties, then read-only with its PDF', async () => {
    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}/reception`);
    await page.getByRole('heading', { name: 'Réception des travaux' }).waitFor({ timeout: 20_000 });
    await page.getByText(/La réception définitive suit une réception provisoire signée/).waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    await settle(page);
    await shoot(page, 'reception-empty-390');

    await page.getByRole('button', { name: 'Préparer le PV provisoire' }).click();
    const form = page.getByRole('dialog');
    await form.getByText('Avec réserves (1)').waitFor();
    await form.getByText('R-001 Fissure enduit sous fenêtre').waitFor();
    expect(await form.getByRole('textbox', { name: 'Nom, partie 2' }).inputValue()).toBe('M. Bennani');
    await form.getByRole('textbox', { name: 'Observations' }).fill('Visite de tous les logements ; clés remises au maître d’ouvrage.');
    await settle(page);
    await shoot(page, 'reception-form-390');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByText('Brouillon', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Faire signer le PV' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Étape 1 sur 3/).waitFor();
    await drawSignature(page);
    await dialog.getByRole('button', { name: 'Suivant' }).click();
    await dialog.getByText(/Étape 2 sur 3/).waitFor();
    await dialog.getByRole('textbox', { name: 'Nom du signataire' }).fill('Karim Bennani');
    await drawSignature(page);
    await dialog.getByRole('button', { name: 'Suivant' }).click();
    await dialog.getByText(/Étape 3 sur 3/).waitFor();
    await settle(page);
    await shoot(page, 'reception-sign-check-390', { fullPage: false });
    await dialog.getByRole('button', { name: 'Signer le PV' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByText('Signé', { exact: true }).waitFor();
    await page.getByText('R-001 Fissure enduit sous fenêtre').waitFor();
    await page.getByRole('img', { name: 'Signature de Karim Bennani' }).waitFor();
    expect(await page.getByRole('button', { name: 'Modifier' }).count()).toBe(0);
    expect(await layoutProblems(page)).toEqual([]);
    await settle(page);
    await shoot(page, 'reception-signed-390');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Télécharger le PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^pv-reception-provisoire-residence-les-amandiers-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = fs.readFileSync((await download.path())!);
    const text = normalize((await extractPages(pdf)).pages.join('\n'));
    for (const expected of ['Procès-verbal de réception provisoire', 'Avec réserves (1)', 'R-001 Fissure enduit sous fenêtre', 'Karim Bennani'])
      expect({ expected, found: text.includes(expected) }).toEqual({ expected, found: true });
    await page.close();
  });

  it('reads signed in dark mode on a phone and on a desk', async () => {
    for (const [width, height, dark] of [
      [390, 844, true],
      [1280, 800, false],
    ] as const) {
      const page = await suite.browser().page({ width, height, dark, origin: suite.app().url });
      await signIn(page, suite.app(), manager);
      await page.goto(`${suite.app().url}/detail-chantier/${siteId}/reception`);
      await page.getByText('Signé', { exact: true }).waitFor({ timeout: 20_000 });
      await page.getByText(/Possible à partir du/).waitFor();
      expect(await layoutProblems(page)).toEqual([]);
      await settle(page);
      await shoot(page, `reception-signed-${width}${dark ? '-dark' : ''}`);
      await page.close();
    }
  });

  it('is signed by the company alone and awaits the client, on the screen or by link', async () => {
    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.goto(`${suite.app().url}/detail-chantier/${awaitingSiteId}/reception`);
    await page.getByRole('button', { name: 'Faire signer le PV' }).click({ timeout: 20_000 });
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Étape 1 sur 3/).waitFor();
    await drawSignature(page);
    await dialog.getByRole('button', { name: 'Suivant' }).click();
    await dialog.getByText(/Étape 2 sur 3/).waitFor();
    await dialog.getByText('Le client signera plus tard (sur l’écran ou par lien)').click();
    await dialog.getByText(/L’entreprise signe seule/).waitFor();
    await settle(page);
    await shoot(page, 'reception-sign-later-390', { fullPage: false });
    await dialog.getByRole('button', { name: 'Suivant' }).click();
    await dialog.getByText(/Étape 3 sur 3/).waitFor();
    await dialog.getByRole('button', { name: 'Signer pour l’entreprise' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByText('En attente du client', { exact: true }).waitFor();
    await page.getByRole('img', { name: 'Signature de Nadia Berrada' }).waitFor();
    await page.getByText('Signature attendue').waitFor();
    await page.getByRole('button', { name: 'Faire signer le client sur l’écran' }).waitFor();
    await page.getByRole('button', { name: 'Envoyer pour signature' }).waitFor();
    expect(await page.getByRole('button', { name: 'Modifier' }).count()).toBe(0);
    expect(await layoutProblems(page)).toEqual([]);
    await settle(page);
    await shoot(page, 'reception-awaiting-390');
    await page.close();

    const dark = await suite.browser().page({ width: 390, height: 844, dark: true, origin: suite.app().url });
    await signIn(dark, suite.app(), manager);
    await dark.goto(`${suite.app().url}/detail-chantier/${awaitingSiteId}/reception`);
    await dark.getByText('En attente du client', { exact: true }).waitFor({ timeout: 20_000 });
    await dark.getByRole('button', { name: 'Envoyer pour signature' }).waitFor();
    expect(await layoutProblems(dark)).toEqual([]);
    await settle(dark);
    await shoot(dark, 'reception-awaiting-390-dark');
    await dark.close();
  });
});
