import dayjs from 'dayjs';
import type { Locator, Page } from 'playwright-core';
import { contrastViolations } from './support/axe';
import { fillDate, settle, shoot, toastShown } from './support/browser';
import { type Account, createCompany, signIn } from './support/company';
import { useAppAndBrowser } from './support/suite';
import { moroccoToday } from './support/today';

const suite = useAppAndBrowser();
let manager: Account;
let quotePath: string;

/** Money as the app writes it: narrow no-break spaces between thousands, a no-break space before DH. */
const dh = (text: string) => `${text.replace(/ /g, '\u202f')}\u00a0DH`;
const shown = (day: dayjs.Dayjs) => day.format('DD/MM/YYYY');
const reference = `DEV-${moroccoToday().slice(0, 4)}-0001`;

beforeAll(async () => {
  ({ manager } = await createCompany(suite.app(), 'devis'));
  const app = suite.app();
  const signedIn = await app.gql(`mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }`, {
    input: { email: manager.email, password: manager.password },
  });
  // The company's own validity (not the default 30 days) must be the one the form proposes.
  const settings = await app.gql(
    `mutation($input: CompanySettingsInput!) { updateCompanySettings(input: $input) { quoteValidityDays } }`,
    { input: { vatSubject: true, quoteValidityDays: 45 } },
    signedIn.body.data.signIn.accessToken as string,
  );
  if (settings.body.errors) throw new Error(JSON.stringify(settings.body.errors));
});

/**
 * A full-page capture with the window as tall as the page: the totals stick to the bottom of the window, and a
 * capture beyond the window would draw them over the lines, where no user sees them at that scroll.
 */
async function shootWhole(page: Page, name: string): Promise<void> {
  const size = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height });
  await settle(page);
  await shoot(page, name);
  await page.setViewportSize(size);
  await settle(page);
}

const lot = (page: Page, n: number) => page.getByRole('group', { name: `Lot ${n}`, exact: true });
const line = (page: Page, lotN: number, n: number) => lot(page, lotN).getByRole('group', { name: `Ligne ${n}`, exact: true });

async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: new RegExp(`^${option}$`) }).click();
}

async function ttc(page: Page, text: string): Promise<void> {
  await page.getByTestId('quote-total-ttc').getByText(dh(text)).waitFor();
}

describe('Formulaire de devis', () => {
  it('creates a client and a quote of two lots with live totals, saves it and finds it again', async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.goto(`${suite.app().url}/devis`);
    await page.getByRole('heading', { name: 'Nouveau devis' }).waitFor();

    // Issued today, valid for the company's 45 days, following the issue date until the user picks a validity.
    const issue = page.getByLabel('Date d’émission', { exact: true });
    const validity = page.getByLabel('Valable jusqu’au', { exact: true });
    expect(await issue.inputValue()).toBe(shown(dayjs(moroccoToday())));
    expect(await validity.inputValue()).toBe(shown(dayjs(moroccoToday()).add(45, 'day')));
    await page.getByText('Par défaut : date d’émission + 45 jours').waitFor();
    await fillDate(issue, '01/03/2026');
    await page.waitForFunction(() => (document.getElementById('field-validUntil') as HTMLInputElement).value === '15/04/2026');
    await fillDate(issue, shown(dayjs(moroccoToday())));
    await page.waitForFunction(
      (d) => (document.getElementById('field-validUntil') as HTMLInputElement).value === d,
      shown(dayjs(moroccoToday()).add(45, 'day')),
    );

    // Saving an empty quote says what is missing, beside each field.
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Choisissez un client', { exact: true }).waitFor();
    await page.getByText('Le titre du lot est requis', { exact: true }).waitFor();
    await line(page, 1, 1).getByText('La désignation est requise', { exact: true }).waitFor();

    // A new client, refused with a short ICE, then chosen at once with its phone.
    await page.getByRole('button', { name: 'Nouveau client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau client' });
    await dialog.getByLabel('Nom ou raison sociale', { exact: true }).fill('Atlas Immobilier');
    await dialog.getByLabel('ICE', { exact: true }).fill('12345');
    await dialog.getByLabel('Téléphone', { exact: true }).fill('0522334455');
    await dialog.getByLabel('Ville', { exact: true }).fill('Casablanca');
    await dialog.getByRole('button', { name: 'Ajouter le client' }).click();
    await dialog.getByText("L'ICE doit contenir exactement 15 chiffres").waitFor();
    await dialog.getByLabel('ICE', { exact: true }).fill('001234567000089');
    await dialog.getByRole('button', { name: 'Ajouter le client' }).click();
    await toastShown(page, 'Client « Atlas Immobilier » ajouté');
    await dialog.waitFor({ state: 'hidden' });
    await page.locator('.quote-general-client').getByText('Atlas Immobilier').waitFor();
    expect(await page.getByLabel('Téléphone du client', { exact: true }).inputValue()).toBe('0522334455');
    await page.getByLabel('Objet', { exact: true }).fill('Construction d’une villa R+1');

    // Lot 1, two lines; the keyboard goes from field to field and Enter in the TVA column adds the second line.
    await lot(page, 1).getByLabel('Titre du lot 1', { exact: true }).fill('Gros œuvre');
    const first = line(page, 1, 1);
    await first.getByLabel('Désignation', { exact: true }).fill('Béton armé pour semelles');
    await choose(page, first.getByLabel('Unité', { exact: true }), 'm³');
    await first.getByLabel('Qté', { exact: true }).fill('12,5');
    await first.getByLabel('P.U. HT', { exact: true }).fill('1250');
    await first.getByTestId('line-total').getByText(dh('15 625,00')).waitFor();
    await ttc(page, '18 750,00');
    await first.getByLabel('P.U. HT', { exact: true }).press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    const second = line(page, 1, 2);
    await second.getByLabel('Désignation', { exact: true }).waitFor();
    expect(await second.getByLabel('Désignation', { exact: true }).evaluate((e) => e === document.activeElement)).toBe(true);
    await page.keyboard.type('Acier HA');
    await choose(page, second.getByLabel('Unité', { exact: true }), 'kg');
    await second.getByLabel('Qté', { exact: true }).fill('1 234,567');
    await second.getByLabel('P.U. HT', { exact: true }).fill('14,35');
    await ttc(page, '40 009,25');
    await second.getByLabel('Remise %', { exact: true }).fill('5');
    await second.getByTestId('line-total').getByText(dh('16 830,23')).waitFor();
    await ttc(page, '38 946,28');
    await page.getByTestId('lot-subtotal-0').getByText(dh('32 455,23')).waitFor();

    // Lot 2, one line at 14 % with 10 % off.
    await page.getByRole('button', { name: 'Ajouter un lot' }).click();
    await lot(page, 2).getByLabel('Titre du lot 2', { exact: true }).fill('Électricité');
    const third = line(page, 2, 1);
    await third.getByLabel('Désignation', { exact: true }).fill('Tableau électrique');
    await third.getByLabel('Qté', { exact: true }).fill('1');
    await third.getByLabel('P.U. HT', { exact: true }).fill('3333,33');
    await third.getByLabel('Remise %', { exact: true }).fill('10');
    await choose(page, third.getByLabel('TVA', { exact: true }), '14\u00a0%');
    // HT 35 455,23; TVA 20 % of 32 455,23 = 6 491,05 and 14 % of 3 000,00 = 420,00; TTC 42 366,28.
    await ttc(page, '42 366,28');
    await page.getByTestId('quote-total-ht').getByText(dh('35 455,23')).waitFor();
    await page.getByTestId('vat-row-20').getByText(dh('6 491,05')).waitFor();
    await page.getByTestId('vat-row-14').getByText(dh('420,00')).waitFor();
    await page.getByTestId('quote-total-words').getByText('quarante-deux mille trois cent soixante-six dirhams et vingt-huit centimes').waitFor();

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText(`Devis ${reference} créé`).waitFor();
    await page.waitForFunction(() => /^\/devis\/[0-9a-f-]{36}$/.test(window.location.pathname));
    quotePath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: `Devis ${reference}` }).waitFor();

    // Read again from the server: the same client, dates, lots, lines and totals.
    await page.reload();
    await page.getByRole('heading', { name: `Devis ${reference}` }).waitFor();
    await page.getByText('En cours', { exact: true }).waitFor();
    await page.locator('.quote-general-client').getByText('Atlas Immobilier').waitFor();
    expect(await page.getByLabel('Téléphone du client', { exact: true }).inputValue()).toBe('0522334455');
    expect(await page.getByLabel('Objet', { exact: true }).inputValue()).toBe('Construction d’une villa R+1');
    expect(await page.getByLabel('Valable jusqu’au', { exact: true }).inputValue()).toBe(shown(dayjs(moroccoToday()).add(45, 'day')));
    expect(await lot(page, 1).getByLabel('Titre du lot 1', { exact: true }).inputValue()).toBe('Gros œuvre');
    expect(await lot(page, 2).getByLabel('Titre du lot 2', { exact: true }).inputValue()).toBe('Électricité');
    const values = async (row: Locator) =>
      Promise.all(['Désignation', 'Qté', 'P.U. HT', 'Remise %'].map((l) => row.getByLabel(l, { exact: true }).inputValue()));
    expect(await values(line(page, 1, 1))).toEqual(['Béton armé pour semelles', '12,5', '1250', '']);
    expect(await values(line(page, 1, 2))).toEqual(['Acier HA', '1234,567', '14,35', '5']);
    expect(await values(line(page, 2, 1))).toEqual(['Tableau électrique', '1', '3333,33', '10']);
    await line(page, 1, 2).getByText('kg', { exact: true }).waitFor();
    await line(page, 2, 1).getByText('14\u00a0%', { exact: true }).waitFor();
    await ttc(page, '42 366,28');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger le PDF' }).click();
    expect((await download).suggestedFilename()).toBe(`${reference}.pdf`);

    // Sent by e-mail, PDF attached; the sending is recorded under the quote.
    await page.getByRole('button', { name: 'Envoyer par e-mail' }).click();
    const mailDialog = page.getByRole('dialog', { name: `Envoyer le devis ${reference}` });
    await mailDialog.getByLabel('Destinataire').fill('achats@anfa-immo.ma');
    await mailDialog.getByLabel('Message (facultatif)').fill('Suite à notre visite du chantier.');
    await settle(page);
    await shoot(page, 'quote-send-1280');
    await mailDialog.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await page.getByText(`Devis ${reference} envoyé à achats@anfa-immo.ma`).waitFor();
    const mail = await suite.app().smtp.waitFor('achats@anfa-immo.ma');
    expect(mail.attachments.map((a) => a.filename)).toEqual([`${reference}.pdf`]);
    expect(mail.text).toContain('Suite à notre visite du chantier.');
    await page
      .getByRole('list', { name: 'Envois par e-mail' })
      .getByText(/à achats@anfa-immo\.ma, par/)
      .waitFor();

    await page.mouse.move(0, 0);
    await shootWhole(page, 'quote-form-1280');
    expect(await contrastViolations(page)).toEqual([]);
    await page.close();
  });

  it('fits a phone in dark mode, each line a card', async () => {
    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.getByRole('button', { name: 'Passer en mode sombre' }).click();
    await page.goto(`${suite.app().url}${quotePath}`);
    await page.getByRole('heading', { name: `Devis ${reference}` }).waitFor();
    await ttc(page, '42 366,28');
    // Below the grid's width each field of a line shows its own label.
    expect(await line(page, 1, 1).getByText('Désignation', { exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await settle(page);
    await shoot(page, 'quote-form-dark-390');
    expect(await contrastViolations(page)).toEqual([]);
    await page.close();
  });

  it('opens an accepted quote read-only, with its PDF', async () => {
    const app = suite.app();
    const signedIn = await app.gql(`mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }`, {
      input: { email: manager.email, password: manager.password },
    });
    const accepted = await app.gql(
      `mutation($id: ID!) { setQuoteStatus(id: $id, status: "ACCEPTE") { status } }`,
      { id: quotePath.split('/').pop() },
      signedIn.body.data.signIn.accessToken as string,
    );
    if (accepted.body.errors) throw new Error(JSON.stringify(accepted.body.errors));
    const page = await suite.browser().page({ origin: app.url });
    await signIn(page, app, manager);
    await page.goto(`${app.url}${quotePath}`);
    await page.getByText('Ce devis a été accepté : il ne peut plus être modifié.').waitFor();
    await page.getByText('Accepté', { exact: true }).waitFor();
    expect(await page.getByLabel('Objet', { exact: true }).isDisabled()).toBe(true);
    expect(await line(page, 1, 1).getByLabel('Qté', { exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Enregistrer' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Nouveau client' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Ajouter un lot' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Télécharger le PDF' }).waitFor();
    await ttc(page, '42 366,28');
    await shootWhole(page, 'quote-form-accepted-1280');
    expect(await contrastViolations(page)).toEqual([]);
    await page.close();
  });
});
