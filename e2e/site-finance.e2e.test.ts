import type { Page } from 'playwright-core';
import { contrastViolations } from './support/axe';
import { chooseMenuItem, chooseOpenOption, settle, shoot, toastShown } from './support/browser';
import { type Account, createCompany, signIn } from './support/company';
import { useAppAndBrowser } from './support/suite';
import { moroccoToday } from './support/today';

const suite = useAppAndBrowser();
let manager: Account;
let user: Account;
let siteId: string;
let otherSiteId: string;

/** A small PDF the server's content check recognises ('%PDF-'). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const dh = (text: string) => `${text.replace(/ /g, '\u202f')}\u00a0DH`;

beforeAll(async () => {
  ({ manager, user } = await createCompany(suite.app(), 'finance'));
  const app = suite.app();
  const signedIn = await app.gql(`mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }`, {
    input: { email: manager.email, password: manager.password },
  });
  const token = signedIn.body.data.signIn.accessToken as string;
  const site = await app.gql(
    `mutation($input: SiteInput!) { createSite(input: $input) { id } }`,
    { input: { name: 'Villa Anfa', client: 'M. Alami', city: 'Casablanca', budget: '100000' } },
    token,
  );
  if (site.body.errors) throw new Error(JSON.stringify(site.body.errors));
  siteId = site.body.data.createSite.id;
  const supplier = await app.gql(
    `mutation($input: SupplierInput!) { createSupplier(input: $input) { id } }`,
    { input: { name: 'Béton Atlas', ice: '001234567000089', email: 'contact@beton-atlas.ma', phone: '0522123456', address: 'Casablanca' } },
    token,
  );
  if (supplier.body.errors) throw new Error(JSON.stringify(supplier.body.errors));
  const other = (await createCompany(app, 'finance-other')).manager;
  const otherToken = (
    await app.gql(`mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }`, {
      input: { email: other.email, password: other.password },
    })
  ).body.data.signIn.accessToken as string;
  const otherSite = await app.gql(
    `mutation($input: SiteInput!) { createSite(input: $input) { id } }`,
    { input: { name: 'Riad Fès', client: 'Mme Idrissi', city: 'Fès', budget: '50000' } },
    otherToken,
  );
  if (otherSite.body.errors) throw new Error(JSON.stringify(otherSite.body.errors));
  otherSiteId = otherSite.body.data.createSite.id;
});

async function figure(page: Page, id: string, text: string): Promise<void> {
  await page.locator(`[data-testid="${id}"]`, { hasText: text }).waitFor();
}

describe('Finances du chantier', () => {
  it('records a purchase with its invoice and settles it', async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}/finances`);
    await page.getByRole('heading', { name: 'Finances du chantier' }).waitFor();
    // The tab says which site: 'Finance — Villa Anfa · Chantiers'.
    await page.waitForFunction(() => document.title === 'Finance — Villa Anfa · Chantiers');
    await page.getByText('Aucun achat sur cette période.').waitFor();
    await figure(page, 'fig-profitability', dh('0,00'));

    // Achat: HT 1000 at 20 %, 500 paid, with a PDF invoice.
    await page.getByRole('button', { name: 'Ajouter' }).click();
    const purchase = page.getByRole('dialog', { name: 'Nouvel achat' });
    await purchase.getByRole('button', { name: 'Enregistrer' }).click();
    await purchase.getByText('Choisissez un fournisseur', { exact: true }).last().waitFor();
    await purchase.getByLabel('Fournisseur', { exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Béton Atlas' }).click();
    await purchase.getByLabel('Libellé', { exact: true }).fill('Ciment CPJ 45');
    await purchase.getByLabel('Référence', { exact: true }).fill('FA-2026-001');
    await purchase.getByLabel('Montant HT (DH)', { exact: true }).fill('1000');
    await purchase.getByTestId('ttc-preview').getByText(dh('1 200,00')).waitFor();
    await purchase.getByLabel('Montant réglé (DH)', { exact: true }).fill('500');
    // Something paid: when and how, for the accountant's TVA deduction.
    await purchase.getByLabel('Mode de règlement', { exact: true }).click();
    await chooseOpenOption(page, 'Chèque');
    await purchase.locator('input[type=file]').setInputFiles({ name: 'facture-ciment.pdf', mimeType: 'application/pdf', buffer: PDF });
    await purchase.getByText('facture-ciment.pdf').waitFor();
    await settle(page);
    await shoot(page, 'site-finance-purchase-form-1280');
    await purchase.getByRole('button', { name: 'Enregistrer' }).click();
    await toastShown(page, 'Achat « Ciment CPJ 45 » enregistré');
    const row = page.getByRole('row', { name: /Ciment CPJ 45/ });
    await row.getByRole('cell', { name: dh('1 200,00') }).waitFor();
    await row.getByRole('cell', { name: dh('700,00') }).waitFor();
    await page.getByRole('row', { name: /Total \(1 ligne\)/ }).waitFor();
    // A company subject to TVA (the default) reads its purchases HT; TTC and TVA beneath.
    await figure(page, 'fig-purchases', dh('1 000,00'));

    // Its detail shows the invoice as a PDF link.
    await row.getByRole('button', { name: 'Voir' }).click();
    const detail = page.getByRole('dialog', { name: "Détail de l'achat" });
    await detail.getByText('FA-2026-001').waitFor();
    await detail.getByText('Chèque', { exact: true }).waitFor();
    const link = detail.getByRole('link', { name: 'Ouvrir la facture (PDF)' });
    await link.waitFor();
    expect(await link.getAttribute('target')).toBe('_blank');
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}\?exp=/);
    expect(await page.evaluate(async (src) => (await fetch(src)).headers.get('content-type'), href)).toBe('application/pdf');
    await settle(page);
    await shoot(page, 'site-finance-purchase-detail-1280');
    expect(await contrastViolations(page)).toEqual([]);
    await detail
      .getByRole('button', { name: 'Close' })
      .or(detail.getByRole('button', { name: 'Fermer' }))
      .first()
      .click();
    await detail.waitFor({ state: 'hidden' });

    // Paying the rest settles it; the edit keeps the invoice.
    await row.getByRole('button', { name: 'Modifier' }).click();
    const edit = page.getByRole('dialog', { name: "Modifier l'achat" });
    await edit.getByText('facture-ciment.pdf').waitFor();
    await edit.getByLabel('Montant réglé (DH)', { exact: true }).fill('1300');
    await edit.getByText('Le montant réglé ne peut pas dépasser le montant TTC').waitFor();
    await edit.getByLabel('Montant réglé (DH)', { exact: true }).fill('1200');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await toastShown(page, 'Achat « Ciment CPJ 45 » mis à jour');
    await row.getByText('Soldé', { exact: true }).waitFor();
    // What is left, what was paid under it, and the 'Soldé' tag, in one cell.
    await row.getByRole('cell', { name: /^0,00\sDH.*Soldé$/ }).waitFor();
    await row.getByRole('button', { name: 'Voir' }).click();
    await detail.getByRole('link', { name: 'Ouvrir la facture (PDF)' }).waitFor();
    await detail
      .getByRole('button', { name: 'Close' })
      .or(detail.getByRole('button', { name: 'Fermer' }))
      .first()
      .click();
    await detail.waitFor({ state: 'hidden' });
    await page.close();
  });

  it('records a revenue and a service sheet, and the figures follow', async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}/finances`);
    await figure(page, 'fig-purchases', dh('1 000,00'));

    // Recette of 6000 TTC at 20 %: 5000 HT + 1000 TVA, previewed as typed.
    await page.getByRole('tab', { name: 'Recettes' }).click();
    await page.getByText('Aucune recette sur cette période.').waitFor();
    await page.getByRole('tabpanel', { name: 'Recettes' }).getByRole('button', { name: 'Ajouter' }).click();
    const revenue = page.getByRole('dialog', { name: 'Nouvelle recette' });
    await revenue.getByLabel('Libellé', { exact: true }).fill('Situation n°1');
    await revenue.getByLabel('Référence', { exact: true }).fill('SIT-01');
    await revenue.getByLabel('Montant TTC (DH)', { exact: true }).fill('6000');
    await revenue.getByTestId('ht-preview').getByText(dh('5 000,00')).waitFor();
    await settle(page);
    await shoot(page, 'site-finance-revenue-form-1280');
    await revenue.getByRole('button', { name: 'Enregistrer' }).click();
    await toastShown(page, 'Recette « Situation n°1 » enregistrée');
    const revenueRow = page.getByRole('row', { name: /Situation n°1/ });
    await revenueRow.getByRole('cell', { name: dh('6 000,00') }).waitFor();
    await revenueRow.getByRole('cell', { name: dh('5 000,00') }).waitFor();
    await figure(page, 'fig-revenues', dh('5 000,00'));

    // Fiche de service: 300 + prime 50, after a bad phone number.
    await page.getByRole('tab', { name: 'Fiches de service' }).click();
    await page.getByText('Aucune fiche de service sur cette période.').waitFor();
    await page.getByRole('tabpanel', { name: 'Fiches de service' }).getByRole('button', { name: 'Ajouter' }).click();
    const sheet = page.getByRole('dialog', { name: 'Nouvelle fiche de service' });
    await sheet.getByLabel('Montant payé (DH)', { exact: true }).fill('300');
    await sheet.getByLabel('Prime', { exact: true }).fill('50');
    await sheet.getByLabel('Fournisseur', { exact: true }).fill('Plâtrerie Souss');
    await sheet.getByLabel('Téléphone', { exact: true }).fill('06123');
    await sheet.getByLabel('Intervenant', { exact: true }).fill('Hassan Ait Ali');
    await sheet.getByRole('button', { name: 'Enregistrer' }).click();
    await sheet.getByText('Le numéro de téléphone doit contenir 10 chiffres').waitFor();
    await settle(page);
    await shoot(page, 'site-finance-service-form-error-1280');
    await sheet.getByLabel('Téléphone', { exact: true }).fill('0612345678');
    await sheet.getByRole('button', { name: 'Enregistrer' }).click();
    await toastShown(page, 'Fiche de service de Hassan Ait Ali enregistrée');
    await page
      .getByRole('row', { name: /Hassan Ait Ali/ })
      .getByRole('cell', { name: dh('350,00') })
      .waitFor();

    // The figures on HT amounts: 5000 − (1000 + 0 + 350) = 3650, 3,65 -> 3,7 % of 100 000; TVA due 1000 − 200 = 800.
    await figure(page, 'fig-revenues', dh('5 000,00'));
    await figure(page, 'fig-purchases', dh('1 000,00'));
    await figure(page, 'fig-subcontracting', dh('350,00'));
    await figure(page, 'fig-vat', dh('800,00'));
    await page.getByRole('heading', { name: 'TVA à reverser' }).waitFor();
    await figure(page, 'fig-profitability', dh('3 650,00'));
    await page.locator('.finance-figure.is-gain').getByText('3,7\u00a0% du budget', { exact: false }).waitFor();
    await page.getByRole('tab', { name: 'Achats' }).click();
    await settle(page);
    await shoot(page, 'site-finance-1280');
    expect(await contrastViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('tabpanel', { name: 'Achats' }).getByRole('button', { name: 'Exporter' }).click();
    await chooseMenuItem(page, 'Excel (.xlsx)');
    expect((await download).suggestedFilename()).toBe(`achats_villa-anfa_jusqu-au_${moroccoToday()}.xlsx`);

    // The company's finance for this month holds the same money: the global page follows the site's records.
    await page.goto(`${suite.app().url}/finance-globale`);
    const kpi = (label: string) =>
      page.locator('.fin-kpi', { has: page.locator('.fin-kpi-label', { hasText: new RegExp(`^${label}$`) }) }).locator('.fin-kpi-value');
    await kpi('Recettes HT').getByText(dh('5 000,00')).waitFor();
    expect((await kpi('Achats HT').textContent())?.trim()).toBe(dh('1 000,00'));
    expect((await kpi('Sous-traitance').textContent())?.trim()).toBe(dh('350,00'));
    expect((await kpi('TVA à reverser').textContent())?.trim()).toBe(dh('800,00'));
    expect((await kpi('Marge').textContent())?.trim()).toBe(dh('3 650,00'));
    await page.getByRole('link', { name: 'Villa Anfa' }).waitFor();
    await settle(page);
    await shoot(page, 'finance-global-ht-1280');
    await page.close();
  });

  it('shows the figures and the lists on a phone in dark mode, and refuses an invalid id', async () => {
    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.getByRole('button', { name: 'Passer en mode sombre' }).click();
    // A link from a notification or an e-mail opens the page cold: its first queries leave before the app has
    // arrived (first-queries.ts, early-fetch.ts), asking exactly what the page asks, and the app takes their answers:
    // each is answered once (a request the api refused under load, 503, is asked again: that one is not counted).
    const asked = new Map<string, string[]>();
    page.on('response', (res) => {
      const r = res.request();
      if (!r.url().endsWith('/graphql') || r.method() !== 'POST' || res.status() !== 200) return;
      const { operationName, variables } = r.postDataJSON() ?? {};
      asked.set(String(operationName), [
        ...(asked.get(String(operationName)) ?? []),
        JSON.stringify(variables ?? {}, Object.keys(variables ?? {}).sort()),
      ]);
    });
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}/finances`);
    await figure(page, 'fig-profitability', dh('3 650,00'));
    await page.getByRole('article').filter({ hasText: 'Ciment CPJ 45' }).waitFor();
    await settle(page);
    // Each once, with the variables the page asks (on failure, the variables of every answer say which ask came twice).
    for (const first of ['SiteFinanceSite', 'SiteFinanceSummary', 'SiteFinancePurchases', 'SiteFinanceSuppliers'])
      expect([first, asked.get(first)]).toEqual([first, [asked.get(first)?.[0]]]);
    // Below 576 px a list is cards: the key amounts in view, the main action a large button.
    const purchase = page.getByRole('article').filter({ hasText: 'Ciment CPJ 45' });
    await purchase.getByText(dh('1 200,00')).waitFor();
    await purchase.getByRole('button', { name: 'Modifier' }).waitFor();
    expect(await purchase.getByRole('button', { name: 'Modifier' }).evaluate((b) => b.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await settle(page);
    await shoot(page, 'site-finance-dark-390');
    expect(await contrastViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Fiches de service' }).click();
    await page.getByRole('article').filter({ hasText: 'Hassan Ait Ali' }).waitFor();
    await page.getByRole('tabpanel', { name: 'Fiches de service' }).getByRole('button', { name: 'Ajouter' }).click();
    await page.getByRole('dialog', { name: 'Nouvelle fiche de service' }).getByLabel('Intervenant', { exact: true }).waitFor();
    await settle(page);
    // The drawer is fixed to the viewport: a full-page capture would draw it halfway down a taller page.
    await shoot(page, 'site-finance-service-form-dark-390', { fullPage: false });
    expect(await contrastViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Annuler' }).click();
    const sheetCard = page.getByRole('article').filter({ hasText: 'Hassan Ait Ali' });
    await sheetCard.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Supprimer' }).click();
    await toastShown(page, 'Fiche de service de Hassan Ait Ali supprimée');
    await page.getByText('Aucune fiche de service sur cette période.').waitFor();
    await figure(page, 'fig-subcontracting', dh('0,00'));
    await figure(page, 'fig-profitability', dh('4 000,00'));

    // On site, a purchase from a supplier not yet known: created over the purchase, which keeps what was typed.
    await page.getByRole('tab', { name: 'Achats' }).click();
    await page.getByRole('tabpanel', { name: 'Achats' }).getByRole('button', { name: 'Ajouter' }).click();
    const purchaseForm = page.getByRole('dialog', { name: 'Nouvel achat' });
    await purchaseForm.getByLabel('Libellé', { exact: true }).fill('Sable lavé 0/4');
    await purchaseForm.getByLabel('Référence', { exact: true }).fill('BL-0412');
    await purchaseForm.getByLabel('Montant HT (DH)', { exact: true }).fill('250');
    await purchaseForm.getByLabel('Fournisseur', { exact: true }).click();
    await purchaseForm.getByLabel('Fournisseur', { exact: true }).fill('Sablière du Souss');
    await page.getByText('Aucun fournisseur trouvé.').waitFor();
    await page.getByRole('button', { name: 'Nouveau fournisseur « Sablière du Souss »' }).click();
    const supplierForm = page.getByRole('dialog', { name: 'Nouveau fournisseur' });
    expect(await supplierForm.getByLabel('Nom', { exact: true }).inputValue()).toBe('Sablière du Souss');
    // The SPEC's supplier rules: saving with only a name says what is missing, on the supplier's form.
    await supplierForm.getByRole('button', { name: 'Enregistrer' }).click();
    await supplierForm.getByText("L'ICE est requis").waitFor();
    await supplierForm.getByLabel('ICE', { exact: true }).fill('002233445000011');
    await supplierForm.getByLabel('E-mail', { exact: true }).fill('contact@sabliere-souss.ma');
    // Typed as people say it; stored as the SPEC's ten digits.
    await supplierForm.getByLabel('Téléphone', { exact: true }).fill('+212 6 63 45 67 89');
    await supplierForm.getByLabel('Adresse', { exact: true }).fill('Route de Tiznit, Agadir');
    await settle(page);
    await shoot(page, 'site-finance-new-supplier-dark-390', { fullPage: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await supplierForm.getByRole('button', { name: 'Enregistrer' }).click();
    await toastShown(page, 'Fournisseur « Sablière du Souss » créé');
    await supplierForm.waitFor({ state: 'hidden' });
    await purchaseForm.locator('.ant-select-content', { hasText: 'Sablière du Souss' }).waitFor();
    expect(await purchaseForm.getByLabel('Libellé', { exact: true }).inputValue()).toBe('Sable lavé 0/4');
    await settle(page);
    await shoot(page, 'site-finance-purchase-new-supplier-dark-390', { fullPage: false });
    await purchaseForm.getByRole('button', { name: 'Enregistrer' }).click();
    await toastShown(page, 'Achat « Sable lavé 0/4 » enregistré');
    const sandCard = page.getByRole('article').filter({ hasText: 'Sable lavé 0/4' });
    await sandCard.getByText('Sablière du Souss').waitFor();
    await sandCard.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Supprimer' }).click();
    await sandCard.waitFor({ state: 'detached' });

    await page.goto(`${suite.app().url}/detail-chantier/pas-un-id/finances`);
    await page.getByText('Identifiant de chantier invalide').waitFor();
    // Another company's site: the early queries are refused, the app asks again and says what the api said.
    await page.goto(`${suite.app().url}/detail-chantier/${otherSiteId}/finances`);
    await page.getByText("Ce chantier n'existe pas ou a été supprimé.").waitFor();
    await page.close();
  });

  it('follows the company’s TVA regime: a MANAGER sets it in Paramètres › Société, and the figures turn TTC', async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.goto(`${suite.app().url}/parametres/equipe`);
    await page.getByRole('navigation', { name: 'Paramètres' }).getByText('Société', { exact: true }).click();
    await page.waitForURL('**/parametres/societe');
    await page.waitForFunction(() => document.title === 'Société · Chantiers');
    const vat = page.getByRole('region', { name: 'Régime de TVA' });
    const subject = vat.getByRole('radio', { name: /^Assujettie à la TVA/ });
    await subject.waitFor();
    expect(await subject.isChecked()).toBe(true);
    expect(await vat.getByRole('button', { name: 'Enregistrer' }).isDisabled()).toBe(true);

    // The legal mentions of the documents: a short ICE is refused beside its field, then saved.
    const legal = page.getByRole('region', { name: 'Mentions légales' });
    await legal.getByLabel('ICE', { exact: true }).fill('12345');
    await legal.getByLabel('Identifiant fiscal (IF)', { exact: true }).fill('12345678');
    await legal.getByLabel('RIB', { exact: true }).fill('007 780 0001234567890123 45');
    await legal.getByRole('button', { name: 'Enregistrer' }).click();
    await legal.getByText("L'ICE doit contenir exactement 15 chiffres").waitFor();
    await legal.getByLabel('ICE', { exact: true }).fill('001234567000089');
    await legal.getByRole('button', { name: 'Enregistrer' }).click();
    await toastShown(page, 'Mentions légales enregistrées');
    expect(await legal.getByLabel('RIB', { exact: true }).inputValue()).toBe('007780000123456789012345');

    await vat.getByRole('radio', { name: /^Non assujettie à la TVA/ }).check({ force: true });
    await vat.getByText('Les recettes et achats déjà saisis gardent leur taux de TVA').waitFor();
    await settle(page);
    await shoot(page, 'company-settings-1280');
    expect(await contrastViolations(page)).toEqual([]);
    await vat.getByRole('button', { name: 'Enregistrer' }).click();
    await toastShown(page, 'Régime de TVA enregistré : les chiffres suivent.');

    // The same records, on TTC amounts: 6000 − (1200 + 0 + 0) = 4800; no TVA card; revenues typed without TVA.
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}/finances`);
    await figure(page, 'fig-revenues', dh('6 000,00'));
    await figure(page, 'fig-purchases', dh('1 200,00'));
    await figure(page, 'fig-profitability', dh('4 800,00'));
    expect(await page.locator('[data-testid="fig-vat"]').count()).toBe(0);
    await page.getByRole('tab', { name: 'Recettes' }).click();
    await page.getByRole('tabpanel', { name: 'Recettes' }).getByRole('button', { name: 'Ajouter' }).click();
    const revenue = page.getByRole('dialog', { name: 'Nouvelle recette' });
    await revenue.getByText('Société non assujettie à la TVA : le montant est sans TVA.').waitFor();
    expect(await revenue.getByLabel('Taux de TVA').count()).toBe(0);
    await page.close();

    // At phone width, in dark mode.
    const phone = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(phone, suite.app(), manager);
    await phone.getByRole('button', { name: 'Passer en mode sombre' }).click();
    await phone.goto(`${suite.app().url}/parametres/societe`);
    await phone.getByRole('radio', { name: /^Non assujettie à la TVA/ }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await settle(phone);
    await shoot(phone, 'company-settings-dark-390');
    expect(await contrastViolations(phone)).toEqual([]);
    await phone.close();

    // A USER reads the figures on the same basis, but the settings are the Admin Société's.
    const asUser = await suite.browser().page({ origin: suite.app().url });
    await signIn(asUser, suite.app(), user);
    await asUser.goto(`${suite.app().url}/parametres/societe`);
    await asUser.getByText("Vous n'avez pas la permission d'accéder à cette page.").waitFor();
    await asUser.close();
  });
});
