import type { Page } from 'playwright-core';
import { contrastViolations } from './support/axe';
import { settle, shoot, waitForPath } from './support/browser';
import { type Account, createCompany, signIn } from './support/company';
import { useAppAndBrowser } from './support/suite';

const suite = useAppAndBrowser();
let manager: Account;
let siteId: string;
let token: string;

const dh = (text: string) => `${text.replace(/ /g, '\u202f')}\u00a0DH`;
/** A past week (5–11 October 2026), so that no rate change of today touches it. */
const MONDAY = '2026-10-05';

async function gql(query: string, variables: Record<string, unknown> = {}, bearer = token): Promise<any> {
  const res = await suite.app().gql(query, variables, bearer);
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data;
}

beforeAll(async () => {
  ({ manager } = await createCompany(suite.app(), 'cra'));
  const signedIn = await suite.app().gql(`mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }`, {
    input: { email: manager.email, password: manager.password },
  });
  token = signedIn.body.data.signIn.accessToken as string;
  siteId = (await gql(`mutation($input: SiteInput!) { createSite(input: $input) { id } }`, { input: { name: 'Villa Anfa', budget: '100000' } }))
    .createSite.id;
  const person = (input: Record<string, string>) =>
    gql(`mutation($input: PersonnelInput!) { createPersonnel(input: $input) { id } }`, {
      input: { phone: '0661234567', address: 'Casablanca', email: 'x@example.ma', ...input },
    }).then((d) => d.createPersonnel.id as string);
  const karim = await person({ lastName: 'Alami', firstName: 'Karim', cni: 'BK100001', trade: 'Maçon', dailyRate: '300', mealBonus: '30' });
  const said = await person({ lastName: 'Bennani', firstName: 'Saïd', cni: 'BK100002', trade: 'Ferrailleur', dailyRate: '250', mealBonus: '25' });
  await gql(`mutation($input: AssignmentInput!) { assignPersonnel(input: $input) { id } }`, {
    input: { siteId, personnelIds: [karim, said], startDate: '2026-09-01', endDate: '2026-12-31' },
  });
});

const cell = (page: Page, name: string, day: string) => page.getByRole('button', { name: new RegExp(`^${name}, ${day} :`) });

/** The week's values on one day (0 = Monday) as the api has them, once the background saves are in. */
async function waitForValues(col: number, expected: (string | null)[]): Promise<void> {
  let values: (string | null)[] = [];
  for (let attempt = 0; attempt < 20; attempt++) {
    const week = await gql(`query($id: ID!) { siteActivityWeek(siteId: $id, day: "2026-11-02") { rows { values } } }`, { id: siteId });
    values = week.siteActivityWeek.rows.map((r: { values: (string | null)[] }) => r.values[col]);
    if (JSON.stringify(values) === JSON.stringify(expected)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  expect(values).toEqual(expected);
}

describe('Rapport d’activité', () => {
  it('fills a week for two people, the site’s labour follows, and a validated month no longer changes', async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}/compte-rendu-activite/2026-10-07`);
    await page.getByText('Semaine du 5 octobre au 11 octobre 2026').waitFor();

    await page.getByRole('button', { name: 'Semaine complète pour Karim Alami' }).click();
    await cell(page, 'Karim Alami', 'vendredi 9 octobre').getByText('J').waitFor();
    await cell(page, 'Saïd Bennani', 'lundi 5 octobre').click();
    await cell(page, 'Saïd Bennani', 'mardi 6 octobre').click();
    await cell(page, 'Saïd Bennani', 'mardi 6 octobre').click();
    await cell(page, 'Saïd Bennani', 'mercredi 7 octobre').focus();
    await page.keyboard.press('0');
    await page.getByRole('button', { name: 'Saïd Bennani, mardi 6 octobre : demi-journée' }).waitFor();
    await page.getByRole('button', { name: 'Saïd Bennani, mercredi 7 octobre : absent' }).waitFor();
    // 5 × (300 + 30) and 1,5 × (250 + 25), once the saves are back.
    await page
      .getByRole('row', { name: /Karim Alami/ })
      .getByText(dh('1 650,00'))
      .waitFor();
    await page
      .getByRole('row', { name: /Saïd Bennani/ })
      .getByText(dh('412,50'))
      .waitFor();
    await page.mouse.move(0, 0);
    await settle(page);
    await shoot(page, 'activity-week-1280');
    expect(await contrastViolations(page)).toEqual([]);

    await page.goto(`${suite.app().url}/detail-chantier/${siteId}/finances`);
    await page.locator('[data-testid="fig-labour"]', { hasText: dh('2 062,50') }).waitFor();

    // The site's feed says the week was filled in, once for the sitting (not once per click), and leads back to it.
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}/acutalit%C3%A9`);
    const days = page.locator('.news-entry', { hasText: 'jours saisis' });
    await days.getByText('CRA', { exact: true }).waitFor();
    expect(await days.count()).toBe(1);
    await settle(page);
    await shoot(page, 'site-news-activity-1280');
    await days.getByRole('link').click();
    await page.getByRole('row', { name: /Karim Alami/ }).waitFor();

    await page.goto(`${suite.app().url}/activite-globale/${MONDAY}/`);
    await page.getByRole('heading', { name: 'CRA global' }).waitFor();
    await page.getByRole('table', { name: 'octobre 2026' }).getByRole('row', { name: /Total/ }).getByText(dh('2 062,50')).waitFor();
    await settle(page);
    await shoot(page, 'activity-month-1280');
    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter pour la paie (Excel)' }).click();
    expect((await exported).suggestedFilename()).toBe('cra_2026-10.xlsx');
    // SPEC's weekly view of the global report: the same days, a column per day, each person's days of the week.
    await page.locator('.ant-segmented').getByText('Semaine', { exact: true }).click();
    await page.waitForFunction(() => new URLSearchParams(window.location.search).get('vue') === 'semaine');
    const week = page.getByRole('table', { name: 'Semaine du 5 octobre au 11 octobre 2026' });
    await week
      .getByRole('row', { name: /Karim Alami/ })
      .getByRole('cell', { name: '5', exact: true })
      .waitFor();
    await week
      .getByRole('row', { name: /Saïd Bennani/ })
      .getByRole('cell', { name: '1,5', exact: true })
      .waitFor();
    await week
      .getByRole('row', { name: /Saïd Bennani/ })
      .getByLabel(/demi-journée/)
      .waitFor();
    await shoot(page, 'activity-global-week-1280');
    await page.getByRole('button', { name: 'Semaine suivante' }).click();
    await page.getByText('Aucune journée imputée cette semaine.').waitFor();
    await page.locator('.ant-segmented').getByText('Mois', { exact: true }).click();
    await page.getByRole('table', { name: 'octobre 2026' }).waitFor();
    await page.getByRole('combobox', { name: 'Tous les métiers' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^Maçon$/ }).click();
    await page.getByRole('table', { name: 'octobre 2026' }).getByRole('row', { name: /Total/ }).getByText(dh('1 650,00')).waitFor();
    expect(await page.getByRole('row', { name: /Saïd Bennani/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Jours fériés' }).click();
    const holidays = page.getByRole('dialog', { name: 'Jours fériés 2026' });
    await holidays.getByText('Fête de l’unité').waitFor();
    await holidays.getByRole('button', { name: 'Retirer le jour férié du 27/05/2026' }).click();
    await holidays.getByRole('button', { name: 'Retirer le jour férié du 27/05/2026' }).waitFor({ state: 'detached' });
    await settle(page);
    await shoot(page, 'activity-holidays-1280');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Valider le mois' }).click();
    await page.getByRole('button', { name: 'Valider le mois' }).last().click();
    await page.getByText('Mois validé : les journées ne se modifient plus sans déverrouillage.').waitFor();

    await page.goto(`${suite.app().url}/detail-chantier/${siteId}/compte-rendu-activite/${MONDAY}`);
    await page.getByText(/Ce mois est validé/).waitFor();
    expect(await cell(page, 'Karim Alami', 'samedi 10 octobre').isDisabled()).toBe(true);
    await page.close();
  });

  it('lets a site manager fill a day on a phone, in dark mode: the day of the address, everyone present at once, saved', async () => {
    const page = await suite.browser().page({ width: 390, height: 844, origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    await page.getByRole('button', { name: 'Passer en mode sombre' }).click();
    // A link to Wednesday opens on Wednesday.
    await page.goto(`${suite.app().url}/detail-chantier/${siteId}/compte-rendu-activite/2026-11-04`);
    await page.getByText('Semaine du 2 novembre au 8 novembre 2026').waitFor();
    await page.locator('.ant-segmented-item-selected', { hasText: 'Me 4' }).waitFor();
    await page.getByRole('button', { name: 'Tous présents (2 personnes à saisir)' }).click();
    await page.getByText(/^Enregistré à \d{2}:\d{2}$/).waitFor();
    await page.getByRole('button', { name: 'Tous présents' }).and(page.locator('[disabled]')).waitFor();
    await page.getByLabel('tout le monde saisi').waitFor();
    await page.getByRole('radiogroup', { name: 'Saïd Bennani' }).getByText('½').click();
    await page.getByText(/^Enregistré à/).waitFor();
    await waitForValues(2, ['1', '0.5']);

    // Another day: the address follows it, so a reload comes back to it.
    await page.locator('.ant-segmented-item', { hasText: 'Lu 2' }).click();
    await waitForPath(page, `/detail-chantier/${siteId}/compte-rendu-activite/2026-11-02`);
    await page.getByRole('radiogroup', { name: 'Karim Alami' }).getByText('Journée').click();
    await page.getByLabel('1 sur 2 saisis').waitFor();
    await page.getByText(/^Enregistré à/).waitFor();
    await waitForValues(0, ['1', null]);
    await page.reload();
    await page.locator('.ant-segmented-item-selected', { hasText: 'Lu 2' }).waitFor();
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await shoot(page, 'activity-day-dark-390');
    expect(await contrastViolations(page)).toEqual([]);
    await page.close();
  });
});
