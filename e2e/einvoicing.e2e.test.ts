import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { fillDate, SCREENSHOT_DIR, settle, toastShown, waitForPath } from './support/browser';
import { type Account, apiAs, createCompany, signIn } from './support/company';
import { layoutProblems } from './support/layout';
import { latinSentences } from './support/latin-text';
import { useAppAndBrowser } from './support/suite';
import { moroccoToday } from './support/today';

const suite = useAppAndBrowser();
let manager: Account;
let api: Awaited<ReturnType<typeof apiAs>>;
let quote: { id: string; reference: string };

const year = Number(moroccoToday().slice(0, 4));
const REFERENCE = `FAC-${year}-0001`;
const PLATFORM_NUMBER = 'DGI-2026-00042371';
const LEGAL = { name: 'Société einvoicing', ice: '001234567000089', fiscalId: '12345678', tradeRegister: '98765', city: 'Rabat' };

beforeAll(async () => {
  ({ manager } = await createCompany(suite.app(), 'einvoicing'));
  api = await apiAs(suite.app(), manager);
  // ICE, IF and RC, but no patente: what e-invoicing asks beyond the usual invoice (CGI art. 145-III-2°).
  await api.gql(`mutation($input: CompanyLegalInput!) { updateCompanyLegal(input: $input) { ice } }`, { input: LEGAL });
  const site = await api.gql(`mutation($input: SiteInput!) { createSite(input: $input) { id } }`, {
    input: { name: 'Villa Souissi', client: 'Famille Idrissi' },
  });
  const client = await api.gql(`mutation($input: ClientInput!) { createClient(input: $input) { id } }`, {
    input: { name: 'Famille Idrissi', kind: 'PERSON', email: 'famille.idrissi@example.ma', address: '12 rue Ahmed Balafrej, Souissi', city: 'Rabat' },
  });
  quote = (
    await api.gql(`mutation($input: QuoteInput!) { createQuote(input: $input) { id reference } }`, {
      input: {
        clientId: client.createClient.id,
        issueDate: moroccoToday(),
        siteId: site.createSite.id,
        object: 'Villa R+1',
        lots: [{ title: 'Gros œuvre', lines: [{ designation: 'Béton', unit: 'm³', quantity: '10', unitPriceHT: '1000' }] }],
      },
    })
  ).createQuote;
  await api.gql(`mutation($id: ID!) { setQuoteStatus(id: $id, status: "ACCEPTE") { status } }`, { id: quote.id });
});

/** With SCREENSHOTS=1, the element alone (a card, a row) under e2e/screenshots/, for a person to look at. */
async function shootPart(part: Locator, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await part.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

/** What is broken on screen (layoutProblems), of the page as it is now. */
async function looked(page: Page, part: Locator, name: string): Promise<string[]> {
  await page.mouse.move(0, 0);
  await settle(page);
  await part.scrollIntoViewIfNeeded();
  await shootPart(part, name);
  return layoutProblems(page);
}

/** The French or English left in `part` alone: everything else on the page is hidden from latinSentences meanwhile. */
async function latinSentencesIn(page: Page, part: Locator): Promise<string[]> {
  await part.evaluate((el) => {
    for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
      for (const sibling of Array.from(node.parentElement?.children ?? [])) {
        if (sibling !== node && !sibling.hasAttribute('aria-hidden')) sibling.setAttribute('data-e2e-hidden', '');
      }
    }
    for (const hidden of Array.from(document.querySelectorAll('[data-e2e-hidden]'))) hidden.setAttribute('aria-hidden', 'true');
  });
  try {
    return await latinSentences(page);
  } finally {
    await page.evaluate(() => {
      for (const hidden of Array.from(document.querySelectorAll('[data-e2e-hidden]'))) {
        hidden.removeAttribute('aria-hidden');
        hidden.removeAttribute('data-e2e-hidden');
      }
    });
  }
}

async function issueFromQuote(page: Page): Promise<Locator> {
  await page.goto(`${suite.app().url}/devis/${quote.id}`);
  await page.getByRole('button', { name: 'Facturer' }).click();
  const dialog = page.getByRole('dialog', { name: `Facturer le devis ${quote.reference}` });
  await dialog.getByText('Reste à facturer').waitFor();
  await dialog.getByRole('button', { name: 'Émettre la facture' }).click();
  return dialog;
}

describe('e-invoicing in the browser', () => {
  it('concerns the company, refuses an issue without the patente, issues once it is filled in, and clears the invoice', async () => {
    const started = Date.now();
    const app = suite.app();
    const page = await suite.browser().page({ origin: app.url });
    await signIn(page, app, manager);
    const problems: Record<string, string[]> = {};

    // 1. Paramètres › Société: concerned from today.
    await page.goto(`${app.url}/parametres/societe`);
    const settings = page.getByRole('region', { name: 'Facturation électronique' });
    await fillDate(settings.getByLabel('Concernée à partir du'), moroccoToday().split('-').reverse().join('/'));
    await settings.getByRole('button', { name: 'Enregistrer' }).click();
    await toastShown(page, 'Facturation électronique enregistrée');

    // 2. The issue is refused for the patente, naming its article, with the way to the company's settings.
    const dialog = await issueFromQuote(page);
    const refusal = dialog.getByRole('alert');
    await refusal.getByText(/CGI art\. 145-III-2° — Le numéro de taxe professionnelle \(patente\) du vendeur manque\./).waitFor();
    await refusal.getByRole('link', { name: 'Compléter les mentions légales' }).click();
    await waitForPath(page, '/parametres/societe');
    const legal = page.getByRole('region', { name: 'Mentions légales' });
    await legal.getByLabel('Taxe professionnelle (patente)').fill('26103344');
    await legal.getByRole('button', { name: 'Enregistrer' }).click();
    await toastShown(page, 'Mentions légales enregistrées');
    await page.goBack();
    await waitForPath(page, `/devis/${quote.id}`);
    await issueFromQuote(page);
    await page.getByRole('heading', { name: `Acompte ${REFERENCE}` }).waitFor();

    // 3. The card: to submit, every rule met.
    const card = page.getByRole('region', { name: 'Facture électronique' });
    await card.getByText('À soumettre', { exact: true }).waitFor();
    await card.getByText('Le fichier respecte toutes les règles du profil marocain.').waitFor();
    expect(await card.getByText('Règles non respectées').count()).toBe(0);

    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Télécharger le fichier UBL' }).click();
    const ubl = await download;
    expect(ubl.suggestedFilename()).toBe(`${REFERENCE}.xml`);
    const xml = fs.readFileSync((await ubl.path())!, 'utf8');
    expect(xml.startsWith('<?xml')).toBe(true);
    expect(xml).toContain('<Invoice');

    // Not mailed to the client before the platform validates it: the refusal says what to do.
    await page.getByRole('button', { name: 'Envoyer par e-mail' }).click();
    const mail = page.getByRole('dialog', { name: `Envoyer ${REFERENCE}` });
    await mail.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await page.getByText(/soumettez-la, puis enregistrez la réponse de la plateforme \(carte « Facture électronique »\)/).waitFor();
    await mail.getByRole('button', { name: 'Annuler' }).click();
    await mail.waitFor({ state: 'detached' });

    // The screenshots of a card to submit, at 390 light (with the rule list of a patente cleared since, as the card
    // says it) and the card in Arabic: only the rules' French legal texts, marked as French.
    await api.gql(`mutation($input: CompanyLegalInput!) { updateCompanyLegal(input: $input) { ice } }`, { input: { ...LEGAL, patente: null } });
    const phone = await suite.browser().page({ width: 390, height: 844 });
    await phone.goto(`${app.url}${new URL(page.url()).pathname}`);
    const phoneCard = phone.getByRole('region', { name: 'Facture électronique' });
    await phoneCard.getByText('Règles non respectées').waitFor();
    problems['invoice-card-390'] = await looked(phone, phoneCard, 'einvoicing-invoice-card-390');
    await phone.goto(`${app.url}${new URL(page.url()).pathname}?lng=ar`);
    const arabicCard = phone.getByRole('region', { name: 'الفاتورة الإلكترونية' });
    await arabicCard.getByText('قواعد غير محترمة').waitFor();
    problems['invoice-card-ar-390'] = await looked(phone, arabicCard, 'einvoicing-invoice-card-ar-390');
    expect(await latinSentencesIn(phone, arabicCard)).toEqual([]);
    await phone.goto(`${app.url}/parametres/societe?lng=fr`);
    await api.gql(`mutation($input: CompanyLegalInput!) { updateCompanyLegal(input: $input) { ice } }`, {
      input: { ...LEGAL, patente: '26103344' },
    });
    problems['settings-card-390'] = await looked(
      phone,
      phone.getByRole('region', { name: 'Facturation électronique' }),
      'einvoicing-settings-card-390',
    );

    // Submitted, then validated with the platform's number.
    await card.getByRole('button', { name: 'Marquer comme soumise' }).click();
    await toastShown(page, 'Facture marquée comme soumise');
    await card.getByText('Soumise', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Enregistrer la réponse de la plateforme' }).click();
    const answer = page.getByRole('dialog', { name: `Enregistrer la réponse de la plateforme — ${REFERENCE}` });
    await answer.getByLabel('Numéro de la plateforme').fill(PLATFORM_NUMBER);
    await answer.getByRole('button', { name: 'Enregistrer' }).click();
    await toastShown(page, 'Réponse de la plateforme enregistrée');
    await answer.waitFor({ state: 'detached' });
    await card.getByText('Validée DGI', { exact: true }).waitFor();
    await card.getByText(PLATFORM_NUMBER, { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Marquer comme soumise' }).count()).toBe(0);

    // Validated, it goes to the client.
    await page.getByRole('button', { name: 'Envoyer par e-mail' }).click();
    await mail.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await page.getByText(`${REFERENCE} envoyée à famille.idrissi@example.ma`).waitFor();

    // 4. The validated card and the list's tag, at 390 light and 1280 dark; the settings card at 1280 dark.
    await phone.goto(`${app.url}${new URL(page.url()).pathname}`);
    const validated = phone.getByRole('region', { name: 'Facture électronique' });
    await validated.getByText(PLATFORM_NUMBER).waitFor();
    problems['invoice-card-validated-390'] = await looked(phone, validated, 'einvoicing-invoice-card-validated-390');
    await phone.goto(`${app.url}/factures`);
    const phoneRow = phone.locator('article.record-card', { hasText: REFERENCE });
    await phoneRow.getByText('Validée DGI').waitFor();
    problems['list-390'] = await looked(phone, phone.locator('main'), 'einvoicing-list-390');
    await phone.close();

    const dark = await suite.browser().page({ width: 1280, height: 800, dark: true });
    await dark.goto(`${app.url}/parametres/societe`);
    const darkSettings = dark.getByRole('region', { name: 'Facturation électronique' });
    await darkSettings.getByLabel('Concernée à partir du').waitFor();
    problems['settings-card-dark-1280'] = await looked(dark, darkSettings, 'einvoicing-settings-card-dark-1280');
    await dark.goto(page.url());
    const darkCard = dark.getByRole('region', { name: 'Facture électronique' });
    await darkCard.getByText(PLATFORM_NUMBER).waitFor();
    problems['invoice-card-dark-1280'] = await looked(dark, darkCard, 'einvoicing-invoice-card-dark-1280');
    await dark.goto(`${app.url}/factures`);
    await dark.locator('.ant-table-row', { hasText: REFERENCE }).getByText('Validée DGI').waitFor();
    problems['list-dark-1280'] = await looked(dark, dark.locator('main'), 'einvoicing-list-dark-1280');
    await dark.close();
    await page.close();

    expect(Object.fromEntries(Object.entries(problems).filter(([, found]) => found.length))).toEqual({});
    console.log(`e-invoicing journey: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
});
