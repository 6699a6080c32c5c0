import { divideRounded, fromCentimes, parseFixed, toCentimes } from './decimal';
import {
  addVat,
  atPercent,
  basesByRate,
  compareDecimal,
  depositDeduction,
  documentTotals,
  exceedsDocumentMax,
  fixed,
  lineTotalHT,
  lotTotalHT,
  moneyOf,
  negateMoney,
  progressBilled,
  retentionOf,
  splitInProportion,
  splitTTC,
  splitTTCByRate,
  subtractMoney,
  sumMoney,
  ttcByRate,
  vatOf,
} from './rules';

describe('decimal arithmetic', () => {
  it('reads and writes decimal strings exactly', () => {
    expect(parseFixed('-12.50')).toEqual({ units: -1250n, scale: 2 });
    expect(parseFixed('.5')).toEqual({ units: 5n, scale: 1 });
    expect(toCentimes('999999999999.99')).toBe(99999999999999n);
    expect(fromCentimes(-5n)).toBe('-0.05');
    expect(fromCentimes(0n)).toBe('0.00');
    for (const bad of ['', '-', '.', '1e3', '1,5', 'abc', '1.2.3', 'NaN']) expect(() => parseFixed(bad)).toThrow(RangeError);
  });

  it('rounds half away from zero, as decimal.js ROUND_HALF_UP', () => {
    expect([5n, 15n, -5n, -15n, 4n, -4n].map((n) => divideRounded(n, 10n))).toEqual([1n, 2n, -1n, -2n, 0n, -0n]);
    expect(moneyOf('0.005')).toBe('0.01');
    expect(moneyOf('0.0049999')).toBe('0.00');
    expect(moneyOf('-0.005')).toBe('-0.01');
    expect(moneyOf('1.005')).toBe('1.01');
    expect(moneyOf(null)).toBe('0.00');
    expect(fixed('12.5', 3)).toBe('12.500');
  });

  it('adds, subtracts and compares at any scale', () => {
    expect(sumMoney(['0.1', '0.2', null, '-0.30'])).toBe('0.00');
    expect(subtractMoney('4740.00', '2000', '474.00')).toBe('2266.00');
    expect(negateMoney('12.3')).toBe('-12.30');
    expect(compareDecimal('12.5', '12.500')).toBe(0);
    expect(compareDecimal('-1', '0.001')).toBe(-1);
    expect(compareDecimal('999999999999.99', '999999999999.989')).toBe(1);
  });
});

describe('quote lines and totals', () => {
  // Computed by hand in api/src/modules/quotes (the quote of quotes.test.ts): HT 35 455,41, TVA 6 911,06, TTC 42 366,47.
  const lines = [
    { quantity: '12.5', unitPriceHT: '1250', vatRate: '20', discountPercent: '0' },
    // 1 234,567 × 14,35 × 0,95 = 16 830,234 627 5 -> 16 830,23
    { quantity: '1234.567', unitPriceHT: '14.35', vatRate: '20', discountPercent: '5' },
    // 3 333,33 × 0,90 = 2 999,997 -> 3 000,00
    { quantity: '1', unitPriceHT: '3333.33', vatRate: '14', discountPercent: '10' },
    { quantity: '3', unitPriceHT: '0.05', vatRate: '7', discountPercent: '0' },
    // 0,333 × 0,10 = 0,0333 -> 0,03
    { quantity: '0.333', unitPriceHT: '0.10', vatRate: '20' },
  ].map((l) => ({ ...l, totalHT: lineTotalHT(l) }));

  it('rounds each line once, half-up to the centime', () => {
    expect(lines.map((l) => l.totalHT)).toEqual(['15625.00', '16830.23', '3000.00', '0.15', '0.03']);
    expect(lineTotalHT({ quantity: '1.005', unitPriceHT: '1' })).toBe('1.01');
    expect(lineTotalHT({ quantity: '2', unitPriceHT: '999999999999.99', discountPercent: '100' })).toBe('0.00');
    expect(lineTotalHT({ quantity: '1', unitPriceHT: '0.01', discountPercent: '50' })).toBe('0.01');
    expect(lineTotalHT({ quantity: '1', unitPriceHT: '0.01', discountPercent: '50.01' })).toBe('0.00');
    // Beyond a float's 15 digits: 999 999,999 × 999 999,99 = 999 999 989 000,000 01.
    expect(lineTotalHT({ quantity: '999999.999', unitPriceHT: '999999.99' })).toBe('999999989000.00');
    expect(lineTotalHT({ quantity: '999999999999.999', unitPriceHT: '999999999999.99' })).toBe('999999999999989000000000.00');
  });

  it('taxes each rate once on its base, highest rate first', () => {
    expect(documentTotals(lines)).toEqual({
      totalHT: '35455.41',
      vat: [
        // 32 455,26 × 20 % = 6 491,052 -> 6 491,05; 0,15 × 7 % = 0,0105 -> 0,01
        { rate: '20.00', base: '32455.26', vat: '6491.05' },
        { rate: '14.00', base: '3000.00', vat: '420.00' },
        { rate: '7.00', base: '0.15', vat: '0.01' },
      ],
      totalVAT: '6911.06',
      totalTTC: '42366.47',
    });
    expect([lines.slice(0, 2), lines.slice(2)].map(lotTotalHT)).toEqual(['32455.23', '3000.18']);
    expect(documentTotals([])).toEqual({ totalHT: '0.00', vat: [], totalVAT: '0.00', totalTTC: '0.00' });
    expect(ttcByRate(lines)).toEqual(
      new Map([
        ['20.00', '38946.31'],
        ['14.00', '3420.00'],
        ['7.00', '0.16'],
      ]),
    );
  });

  it('keeps big amounts to the centime', () => {
    expect([exceedsDocumentMax('9999999999999.99'), exceedsDocumentMax('10000000000000.00')]).toEqual([false, true]);
    expect(documentTotals([{ vatRate: '20', totalHT: '999999999.99' }]).totalTTC).toBe('1199999999.99');
    expect(documentTotals([{ vatRate: '20', totalHT: '999999999999.99' }])).toMatchObject({
      totalVAT: '200000000000.00',
      totalTTC: '1199999999999.99',
    });
  });

  it('taxes negative bases (credit notes, deductions) symmetrically', () => {
    expect(vatOf('-0.05', '10')).toBe('-0.01');
    expect(documentTotals([{ vatRate: '20', totalHT: '-1000.05' }])).toMatchObject({ totalVAT: '-200.01', totalTTC: '-1200.06' });
    expect(
      basesByRate([
        { vatRate: '20.00', totalHT: '100' },
        { vatRate: '20', totalHT: '-40' },
      ]),
    ).toEqual(new Map([['20.00', '60.00']]));
  });
});

describe('TVA of purchases and revenues', () => {
  it('adds TVA to HT (a purchase)', () => {
    expect(addVat('1000', '20')).toEqual({ vat: '200.00', ttc: '1200.00' });
    expect(addVat('0.05', '10')).toEqual({ vat: '0.01', ttc: '0.06' });
    expect(addVat('0.04', '10').vat).toBe('0.00');
    expect(addVat('333.33', '7')).toEqual({ vat: '23.33', ttc: '356.66' });
    expect(addVat('999999999999.99', '20').ttc).toBe('1199999999999.99');
  });

  it('splits TTC into HT (rounded half-up) and TVA (the rest)', () => {
    expect(splitTTC('12000', '20')).toEqual({ ht: '10000.00', vat: '2000.00' });
    expect(splitTTC('0.10', '20')).toEqual({ ht: '0.08', vat: '0.02' });
    // 0,03 / 1,2 = 0,025 exactly -> 0,03: no TVA left.
    expect(splitTTC('0.03', '20')).toEqual({ ht: '0.03', vat: '0.00' });
    expect(splitTTC('500', '0')).toEqual({ ht: '500.00', vat: '0.00' });
    expect(splitTTC('105.50', '5.5')).toEqual({ ht: '100.00', vat: '5.50' });
    expect(splitTTC('999999999999.99', '20.00')).toEqual({ ht: '833333333333.33', vat: '166666666666.66' });
    expect(splitTTC('-120.00', '20')).toEqual({ ht: '-100.00', vat: '-20.00' });
  });
});

describe('invoices: retention, deposits, progress statements, credit notes', () => {
  it('holds the retention on the TTC', () => {
    expect(retentionOf('4740.00', '10')).toBe('474.00');
    expect(retentionOf('100.10', '5.50')).toBe('5.51');
    expect(retentionOf('0.09', '5.55')).toBe('0.00');
    expect(atPercent('1000.00', '33.33')).toBe('333.30');
  });

  it('splits an amount in proportion, the last share taking the rounding', () => {
    const weights = new Map([
      ['20.00', '1'],
      ['14.00', '1'],
      ['10.00', '1'],
    ]);
    expect(splitInProportion('100.00', weights)).toEqual(
      new Map([
        ['20.00', '33.33'],
        ['14.00', '33.33'],
        ['10.00', '33.34'],
      ]),
    );
    expect(splitInProportion('10', new Map([['20.00', '0.00']]))).toEqual(new Map());
    expect(
      splitInProportion(
        '10',
        new Map([
          ['20.00', '0.00'],
          ['7.00', '3'],
        ]),
      ),
    ).toEqual(new Map([['7.00', '10.00']]));
  });

  it('splits a credit note TTC over the rates, each into HT and TVA', () => {
    const { bases, vat } = splitTTCByRate(
      '1000.00',
      new Map([
        ['20.00', '1200.00'],
        ['10.00', '1100.00'],
      ]),
    );
    // 1 000 × 1 200 / 2 300 = 521,739… -> 521,74, the rest 478,26; 521,74 / 1,2 = 434,783… -> 434,78; 478,26 / 1,1 = 434,781… -> 434,78.
    expect(bases).toEqual(
      new Map([
        ['20.00', '434.78'],
        ['10.00', '434.78'],
      ]),
    );
    expect(vat).toEqual(
      new Map([
        ['20.00', '86.96'],
        ['10.00', '43.48'],
      ]),
    );
  });

  it('bills progress on the cumulative, so 100 % is the line exactly', () => {
    const line = '1000.01';
    const steps = ['0', '33.33', '66.67', '100'];
    const billed = steps.slice(1).map((p, i) => progressBilled(line, steps[i], p));
    // 1 000,01 × 33,33 % = 333,303… -> 333,30; × 66,67 % = 666,706… -> 666,71 (333,41 more); the rest 333,30.
    expect(billed).toEqual(['333.30', '333.41', '333.30']);
    expect(sumMoney(billed)).toBe(line);
  });

  it('deducts the deposits in proportion to the works billed, never below zero', () => {
    // 3 000 deposit on a 10 000 base, 2 500 of works billed: 750 due, 200 already deducted.
    expect(depositDeduction('3000.00', '2500.00', '10000.00', '200.00')).toBe('550.00');
    expect(depositDeduction('3000.00', '10000.00', '10000.00', '0')).toBe('3000.00');
    expect(depositDeduction('3000.00', '100.00', '10000.00', '200.00')).toBe('0.00');
    expect(depositDeduction('0', '100.00', '10000.00', '0')).toBe('0.00');
    expect(depositDeduction('3000.00', '100.00', '0.00', '0')).toBe('0.00');
    // 1 000 × 333,33 / 3 000 = 111,11
    expect(depositDeduction('1000.00', '333.33', '3000.00', '0')).toBe('111.11');
  });
});
