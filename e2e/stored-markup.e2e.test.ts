import type { Page } from 'playwright-core';
import { settle, toastShown } from './support/browser';
import { type Account, apiAs, createCompany, signIn, TINY_PNG } from './support/company';
import { useAppAndBrowser } from './support/suite';
import { moroccoToday } from './support/today';

type Api = Awaited<ReturnType<typeof apiAs>>;

/**
 * What a USER types is shown as text everywhere, including in the third-party widgets that draw it (the Gantt writes
 * its labels with innerHTML, the calendar, the dashboard's chart, the toasts): a title holding markup plants nothing.
 * The one place HTML is meant (an announcement, from the editor) keeps only what the editor's toolbar makes.
 */
const suite = useAppAndBrowser();
const MARKUP = '<img src="x" data-planted="1" onerror="window.__planted=1">Dalle R+1';
const SITE = '<svg data-planted="1" onload="window.__planted=1"></svg>Villa <b data-planted="1">Anfa</b>';
/** An announcement posted straight to the api, past the editor: only the paragraph and its bold survive. */
const ANNOUNCEMENT =
  '<p>Coulage de la dalle <b data-planted="1" onclick="window.__planted=1">demain</b><img src="x" data-planted="1" onerror="window.__planted=1"></p>' +
  '<script>window.__planted=1</script><svg data-planted="1" onload="window.__planted=1"></svg>' +
  '<a href="javascript:window.__planted=1" data-planted="1">voir le plan</a><iframe data-planted="1" src="javascript:window.__planted=1"></iframe>';
let manager: Account;
let user: Account;
let site: { id: string };
const today = moroccoToday();

let gql: Api['gql'];

/** Nothing planted: no element from the typed markup, no handler run, and the text is there as typed. */
async function plantedNothing(page: Page, where: string, shown: string): Promise<void> {
  await page
    .waitForFunction((text) => document.body.textContent!.includes(text), shown, { timeout: 10_000 })
    .catch(() => {
      throw new Error(`${where}: « ${shown} » is not shown`);
    });
  const planted = await page.evaluate(() => ({
    elements: document.querySelectorAll('[data-planted]').length,
    ran: (window as unknown as { __planted?: number }).__planted ?? 0,
  }));
  expect({ where, ...planted }).toEqual({ where, elements: 0, ran: 0 });
}

beforeAll(async () => {
  ({ manager, user } = await createCompany(suite.app(), 'balisage'));
  ({ gql } = await apiAs(suite.app(), user));
  // The USER's site, task, revenue and announcement: a colleague (the MANAGER) opens them.
  site = (await gql(`mutation($input: SiteInput!) { createSite(input: $input) { id } }`, { input: { name: SITE.slice(0, 100) } })).createSite;
  await gql(`mutation($input: TaskInput!) { createTask(input: $input, confirmConflicts: true) { id } }`, {
    input: { siteId: site.id, title: MARKUP, startDate: today, endDate: today },
  });
  await gql(`mutation($siteId: ID!, $input: RevenueInput!) { createRevenue(siteId: $siteId, input: $input) { id } }`, {
    siteId: site.id,
    input: { label: MARKUP, reference: 'FAC-1', date: today, amount: '1500.00' },
  });
  await gql(`mutation($siteId: ID!, $content: String) { postAnnouncement(siteId: $siteId, content: $content) { id } }`, {
    siteId: site.id,
    content: ANNOUNCEMENT,
  });
});

describe('markup typed by a user', () => {
  it('stays text in the Gantt, the calendar, the list and the dashboard, for every colleague who opens them', async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    for (const view of ['gantt', 'mois', 'liste']) {
      await page.goto(`${suite.app().url}/planning-global/?vue=${view}&date=${today}`);
      await settle(page);
      await plantedNothing(page, `planning-global ${view}`, 'onerror="window.__planted=1">Dalle R+1');
    }
    await page.goto(`${suite.app().url}/detail-chantier/${site.id}/planning?vue=gantt&date=${today}`);
    await plantedNothing(page, 'site gantt', 'Dalle R+1');
    await page.goto(`${suite.app().url}/dashboard`);
    // With the month's revenue, its chart too.
    await page.locator('.fin-chart .recharts-bar-rectangle').first().waitFor();
    await plantedNothing(page, 'dashboard', 'Villa <b data-planted="1">Anfa</b>');
    await page.goto(`${suite.app().url}/dashboard-chantiers`);
    await plantedNothing(page, 'sites', 'Villa');
    await page.close();
  });

  it("stays text in the site's news feed, in a toast that names the site, and beside the finance chart", async () => {
    const page = await suite.browser().page({ origin: suite.app().url });
    await signIn(page, suite.app(), manager);
    // The feed: the announcement keeps its paragraph and bold only; the records' names, as typed.
    await page.goto(`${suite.app().url}/detail-chantier/${site.id}/acutalit%C3%A9`);
    await page.locator('.news-announcement b', { hasText: 'demain' }).waitFor();
    await plantedNothing(page, 'news feed, announcement', 'Coulage de la dalle demain');
    expect(await page.locator('.news-announcement').last().innerHTML()).toBe('<p>Coulage de la dalle <b>demain</b></p><span>voir le plan</span>');
    await plantedNothing(page, 'news feed, records', 'onerror="window.__planted=1">Dalle R+1');
    // Markup typed in the editor is text too.
    await page.locator('.announcement-editor .ql-editor').click();
    await page.keyboard.type('<b data-planted="1">Réunion</b> à 9 h');
    await page.getByRole('button', { name: 'Publier' }).click();
    await toastShown(page, 'Annonce publiée');
    await plantedNothing(page, 'news feed, typed', '<b data-planted="1">Réunion</b> à 9 h');
    // With its spaces as typed: words wrap between them, not anywhere (the editor writes each as a non-breaking one).
    expect(await page.locator('.news-announcement').first().innerHTML()).toBe('<p>&lt;b data-planted="1"&gt;Réunion&lt;/b&gt; à 9 h</p>');

    // A toast naming the site: its name as typed.
    await page.goto(`${suite.app().url}/detail-chantier/${site.id}`);
    await page.locator('.form-field', { hasText: 'Plan du chantier' }).locator('input[type=file]').setInputFiles({
      name: 'plan.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await plantedNothing(page, 'toast', `Chantier « ${SITE} » mis à jour`);

    // The finance chart and its tooltip, beside the sites' names (its bars and axes are months and amounts).
    await page.goto(`${suite.app().url}/finance-globale`);
    await page.locator('.fin-chart .recharts-bar-rectangle').first().hover();
    await page.locator('.fin-chart-tooltip').waitFor();
    await plantedNothing(page, 'finance-globale', `Villa <b data-planted="1">Anfa</b>`);
    await page.close();
  });
});
