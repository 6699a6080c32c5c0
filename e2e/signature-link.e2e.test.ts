import type { Page } from 'playwright-core';
import { settle, shoot } from './support/browser';
import { type Account, apiAs, createCompany, signIn } from './support/company';
import { layoutProblems } from './support/layout';
import { useAppAndBrowser } from './support/suite';
import { moroccoToday } from './support/today';

/**
 * Signature by link (issue 37), on a phone: a manager sends a pending avenant, the client (no account, no session)
 * opens the mailed link, gets the code by mail, reads the PDF, draws a signature and signs; the avenant is accepted,
 * and a situation at 100 % bills the quote with it to the centime.
 */
const suite = useAppAndBrowser();
let manager: Account;
let gql: Awaited<ReturnType<typeof apiAs>>['gql'];
const dh = (text: string) => `${text.replace(/ /g, '\u202f')}\u00a0DH`;

beforeAll(async () => {
  ({ manager } = await createCompany(suite.app(), 'signature-lien'));
  ({ gql } = await apiAs(suite.app(), manager));
  await gql(`mutation($input: CompanyLegalInput!) { updateCompanyLegal(input: $input) { ice } }`, {
    input: { name: 'Bâtiments Atlas', ice: '001234567000089', fiscalId: '12345678', tradeRegister: '98765', city: 'Rabat' },
  });
});

/** An accepted quote of a site (80 m² × 450 = 36 000 HT) with a pending avenant (+4 500 HT), for the client's address. */
async function quoteWithAvenant(email: string) {
  const site = (
    await gql(`mutation($input: SiteInput!) { createSite(input: $input) { id } }`, {
      input: { name: `Villa Alaoui ${email}`, client: 'Karim Alaoui' },
    })
  ).createSite;
  const client = (
    await gql(`mutation($input: ClientInput!) { createClient(input: $input) { id } }`, {
      input: { name: 'Karim Alaoui', kind: 'PERSON', email, address: '7 rue Ibn Battouta', city: 'Rabat' },
    })
  ).createClient;
  const quote = (
    await gql(`mutation($input: QuoteInput!) { createQuote(input: $input) { id reference } }`, {
      input: {
        clientId: client.id,
        issueDate: moroccoToday(),
        siteId: site.id,
        object: 'Villa Alaoui',
        lots: [{ title: 'Gros œuvre', lines: [{ designation: 'Dalle', unit: 'm²', quantity: '80', unitPriceHT: '450' }] }],
      },
    })
  ).createQuote;
  await gql(`mutation($id: ID!) { setQuoteStatus(id: $id, status: "ACCEPTE") { status } }`, { id: quote.id });
  const order = (
    await gql(`mutation($quoteId: ID!, $input: ChangeOrderInput!) { createChangeOrder(quoteId: $quoteId, input: $input) { id reference } }`, {
      quoteId: quote.id,
      input: {
        label: 'Dalle du garage',
        issueDate: moroccoToday(),
        lines: [
          { action: 'ADD', lotTitle: 'Travaux supplémentaires', designation: 'Dalle du garage', unit: 'u', quantity: '1', unitPriceHT: '4500' },
        ],
      },
    })
  ).createChangeOrder;
  return { quote: quote as { id: string; reference: string }, order: order as { id: string; reference: string } };
}

/** A signature drawn with the mouse in the box: two strokes. */
async function draw(page: Page) {
  await page.locator('canvas.signature-pad').scrollIntoViewIfNeeded();
  const box = (await page.locator('canvas.signature-pad').boundingBox())!;
  for (const [y0, y1] of [
    [0.3, 0.7],
    [0.7, 0.35],
  ]) {
    await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * y0);
    await page.mouse.down();
    for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + box.width * (0.15 + i * 0.06), box.y + box.height * (y0 + ((y1 - y0) * i) / 12));
    await page.mouse.up();
  }
}

describe('signature by link', () => {
  it.each([
    ['light', false],
    ['dark', true],
  ])('a client signs an avenant from the mailed link on a phone (%s), and the situation at 100 %% bills it', async (theme, dark) => {
    const email = `client.${theme}.${Date.now()}@example.ma`;
    const { quote, order } = await quoteWithAvenant(email);
    const url = suite.app().url;

    // The manager sends the pending avenant for signature.
    let page = await suite.browser().page({ width: 390, height: 844, dark, origin: url });
    await signIn(page, suite.app(), manager);
    await page.goto(`${url}/devis/${quote.id}`);
    const item = page.locator('li.change-order-item').filter({ hasText: order.reference });
    await item.getByRole('button', { name: 'Envoyer pour signature' }).click();
    const dialog = page.getByRole('dialog', { name: /Envoyer « .* » pour signature/ });
    expect(await dialog.getByLabel('E-mail du signataire').inputValue()).toBe(email);
    expect(await dialog.getByLabel('Nom du signataire').inputValue()).toBe('Karim Alaoui');
    await settle(page);
    await shoot(page, `signature-send-390-${theme}`, { fullPage: false });
    await dialog.getByRole('button', { name: 'Envoyer le lien' }).click();
    await page.getByText(`Lien de signature envoyé à ${email}`).first().waitFor();
    await item.locator('.sign-request').getByText('En attente').waitFor();
    await page.close();

    // The client opens the link from the mail, in a page with no session.
    const mail = await suite.app().smtp.waitFor(email, (m) => m.subject.startsWith('À signer'));
    const link = mail.links.find((l) => l.includes('/signature/'))!;
    const token = link.split('/signature/')[1].replace(/[^A-Za-z0-9_-].*$/, '');
    page = await suite.browser().page({ width: 390, height: 844, dark, origin: url });
    await page.goto(`${url}/signature/${token}`);
    await page.getByText('Bâtiments Atlas vous demande de signer').waitFor();
    await page.getByText('Destinataire : Karim Alaoui').waitFor();
    await settle(page);
    await shoot(page, `signature-link-390-${theme}`);
    expect(await layoutProblems(page)).toEqual([]);
    const before = suite.app().smtp.mails.length;
    await page.getByRole('button', { name: 'Recevoir un code' }).click();
    const codeMail = await suite
      .app()
      .smtp.waitFor(email, (m) => m.subject.startsWith('Code de signature') && suite.app().smtp.mails.indexOf(m) >= before);
    const code = /(\d{6})/.exec(codeMail.subject)![1];
    const field = page.getByLabel('Code reçu par e-mail');
    expect(await field.getAttribute('inputmode')).toBe('numeric');
    expect(await field.getAttribute('autocomplete')).toBe('one-time-code');
    await field.fill(code);
    await page.getByRole('button', { name: 'Valider le code' }).click();

    // The PDF as it will be signed, drawn page by page.
    await page.getByRole('link', { name: 'Télécharger' }).waitFor();
    await page.getByRole('img', { name: /^Page 1 sur \d+$/ }).waitFor();
    await page.waitForFunction(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('canvas.sign-doc-canvas');
      return !!canvas && canvas.width > 0 && canvas.height > canvas.width;
    });
    expect(await page.getByLabel('Nom du signataire').inputValue()).toBe('Karim Alaoui');
    await draw(page);
    await page.getByLabel('Je lis et j’accepte ce document, et je le signe électroniquement').check();
    await settle(page);
    await shoot(page, `signature-document-390-${theme}`);
    expect(await layoutProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Signer', exact: true }).click();
    await page.getByText('Document signé — un exemplaire signé vous a été envoyé par e-mail').waitFor();
    await settle(page);
    await shoot(page, `signature-signed-390-${theme}`, { fullPage: false });
    await page.close();

    // The avenant is accepted, its request signed; a situation at 100 % bills the quote with the avenant.
    page = await suite.browser().page({ width: 390, height: 844, dark, origin: url });
    await signIn(page, suite.app(), manager);
    await page.goto(`${url}/devis/${quote.id}`);
    const signed = page.locator('li.change-order-item').filter({ hasText: order.reference });
    await signed.locator('.change-order-head').getByText('Accepté').waitFor();
    await signed.locator('.sign-request').getByText('Signé', { exact: true }).waitFor();
    await signed.getByText(/Signé par Karim Alaoui le .* \(IP .*\)/).waitFor();
    await signed.getByRole('button', { name: 'PDF signé' }).waitFor();
    await settle(page);
    await shoot(page, `signature-avenant-signed-390-${theme}`);
    await page.getByRole('button', { name: 'Facturer' }).click();
    const invoice = page.getByRole('dialog', { name: `Facturer le devis ${quote.reference}` });
    await invoice.getByText('Situation de travaux').click();
    await invoice.getByLabel('Cumul (%) — Gros œuvre — Dalle', { exact: true }).fill('100');
    await invoice.getByLabel('Cumul (%) — Travaux supplémentaires — Dalle du garage').fill('100');
    await invoice.getByRole('button', { name: 'Émettre la facture' }).click();
    await page.getByRole('heading', { name: /^Situation FAC-/ }).waitFor();
    // 36 000 + 4 500 = 40 500 HT, 48 600 TTC at 20 %.
    await page
      .locator('.invoice-money')
      .getByRole('row', { name: /Total TTC/ })
      .getByText(dh('48 600,00'))
      .waitFor();
    await settle(page);
    await shoot(page, `signature-situation-390-${theme}`);
    await page.close();
  });
});
