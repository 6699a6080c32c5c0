import { createCompany, createSite, createSupplier, gqlOk, type TestCompany } from '../../../test/company';
import { createPurchase, createRevenue, createServiceSheet } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';

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
 * Company A is NOT subject to TVA (its revenues carry none, its margins are on TTC amounts): the TTC figures
 * above. The HT basis of a company subject to TVA has its own fixture (figures.vat.test.ts).
 *
 * Company B has records in 2024 too; none of its money may appear in company A's figures.
 */
export const LINE = 'revenues purchasesHT purchasesTTC subcontracting labour margin';
export const SUMMARY =
  `query ($id: ID!) { siteSummary(id: $id) { progress budget revenues purchasesHT purchasesVAT ` +
  `purchasesTTC labourGross labourNet labourBonus subcontracting profitability profitabilityPercent } }`;
export const GLOBAL =
  `query ($from: String, $to: String) { globalFinance(from: $from, to: $to) { from to totals { ${LINE} } ` +
  `sites { site { id name } ${LINE} } months { month ${LINE} } } }`;
export const MONTH = `query ($month: String) { monthFinance(month: $month) { month current { ${LINE} } previous { ${LINE} } lastMonths { month ${LINE} } } }`;
export const TASKS = `query ($month: String) { monthTasks(month: $month) { id title startDate endDate siteName } }`;
export const LATEST = `query ($limit: Int) { latestSites(limit: $limit) { id name archived } }`;
export const DELETE_SITE = `mutation ($id: ID!) { deleteSite(id: $id) { deleted message } }`;
export const DELETE_SUPPLIER = `mutation ($id: ID!) { deleteSupplier(id: $id) }`;
export const UPDATE_PURCHASE = `mutation ($id: ID!, $input: PurchaseInput!) { updatePurchase(id: $id, input: $input) { id } }`;
export const DELETE_PURCHASE = `mutation ($id: ID!) { deletePurchase(id: $id) }`;
export const UPDATE_REVENUE = `mutation ($id: ID!, $input: RevenueInput!) { updateRevenue(id: $id, input: $input) { id } }`;
export const DELETE_REVENUE = `mutation ($id: ID!) { deleteRevenue(id: $id) }`;
export const UPDATE_SHEET = `mutation ($id: ID!, $input: ServiceSheetInput!) { updateServiceSheet(id: $id, input: $input) { id } }`;
export const DELETE_SHEET = `mutation ($id: ID!) { deleteServiceSheet(id: $id) }`;

export const ARCHIVED_INSTEAD = 'Ce chantier a des achats, recettes ou fiches de service : il est archivé au lieu d’être supprimé.';
export const SUPPLIER_IN_USE = 'Ce fournisseur figure sur des achats : il ne peut pas être supprimé. Gardez-le pour conserver l’historique.';

export type Line = { revenues: string; purchasesHT: string; purchasesTTC: string; subcontracting: string; labour: string; margin: string };
export const line = (revenues: string, purchasesHT: string, purchasesTTC: string, subcontracting: string, margin: string): Line => ({
  revenues,
  purchasesHT,
  purchasesTTC,
  subcontracting,
  labour: '0.00',
  margin,
});
export const ZERO = line('0.00', '0.00', '0.00', '0.00', '0.00');
/** Whole centimes of a decimal string with two decimals, to add lines without floats. */
export const cents = (v: string) => BigInt(v.replace('.', ''));
export const text = (c: bigint) => `${c < 0n ? '-' : ''}${(c < 0n ? -c : c) / 100n}.${String((c < 0n ? -c : c) % 100n).padStart(2, '0')}`;
export const sumLines = (lines: Line[]): Line => {
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
export const strip = (l: Line & Record<string, unknown>): Line => ({
  revenues: l.revenues,
  purchasesHT: l.purchasesHT,
  purchasesTTC: l.purchasesTTC,
  subcontracting: l.subcontracting,
  labour: l.labour,
  margin: l.margin,
});

/** Hand-computed months of 2024 (company A, both sites). */
export const MONTHS_2024: Record<string, Line> = {
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
export const TOUR_2024 = line('45000.80', '17234.75', '19507.61', '800.55', '24692.64');
// Écoles in 2024: rev 5000.00; HT 2100.00; TTC 2514.00; sheet 110.00; 5000.00 − 2624.00 = 2376.00.
export const ECOLES_2024 = line('5000.00', '2100.00', '2514.00', '110.00', '2376.00');
// Company totals: rev 50000.80, HT 19334.75, TTC 22021.61, sheets 910.55, margin 50000.80 − 22932.16 = 27068.64.
export const TOTAL_2024 = line('50000.80', '19334.75', '22021.61', '910.55', '27068.64');

export let t: TestServer;
export let a: TestCompany;
export let b: TestCompany;
export let token: string;
export let tour: string;
export let ecoles: string;
export let beton: string;
export let acier: string;
export const tourPurchases: string[] = [];

export async function newSupplier(tok: string, name: string): Promise<string> {
  return (await createSupplier(t, tok, { name })).id;
}
export async function purchase(
  siteId: string,
  supplierId: string,
  date: string,
  amountHT: string,
  vatRate: string,
  label = `Achat du ${date}`,
  tok = token,
): Promise<any> {
  return createPurchase(t, tok, siteId, { supplierId, label, reference: `F-${date}`, date, amountHT, vatRate }, 'id amountVAT amountTTC');
}
export async function revenue(siteId: string, date: string, amount: string, label = `Recette du ${date}`, tok = token): Promise<string> {
  return (await createRevenue(t, tok, siteId, { label, date, reference: `R-${date}`, amount })).id;
}
export async function sheet(
  siteId: string,
  day: string,
  date: string,
  amountPaid: string,
  bonus: string,
  worker = 'Omar',
  tok = token,
): Promise<string> {
  return (await createServiceSheet(t, tok, siteId, { day, date, amountPaid, bonus, worker })).id;
}
export const summary = async (id: string, tok = token) => gqlOk(await t.gql(SUMMARY, { id }, tok)).siteSummary;
export const global = async (from: string, to: string, tok = token) => gqlOk(await t.gql(GLOBAL, { from, to }, tok)).globalFinance;
export const monthFinance = async (month?: string) => gqlOk(await t.gql(MONTH, { month }, token)).monthFinance;

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas BTP'), createCompany(t, 'Rif Travaux')]);
  token = a.manager.accessToken;
  gqlOk(await t.gql('mutation { updateCompanySettings(input: { vatSubject: false }) { vatSubject } }', {}, token));
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
