import { RATES } from '@chantiers/schema';
import { minimumDailyWage, payrollRows, payrollTotals, type PayrollRow } from './payroll-rows';
import { FIXTURE_ENTRIES, FIXTURE_MONTH, FIXTURE_WORKERS } from './payroll-fixture';

// Every figure below is computed by hand in payroll-fixture.md.
const byName = (rows: PayrollRow[], name: string) => rows.find((r) => r.lastName === name)!;
const share = (row: PayrollRow, part: string) => row.shares.find((s) => s.part === part)!;

describe('payrollRows (CNSS month of payroll-fixture.md)', () => {
  const rows = payrollRows(FIXTURE_MONTH, FIXTURE_WORKERS, FIXTURE_ENTRIES);

  it('gives one row per worker, sorted by name', () => {
    expect(rows.map((r) => r.lastName)).toEqual(['ALAMI', 'BENNANI', 'CHERKAOUI', 'DAOUDI']);
  });

  it('caps the days declared at 26 with a warning', () => {
    const a = byName(rows, 'ALAMI');
    expect([a.days, a.declaredDays]).toEqual(['27.0', 26]);
    expect(a.warnings).toEqual(['DAYS_OVER_MAX']);
    expect(a).toMatchObject({
      wages: '4050.00',
      mealBonus: '810.00',
      mealBonusExempt: '810.00',
      gross: '4860.00',
      base: '4050.00',
      cappedBase: '4050.00',
    });
    expect(a).toMatchObject({
      employerShare: '854.16',
      employeeShare: '272.97',
      netToPay: '4587.03',
      belowMinimumWage: false,
      minimumDaily: '131.41',
    });
    expect([share(a, 'shortTerm').employer, share(a, 'longTerm').employer, share(a, 'amoSolidarity').employer]).toEqual(['42.53', '321.17', '74.93']);
  });

  it('caps the short and long term parts at 6 000 DH and puts the panier above 2 × SMIG horaire in the base', () => {
    const b = byName(rows, 'BENNANI');
    expect(b).toMatchObject({ days: '22.0', declaredDays: 22, wages: '7700.00', mealBonus: '1100.00', mealBonusExempt: '788.48' });
    expect(b).toMatchObject({ gross: '8800.00', base: '8011.52', cappedBase: '6000.00' });
    expect(share(b, 'shortTerm')).toMatchObject({ base: '6000.00', employer: '63.00', employee: '31.20' });
    expect(share(b, 'longTerm')).toMatchObject({ employer: '475.80', employee: '237.60' });
    expect(share(b, 'familyAllowances')).toMatchObject({ base: '8011.52', employer: '512.74', employee: '0.00' });
    expect(share(b, 'amo')).toMatchObject({ employer: '181.06', employee: '181.06' });
    expect([share(b, 'amoSolidarity').employer, share(b, 'tfp').employer]).toEqual(['148.21', '128.18']);
    expect(b).toMatchObject({ employerShare: '1508.99', employeeShare: '449.86', netToPay: '8350.14', warnings: [] });
  });

  it('flags a daily rate under the SMIG, counts half days and rounds the days declared up', () => {
    const c = byName(rows, 'CHERKAOUI');
    expect(c).toMatchObject({ days: '19.5', declaredDays: 20, wages: '2340.00', mealBonus: '390.00', gross: '2730.00', base: '2340.00' });
    expect(c).toMatchObject({ employerShare: '493.50', employeeShare: '157.71', netToPay: '2572.29' });
    expect(c).toMatchObject({ belowMinimumWage: true, lowestDailyRate: '120.00', cnssNumber: null });
    expect(c.warnings.sort()).toEqual(['BELOW_MINIMUM_WAGE', 'NO_CNSS_NUMBER']);
  });

  it('adds half days on two sites the same day as one day', () => {
    const d = byName(rows, 'DAOUDI');
    expect(d).toMatchObject({
      days: '10.0',
      declaredDays: 10,
      wages: '2000.00',
      employerShare: '421.80',
      employeeShare: '134.80',
      netToPay: '1865.20',
      warnings: [],
    });
  });

  it('adds up the month', () => {
    expect(payrollTotals(rows)).toMatchObject({
      workers: 4,
      declaredDays: 78,
      gross: '18390.00',
      base: '16401.52',
      cappedBase: '14390.00',
      employerShare: '3278.45',
      employeeShare: '1015.34',
      netToPay: '17374.66',
    });
  });

  it('warns when one calendar day counts more than one day', () => {
    const w = [{ id: 'x', lastName: 'X', firstName: 'Y', cni: 'Z1', cnssNumber: '1' }];
    const e = [0, 1].map(() => ({ personnelId: 'x', day: '2026-05-04', value: '1', dailyRate: '200.00', net: '200.00', bonus: '0.00' }));
    expect(payrollRows('2026-05', w, e)[0]!.warnings).toEqual(['DAY_OVER_ONE']);
  });

  it('ignores other months, absences only and unknown workers', () => {
    const w = [{ id: 'x', lastName: 'X', firstName: 'Y', cni: 'Z1', cnssNumber: '1' }];
    const e = [
      { personnelId: 'x', day: '2026-04-30', value: '1', dailyRate: '200.00', net: '200.00', bonus: '0.00' },
      { personnelId: 'x', day: '2026-05-02', value: '0', dailyRate: '200.00', net: '0.00', bonus: '0.00' },
      { personnelId: 'y', day: '2026-05-02', value: '1', dailyRate: '200.00', net: '200.00', bonus: '0.00' },
    ];
    expect(payrollRows('2026-05', w, e)).toEqual([]);
  });

  it('checks a month before the first known SMIG no further than a warning', () => {
    const w = [{ id: 'x', lastName: 'X', firstName: 'Y', cni: 'Z1', cnssNumber: '1' }];
    const e = [{ personnelId: 'x', day: '2025-05-02', value: '1', dailyRate: '50.00', net: '50.00', bonus: '0.00' }];
    const [row] = payrollRows('2025-05', w, e);
    expect(row).toMatchObject({ belowMinimumWage: false, minimumDaily: null, warnings: ['NO_MINIMUM_WAGE'] });
  });

  it('uses the SMAG for an agricultural company, from its date', () => {
    expect(minimumDailyWage('2026-04-01', 'AGRICULTURAL')).toBe('97.44');
    expect(minimumDailyWage('2026-03-31', 'AGRICULTURAL')).toBeNull();
    expect(minimumDailyWage('2026-01-01')).toBe('131.41');
  });

  it('splits 21.09 % and 6.74 % exactly into their parts', () => {
    const cents = (keys: string[]) => keys.reduce((n, k) => n + Math.round(Number(RATES[k as keyof typeof RATES][0]!.value) * 100), 0);
    expect(
      cents([
        'cnss.shortTerm.employer',
        'cnss.longTerm.employer',
        'cnss.familyAllowances.employer',
        'cnss.amo.employer',
        'cnss.amoSolidarity.employer',
        'cnss.tfp.employer',
      ]),
    ).toBe(2109);
    expect(cents(['cnss.shortTerm.employee', 'cnss.longTerm.employee', 'cnss.amo.employee'])).toBe(674);
  });
});
