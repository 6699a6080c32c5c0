// @both-databases: month totals kept in raw SQL under locks.
import { createCompany, createSite, createSupplier, gqlOk, sql, type TestCompany } from '../../../../test/company';
import { createPurchase, createRevenue, createServiceSheet } from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';
import { REBUILD_MONTHS_SQL } from './month-totals';

/**
 * The monthly totals are a cache of the records: after any mix of creations, changes (amount, date across months)
 * and deletions, concurrent ones included, they must equal a rebuild from the records.
 */
let t: TestServer;
let a: TestCompany;
let siteId: string;
let supplierId: string;
beforeAll(async () => {
  t = await startTestServer();
  a = await createCompany(t, 'Atlas BTP');
  const tok = a.manager.accessToken;
  siteId = (await createSite(t, tok, { name: 'Villa A' })).id;
  supplierId = (await createSupplier(t, tok, { name: 'Béton' })).id;
});
afterAll(() => t.stop());

const COLUMNS =
  'site_id, month::text as month, revenues::text, purchases_ht::text as ht, purchases_vat::text as vat, ' +
  'purchases_ttc::text as ttc, subcontracting::text as sub';
const stored = () =>
  sql(
    t,
    `select ${COLUMNS} from site_month_finance where site_id = $1 and (revenues <> 0 or purchases_ttc <> 0 or subcontracting <> 0) order by month`,
    [siteId],
  );
/** The totals rebuilt from the records (this replaces the kept ones: call it after reading them). */
async function rebuilt() {
  await sql(t, 'delete from site_month_finance');
  await sql(t, REBUILD_MONTHS_SQL);
  return stored();
}

const PURCHASE = `mutation ($s: ID!, $input: PurchaseInput!) { createPurchase(siteId: $s, input: $input) { id } }`;
const purchase = (date: string, amountHT: string, vatRate = '20') => ({ supplierId, label: 'Ciment', reference: 'F', date, amountHT, vatRate });

it('equal a rebuild from the records after creations, moves across months, deletions and concurrent saves', async () => {
  const tok = a.manager.accessToken;
  const ids: string[] = [];
  for (const [date, ht, rate] of [
    ['2026-01-15', '100.10', '20'],
    ['2026-01-31', '0.05', '10'],
    ['2026-02-01', '999999999999.99', '14'],
    ['2026-03-10', '12.34', '0'],
  ] as const) {
    ids.push((await createPurchase(t, tok, siteId, purchase(date, ht, rate))).id);
  }
  const revenue = (await createRevenue(t, tok, siteId, { label: 'Avance', reference: 'R', date: '2026-01-05', amount: '5000.10' })).id;
  const sheet = (await createServiceSheet(t, tok, siteId, { date: '2026-02-02', amountPaid: '300', bonus: '0.30', supplier: 'X', worker: 'Said' }))
    .id;
  // A purchase moves from January to March with a new amount; a revenue moves to February; one purchase goes.
  gqlOk(
    await t.gql(
      `mutation ($id: ID!, $input: PurchaseInput!) { updatePurchase(id: $id, input: $input) { id } }`,
      { id: ids[0], input: purchase('2026-03-31', '200.00') },
      tok,
    ),
  );
  gqlOk(
    await t.gql(
      `mutation ($id: ID!, $input: RevenueInput!) { updateRevenue(id: $id, input: $input) { id } }`,
      { id: revenue, input: { label: 'Avance', reference: 'R', date: '2026-02-28', amount: '4000' } },
      tok,
    ),
  );
  gqlOk(await t.gql(`mutation ($id: ID!) { deletePurchase(id: $id) }`, { id: ids[1] }, tok));
  gqlOk(
    await t.gql(
      `mutation ($id: ID!, $input: ServiceSheetInput!) { updateServiceSheet(id: $id, input: $input) { id } }`,
      { id: sheet, input: { day: 'Mardi', date: '2026-03-03', amountPaid: '100', bonus: '1', supplier: 'X', phone: '0612345678', worker: 'Said' } },
      tok,
    ),
  );
  // 30 purchases of one month saved at once: none of their additions may be lost.
  const runs = await Promise.all(Array.from({ length: 30 }, () => t.gql(PURCHASE, { s: siteId, input: purchase('2026-04-10', '0.10') }, tok)));
  runs.forEach((r) => gqlOk(r));

  const now = await stored();
  expect(now.length).toBeGreaterThan(0);
  expect(now).toEqual(await rebuilt());
  expect(now.find((m) => m.month === '2026-04-01')).toMatchObject({ ht: '3.00', vat: '0.60', ttc: '3.60' });
  expect(now.find((m) => m.month === '2026-01-01')).toBeUndefined();
  const figures = gqlOk(
    await t.gql(`query ($id: ID!) { siteSummary(id: $id) { revenues purchasesHT purchasesTTC subcontracting } }`, { id: siteId }, tok),
  ).siteSummary;
  const [raw] = await sql(
    t,
    `select (select sum(amount_ht)::text from purchase where site_id = $1) as ht, (select sum(amount_ttc)::text from ` +
      `purchase where site_id = $1) as ttc, (select sum(amount)::text from revenue where site_id = $1) as rev, (select ` +
      `sum(amount_paid + bonus)::text from service_sheet where site_id = $1) as sub`,
    [siteId],
  );
  expect(figures).toEqual({ revenues: raw.rev, purchasesHT: raw.ht, purchasesTTC: raw.ttc, subcontracting: raw.sub });
}, 60_000);
