import { shoot } from './support/browser';
import { type Account, createCompany } from './support/company';
import { layoutProblems } from './support/layout';
import { latinSentences } from './support/latin-text';
import { useAppAndBrowser } from './support/suite';

const suite = useAppAndBrowser();
let manager: Account;

beforeAll(async () => {
  ({ manager } = await createCompany(suite.app(), 'Arabe'));
});

describe('the app in Arabic', () => {
  it.each([
    { width: 390, height: 844, dark: false, name: 'dashboard-ar-390' },
    { width: 1280, height: 800, dark: true, name: 'dashboard-ar-1280-dark' },
  ])('signs in and shows the dashboard right to left at $width px', async ({ width, height, dark, name }) => {
    const page = await suite.browser().page({ width, height, dark, origin: suite.app().url });
    await page.goto(`${suite.app().url}/sign-in?lng=ar`);
    await page.locator('input[type="email"]').fill(manager.email);
    await page.locator('input[type="password"]').fill(manager.password);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await page.getByText(`مرحبا ${manager.firstName} ${manager.lastName}`).waitFor();
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['rtl', 'ar']);
    await shoot(page, name);
    expect(await layoutProblems(page)).toEqual([]);
    expect(await latinSentences(page)).toEqual([]);
    await page.close();
  });
});
