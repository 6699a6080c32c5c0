import { createCompany, createSite, createSupplier, gqlErr, gqlOk, sql, type TestCompany } from '../../../test/company';
import { createPurchase, createRevenue, createServiceSheet } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';

/**
 * TVA apart, computed by hand. Company « Fès Bâtiment », subject to TVA (the default); site « Riad Fès », budget 100 000.
 *   revenues (montant TTC)   date        TTC       taux  HT = TTC × 100 / (100 + taux), half-up   TVA = TTC − HT
 *                            2025-03-05  12000.00  20    10000.00                                 2000.00
 *                            2025-03-20   1100.00  10     1000.00                                  100.00
 *                            2025-04-02      0.10  20        0.0833 -> 0.08                          0.02
 *                            2025-04-10    500.00   0      500.00                                    0.00
 *                            Σ TTC 13600.10, HT 11500.08, TVA collectée 2100.02
 *   purchases                2025-03-10  5000.00 HT at 20: TVA 1000.00, TTC 6000.00, paid 3000.00 (HT share 2500.00)
 *                            2025-04-15  1234.56 HT at 14: TVA 172.8384 -> 172.84, TTC 1407.40, paid in full (HT 1234.56)
 *                            Σ HT 6234.56, TVA déductible 1172.84, TTC 7407.40, paid 4407.40 (HT share 3734.56)
 *   sheet                    2025-03-17 (Lundi) 200.00 + 25.00 = 225.00
 *
 * Subject (HT): margin = 11500.08 − (6234.56 + 0.00 + 225.00) = 5040.52; 43.83 % of the revenues HT -> 43.8;
 *   5.04052 % of the budget -> 5.0; TVA balance 2100.02 − 1172.84 = 927.18 (due);
 *   engagé 6234.56 + 225.00 = 6459.56; réglé 3734.56 + 225.00 = 3959.56.
 *   March: 11000.00 − (5000.00 + 225.00) = 5775.00, 52.5 %; TVA 2100.00 − 1000.00 = 1100.00.
 *   April: 500.08 − 1234.56 = −734.48, −146.87 % -> −146.9; TVA 0.02 − 172.84 = −172.82 (a credit).
 * Not subject (TTC): margin = 13600.10 − (7407.40 + 225.00) = 5967.70; 43.88 % -> 43.9; 5.9677 % of the budget -> 6.0;
 *   engagé 7632.40; réglé 4407.40 + 225.00 = 4632.40.
 */
const LINE = 'revenues revenuesHT revenuesVAT purchasesHT purchasesVAT purchasesTTC subcontracting labour vatBalance margin marginPercent';
const GLOBAL = `query ($from: String, $to: String) { globalFinance(from: $from, to: $to) { vatSubject totals { ${LINE} } months { month ${LINE} } } }`;
const SUMMARY = `query ($id: ID!) { siteSummary(id: $id) { vatSubject ${LINE.replace(/labour |margin |marginPercent/g, '')}
  profitability profitabilityPercent committed paid } }`;
const SETTINGS = 'mutation ($v: Boolean) { updateCompanySettings(input: { vatSubject: $v }) { name vatSubject } }';
const COMMITTED = 'query { sites(filter: { search: "Riad" }) { items { id committed } } }';

let t: TestServer;
let fes: TestCompany;
let token: string;
let site: string;

const global = async (from: string, to: string) => gqlOk(await t.gql(GLOBAL, { from, to }, token)).globalFinance;
const summary = async () => gqlOk(await t.gql(SUMMARY, { id: site }, token)).siteSummary;
const setVatSubject = async (v: boolean) => gqlOk(await t.gql(SETTINGS, { v }, token)).updateCompanySettings;

beforeAll(async () => {
  t = await startTestServer();
  fes = await createCompany(t, 'Fès Bâtiment');
  token = fes.manager.accessToken;
  site = (await createSite(t, token, { name: 'Riad Fès', budget: '100000' })).id;
  const supplierId = (await createSupplier(t, token, { name: 'Zellige Fès' })).id;
  for (const [date, amount, vatRate] of [
    ['2025-03-05', '12000.00', '20'],
    ['2025-03-20', '1100.00', '10'],
    ['2025-04-02', '0.10', undefined],
    ['2025-04-10', '500.00', '0'],
  ]) {
    await createRevenue(t, token, site, { date, amount, vatRate, reference: `R-${date}` });
  }
  await createPurchase(t, token, site, { supplierId, date: '2025-03-10', amountHT: '5000.00', vatRate: '20', amountPaid: '3000.00' });
  await createPurchase(t, token, site, { supplierId, date: '2025-04-15', amountHT: '1234.56', vatRate: '14', amountPaid: '1407.40' });
  await createServiceSheet(t, token, site, { day: 'Lundi', date: '2025-03-17', amountPaid: '200.00', bonus: '25.00' });
});
afterAll(() => t.stop());

describe('a company subject to TVA', () => {
  it('splits each revenue into HT and TVA at its rate, 20 % when none is given', async () => {
    const rows = await sql(t, 'select date::text, amount, vat_rate, amount_ht, amount_vat from revenue where site_id = $1 order by date', [site]);
    expect(rows.map((r) => [r.date, r.amount, r.vat_rate, r.amount_ht, r.amount_vat])).toEqual([
      ['2025-03-05', '12000.00', '20.00', '10000.00', '2000.00'],
      ['2025-03-20', '1100.00', '10.00', '1000.00', '100.00'],
      ['2025-04-02', '0.10', '20.00', '0.08', '0.02'],
      ['2025-04-10', '500.00', '0.00', '500.00', '0.00'],
    ]);
  });

  it('gives the site its margin on HT amounts, the TVA apart, and the budget bar HT', async () => {
    expect(await summary()).toEqual({
      vatSubject: true,
      revenues: '13600.10',
      revenuesHT: '11500.08',
      revenuesVAT: '2100.02',
      purchasesHT: '6234.56',
      purchasesVAT: '1172.84',
      purchasesTTC: '7407.40',
      subcontracting: '225.00',
      vatBalance: '927.18',
      profitability: '5040.52',
      profitabilityPercent: '5.0',
      committed: '6459.56',
      paid: '3959.56',
    });
    expect(gqlOk(await t.gql(COMMITTED, {}, token)).sites.items).toEqual([{ id: site, committed: '6459.56' }]);
  });

  it('gives the global finance per month and in total, the months adding up to the total', async () => {
    const g = await global('2025-03-01', '2025-04-30');
    expect(g.vatSubject).toBe(true);
    const line = (revenues: string, revenuesHT: string, revenuesVAT: string, ht: string, vat: string, ttc: string, sub: string) => ({
      revenues,
      revenuesHT,
      revenuesVAT,
      purchasesHT: ht,
      purchasesVAT: vat,
      purchasesTTC: ttc,
      subcontracting: sub,
      labour: '0.00',
    });
    expect(g.months).toEqual([
      {
        month: '2025-03',
        ...line('13100.00', '11000.00', '2100.00', '5000.00', '1000.00', '6000.00', '225.00'),
        vatBalance: '1100.00',
        margin: '5775.00',
        marginPercent: '52.5',
      },
      {
        month: '2025-04',
        ...line('500.10', '500.08', '0.02', '1234.56', '172.84', '1407.40', '0.00'),
        vatBalance: '-172.82',
        margin: '-734.48',
        marginPercent: '-146.9',
      },
    ]);
    expect(g.totals).toEqual({
      ...line('13600.10', '11500.08', '2100.02', '6234.56', '1172.84', '7407.40', '225.00'),
      vatBalance: '927.18',
      margin: '5040.52',
      marginPercent: '43.8',
    });
  });

  it('sums the revenues HT and TVA of partial months from the records', async () => {
    // 15 March – 5 April: the revenues of 03-20 and 04-02 and the sheet of 03-17; both purchases are outside.
    const g = await global('2025-03-15', '2025-04-05');
    expect(g.totals).toMatchObject({
      revenues: '1100.10',
      revenuesHT: '1000.08',
      revenuesVAT: '100.02',
      purchasesHT: '0.00',
      vatBalance: '100.02',
      margin: '775.08',
      marginPercent: '77.5',
    });
  });

  it('refuses a rate that is not a TVA rate, and changes nothing', async () => {
    const before = await summary();
    const res = await t.gql(
      'mutation ($siteId: ID!, $input: RevenueInput!) { createRevenue(siteId: $siteId, input: $input) { id } }',
      { siteId: site, input: { label: 'x', date: '2025-03-01', reference: 'x', amount: '10', vatRate: '19.6' } },
      token,
    );
    expect(gqlErr(res).extensions.fields).toEqual({ vatRate: 'Taux de TVA invalide (20, 14, 10, 7 ou 0 %)' });
    expect(await summary()).toEqual(before);
  });
});

describe('the same company once it is not subject to TVA', () => {
  beforeAll(async () => {
    expect(await setVatSubject(false)).toEqual({ name: 'Fès Bâtiment', vatSubject: false });
  });
  afterAll(async () => {
    await setVatSubject(true);
  });

  it('reads margins, engagé and réglé on TTC amounts; the records keep their TVA', async () => {
    expect(await summary()).toMatchObject({
      vatSubject: false,
      revenues: '13600.10',
      revenuesHT: '11500.08',
      profitability: '5967.70',
      profitabilityPercent: '6.0',
      committed: '7632.40',
      paid: '4632.40',
    });
    expect(gqlOk(await t.gql(COMMITTED, {}, token)).sites.items).toEqual([{ id: site, committed: '7632.40' }]);
    const g = await global('2025-03-01', '2025-04-30');
    expect(g.vatSubject).toBe(false);
    expect(g.totals).toMatchObject({ margin: '5967.70', marginPercent: '43.9' });
  });

  it('records a new revenue without TVA unless a rate is given', async () => {
    const created = await createRevenue(t, token, site, { date: '2019-01-02', amount: '300.00' }, 'id vatRate amountHT amountVAT');
    expect(created).toMatchObject({ vatRate: '0.00', amountHT: '300.00', amountVAT: '0.00' });
    gqlOk(await t.gql('mutation ($id: ID!) { deleteRevenue(id: $id) }', { id: created.id }, token));
  });
});
