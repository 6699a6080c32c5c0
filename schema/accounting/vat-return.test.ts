import { AUTO_ENTREPRENEUR_2026, MARCH_EXPECTED, MARCH_PURCHASES, MARCH_REVENUES } from './vat-return.fixture';
import { autoEntrepreneurYear, cashExcesses, cashWarning, certificateValidOn, parseVatPeriod, vatReturn, vatWithholding } from './vat-return';
import { releveDeductionsXml, releveLines, releveRate } from './vat-releve';

describe('the TVA return of a period (vat-return.fixture.ts, computed by hand)', () => {
  const result = vatReturn(MARCH_REVENUES, MARCH_PURCHASES);

  it('sums the TVA collected and deductible by rate, to the centime', () => {
    expect(result.byRate).toEqual(MARCH_EXPECTED.byRate);
    expect([result.collectedVAT, result.deductibleVAT, result.nonDeductibleVAT, result.balance]).toEqual([
      MARCH_EXPECTED.collectedVAT,
      MARCH_EXPECTED.deductibleVAT,
      MARCH_EXPECTED.nonDeductibleVAT,
      MARCH_EXPECTED.balance,
    ]);
  });

  it('deducts the part paid of a partial payment and not the cash beyond the day’s limit', () => {
    const by = new Map(result.deductions.map((d) => [d.id, d]));
    expect(by.get('P1')).toMatchObject({ paidHT: '5000.00', paidVAT: '1000.00', deductibleVAT: '1000.00' });
    expect(by.get('P3')).toMatchObject({ cashExcess: '1000.00', nonDeductibleVAT: '166.67', deductibleVAT: '833.33' });
    expect(by.get('P4')).toMatchObject({ cashExcess: '2400.00', nonDeductibleVAT: '400.00', deductibleVAT: '0.00' });
  });

  it('writes the relevé des déductions in the SIMPL-TVA layout', () => {
    const lines = releveLines(result.deductions);
    expect(lines.map((l) => ({ num: l.num, mht: l.mht, tva: l.tva, ttc: l.ttc, rate: l.rate, dpai: l.paymentDate }))).toEqual(
      MARCH_EXPECTED.releve.map(({ mp: _mp, tx: _tx, ...r }) => r),
    );
    const xml = releveDeductionsXml({ fiscalId: '12345678' }, parseVatPeriod('2026-03')!, lines);
    expect(xml).toContain('<identifiantFiscal>12345678</identifiantFiscal>\n  <annee>2026</annee>\n  <periode>3</periode>\n  <regime>1</regime>');
    expect([...xml.matchAll(/<tva>([\d.]+)<\/tva>/g)].map((m) => m[1])).toEqual(['1000.00', '140.00', '833.33']);
    expect([...xml.matchAll(/<mp>\s*<id>(\d)<\/id>/g)].map((m) => Number(m[1]))).toEqual(MARCH_EXPECTED.releve.map((r) => r.mp));
    // The rate as a fraction, and no prorata element: the layout of the files the portal accepts (DECISIONS).
    expect([...xml.matchAll(/<tx>([\d.]+)<\/tx>/g)].map((m) => m[1])).toEqual(MARCH_EXPECTED.releve.map((r) => r.tx));
    expect(xml).not.toContain('prorata');
  });
});

it('writes each rate as the fraction the relevé takes', () => {
  expect(['20', '14.00', '10', '7', '0', '5.5', '100'].map(releveRate)).toEqual(['0.20', '0.14', '0.10', '0.07', '0.00', '0.055', '1.00']);
});

describe('periods', () => {
  it('reads a month and a quarter, and nothing else', () => {
    expect(parseVatPeriod('2026-02')).toMatchObject({ kind: 'MONTH', number: 2, from: '2026-02-01', to: '2026-02-28' });
    expect(parseVatPeriod('2026-t4')).toMatchObject({ key: '2026-T4', kind: 'QUARTER', number: 4, from: '2026-10-01', to: '2026-12-31' });
    expect(parseVatPeriod('2026-Q1')).toMatchObject({ from: '2026-01-01', to: '2026-03-31' });
    for (const bad of ['2026-13', '2026', 'mars', '2026-T5', '', null]) expect(parseVatPeriod(bad)).toBeNull();
  });
});

describe('cash limits', () => {
  it('leaves the 11th 5 000 DH day of a month wholly beyond the 50 000 DH month', () => {
    const days = Array.from({ length: 11 }, (_, i) => ({
      id: `D${i + 1}`,
      supplierId: 'D',
      day: `2026-03-${String(i + 2).padStart(2, '0')}`,
      amount: '5000.00',
      vat: '833.33',
    }));
    const out = cashExcesses(days);
    expect([...out.entries()]).toEqual([['D11', { amount: '5000.00', vat: '833.33' }]]);
  });

  it('warns before a cash payment over the day’s limit, saying what is not deductible', () => {
    const before = [{ id: 'a', supplierId: 'C', day: '2026-03-15', amount: '3000.00', vat: '500.00' }];
    expect(cashWarning(before, { id: 'new', supplierId: 'C', day: '2026-03-15', amount: '3000.00', vat: '500.00' })).toEqual({
      nonDeductibleAmount: '1000.00',
      nonDeductibleVat: '166.67',
      overDay: true,
      overMonth: false,
    });
    expect(cashWarning(before, { id: 'new', supplierId: 'Z', day: '2026-03-15', amount: '3000.00', vat: '500.00' }).overDay).toBe(false);
  });
});

describe('withholding at source (fixture)', () => {
  const purchase = { amountVAT: '2000.00', amountTTC: '12000.00', day: '2026-03-10' };
  it('withholds 100 % of the TVA when the certificate is older than 6 months', () => {
    expect(vatWithholding({ ...purchase, certificateDate: '2025-09-01' })).toEqual({ vatWithheld: '2000.00', netToPay: '10000.00' });
    expect(vatWithholding({ ...purchase, certificateDate: null })).toEqual({ vatWithheld: '2000.00', netToPay: '10000.00' });
  });
  it('withholds nothing with a valid certificate, or before 1 July 2024', () => {
    expect(vatWithholding({ ...purchase, certificateDate: '2025-09-15' })).toEqual({ vatWithheld: '0.00', netToPay: '12000.00' });
    expect(vatWithholding({ ...purchase, day: '2024-06-10', certificateDate: null })).toEqual({ vatWithheld: '0.00', netToPay: '12000.00' });
  });
  it('counts 6 calendar months, a certificate dated later than the day not counting', () => {
    expect(certificateValidOn('2025-09-15', '2026-03-14')).toBe(true);
    expect(certificateValidOn('2025-09-15', '2026-03-15')).toBe(false);
    expect(certificateValidOn('2026-04-01', '2026-03-15')).toBe(false);
  });
});

describe('auto-entrepreneurs (fixture)', () => {
  it('withholds 30 % of what goes beyond 80 000 DH in a year from one client', () => {
    expect(autoEntrepreneurYear(2026, AUTO_ENTREPRENEUR_2026.purchases)).toEqual(AUTO_ENTREPRENEUR_2026.expected);
    expect(autoEntrepreneurYear(2026, AUTO_ENTREPRENEUR_2026.purchases.slice(0, 2))).toMatchObject({
      excess: '0.00',
      withholding: '0.00',
      crossedBy: null,
    });
  });
});
