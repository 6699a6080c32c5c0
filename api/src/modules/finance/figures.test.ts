import { addMember, createCompany, createSite, gqlErr, gqlOk, sql, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import { feed } from '../sites/news/site-news.test-helpers';

/**
 * THE FIXTURE, computed by hand (TVA = HT × taux / 100 rounded half-up at the centime, TTC = HT + TVA).
 *
 * Site « Tour Hassan », budget 200 000,00:
 *   purchases   date        HT         taux  TVA (exact -> rounded)   TTC
 *               2024-01-15  10000.00   20    2000.00                  12000.00
 *               2024-02-10   1234.56   14     172.8384 -> 172.84       1407.40
 *               2024-02-20    999.99   10      99.999  -> 100.00       1099.99
 *               2024-03-01      0.05    7       0.0035 ->   0.00         0.05
 *               2024-05-05   5000.00    0       0.00                    5000.00
 *               2024-05-31      0.15   10       0.015  ->   0.02         0.17
 *               Σ HT 17234.75          Σ TVA 2272.86                 Σ TTC 19507.61
 *   revenues    2024-01-20 30000.00, 2024-03-10 15000.50, 2024-03-11 0.10, 2024-04-01 0.20   Σ 45000.80
 *   sheets      2024-02-05 (Lundi) 300.00 + 50.00, 2024-03-06 (Mercredi) 450.25 + 0.00,
 *               2024-05-31 (Vendredi) 0.10 + 0.20                                         Σ 800.55
 *   labour 0.00 (no activity reports yet)
 *   rentabilité = 45000.80 − (19507.61 + 0.00 + 800.55) = 45000.80 − 20308.16 = 24692.64
 *   % = 24692.64 / 200000 × 100 = 12.34632 -> 12.3
 *
 * Site « Écoles Agadir », no budget:
 *   purchases   2024-03-20 2000.00 at 20 -> 400.00, TTC 2400.00; 2024-07-14 100.00 at 14 -> 14.00, TTC 114.00;
 *               2025-01-01 50.00 at 20 -> 10.00, TTC 60.00 (after 2024)
 *   revenues    2024-07-01 5000.00; 2023-12-31 999.00 (before 2024)
 *   sheets      2024-11-04 (Lundi) 100.00 + 10.00
 *   rentabilité = (5000.00 + 999.00) − (2400.00 + 114.00 + 60.00 + 110.00) = 5999.00 − 2684.00 = 3315.00, % null
 *
 * Company B has records in 2024 too; none of its money may appear in company A's figures.
 */
const LINE = 'revenues purchasesHT purchasesTTC subcontracting labour margin';
const SUMMARY =
  `query ($id: ID!) { siteSummary(id: $id) { progress budget revenues purchasesHT purchasesVAT ` +
  `purchasesTTC labourGross labourNet labourBonus subcontracting profitability profitabilityPercent } }`;
const GLOBAL =
  `query ($from: String, $to: String) { globalFinance(from: $from, to: $to) { from to totals { ${LINE} } ` +
  `sites { site { id name } ${LINE} } months { month ${LINE} } } }`;
const MONTH = `query ($month: String) { monthFinance(month: $month) { month current { ${LINE} } previous { ${LINE} } lastMonths { month ${LINE} } } }`;
const TASKS = `query ($month: String) { monthTasks(month: $month) { id title startDate endDate siteName } }`;
const LATEST = `query ($limit: Int) { latestSites(limit: $limit) { id name archived } }`;
const DELETE_SITE = `mutation ($id: ID!) { deleteSite(id: $id) { deleted message } }`;
const DELETE_SUPPLIER = `mutation ($id: ID!) { deleteSupplier(id: $id) }`;
const CREATE_SUPPLIER = `mutation ($input: SupplierInput!) { createSupplier(input: $input) { id } }`;
const CREATE_PURCHASE = `mutation ($siteId: ID!, $input: PurchaseInput!) { createPurchase(siteId: $siteId, input: $input) { id amountVAT amountTTC } }`;
const UPDATE_PURCHASE = `mutation ($id: ID!, $input: PurchaseInput!) { updatePurchase(id: $id, input: $input) { id } }`;
const DELETE_PURCHASE = `mutation ($id: ID!) { deletePurchase(id: $id) }`;
const CREATE_REVENUE = `mutation ($siteId: ID!, $input: RevenueInput!) { createRevenue(siteId: $siteId, input: $input) { id } }`;
const UPDATE_REVENUE = `mutation ($id: ID!, $input: RevenueInput!) { updateRevenue(id: $id, input: $input) { id } }`;
const DELETE_REVENUE = `mutation ($id: ID!) { deleteRevenue(id: $id) }`;
const CREATE_SHEET = `mutation ($siteId: ID!, $input: ServiceSheetInput!) { createServiceSheet(siteId: $siteId, input: $input) { id } }`;
const UPDATE_SHEET = `mutation ($id: ID!, $input: ServiceSheetInput!) { updateServiceSheet(id: $id, input: $input) { id } }`;
const DELETE_SHEET = `mutation ($id: ID!) { deleteServiceSheet(id: $id) }`;

const ARCHIVED_INSTEAD = 'Ce chantier a des achats, recettes ou fiches de service : il est archivé au lieu d’être supprimé.';
const SUPPLIER_IN_USE = 'Ce fournisseur figure sur des achats : il ne peut pas être supprimé. Gardez-le pour conserver l’historique.';

type Line = { revenues: string; purchasesHT: string; purchasesTTC: string; subcontracting: string; labour: string; margin: string };
const line = (revenues: string, purchasesHT: string, purchasesTTC: string, subcontracting: string, margin: string): Line => ({
  revenues,
  purchasesHT,
  purchasesTTC,
  subcontracting,
  labour: '0.00',
  margin,
});
const ZERO = line('0.00', '0.00', '0.00', '0.00', '0.00');
/** Whole centimes of a decimal string with two decimals, to add lines without floats. */
const cents = (v: string) => BigInt(v.replace('.', ''));
const text = (c: bigint) => `${c < 0n ? '-' : ''}${(c < 0n ? -c : c) / 100n}.${String((c < 0n ? -c : c) % 100n).padStart(2, '0')}`;
const sumLines = (lines: Line[]): Line => {
  const total = (k: keyof Line) => text(lines.reduce((s, l) => s + cents(l[k]), 0n));
  return {
    revenues: total('revenues'),
    purchasesHT: total('purchasesHT'),
    purchasesTTC: total('purchasesTTC'),
    subcontracting: total('subcontracting'),
    labour: total('labour'),
    margin: total('margin'),
  };
};
const strip = (l: Line & Record<string, unknown>): Line => ({
  revenues: l.revenues,
  purchasesHT: l.purchasesHT,
  purchasesTTC: l.purchasesTTC,
  subcontracting: l.subcontracting,
  labour: l.labour,
  margin: l.margin,
});

/** Hand-computed months of 2024 (company A, both sites). */
const MONTHS_2024: Record<string, Line> = {
  // Tour Hassan: rev 30000.00; P 10000.00 / 12000.00.
  '2024-01': line('30000.00', '10000.00', '12000.00', '0.00', '18000.00'),
  // Tour Hassan: P 1234.56 + 999.99 = 2234.55 HT, 1407.40 + 1099.99 = 2507.39 TTC; sheet 350.00; 0 − 2857.39.
  '2024-02': line('0.00', '2234.55', '2507.39', '350.00', '-2857.39'),
  // Tour Hassan rev 15000.50 + 0.10, P 0.05 / 0.05, sheet 450.25; Écoles P 2000.00 / 2400.00.
  // 15000.60 − (2400.05 + 450.25) = 12150.30.
  '2024-03': line('15000.60', '2000.05', '2400.05', '450.25', '12150.30'),
  '2024-04': line('0.20', '0.00', '0.00', '0.00', '0.20'),
  // Tour Hassan P 5000.00 / 5000.00 and 0.15 / 0.17; sheet 0.30; 0 − 5000.47.
  '2024-05': line('0.00', '5000.15', '5000.17', '0.30', '-5000.47'),
  '2024-06': ZERO,
  // Écoles: rev 5000.00, P 100.00 / 114.00.
  '2024-07': line('5000.00', '100.00', '114.00', '0.00', '4886.00'),
  '2024-08': ZERO,
  '2024-09': ZERO,
  '2024-10': ZERO,
  // Écoles: sheet 110.00.
  '2024-11': line('0.00', '0.00', '0.00', '110.00', '-110.00'),
  '2024-12': ZERO,
};
const TOUR_2024 = line('45000.80', '17234.75', '19507.61', '800.55', '24692.64');
// Écoles in 2024: rev 5000.00; HT 2100.00; TTC 2514.00; sheet 110.00; 5000.00 − 2624.00 = 2376.00.
const ECOLES_2024 = line('5000.00', '2100.00', '2514.00', '110.00', '2376.00');
// Company totals: rev 50000.80, HT 19334.75, TTC 22021.61, sheets 910.55, margin 50000.80 − 22932.16 = 27068.64.
const TOTAL_2024 = line('50000.80', '19334.75', '22021.61', '910.55', '27068.64');

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let token: string;
let tour: string;
let ecoles: string;
let beton: string;
let acier: string;
let ice = 0;
const tourPurchases: string[] = [];

async function newSupplier(tok: string, name: string): Promise<string> {
  const input = {
    name,
    ice: `00152587400${String(++ice).padStart(4, '0')}`,
    email: `f${ice}@fournisseur.ma`,
    phone: '0522334455',
    address: 'Casablanca',
  };
  return gqlOk(await t.gql(CREATE_SUPPLIER, { input }, tok)).createSupplier.id;
}
async function purchase(
  siteId: string,
  supplierId: string,
  date: string,
  amountHT: string,
  vatRate: string,
  label = `Achat du ${date}`,
  tok = token,
): Promise<any> {
  return gqlOk(await t.gql(CREATE_PURCHASE, { siteId, input: { supplierId, label, reference: `F-${date}`, date, amountHT, vatRate } }, tok))
    .createPurchase;
}
async function revenue(siteId: string, date: string, amount: string, label = `Recette du ${date}`, tok = token): Promise<string> {
  return gqlOk(await t.gql(CREATE_REVENUE, { siteId, input: { label, date, reference: `R-${date}`, amount } }, tok)).createRevenue.id;
}
async function sheet(siteId: string, day: string, date: string, amountPaid: string, bonus: string, worker = 'Omar', tok = token): Promise<string> {
  const input = { day, date, amountPaid, bonus, supplier: 'Plâtrerie du Sud', phone: '0612345678', worker };
  return gqlOk(await t.gql(CREATE_SHEET, { siteId, input }, tok)).createServiceSheet.id;
}
const summary = async (id: string, tok = token) => gqlOk(await t.gql(SUMMARY, { id }, tok)).siteSummary;
const global = async (from: string, to: string, tok = token) => gqlOk(await t.gql(GLOBAL, { from, to }, tok)).globalFinance;
const monthFinance = async (month?: string) => gqlOk(await t.gql(MONTH, { month }, token)).monthFinance;

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas BTP'), createCompany(t, 'Rif Travaux')]);
  token = a.manager.accessToken;
  tour = (await createSite(t, token, { name: 'Tour Hassan', budget: '200000', progress: 35 })).id;
  ecoles = (await createSite(t, token, { name: 'Écoles Agadir' })).id;
  [beton, acier] = [await newSupplier(token, 'Béton Atlas'), await newSupplier(token, 'Acier du Nord')];

  for (const [date, ht, rate] of [
    ['2024-01-15', '10000.00', '20'],
    ['2024-02-10', '1234.56', '14'],
    ['2024-02-20', '999.99', '10'],
    ['2024-03-01', '0.05', '7'],
    ['2024-05-05', '5000.00', '0'],
    ['2024-05-31', '0.15', '10'],
  ]) {
    tourPurchases.push((await purchase(tour, beton, date, ht, rate)).id);
  }
  for (const [date, amount] of [
    ['2024-01-20', '30000.00'],
    ['2024-03-10', '15000.50'],
    ['2024-03-11', '0.10'],
    ['2024-04-01', '0.20'],
  ]) {
    await revenue(tour, date, amount);
  }
  await sheet(tour, 'Lundi', '2024-02-05', '300.00', '50.00');
  await sheet(tour, 'Mercredi', '2024-03-06', '450.25', '0.00');
  await sheet(tour, 'Vendredi', '2024-05-31', '0.10', '0.20');

  await purchase(ecoles, acier, '2024-03-20', '2000.00', '20');
  await purchase(ecoles, acier, '2024-07-14', '100.00', '14');
  await purchase(ecoles, acier, '2025-01-01', '50.00', '20');
  await revenue(ecoles, '2024-07-01', '5000.00');
  await revenue(ecoles, '2023-12-31', '999.00');
  await sheet(ecoles, 'Lundi', '2024-11-04', '100.00', '10.00');

  // Company B, same months: must never show in A's figures.
  const bToken = b.manager.accessToken;
  const bSite = (await createSite(t, bToken, { name: 'Aaa Nador Port', budget: '1000' })).id;
  const bSupplier = await newSupplier(bToken, 'Rif Acier');
  await purchase(bSite, bSupplier, '2024-03-15', '777.77', '20', 'Achat B', bToken);
  await revenue(bSite, '2024-03-15', '88888.88', 'Recette B', bToken);
  await sheet(bSite, 'Vendredi', '2024-03-15', '555.55', '4.44', 'B', bToken);
});
afterAll(() => t.stop());

describe('siteSummary', () => {
  it('gives every figure of the fixture, as computed by hand', async () => {
    expect(await summary(tour)).toEqual({
      progress: 35,
      budget: '200000.00',
      revenues: '45000.80',
      purchasesHT: '17234.75',
      purchasesVAT: '2272.86',
      purchasesTTC: '19507.61',
      labourGross: '0.00',
      labourNet: '0.00',
      labourBonus: '0.00',
      subcontracting: '800.55',
      profitability: '24692.64',
      profitabilityPercent: '12.3',
    });
  });

  it('includes records of every date and gives no percentage without a budget', async () => {
    expect(await summary(ecoles)).toMatchObject({
      budget: null,
      revenues: '5999.00',
      purchasesHT: '2150.00',
      purchasesVAT: '424.00',
      purchasesTTC: '2574.00',
      subcontracting: '110.00',
      profitability: '3315.00',
      profitabilityPercent: null,
    });
  });

  it('follows changes: an update and a delete change the figures at once', async () => {
    const extra = await purchase(tour, beton, '2024-06-10', '100.00', '20');
    // TTC 19507.61 + 120.00 = 19627.61; rentabilité 24692.64 − 120.00 = 24572.64; 12.28632 % -> 12.3.
    expect(await summary(tour)).toMatchObject({ purchasesTTC: '19627.61', profitability: '24572.64', profitabilityPercent: '12.3' });
    gqlOk(
      await t.gql(
        UPDATE_PURCHASE,
        { id: extra.id, input: { supplierId: beton, label: 'x', reference: 'y', date: '2024-06-10', amountHT: '10000', vatRate: '0' } },
        token,
      ),
    );
    // TTC 19507.61 + 10000.00 = 29507.61; rentabilité 14692.64; 7.34632 % -> 7.3.
    expect(await summary(tour)).toMatchObject({
      purchasesHT: '27234.75',
      purchasesTTC: '29507.61',
      profitability: '14692.64',
      profitabilityPercent: '7.3',
    });
    gqlOk(await t.gql(DELETE_PURCHASE, { id: extra.id }, token));
    expect(await summary(tour)).toMatchObject({ purchasesTTC: '19507.61', profitability: '24692.64' });
  });

  // Dated 2019 so they stay out of the 2020–2025 periods below.
  it('rounds the percentage half-up to one decimal, keeps a loss negative, and never answers -0.0', async () => {
    // 245.00 / 2000 × 100 = 12.25 -> 12.3 (half-up).
    const half = (await createSite(t, token, { name: 'Demi', budget: '2000' })).id;
    await revenue(half, '2019-06-01', '245.00');
    expect(await summary(half)).toMatchObject({ profitability: '245.00', profitabilityPercent: '12.3' });
    // A loss: 0 − 120.00 (100.00 HT at 20 %) on a 1000.00 budget = −12.0 %.
    const loss = (await createSite(t, token, { name: 'Perte', budget: '1000' })).id;
    await purchase(loss, beton, '2019-06-01', '100.00', '20');
    expect(await summary(loss)).toMatchObject({ profitability: '-120.00', profitabilityPercent: '-12.0' });
    // −0.01 on 200000.00 is −0.000005 %: one decimal gives 0.0, unsigned.
    const tiny = (await createSite(t, token, { name: 'Centime', budget: '200000' })).id;
    await sheet(tiny, 'Lundi', '2019-06-03', '0.01', '0.00');
    expect(await summary(tiny)).toMatchObject({ profitability: '-0.01', profitabilityPercent: '0.0' });
  });

  it('answers zeros for a site without records, 0.0 % with a budget', async () => {
    const empty = (await createSite(t, token, { name: 'Vide', budget: '500000' })).id;
    expect(await summary(empty)).toEqual({
      progress: 0,
      budget: '500000.00',
      revenues: '0.00',
      purchasesHT: '0.00',
      purchasesVAT: '0.00',
      purchasesTTC: '0.00',
      labourGross: '0.00',
      labourNet: '0.00',
      labourBonus: '0.00',
      subcontracting: '0.00',
      profitability: '0.00',
      profitabilityPercent: '0.0',
    });
    await sql(t, 'delete from site where id = $1', [empty]);
  });
});

describe('globalFinance', () => {
  it('gives 2024 per site (sorted by name, French order) and for every month, empty months at 0.00', async () => {
    const g = await global('2024-01-01', '2024-12-31');
    expect([g.from, g.to]).toEqual(['2024-01-01', '2024-12-31']);
    // 'Écoles' sorts before 'Tour' in French (by byte it would come after).
    expect(g.sites.map((s: any) => s.site.name)).toEqual(['Écoles Agadir', 'Tour Hassan']);
    expect(g.sites.map((s: any) => s.site.id)).toEqual([ecoles, tour]);
    expect(strip(g.sites[0])).toEqual(ECOLES_2024);
    expect(strip(g.sites[1])).toEqual(TOUR_2024);
    expect(g.months.map((m: any) => m.month)).toEqual(Object.keys(MONTHS_2024));
    expect(Object.fromEntries(g.months.map((m: any) => [m.month, strip(m)]))).toEqual(MONTHS_2024);
    expect(g.totals).toEqual(TOTAL_2024);
    // The company's totals are the sum of its sites, and the sum of its months.
    expect(sumLines(g.sites.map(strip))).toEqual(g.totals);
    expect(sumLines(g.months.map(strip))).toEqual(g.totals);
  });

  it('cuts a period inside months: from the 15th of February to the 5th of May', async () => {
    // Feb: only the 2024-02-20 purchase (999.99 / 1099.99); the 02-10 purchase and the 02-05 sheet are before.
    // Mar and Apr whole. May: only the 05-05 purchase (5000.00 / 5000.00); the 05-31 records are after.
    const g = await global('2024-02-15', '2024-05-05');
    expect(g.months.map((m: any) => [m.month, strip(m)])).toEqual([
      ['2024-02', line('0.00', '999.99', '1099.99', '0.00', '-1099.99')],
      ['2024-03', MONTHS_2024['2024-03']],
      ['2024-04', MONTHS_2024['2024-04']],
      ['2024-05', line('0.00', '5000.00', '5000.00', '0.00', '-5000.00')],
    ]);
    // Tour: rev 15000.60 + 0.20; HT 999.99 + 0.05 + 5000.00; TTC 1099.99 + 0.05 + 5000.00; sheet 450.25.
    // 15000.80 − (6100.04 + 450.25) = 8450.51.  Écoles: P 2000.00 / 2400.00 -> −2400.00.
    expect(g.sites.map((s: any) => [s.site.name, strip(s)])).toEqual([
      ['Écoles Agadir', line('0.00', '2000.00', '2400.00', '0.00', '-2400.00')],
      ['Tour Hassan', line('15000.80', '6000.04', '6100.04', '450.25', '8450.51')],
    ]);
    expect(g.totals).toEqual(line('15000.80', '8000.04', '8500.04', '450.25', '6050.51'));
  });

  it('gives one day, and a period without records', async () => {
    const day = await global('2024-03-10', '2024-03-10');
    expect(day.months.map((m: any) => m.month)).toEqual(['2024-03']);
    expect(day.totals).toEqual(line('15000.50', '0.00', '0.00', '0.00', '15000.50'));
    expect(day.sites.map((s: any) => s.site.name)).toEqual(['Tour Hassan']);
    const empty = await global('2022-11-15', '2023-02-10');
    expect(empty).toMatchObject({ sites: [], totals: ZERO });
    expect(empty.months).toEqual(['2022-11', '2022-12', '2023-01', '2023-02'].map((month) => ({ month, ...ZERO })));
  });

  it('spans years: December 2023 to January 2025', async () => {
    const g = await global('2023-12-01', '2025-01-31');
    expect(g.months).toHaveLength(14);
    expect(strip(g.months[0])).toEqual(line('999.00', '0.00', '0.00', '0.00', '999.00'));
    expect(strip(g.months[13])).toEqual(line('0.00', '50.00', '60.00', '0.00', '-60.00'));
    // 2024 plus 999.00 of revenue and a 60.00 TTC purchase: 27068.64 + 999.00 − 60.00 = 28007.64.
    expect(g.totals).toEqual(line('50999.80', '19384.75', '22081.61', '910.55', '28007.64'));
  });

  it('follows records that move between months, change amount or disappear', async () => {
    const p = await purchase(tour, beton, '2024-06-10', '1000.00', '20');
    const r = await revenue(tour, '2024-08-05', '700.00');
    const s = await sheet(tour, 'Lundi', '2024-09-02', '30.00', '3.00');
    let g = await global('2024-01-01', '2024-12-31');
    const month = (m: string) => strip(g.months.find((x: any) => x.month === m));
    expect(month('2024-06')).toEqual(line('0.00', '1000.00', '1200.00', '0.00', '-1200.00'));
    expect(month('2024-08')).toEqual(line('700.00', '0.00', '0.00', '0.00', '700.00'));
    expect(month('2024-09')).toEqual(line('0.00', '0.00', '0.00', '33.00', '-33.00'));

    // The purchase moves to 2024-10 at 10 %: 1000.00 + 100.00; the revenue to 2024-12-31; the sheet becomes 2024-09-06.
    gqlOk(
      await t.gql(
        UPDATE_PURCHASE,
        { id: p.id, input: { supplierId: beton, label: 'Déplacé', reference: 'D', date: '2024-10-01', amountHT: '1000.00', vatRate: '10' } },
        token,
      ),
    );
    gqlOk(await t.gql(UPDATE_REVENUE, { id: r, input: { label: 'Déplacée', date: '2024-12-31', reference: 'D', amount: '700.01' } }, token));
    gqlOk(
      await t.gql(
        UPDATE_SHEET,
        {
          id: s,
          input: { day: 'Vendredi', date: '2024-09-06', amountPaid: '30.00', bonus: '4.00', supplier: 'X', phone: '0612345678', worker: 'Y' },
        },
        token,
      ),
    );
    g = await global('2024-01-01', '2024-12-31');
    expect(month('2024-06')).toEqual(ZERO);
    expect(month('2024-08')).toEqual(ZERO);
    expect(month('2024-09')).toEqual(line('0.00', '0.00', '0.00', '34.00', '-34.00'));
    expect(month('2024-10')).toEqual(line('0.00', '1000.00', '1100.00', '0.00', '-1100.00'));
    expect(month('2024-12')).toEqual(line('700.01', '0.00', '0.00', '0.00', '700.01'));
    // A period ending on 2024-12-30 does not see the revenue of the 31st.
    expect((await global('2024-12-01', '2024-12-30')).totals).toEqual(ZERO);

    gqlOk(await t.gql(DELETE_PURCHASE, { id: p.id }, token));
    gqlOk(await t.gql(DELETE_REVENUE, { id: r }, token));
    gqlOk(await t.gql(DELETE_SHEET, { id: s }, token));
    g = await global('2024-01-01', '2024-12-31');
    expect(Object.fromEntries(g.months.map((m: any) => [m.month, strip(m)]))).toEqual(MONTHS_2024);
    expect(g.totals).toEqual(TOTAL_2024);
  });

  it('counts a site as long as it has records: an archived site stays in the totals', async () => {
    // deleteSite archives a site with records (see below); its money still belongs to the company.
    const site = (await createSite(t, token, { name: 'Annexe archivée' })).id;
    await revenue(site, '2024-06-15', '1.00');
    gqlOk(await t.gql(`mutation ($id: ID!) { archiveSite(id: $id) { id } }`, { id: site }, token));
    const g = await global('2024-06-01', '2024-06-30');
    expect(g.sites.map((s: any) => [s.site.name, s.revenues])).toEqual([['Annexe archivée', '1.00']]);
    await sql(t, 'delete from site where id = $1', [site]);
    expect((await global('2024-06-01', '2024-06-30')).totals).toEqual(ZERO);
  });

  it('validates the period: both dates, real dates, end not before start, at most 5 years', async () => {
    const fields = async (from?: string, to?: string) => {
      const err = gqlErr(await t.gql(GLOBAL, { from, to }, token));
      expect(err.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
      return err.extensions.fields;
    };
    expect(await fields('2024-02-01', '2024-01-31')).toEqual({ to: 'La fin de la période ne peut pas précéder son début' });
    expect(await fields('2019-01-01', '2024-12-31')).toEqual({ to: 'La période ne peut pas dépasser 5 ans' });
    expect(await fields('2020-01-01', '2025-01-05')).toEqual({ to: 'La période ne peut pas dépasser 5 ans' });
    expect(await fields('2020-01-01', '2025-01-02')).toEqual({ to: 'La période ne peut pas dépasser 5 ans' });
    expect(await fields(undefined, '2024-12-31')).toEqual({ from: 'La date est requise' });
    expect(await fields('2024-01-01', undefined)).toEqual({ to: 'La date est requise' });
    expect(await fields('2024-02-30', '2024-12-31')).toEqual({ from: 'Date invalide (AAAA-MM-JJ)' });
    expect(await fields('2024-01-01', '31/12/2024')).toEqual({ to: 'Date invalide (AAAA-MM-JJ)' });
    // Five whole years, 2020 to 2024 (a leap year inside), is allowed: 60 months.
    const five = await global('2020-01-01', '2024-12-31');
    expect(five.months).toHaveLength(60);
    expect(five.totals).toEqual({ ...TOTAL_2024, revenues: '50999.80', margin: '28067.64' });
    // Up to the same calendar day five years later.
    expect((await global('2020-03-01', '2025-03-01')).months).toHaveLength(61);
  });
});

describe('monthFinance (financeMois)', () => {
  it('gives the month, the month before and the six months ending with it', async () => {
    const m = await monthFinance('2024-03');
    expect(m.month).toBe('2024-03');
    expect(m.current).toEqual(MONTHS_2024['2024-03']);
    expect(m.previous).toEqual(MONTHS_2024['2024-02']);
    expect(m.lastMonths.map((x: any) => x.month)).toEqual(['2023-10', '2023-11', '2023-12', '2024-01', '2024-02', '2024-03']);
    expect(m.lastMonths.map(strip)).toEqual([
      ZERO,
      ZERO,
      line('999.00', '0.00', '0.00', '0.00', '999.00'),
      MONTHS_2024['2024-01'],
      MONTHS_2024['2024-02'],
      MONTHS_2024['2024-03'],
    ]);
  });

  it('crosses a year: January 2025 follows December 2024', async () => {
    const m = await monthFinance('2025-01');
    expect(m.current).toEqual(line('0.00', '50.00', '60.00', '0.00', '-60.00'));
    expect(m.previous).toEqual(ZERO);
    expect(m.lastMonths.map((x: any) => x.month)).toEqual(['2024-08', '2024-09', '2024-10', '2024-11', '2024-12', '2025-01']);
    expect(strip(m.lastMonths[3])).toEqual(MONTHS_2024['2024-11']);
  });

  it('defaults to the current month in Morocco and agrees with globalFinance over the same six months', async () => {
    const current = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date()).slice(0, 7);
    const m = await monthFinance();
    expect(m.month).toBe(current);
    expect(m.lastMonths).toHaveLength(6);
    expect(m.lastMonths[5].month).toBe(current);
    const [y, mo] = current.split('-').map(Number);
    const first = new Date(Date.UTC(y, mo - 6, 1)).toISOString().slice(0, 10);
    const last = new Date(Date.UTC(y, mo, 0)).toISOString().slice(0, 10);
    const g = await global(first, last);
    expect(m.lastMonths).toEqual(g.months);
    expect(m.current).toEqual(strip(g.months[5]));
    expect(m.previous).toEqual(strip(g.months[4]));
  });

  it('refuses a month that is not AAAA-MM; monthTasks is empty until the planning exists', async () => {
    for (const month of ['2024-13', 'mars', '2024-3', '2024-03-01']) {
      expect(gqlErr(await t.gql(MONTH, { month }, token)).extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { month: 'Date invalide (AAAA-MM-JJ)' },
      });
    }
    expect(gqlOk(await t.gql(TASKS, { month: '2024-03' }, token)).monthTasks).toEqual([]);
    expect(gqlOk(await t.gql(TASKS, {}, token)).monthTasks).toEqual([]);
    expect(gqlErr(await t.gql(TASKS, { month: 'x' }, token)).extensions.code).toBe('BAD_USER_INPUT');
    expect(gqlErr(await t.gql(MONTH, { month: '2024-03' })).extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('latestSites (derniersChantier)', () => {
  it('gives the newest active sites first, five by default, at most twenty', async () => {
    const [newer, archived, newest] = [
      (await createSite(t, token, { name: 'Récent 1' })).id,
      (await createSite(t, token, { name: 'Archivé récent' })).id,
      (await createSite(t, token, { name: 'Récent 2' })).id,
    ];
    gqlOk(await t.gql(`mutation ($id: ID!) { archiveSite(id: $id) { id } }`, { id: archived }, token));
    const latest = gqlOk(await t.gql(LATEST, {}, token)).latestSites;
    expect(latest).toHaveLength(5);
    expect(latest.slice(0, 2).map((s: any) => s.id)).toEqual([newest, newer]);
    expect(latest.every((s: any) => !s.archived)).toBe(true);
    expect(gqlOk(await t.gql(LATEST, { limit: 1 }, token)).latestSites.map((s: any) => s.name)).toEqual(['Récent 2']);
    const [{ n }] = await sql(t, 'select count(*)::int as n from site where company_id = $1 and not archived', [a.id]);
    expect(gqlOk(await t.gql(LATEST, { limit: 500 }, token)).latestSites).toHaveLength(Math.min(20, n));
    expect(gqlOk(await t.gql(LATEST, { limit: 500 }, b.manager.accessToken)).latestSites.map((s: any) => s.name)).toEqual(['Aaa Nador Port']);
  });
});

describe('deleteSite and deleteSupplier keep financial history', () => {
  it.each([
    ['a purchase', async (id: string) => void (await purchase(id, beton, '2019-06-01', '1.00', '20'))],
    ['a revenue', async (id: string) => void (await revenue(id, '2019-06-01', '1.00'))],
    ['a service sheet', async (id: string) => void (await sheet(id, 'Lundi', '2019-06-03', '1.00', '0.00'))],
  ])('archives instead of deleting a site with %s, and keeps the record', async (_what, add) => {
    const id = (await createSite(t, token, { name: 'Chantier avec données' })).id;
    await add(id);
    expect(gqlOk(await t.gql(DELETE_SITE, { id }, token)).deleteSite).toEqual({ deleted: false, message: ARCHIVED_INSTEAD });
    const [row] = await sql(t, 'select archived from site where id = $1', [id]);
    expect(row).toEqual({ archived: true });
    const [{ n }] = await sql(
      t,
      'select (select count(*) from purchase where site_id = $1) + (select count(*) from revenue where site_id = $1) + ' +
        '(select count(*) from service_sheet where site_id = $1) as n',
      [id],
    );
    expect(Number(n)).toBe(1);
    expect((await summary(id)).revenues).toMatch(/^\d+\.\d{2}$/);
  });

  it('deletes a site without records; a USER may not delete', async () => {
    const id = (await createSite(t, token, { name: 'Chantier vide' })).id;
    const user = await addMember(t, a);
    expect(gqlErr(await t.gql(DELETE_SITE, { id }, user.accessToken)).extensions.code).toBe('FORBIDDEN');
    expect(gqlOk(await t.gql(DELETE_SITE, { id }, token)).deleteSite).toEqual({ deleted: true, message: null });
    expect(await sql(t, 'select id from site where id = $1', [id])).toEqual([]);
  });

  it("refuses to delete a supplier named on purchases, with the 'figure sur des achats' message", async () => {
    const err = gqlErr(await t.gql(DELETE_SUPPLIER, { id: beton }, token));
    expect(err).toMatchObject({ message: SUPPLIER_IN_USE, extensions: { code: 'CONFLICT', status: 409 } });
    expect(await sql(t, 'select id from supplier where id = $1', [beton])).toHaveLength(1);
  });

  it('deletes the supplier once its last purchase is gone', async () => {
    const supplier = await newSupplier(token, 'Fournisseur éphémère');
    const p = await purchase(tour, supplier, '2019-06-01', '1.00', '20');
    expect(gqlErr(await t.gql(DELETE_SUPPLIER, { id: supplier }, token)).extensions.code).toBe('CONFLICT');
    gqlOk(await t.gql(DELETE_PURCHASE, { id: p.id }, token));
    expect(gqlOk(await t.gql(DELETE_SUPPLIER, { id: supplier }, token)).deleteSupplier).toBe(true);
    expect(await sql(t, 'select id from supplier where id = $1', [supplier])).toEqual([]);
  });
});

describe('the site news feed', () => {
  it("records 'Ajout', each changed field and 'Suppression' for purchases, revenues and sheets, without TVA/TTC noise", async () => {
    const site = (await createSite(t, token, { name: 'Fil actualité' })).id;
    const p = await purchase(site, beton, '2019-06-01', '1000.00', '20', 'Ciment CPJ 45');
    await revenue(site, '2019-06-02', '10.00', 'Acompte client');
    await sheet(site, 'Lundi', '2019-06-03', '1.00', '0.00', 'Karim');
    gqlOk(
      await t.gql(
        UPDATE_PURCHASE,
        {
          id: p.id,
          input: { supplierId: beton, label: 'Ciment CPJ 45', reference: 'F-2019-06-01', date: '2019-06-01', amountHT: '2000', vatRate: '20' },
        },
        token,
      ),
    );
    gqlOk(await t.gql(DELETE_PURCHASE, { id: p.id }, token));

    const items = (await feed(t, token, site)).items;
    const contents = items.map((e: any) => e.content).filter(Boolean);
    expect(contents).toEqual(
      expect.arrayContaining([
        'Ajout : Achat « Ciment CPJ 45 »',
        'Ajout : Recette « Acompte client »',
        'Ajout : Fiche de service « Karim (Lundi) »',
        'Suppression : Achat « Ciment CPJ 45 »',
      ]),
    );
    const changes = items.filter((e: any) => e.type === 'MODIFICATION' && e.entityId === p.id);
    expect(changes.map((e: any) => [e.field, e.before, e.after])).toEqual([['amountHT', '1000.00', '2000.00']]);
    expect(items.every((e: any) => e.authorName === 'Amina Benali')).toBe(true);
  });
});
