import type { Page } from 'playwright-core';
import { settle } from './support/browser';
import { type Account, apiAs, createCompany, signIn } from './support/company';

type Api = Awaited<ReturnType<typeof apiAs>>;
import { useAppAndBrowser } from './support/suite';

/**
 * What a USER types is shown as text everywhere, including in the third-party widgets that draw it (the Gantt writes
 * its labels with innerHTML, the calendar, the dashboard's chart): a title holding markup plants nothing.
 */
const suite = useAppAndBrowser();
const MARKUP = '<img src="x" data-planted="1" onerror="window.__planted=1">Dalle R+1';
const SITE = '<svg data-planted="1" onload="window.__planted=1"></svg>Villa <b data-planted="1">Anfa</b>';
let manager: Account;
let user: Account;
const today = new Date().toISOString().slice(0, 10);

let gql: Api['gql'];

/** Nothing planted: no element from the typed markup, no handler run, and the text is there as typed. */
async function plantedNothing(page: Page, where: string, shown: string): Promise<void> {
  await page.waitForFunction((text) => document.body.textContent!.includes(text), shown, { timeout: 10_000 });
  const planted = await page.evaluate(() => ({
    elements: document.querySelectorAll('[data-planted]').length,
    ran: (window as unknown as { __planted?: number }).__planted ?? 0,
  }));
  expect({ where, ...planted }).toEqual({ where, elements: 0, ran: 0 });
}

beforeAll(async () => {
  ({ manager, user } = await createCompany(suite.app(), 'balisage'));
  ({ gql } = await apiAs(suite.app(), user));
});

describe('markup typed by a user', () => {
  it('stays text in the Gantt, the calendar, the list and the dashboard, for every colleague who opens them', async () => {
    // The USER's site and task: a colleague (the MANAGER) opens them.
    const site = (await gql(`mutation($input: SiteInput!) { createSite(input: $input) { id } }`, { input: { name: SITE.slice(0, 100) } })).createSite;
    await gql(`mutation($input: TaskInput!) { createTask(input: $input, confirmConflicts: true) { id } }`, {
      input: { siteId: site.id, title: MARKUP, startDate: today, endDate: today },
    });
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
    await plantedNothing(page, 'dashboard', 'Villa');
    await page.goto(`${suite.app().url}/dashboard-chantiers`);
    await plantedNothing(page, 'sites', 'Villa');
    await page.close();
  });
});
