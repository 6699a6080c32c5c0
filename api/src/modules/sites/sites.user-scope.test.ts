import dayjs from 'dayjs';
import {
  addMember,
  bearer,
  createCompany,
  createSite,
  createSupplier,
  GET_SITE,
  gqlErr,
  gqlOk,
  LIST_SITES,
  type Member,
  sql,
  type TestCompany,
} from '../../../test/company';
import { createPerson, createPurchase, createRevenue, createProduct } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { ASSIGN } from '../personnel/assignments/assignments.test-helpers';

/**
 * A 'Gestionnaire Chantier' (USER) works on the sites they manage or created; an 'Admin Société' (MANAGER) on all.
 * Site pages and their records answer NOT_FOUND to a USER for any other site (as another company's would), and
 * change nothing; the company's finances are the MANAGER's.
 */
let t: TestServer;
let company: TestCompany;
let user: Member;
let other: Member;
let mine: string;
let created: string;
let theirs: string;
let theirPurchase: string;
let supplier: string;

const month = dayjs().format('YYYY-MM');
const today = dayjs().format('YYYY-MM-DD');

beforeAll(async () => {
  t = await startTestServer();
  company = await createCompany(t, 'Atlas BTP');
  user = await addMember(t, company, { firstName: 'Yassine' });
  other = await addMember(t, company, { firstName: 'Hind' });
  const manager = company.manager.accessToken;
  mine = (await createSite(t, manager, { name: 'Villa Anfa', managerId: user.id })).id;
  created = (await createSite(t, user.accessToken, { name: 'Dépôt Ain Sebaa' })).id;
  theirs = (await createSite(t, manager, { name: 'Tour Hassan', managerId: other.id, client: 'Client confidentiel' })).id;
  supplier = (await createSupplier(t, manager)).id;
  await createRevenue(t, manager, mine, { amount: '1000.00', date: today });
  await createRevenue(t, manager, theirs, { amount: '90000.00', date: today });
  theirPurchase = (await createPurchase(t, manager, theirs, { supplierId: supplier, amountHT: '500.00', date: today })).id;
});
afterAll(() => t.stop());

const names = (page: { items: { name: string }[] }) => page.items.map((s) => s.name).sort();

describe('a USER and the sites of their company', () => {
  it('lists only the sites they manage or created, with the right total, in the list, the search and the dashboard', async () => {
    const page = gqlOk(await t.gql(LIST_SITES, { filter: {}, first: 50 }, user.accessToken)).sites;
    expect({ names: names(page), total: page.totalCount }).toEqual({ names: ['Dépôt Ain Sebaa', 'Villa Anfa'], total: 2 });
    const searched = gqlOk(await t.gql(LIST_SITES, { filter: { search: 'tour' }, first: 50 }, user.accessToken)).sites;
    expect({ names: names(searched), total: searched.totalCount }).toEqual({ names: [], total: 0 });
    const latest = gqlOk(await t.gql(`query { latestSites(limit: 10) { name } }`, {}, user.accessToken)).latestSites;
    expect(latest.map((s: { name: string }) => s.name).sort()).toEqual(['Dépôt Ain Sebaa', 'Villa Anfa']);
    const all = gqlOk(await t.gql(LIST_SITES, { filter: {}, first: 50 }, company.manager.accessToken)).sites;
    expect(all.totalCount).toBe(3);
    const rest = await t.rest('GET', '/chantiers/list', undefined, bearer(user));
    expect(rest.body.totalElements).toBe(2);
    expect(JSON.stringify(rest.body)).not.toContain('Tour Hassan');
  });

  it("answers NOT_FOUND on another manager's site and its records, and changes nothing", async () => {
    const before = await sql(t, 'select name, archived from site where id = $1', [theirs]);
    const calls: [string, string, Record<string, unknown>][] = [
      ['site', GET_SITE, { id: theirs }],
      ['updateSite', `mutation ($id: ID!) { updateSite(id: $id, input: { name: "Pris" }) { id } }`, { id: theirs }],
      ['archiveSite', `mutation ($id: ID!) { archiveSite(id: $id) { id } }`, { id: theirs }],
      ['siteSummary', `query ($id: ID!) { siteSummary(id: $id) { progress } }`, { id: theirs }],
      ['purchases', `query ($id: ID!) { purchases(siteId: $id) { total } }`, { id: theirs }],
      ['revenues', `query ($id: ID!) { revenues(siteId: $id) { total } }`, { id: theirs }],
      ['siteNews', `query ($id: ID!) { siteNews(siteId: $id) { totalCount } }`, { id: theirs }],
      [
        'createRevenue',
        `mutation ($id: ID!) { createRevenue(siteId: $id, input: { label: "x", reference: "S-9", date: "${today}", amount: "1.00" }) { id } }`,
        { id: theirs },
      ],
      ['deletePurchase', `mutation ($id: ID!) { deletePurchase(id: $id) }`, { id: theirPurchase }],
      [
        'updatePurchase',
        `mutation ($id: ID!, $input: PurchaseInput!) { updatePurchase(id: $id, input: $input) { id } }`,
        { id: theirPurchase, input: { supplierId: supplier, label: 'x', reference: 'x', date: today, amountHT: '1.00', vatRate: '20' } },
      ],
    ];
    for (const [name, query, vars] of calls) {
      const err = gqlErr(await t.gql(query, vars, user.accessToken));
      expect({ name, code: err.extensions.code }).toEqual({ name, code: name === 'deletePurchase' ? 'FORBIDDEN' : 'NOT_FOUND' });
    }
    expect(await sql(t, 'select name, archived from site where id = $1', [theirs])).toEqual(before);
    expect((await sql(t, 'select amount_ht from purchase where id = $1', [theirPurchase]))[0].amount_ht).toBe('500.00');
    expect((await sql(t, 'select count(*)::int as n from revenue where site_id = $1', [theirs]))[0].n).toBe(1);
    for (const path of [`/chantiers/get/${theirs}`, `/chantiers/finances/${theirs}`]) {
      const res = await t.rest('GET', path, undefined, bearer(user));
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(JSON.stringify(res.body)).not.toContain('Client confidentiel');
    }
    const exported = await fetch(`${t.url}/api/v1/chantiers/recettes/export?idChantier=${theirs}&format=csv`, { headers: bearer(user) });
    expect(exported.status).toBe(404);
  });

  it('works fully on their own sites: records, figures, feed', async () => {
    await createRevenue(t, user.accessToken, created, { amount: '250.00', date: today });
    const revenues = gqlOk(await t.gql(`query ($id: ID!) { revenues(siteId: $id) { total } }`, { id: mine }, user.accessToken)).revenues;
    expect(revenues.total).toBe(1);
    const summary = gqlOk(await t.gql(`query ($id: ID!) { siteSummary(id: $id) { revenues } }`, { id: created }, user.accessToken)).siteSummary;
    expect(summary.revenues).toBe('250.00');
  });

  it('sees the month and the finances of their sites only, on the dashboard, Finance globale and its export', async () => {
    const m = gqlOk(await t.gql(`query ($month: String) { monthFinance(month: $month) { current { revenues } } }`, { month }, user.accessToken));
    expect(m.monthFinance.current.revenues).toBe('1250.00');
    const all = gqlOk(
      await t.gql(`query ($month: String) { monthFinance(month: $month) { current { revenues } } }`, { month }, company.manager.accessToken),
    );
    expect(all.monthFinance.current.revenues).toBe('91250.00');
    const period = { from: `${month}-01`, to: today };
    const global = await t.gql(
      `query ($from: String!, $to: String!) { globalFinance(from: $from, to: $to) { totals { revenues } } }`,
      period,
      user.accessToken,
    );
    expect(gqlOk(global).globalFinance.totals.revenues).toBe('1250.00');
    const exported = await fetch(`${t.url}/api/v1/chantiers/finance-globale/export?dateDebut=${period.from}&dateFin=${period.to}&format=csv`, {
      headers: bearer(user),
    });
    expect(exported.status).toBe(200);
    const csv = await exported.text();
    expect(csv).toContain('Villa Anfa');
    expect(csv).not.toContain('Tour Hassan');
  });

  it("still sees people busy on another manager's site, and cannot assign to that site", async () => {
    const person = await createPerson(t, company.manager.accessToken);
    const week = { startDate: today, endDate: today };
    gqlOk(await t.gql(ASSIGN, { input: { siteId: theirs, personnelIds: [person.id], ...week } }, company.manager.accessToken));
    const free = gqlOk(
      await t.gql(
        `query ($s: String, $e: String) { unassignedPersonnel(startDate: $s, endDate: $e) { id } }`,
        { s: today, e: today },
        user.accessToken,
      ),
    ).unassignedPersonnel;
    expect(free.map((p: { id: string }) => p.id)).not.toContain(person.id);
    const overlap = gqlErr(await t.gql(ASSIGN, { input: { siteId: mine, personnelIds: [person.id], ...week } }, user.accessToken));
    expect(overlap.extensions.code).toBe('CONFLICT');
    const other2 = await createPerson(t, company.manager.accessToken);
    const refused = gqlErr(await t.gql(ASSIGN, { input: { siteId: theirs, personnelIds: [other2.id], ...week } }, user.accessToken));
    expect(refused.extensions.code).toBe('NOT_FOUND');
  });

  it("keeps the site's name in a product's history, and refuses a movement on another manager's site", async () => {
    const product = await createProduct(t, company.manager.accessToken, { stock: '10' });
    const MOVE = `mutation ($p: ID!, $input: StockMovementInput!) { addStockMovement(productId: $p, input: $input) { movement { id } } }`;
    const move = (siteId: string, token: string) =>
      t.gql(MOVE, { p: product.id, input: { type: 'SORTIE', quantity: '1', date: today, siteId } }, token);
    gqlOk(await move(theirs, company.manager.accessToken));
    expect(gqlErr(await move(theirs, user.accessToken)).extensions.code).toBe('NOT_FOUND');
    gqlOk(await move(mine, user.accessToken));
    const history = gqlOk(
      await t.gql(`query ($p: ID!) { stockMovements(productId: $p) { items { site { name } } } }`, { p: product.id }, user.accessToken),
    ).stockMovements.items;
    expect(history.map((m: { site: { name: string } | null }) => m.site?.name).sort()).toEqual(['Tour Hassan', 'Villa Anfa']);
  });
});
