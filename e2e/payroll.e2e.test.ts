import { randomUUID } from 'node:crypto';
import { FIXTURE_ENTRIES, FIXTURE_MONTH, FIXTURE_WORKERS } from '../api/src/modules/accounting/payroll/payroll-fixture';
import { shoot } from './support/browser';
import { type Account, createCompany, signIn } from './support/company';
import { useAppAndBrowser } from './support/suite';

const suite = useAppAndBrowser();
let manager: Account;

const dh = (text: string) => `${text.replace(/ /g, '\u202f')}\u00a0DH`;

async function gql(query: string, variables: Record<string, unknown>, token: string): Promise<any> {
  const res = await suite.app().gql(query, variables, token);
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data;
}

/** The hand-computed month of payroll-fixture.md, saved as the CRA's entries of one company. */
beforeAll(async () => {
  const app = suite.app();
  ({ manager } = await createCompany(app, 'cnss'));
  const signedIn = await app.gql(`mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }`, {
    input: { email: manager.email, password: manager.password },
  });
  const token = signedIn.body.data.signIn.accessToken as string;
  const companyId = (await gql('query { me { companyId } }', {}, token)).me.companyId as string;
  const site = async (name: string) =>
    (await gql(`mutation($input: SiteInput!) { createSite(input: $input) { id } }`, { input: { name } }, token)).createSite.id;
  const sites = [await site('Villa Anfa'), await site('Immeuble Agdal')];
  const ids: Record<string, string> = {};
  for (const w of FIXTURE_WORKERS) {
    const input = {
      lastName: w.lastName,
      firstName: w.firstName,
      cni: w.cni,
      phone: '0661234567',
      address: 'Rabat',
      trade: 'Maçon',
      dailyRate: '150',
      mealBonus: '0',
      email: 'x@example.ma',
      cnssNumber: w.cnssNumber,
    };
    ids[w.id] = (await gql(`mutation($input: PersonnelInput!) { createPersonnel(input: $input) { id } }`, { input }, token)).createPersonnel.id;
  }
  for (const e of FIXTURE_ENTRIES)
    await app.sql(
      `insert into activity_entry (id, company_id, site_id, personnel_id, day, value, daily_rate, meal_bonus, net, bonus, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now(), now())`,
      [randomUUID(), companyId, sites[e.site], ids[e.personnelId], e.day, e.value, e.dailyRate, e.mealBonus, e.net, e.bonus],
    );
  await app.sql(`update company set cnss = '1234567' where id = $1`, [companyId]);
});

describe('Comptabilité › Déclaration CNSS', () => {
  it('shows the month’s workers with their warnings and totals, and gives the e-BDS file', async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.goto(`${suite.app().url}/comptabilite/declaration-cnss?mois=${FIXTURE_MONTH}`);
    const bennani = page.getByRole('row', { name: /BENNANI Karim/ });
    await bennani.waitFor();
    await expect(bennani.getByText(dh('8 011,52')).count()).resolves.toBe(1);
    await expect(
      page
        .getByRole('row', { name: /ALAMI Ahmed/ })
        .getByText('27 jours au CRA : 26 déclarés')
        .count(),
    ).resolves.toBe(1);
    await expect(page.getByText('non immatriculé').count()).resolves.toBe(1);
    await expect(page.getByText(dh('3 278,45')).count()).resolves.toBeGreaterThan(0);
    await shoot(page, 'payroll-desk');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Fichier e-BDS/ }).click()]);
    expect(download.suggestedFilename()).toBe('DS_1234567_202605.txt');

    const phone = await suite.browser().page({ origin: suite.app().url, width: 390, height: 844 });
    await signIn(phone, suite.app(), manager);
    await phone.goto(`${suite.app().url}/comptabilite/declaration-cnss?mois=${FIXTURE_MONTH}`);
    await phone.getByText('CHERKAOUI Saïd').waitFor();
    await expect(phone.locator('table').count()).resolves.toBe(0);
    await shoot(phone, 'payroll-phone');
  }, 40_000);
});
