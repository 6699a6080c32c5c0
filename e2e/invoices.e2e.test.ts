import type { Page } from 'playwright-core';
import { contrastViolations } from './support/axe';
import { chooseOpenOption, shoot, settle } from './support/browser';
import { type Account, createCompany, signIn } from './support/company';
import { useAppAndBrowser } from './support/suite';
import { moroccoToday } from './support/today';

const suite = useAppAndBrowser();
let manager: Account;
let user: Account;
let siteId: string;
let quote: { id: string; reference: string };
let token: string;

const dh = (text: string) => `${text.replace(/ /g, '\u202f')}\u00a0DH`;
const year = Number(moroccoToday().slice(0, 4));
const CLIENT_EMAIL = 'famille.idrissi@example.ma';

async function gql(query: string, variables: Record<string, unknown> = {}): Promise<any> {
  const res = await suite.app().gql(query, variables, token);
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data;
}

beforeAll(async () => {
  ({ manager, user } = await createCompany(suite.app(), 'factures'));
  const signedIn = await suite.app().gql(`mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }`, {
    input: { email: manager.email, password: manager.password },
  });
  token = signedIn.body.data.signIn.accessToken as string;
  siteId = (
    await gql(`mutation($input: SiteInput!) { createSite(input: $input) { id } }`, { input: { name: 'Villa Souissi', client: 'Famille Idrissi' } })
  ).createSite.id;
  const client = (
    await gql(`mutation($input: ClientInput!) { createClient(input: $input) { id } }`, {
      input: { name: 'Famille Idrissi', kind: 'PERSON', email: CLIENT_EMAIL },
    })
  ).createClient;
  // HT 13 333,33 at 20 % and 14 %: TTC 15 800,00 (computed by hand in the api's invoice tests).
  quote = (
    await gql(`mutation($input: QuoteInput!) { createQuote(input: $input) { id reference } }`, {
      input: {
        clientId: client.id,
        issueDate: moroccoToday(),
        siteId,
        object: 'Villa R+1',
        lots: [
          {
            title: 'Gros œuvre',
            lines: [
              { designation: 'Béton', unit: 'm³', quantity: '10', unitPriceHT: '1000' },
              { designation: 'Tableau électrique', unit: 'u', quantity: '1', unitPriceHT: '3333.33', vatRate: '14' },
            ],
          },
        ],
      },
    })
  ).createQuote;
  await gql(`mutation($id: ID!) { setQuoteStatus(id: $id, status: "ACCEPTE") { status } }`, { id: quote.id });
});

async function invoiceFromQuote(page: Page): Promise<void> {
  await page.goto(`${suite.app().url}/devis/${quote.id}`);
  await page.getByRole('button', { name: 'Facturer' }).click();
  const dialog = page.getByRole('dialog', { name: `Facturer le devis ${quote.reference}` });
  await dialog.getByText('Reste à facturer').waitFor();
  await dialog.getByRole('button', { name: 'Émettre la facture' }).click();
}

/** From an invoice's page: a credit note with a reason, the amount left empty ('everything left'), on one rate if asked. */
async function creditWhatIsLeft(page: Page, reference: string, reason: string, rate?: string): Promise<void> {
  await page.getByRole('heading', { name: new RegExp(` ${reference}$`) }).waitFor();
  await page.getByRole('button', { name: 'Émettre un avoir' }).click();
  const credit = page.getByRole('dialog', { name: `Avoir sur la facture ${reference}` });
  await credit.getByLabel('Motif').fill(reason);
  if (rate) {
    await credit.getByLabel('Taux de TVA crédité').click();
    await chooseOpenOption(page, rate);
  }
  expect(await credit.getByLabel('Montant TTC (vide : tout ce qui reste de la facture)').inputValue()).toBe('');
  await credit.getByRole('button', { name: 'Émettre l’avoir' }).click();
  // Refused, the dialog would stay open, saying why.
  await credit.waitFor({ state: 'detached', timeout: 10_000 });
}

describe('Factures', () => {
  it('sends the user to the legal details first, then invoices a 30 % deposit, records a payment, and the site revenues follow', async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);

    // No ICE, IF or RC yet: the message names them and links to the screen that takes them.
    await invoiceFromQuote(page);
    const dialog = page.getByRole('dialog', { name: `Facturer le devis ${quote.reference}` });
    await dialog.getByText(/Complétez les mentions légales de la société avant de facturer : ICE, IF/).waitFor();
    await dialog.getByRole('link', { name: 'Compléter les mentions légales' }).waitFor();
    // Said once: the preview below does not repeat it.
    const preview = dialog.getByRole('region', { name: 'La facture qui sera émise' });
    await preview.getByText('La facture s’affichera ici une fois ce point réglé.').waitFor();
    expect(await dialog.getByText(/Complétez les mentions légales/).count()).toBe(1);
    await gql(`mutation($input: CompanyLegalInput!) { updateCompanyLegal(input: $input) { ice } }`, {
      input: { name: 'Société factures', ice: '001234567000089', fiscalId: '12345678', tradeRegister: '98765', city: 'Rabat' },
    });

    await dialog.getByRole('button', { name: 'Émettre la facture' }).click();
    await page.getByRole('heading', { name: `Acompte FAC-${year}-0001` }).waitFor();
    await page.getByText(`Facture FAC-${year}-0001 émise`).waitFor();
    const money = page.locator('.invoice-money');
    await money
      .getByRole('row', { name: /Total TTC/ })
      .getByText(dh('4 740,00'))
      .waitFor();
    await money
      .getByRole('row', { name: /Net à payer/ })
      .getByText(dh('4 740,00'))
      .waitFor();
    await page.getByText('Émise', { exact: true }).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger le PDF' }).click();
    expect((await download).suggestedFilename()).toBe(`FAC-${year}-0001.pdf`);

    await page.getByRole('button', { name: 'Enregistrer un paiement' }).click();
    const pay = page.getByRole('dialog', { name: `Paiement de la facture FAC-${year}-0001` });
    await pay.getByLabel('Montant reçu (DH)').fill('2000');
    await pay.getByLabel('Référence (n° de chèque, d’effet…)').fill('VIR 5521');
    await settle(page);
    await shoot(page, 'invoice-payment-1280');
    await pay.getByRole('button', { name: 'Enregistrer le paiement' }).click();
    await page.getByText('Partiellement payée', { exact: true }).waitFor();
    await money
      .getByRole('row', { name: /Reste à payer/ })
      .getByText(dh('2 740,00'))
      .waitFor();
    await page
      .getByRole('list', { name: 'Paiements reçus' })
      .getByText(/Virement \(VIR 5521\)/)
      .waitFor();
    await page.mouse.move(0, 0);
    await settle(page);
    await shoot(page, 'invoice-detail-1280');
    expect(await contrastViolations(page)).toEqual([]);

    // The payment is the site's revenue now, without typing it twice.
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}/finances`);
    await page.getByRole('tab', { name: 'Recettes' }).click();
    const revenues = page.getByRole('tabpanel', { name: 'Recettes' });
    await revenues.getByText(`Paiement FAC-${year}-0001 — Famille Idrissi`).first().waitFor();
    expect(await revenues.getByText(`Paiement FAC-${year}-0001 — Famille Idrissi`).count()).toBe(2);

    await page.goto(`${suite.app().url}/factures`);
    await page.getByRole('heading', { name: 'Factures' }).waitFor();
    await page.getByRole('link', { name: `FAC-${year}-0001` }).waitFor();
    await settle(page);
    await shoot(page, 'invoices-list-1280');
    expect(await contrastViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Exporter' }).hover();
    const exported = page.waitForEvent('download');
    await page.getByText('Factures et avoirs (CSV)').click();
    expect((await exported).suggestedFilename()).toBe(`factures_jusqu-au_${moroccoToday()}.csv`);
    await page.close();
  });

  it('bills a progress statement per line, and credits part of it', async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.goto(`${suite.app().url}/devis/${quote.id}`);
    await page.getByRole('button', { name: 'Facturer' }).click();
    const dialog = page.getByRole('dialog', { name: `Facturer le devis ${quote.reference}` });
    await dialog.getByText('Situation de travaux').click();
    await dialog.getByLabel('Cumul (%) — Gros œuvre — Béton').fill('50');
    await dialog.getByLabel('Cumul (%) — Gros œuvre — Tableau électrique').fill('25');
    await settle(page);
    await shoot(page, 'invoice-statement-1280');
    await dialog.getByRole('button', { name: 'Émettre la facture' }).click();
    await page.getByRole('heading', { name: `Situation FAC-${year}-0002` }).waitFor();
    await page
      .locator('.invoice-money')
      .getByRole('row', { name: /Total TTC/ })
      .getByText(dh('4 865,00'))
      .waitFor();
    await page.getByText("Déduction de l'acompte (au prorata des travaux)").first().waitFor();

    await page.getByRole('button', { name: 'Émettre un avoir' }).click();
    const credit = page.getByRole('dialog', { name: `Avoir sur la facture FAC-${year}-0002` });
    await credit.getByLabel('Motif').fill('Remise commerciale');
    await credit.getByLabel('Montant TTC (vide : tout ce qui reste de la facture)').fill('500');
    await credit.getByRole('button', { name: 'Émettre l’avoir' }).click();
    await page.getByRole('heading', { name: `Avoir AV-${year}-0001` }).waitFor();

    // Then the line billed at 14 % only, amount left empty: all that is left at that rate. The 500,00 was spread as
    // billed (TTC 4 200,00 at 20 %, 665,00 at 14 %): 431,65 and 68,35, so 665,00 − 68,35 = 596,65 is left at 14 %.
    await page.getByRole('link', { name: `FAC-${year}-0002` }).click();
    await creditWhatIsLeft(page, `FAC-${year}-0002`, 'Tableau électrique non posé', 'Seulement la TVA à 14');
    await page.getByRole('heading', { name: `Avoir AV-${year}-0002` }).waitFor();
    const money = page.locator('.invoice-money');
    await money
      .getByRole('row', { name: /Total TTC/ })
      .getByText(dh('596,65'))
      .waitFor();
    // 596,65 × 100 / 114 = 523,38 HT.
    await money.getByRole('row', { name: `TVA 14\u00a0% (base ${dh('523,38')}) ${dh('73,27')}` }).waitFor();
    expect(await money.getByRole('row', { name: /TVA 20/ }).count()).toBe(0);

    // Then everything else, amount left empty again: 4 865,00 − 500,00 − 596,65 = 3 768,35, and nothing is left to pay.
    await page.getByRole('link', { name: `FAC-${year}-0002` }).click();
    await money
      .getByRole('row', { name: /Reste à payer/ })
      .getByText(dh('3 768,35'))
      .waitFor();
    await creditWhatIsLeft(page, `FAC-${year}-0002`, 'Travaux arrêtés');
    await page.getByRole('heading', { name: `Avoir AV-${year}-0003` }).waitFor();
    await money
      .getByRole('row', { name: /Total TTC/ })
      .getByText(dh('3 768,35'))
      .waitFor();
    await page.getByRole('link', { name: `FAC-${year}-0002` }).click();
    await page.getByRole('heading', { name: `Situation FAC-${year}-0002` }).waitFor();
    await money.getByRole('row', { name: `Avoirs ${dh('4 865,00')}` }).waitFor();
    await money.getByRole('row', { name: `Reste à payer ${dh('0,00')}` }).waitFor();
    await page.getByText('Annulée', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Émettre un avoir' }).count()).toBe(0);
    await page.close();
  });

  it('shows a Gestionnaire Chantier the invoices without the buttons that issue or cash them, on a phone in dark mode', async () => {
    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(page, suite.app(), user);
    await page.getByRole('button', { name: 'Passer en mode sombre' }).click();
    await page.goto(`${suite.app().url}/factures`);
    await page.getByRole('heading', { name: 'Factures' }).waitFor();
    await page.getByText(`FAC-${year}-0001`, { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await settle(page);
    await shoot(page, 'invoices-list-dark-390');
    expect(await contrastViolations(page)).toEqual([]);
    await page.getByRole('button', { name: `Voir FAC-${year}-0001` }).click();
    await page.getByRole('heading', { name: `Acompte FAC-${year}-0001` }).waitFor();
    expect(await page.getByRole('button', { name: 'Enregistrer un paiement' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Émettre un avoir' }).count()).toBe(0);
    await settle(page);
    await shoot(page, 'invoice-detail-dark-390');
    expect(await contrastViolations(page)).toEqual([]);
    await page.close();
  });

  it('credits what is left unpaid when the amount is left empty, on a wide screen', async () => {
    // FAC-0001: 4 740,00, of which 2 000,00 is paid; a credit note does not refund, so 'everything left' is 2 740,00.
    const page = await suite.browser().page({ width: 1440, height: 900, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.goto(`${suite.app().url}/factures`);
    await page.getByRole('link', { name: `FAC-${year}-0001` }).click();
    const money = page.locator('.invoice-money');
    await money.getByRole('row', { name: `Reste à payer ${dh('2 740,00')}` }).waitFor();
    await creditWhatIsLeft(page, `FAC-${year}-0001`, 'Chantier abandonné');
    await page.getByRole('heading', { name: `Avoir AV-${year}-0004` }).waitFor();
    await page.getByText(`Avoir AV-${year}-0004 émis`).waitFor();
    await money
      .getByRole('row', { name: /Total TTC/ })
      .getByText(dh('2 740,00'))
      .waitFor();
    await settle(page);
    await shoot(page, 'credit-note-whole-1440');
    await page.getByRole('link', { name: `FAC-${year}-0001` }).click();
    await page.getByRole('heading', { name: `Acompte FAC-${year}-0001` }).waitFor();
    await money.getByRole('row', { name: `Payé ${dh('2 000,00')}` }).waitFor();
    await money.getByRole('row', { name: `Avoirs ${dh('2 740,00')}` }).waitFor();
    await money.getByRole('row', { name: `Reste à payer ${dh('0,00')}` }).waitFor();
    await page.getByText('Payée', { exact: true }).waitFor();
    // Nothing left to credit nor to cash.
    expect(await page.getByRole('button', { name: 'Émettre un avoir' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Enregistrer un paiement' }).count()).toBe(0);
    await page.close();
  });

  it("sends the quote by e-mail to the client's address, already filled in", async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.goto(`${suite.app().url}/devis/${quote.id}`);
    await page.getByRole('button', { name: 'Envoyer par e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: `Envoyer le devis ${quote.reference}` });
    expect(await dialog.getByLabel('Destinataire').inputValue()).toBe(CLIENT_EMAIL);
    await dialog.getByText(`Pièce jointe : ${quote.reference}.pdf`).waitFor();
    await settle(page);
    await shoot(page, 'quote-send-prefilled-1280');
    await dialog.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await page.getByText(`Devis ${quote.reference} envoyé à ${CLIENT_EMAIL}`).waitFor();
    const mail = await suite.app().smtp.waitFor(CLIENT_EMAIL, (m) => m.subject.includes(quote.reference));
    expect(mail.to).toEqual([CLIENT_EMAIL]);
    expect(mail.attachments.map((a) => a.filename)).toEqual([`${quote.reference}.pdf`]);
    await page
      .getByRole('list', { name: 'Envois par e-mail' })
      .getByText(new RegExp(`à ${CLIENT_EMAIL.replace(/\./g, '\\.')}, par Nadia Berrada`))
      .waitFor();
    await page.close();
  });
});
