import type { Locator, Page } from 'playwright-core';
import { contrastViolations } from './support/axe';
import { chooseMenuItem, shoot, toastShown, waitForPath } from './support/browser';
import { type Account, createCompany, signIn } from './support/company';
import { useAppAndBrowser } from './support/suite';
import { moroccoToday } from './support/today';

const suite = useAppAndBrowser();
let manager: Account;

beforeAll(async () => {
  ({ manager } = await createCompany(suite.app(), 'stock'));
});

const INSUFFICIENT = 'Stock insuffisant : ce mouvement rendrait le stock négatif.';
/** Today as the browser counts it: the movement form's default date. */
const today = (page: Page) => page.evaluate(() => new Date().toLocaleDateString('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' }));

/** The table row of a product, or its card on a phone. */
const rowOf = (page: Page, label: string) => page.locator('.stock-table tr.stock-row, article.record-card', { hasText: label });
const productCount = (page: Page) => page.locator('.stock-table tr.stock-row, article.record-card').count();

/** The level a row shows: its tag, its class and the background of its cells. */
async function levelOf(row: Locator): Promise<{ tag: string; rowClass: string; background: string }> {
  return {
    tag: (await row.locator('.stock-tag').innerText()).trim(),
    rowClass: (await row.getAttribute('class')) ?? '',
    background: await row
      .locator('td')
      .nth(2)
      .evaluate((td) => getComputedStyle(td).backgroundColor),
  };
}

async function move(page: Page, label: string, type: 'Entrée' | 'Sortie' | 'Ajustement', quantity: string): Promise<Locator> {
  await rowOf(page, label).getByRole('button', { name: 'Mouvement' }).click();
  const dialog = page.getByRole('dialog', { name: `Mouvement — ${label}` });
  await chooseType(dialog, type);
  await dialog.getByLabel(/^Quantité/).fill(quantity);
  await dialog.getByRole('button', { name: 'Enregistrer le mouvement' }).click();
  return dialog;
}

/** antd's radio buttons hide the input itself: the visible label is what a person clicks. */
async function chooseType(dialog: Locator, type: string): Promise<void> {
  await dialog.locator('label.ant-radio-button-wrapper', { hasText: type }).click();
  expect(await dialog.getByRole('radio', { name: type }).isChecked()).toBe(true);
}

/** A screenshot and the WCAG AA contrast check, once the success toasts (which fade in and out) have gone. */
async function shootAndCheck(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.Toastify__toast'), undefined, { timeout: 10_000 });
  // Drawers, modals and menus slide and fade: the picture and the check wait for them to settle.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  await shoot(page, name);
  expect(await contrastViolations(page)).toEqual([]);
}

async function restockFilter(page: Page, on: boolean): Promise<void> {
  const toggle = page.getByRole('switch', { name: 'À réapprovisionner' });
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
}

describe('Stock', () => {
  it('creates a product after fixing its thresholds, moves its stock through the three levels and refuses a negative stock', async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Stock' }).click();
    await waitForPath(page, '/stocks');
    await page.getByText('Aucun produit pour le moment.').waitFor();

    await page.getByRole('button', { name: 'Nouveau produit' }).click();
    const form = page.getByRole('dialog', { name: 'Nouveau produit' });
    await form.getByLabel('Libellé', { exact: true }).fill('Ciment CPJ 45');
    await form.getByLabel('Catégorie', { exact: true }).fill('Liants');
    await form.getByLabel('Unité de stock', { exact: true }).fill('sac');
    await form.getByLabel("Seuil d'alerte", { exact: true }).fill('30');
    await form.getByLabel("Seuil d'avertissement", { exact: true }).fill('20');
    await form.getByLabel('Jour de stock', { exact: true }).fill('02/03/2026');
    await form.getByLabel('Jour de stock', { exact: true }).press('Enter');
    await form.getByLabel('Stock initial', { exact: true }).fill('25');
    await form.getByLabel('Couleur de fond', { exact: true }).fill('#8C8C8C');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText("Le seuil d'alerte ne peut pas dépasser le seuil d'avertissement").waitFor();
    await shootAndCheck(page, 'stock-form-error-1280');
    await form.getByLabel("Seuil d'alerte", { exact: true }).fill('10');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await toastShown(page, 'Produit « Ciment CPJ 45 » créé');

    const row = rowOf(page, 'Ciment CPJ 45');
    await row.waitFor();
    const normal = await levelOf(row);
    expect(normal.tag).toBe('Normal');
    expect(normal.rowClass).toContain('stock-row-normal');
    expect(await row.innerText()).toMatch(/Liants[\s\S]*25\s*sac[\s\S]*10[\s\S]*20[\s\S]*Normal[\s\S]*02\/03\/2026/);
    await row.getByRole('img', { name: 'Couleur #8c8c8c' }).waitFor();
    await page.getByText('1 produit · 0 à réapprovisionner').waitFor();
    await restockFilter(page, true);
    await page.getByText('Aucun produit ne correspond.').waitFor();
    await restockFilter(page, false);
    await row.waitFor();
    await shootAndCheck(page, 'stock-normal-1280');

    // 25 - 8 = 17: at most the warning threshold (20).
    await move(page, 'Ciment CPJ 45', 'Sortie', '8');
    await toastShown(page, 'Mouvement enregistré : Ciment CPJ 45 passe à 17 sacs');
    await row.locator('.stock-tag', { hasText: 'Avertissement' }).waitFor();
    const warning = await levelOf(row);
    expect(warning.rowClass).toContain('stock-row-avertissement');
    expect(warning.background).not.toBe(normal.background);
    await page.getByText('1 produit · 1 à réapprovisionner').waitFor();
    await restockFilter(page, true);
    await row.locator('.stock-tag', { hasText: 'Avertissement' }).waitFor();
    await shootAndCheck(page, 'stock-avertissement-1280');
    await restockFilter(page, false);

    // 17 - 10 = 7: at most the alert threshold (10).
    await move(page, 'Ciment CPJ 45', 'Sortie', '10');
    await toastShown(page, 'Mouvement enregistré : Ciment CPJ 45 passe à 7 sacs');
    await row.locator('.stock-tag', { hasText: 'Alerte' }).waitFor();
    const alert = await levelOf(row);
    expect(alert.rowClass).toContain('stock-row-alerte');
    expect(alert.background).not.toBe(normal.background);
    expect(alert.background).not.toBe(warning.background);
    await shootAndCheck(page, 'stock-alerte-1280');

    // No type is chosen for the user: saving without one says so, and records nothing.
    await rowOf(page, 'Ciment CPJ 45').getByRole('button', { name: 'Mouvement' }).click();
    const untyped = page.getByRole('dialog', { name: 'Mouvement — Ciment CPJ 45' });
    expect(await untyped.getByRole('radio', { checked: true }).count()).toBe(0);
    await untyped.getByLabel(/^Quantité/).fill('5');
    await untyped.getByRole('button', { name: 'Enregistrer le mouvement' }).click();
    await untyped.getByText('Choisissez le type de mouvement : entrée, sortie ou ajustement').waitFor();
    await untyped.getByRole('button', { name: 'Annuler' }).click();
    await untyped.waitFor({ state: 'hidden' });
    // An exit beyond the stock changes nothing and says why, on the quantity.
    const refused = await move(page, 'Ciment CPJ 45', 'Sortie', '100');
    await refused.getByText(INSUFFICIENT).waitFor();
    await shootAndCheck(page, 'stock-movement-refused-1280');
    await chooseType(refused, 'Entrée');
    await refused.getByLabel(/^Quantité/).fill('50');
    await refused.getByRole('button', { name: 'Enregistrer le mouvement' }).click();
    await toastShown(page, 'Mouvement enregistré : Ciment CPJ 45 passe à 57 sacs');
    await row.locator('.stock-tag', { hasText: 'Normal' }).waitFor();
    expect((await levelOf(row)).rowClass).toContain('stock-row-normal');
    await page.getByText('1 produit · 0 à réapprovisionner').waitFor();
    await restockFilter(page, true);
    await page.getByText('Aucun produit ne correspond.').waitFor();
    await restockFilter(page, false);
    await page.close();
  });

  // The product the test above left: 57 sacs after four movements.
  it('shows the product’s history, exports the list, and edits the thresholds without touching the stock', async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.goto(`${suite.app().url}/stocks`);
    const row = rowOf(page, 'Ciment CPJ 45');
    await row.waitFor();
    await row.getByRole('button', { name: 'Historique' }).click();
    const history = page.getByRole('dialog', { name: 'Historique — Ciment CPJ 45' });
    await history.getByText('Stock initial').waitFor();
    const lines = await history
      .locator('.ant-table-tbody tr.ant-table-row')
      .evaluateAll((rows) => rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => td.textContent?.trim() ?? '')));
    expect(lines.map((cells) => cells.slice(1, 4))).toEqual([
      ['Entrée', '+50', '57'],
      ['Sortie', '\u221210', '7'],
      ['Sortie', '\u22128', '17'],
      ['Ajustement', '+25', '25'],
    ]);
    expect(lines[0][0]).toBe(await today(page));
    expect(lines[3][0]).toBe('02/03/2026');
    expect(lines[0][6]).toBe('Nadia Berrada');
    await shootAndCheck(page, 'stock-history-1280');
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'hidden' });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter' }).click();
    await chooseMenuItem(page, 'Excel (.xlsx)');
    expect((await download).suggestedFilename()).toBe(`stock_${moroccoToday()}.xlsx`);

    // The edit form has no stock; raising the warning threshold above the stock makes the product to restock.
    await row.getByRole('button', { name: 'Modifier' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier le produit' });
    await edit.getByText('Stock actuel : 57 sacs.', { exact: false }).waitFor();
    await shootAndCheck(page, 'stock-edit-1280');
    expect(await edit.getByLabel('Stock initial', { exact: true }).count()).toBe(0);
    expect(await edit.getByLabel("Seuil d'avertissement", { exact: true }).inputValue()).toBe('20');
    await edit.getByLabel("Seuil d'avertissement", { exact: true }).fill('60');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await toastShown(page, 'Produit « Ciment CPJ 45 » mis à jour');
    await row.locator('.stock-tag', { hasText: 'Avertissement' }).waitFor();
    await page.getByText('1 produit · 1 à réapprovisionner').waitFor();
    await page.close();
  });

  it("shows every level on a phone in dark mode as cards with the stock and 'Mouvement' in view, and deletes a product", async () => {
    const signedIn = await suite.app().gql(`mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }`, {
      input: { email: manager.email, password: manager.password },
    });
    const token = signedIn.body.data.signIn.accessToken as string;
    for (const input of [
      {
        label: 'Sable 0/4',
        stockDay: '2026-03-02',
        alertThreshold: '5',
        warningThreshold: '10',
        stock: '2.5',
        unit: 'm³',
        category: 'Granulats',
        backgroundColor: '#d4b106',
      },
      {
        label: 'Gravette 8/15',
        stockDay: '2026-03-02',
        alertThreshold: '5',
        warningThreshold: '10',
        stock: '1234.5',
        unit: 'm³',
        category: 'Granulats',
        backgroundColor: null,
      },
    ]) {
      const created = await suite
        .app()
        .gql(`mutation($input: StockProductInput!) { createStockProduct(input: $input) { id level } }`, { input }, token);
      expect(created.body.errors).toBeUndefined();
    }

    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.getByRole('button', { name: 'Passer en mode sombre' }).click();
    await page.waitForFunction(
      () => document.documentElement.dataset.themeMode === 'dark' && !document.documentElement.hasAttribute('data-theme-pending'),
    );
    await page.goto(`${suite.app().url}/stocks`);
    // On a phone each product is a card: its level as a tag and a coloured edge, its stock with the unit, and
    // 'Mouvement' as a large button, all in view without scrolling sideways.
    await rowOf(page, 'Gravette 8/15').getByText('1\u202f234,5\u00a0m³').waitFor();
    await page.getByText('3 produits · 2 à réapprovisionner').waitFor();
    expect(await page.locator('.stock-table').count()).toBe(0);
    for (const [label, tag, edge] of [
      ['Sable 0/4', 'Alerte', 'stock-card-alerte'],
      ['Ciment CPJ 45', 'Avertissement', 'stock-card-avertissement'],
      ['Gravette 8/15', 'Normal', 'stock-card-normal'],
    ]) {
      const card = rowOf(page, label);
      expect((await card.locator('.stock-tag').innerText()).trim()).toBe(tag);
      expect(await card.getAttribute('class')).toContain(edge);
      const button = await card.getByRole('button', { name: `Mouvement ${label}` }).boundingBox();
      expect(button!.x + button!.width).toBeLessThanOrEqual(390);
      expect(button!.height).toBeGreaterThanOrEqual(40);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.mouse.move(0, 0);
    await shootAndCheck(page, 'stock-dark-390');

    await restockFilter(page, true);
    await rowOf(page, 'Sable 0/4').waitFor();
    await rowOf(page, 'Gravette 8/15').waitFor({ state: 'detached' });
    expect(await productCount(page)).toBe(2);
    await restockFilter(page, false);

    // Search (accents and case aside) and the category filter.
    const search = page.getByRole('search').getByLabel('Rechercher un produit, une catégorie');
    await search.fill('SABLE');
    await rowOf(page, 'Gravette 8/15').waitFor({ state: 'detached' });
    await rowOf(page, 'Sable 0/4').waitFor();
    expect(await productCount(page)).toBe(1);
    await search.fill('');
    await rowOf(page, 'Gravette 8/15').waitFor();
    await page.getByRole('search').getByLabel('Catégorie', { exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Liants' }).click();
    await rowOf(page, 'Sable 0/4').waitFor({ state: 'detached' });
    await rowOf(page, 'Ciment CPJ 45').waitFor();
    expect(await productCount(page)).toBe(1);
    await page.getByRole('search').getByLabel('Catégorie', { exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Toutes les catégories' }).click();
    await rowOf(page, 'Sable 0/4').waitFor();

    await move(page, 'Sable 0/4', 'Ajustement', '-3');
    await page.getByRole('dialog', { name: 'Mouvement — Sable 0/4' }).getByText(INSUFFICIENT).waitFor();
    await shootAndCheck(page, 'stock-movement-dark-390');
    await page
      .getByRole('dialog', { name: 'Mouvement — Sable 0/4' })
      .getByLabel(/^Quantité/)
      .fill('-0,5');
    await page.getByRole('dialog', { name: 'Mouvement — Sable 0/4' }).getByRole('button', { name: 'Enregistrer le mouvement' }).click();
    await toastShown(page, 'Mouvement enregistré : Sable 0/4 passe à 2 m³');

    await rowOf(page, 'Sable 0/4').getByRole('button', { name: 'Historique' }).click();
    const history = page.getByRole('dialog', { name: 'Historique — Sable 0/4' });
    await history.getByText('\u22120,5').waitFor();
    await shootAndCheck(page, 'stock-history-dark-390');
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'hidden' });

    await rowOf(page, 'Gravette 8/15').getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Supprimer' }).click();
    await toastShown(page, 'Produit « Gravette 8/15 » supprimé');
    await rowOf(page, 'Gravette 8/15').waitFor({ state: 'detached' });
    await page.getByText('2 produits · 2 à réapprovisionner').waitFor();
    await page.close();
  });
});
