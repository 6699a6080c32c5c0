import type { Page } from 'playwright-core';
import { mirroredAmounts } from './support/amounts';
import { chooseOpenOption, settle, shoot, waitForPath } from './support/browser';
import { type Account, apiAs, createCompany } from './support/company';
import { layoutProblems } from './support/layout';
import { latinSentences } from './support/latin-text';
import { useAppAndBrowser } from './support/suite';

const suite = useAppAndBrowser();
let manager: Account;
let siteId: string;

/** '1 481,40' as the app writes it in Arabic: narrow spaces between thousands, the unit after a no-break space, isolated. */
const dh = (text: string) => `\u2066${text.replace(/ /g, '\u202f')}\u00a0DH\u2069`;

beforeAll(async () => {
  ({ manager } = await createCompany(suite.app(), 'ar390'));
  const api = await apiAs(suite.app(), manager);
  const site = await api.gql(`mutation($input: SiteInput!) { createSite(input: $input) { id } }`, {
    input: { name: 'Villa Anfa', client: 'M. Alami', city: 'Casablanca', budget: '1234567.5' },
  });
  siteId = site.createSite.id;
  await api.gql(`mutation($input: SupplierInput!) { createSupplier(input: $input) { id } }`, {
    input: { name: 'Béton Atlas', ice: '001234567000089', email: 'contact@beton-atlas.ma', phone: '0522123456', address: 'Casablanca' },
  });
});

/**
 * What a screen shows wrong in Arabic on a phone, by kind: French or English left, something cut or wider than the
 * window, an amount mirrored. Each screen is written down (a screenshot with SCREENSHOTS=1) and judged once all are
 * walked, so one run names every screen's problems.
 */
const found: Record<string, { latin: string[]; layout: string[]; amounts: string[] }> = {};
async function look(page: Page, name: string): Promise<void> {
  await settle(page);
  await shoot(page, `arabic-journey-${name}`);
  const seen = { latin: await latinSentences(page), layout: await layoutProblems(page), amounts: await mirroredAmounts(page) };
  if (seen.latin.length || seen.layout.length || seen.amounts.length) found[name] = seen;
}

describe('the Arabic journey on a phone', () => {
  it('signs in, opens a site, records a purchase and reads the dashboard, in Arabic at 390 px', async () => {
    const app = suite.app();
    const page = await suite.browser().page({ width: 390, height: 844, origin: app.url });

    // Sign in.
    await page.goto(`${app.url}/sign-in?lng=ar`);
    await page.getByRole('heading', { name: 'تسجيل الدخول' }).waitFor();
    await look(page, 'sign-in');
    await page.locator('input[type="email"]').fill(manager.email);
    await page.locator('input[type="password"]').fill(manager.password);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await page.getByText(`مرحبا ${manager.firstName} ${manager.lastName}`).waitFor();
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['rtl', 'ar']);

    // The sites, from the menu.
    await page.getByRole('button', { name: 'إظهار القائمة أو إخفاؤها' }).click();
    await page.locator('.shell-drawer').getByRole('menuitem', { name: 'الأوراش' }).click();
    await waitForPath(page, '/dashboard-chantiers');
    await page.getByRole('heading', { name: 'أوراشك', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Villa Anfa' }).waitFor();
    await look(page, 'sites');

    // One site.
    await page.getByRole('link', { name: 'Villa Anfa' }).click();
    await waitForPath(page, `/detail-chantier/${siteId}`);
    await page.getByRole('heading', { name: 'Villa Anfa', level: 1 }).waitFor();
    await page.getByText(dh('1 234 567,50')).first().waitFor();
    await look(page, 'site');
    // Its back button points right, where the way back is in Arabic.
    const back = page.getByRole('link', { name: 'الرجوع إلى الأوراش' }).locator('.anticon-arrow-left > svg');
    expect(await back.evaluate((svg) => getComputedStyle(svg).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');

    // Its purchases.
    await page
      .getByRole('link', { name: /المالية|مالية/ })
      .first()
      .click();
    await waitForPath(page, `/detail-chantier/${siteId}/finances`);
    await page.getByText('لا توجد أي مشتريات خلال هذه الفترة.').waitFor();
    await look(page, 'purchases-empty');

    // A new purchase with its supplier and an amount with decimals, partly paid by cheque.
    await page.getByRole('button', { name: 'إضافة' }).first().click();
    const form = page.getByRole('dialog', { name: 'شراء جديد' });
    await form.getByLabel('المورد', { exact: true }).click();
    await chooseOpenOption(page, 'Béton Atlas');
    await form.getByLabel('البيان', { exact: true }).fill('Ciment CPJ 45');
    await form.getByLabel('المرجع', { exact: true }).fill('FA-2026-017');
    await form.getByLabel('المبلغ دون احتساب الرسوم (DH)', { exact: true }).fill('1234,50');
    await form.getByTestId('ttc-preview').getByText(dh('1 481,40')).waitFor();
    await form.getByLabel('المبلغ المسدد (DH)', { exact: true }).fill('481,40');
    await form.getByLabel('طريقة التسديد', { exact: true }).click();
    await chooseOpenOption(page, 'شيك');
    await look(page, 'purchase-form');
    await form.getByRole('button', { name: 'حفظ' }).click();
    await page.getByText('تم تسجيل الشراء «Ciment CPJ 45»').waitFor();
    await form.waitFor({ state: 'hidden' });

    // The purchase in the list: TTC, what is left to pay.
    const card = page.locator('article.record-card', { hasText: 'Ciment CPJ 45' });
    await card.getByText(dh('1 481,40')).waitFor();
    await card.getByText(dh('1 000,00')).first().waitFor();
    await look(page, 'purchases');

    // The dashboard, from the header's logo.
    await page.getByRole('link', { name: 'Chantiers — لوحة القيادة' }).click();
    await waitForPath(page, '/dashboard');
    await page.getByText(`مرحبا ${manager.firstName} ${manager.lastName}`).waitFor();
    await look(page, 'dashboard');

    // The purchases once more in the dark, in the same session.
    const dark = await suite.browser().page({ width: 390, height: 844, dark: true });
    await dark.goto(`${app.url}/detail-chantier/${siteId}/finances`);
    await dark.locator('article.record-card', { hasText: 'Ciment CPJ 45' }).getByText(dh('1 481,40')).waitFor();
    await look(dark, 'purchases-dark');
    await dark.close();
    await page.close();

    expect(found).toEqual({});
  });
});
