// @both-databases: the figures aggregated in SQL.
import { createSite, gqlErr, gqlOk, sql } from '../../../test/company';
import {
  GLOBAL,
  UPDATE_PURCHASE,
  DELETE_PURCHASE,
  UPDATE_REVENUE,
  DELETE_REVENUE,
  UPDATE_SHEET,
  DELETE_SHEET,
  line,
  ZERO,
  sumLines,
  strip,
  MONTHS_2024,
  TOUR_2024,
  ECOLES_2024,
  TOTAL_2024,
  t,
  token,
  tour,
  ecoles,
  beton,
  purchase,
  revenue,
  sheet,
  summary,
  global,
} from './figures.test-helpers';

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
