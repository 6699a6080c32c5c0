import { addAmounts, basisOf, chartNumber, deltaOf, expensesOf, fromCents, incomeOf, isEmptyLine, signOf, subtractAmounts, toCents } from './amounts';

const ZERO = {
  revenues: '0.00',
  revenuesHT: '0.00',
  revenuesVAT: '0.00',
  purchasesHT: '0.00',
  purchasesVAT: '0.00',
  purchasesTTC: '0.00',
  subcontracting: '0.00',
  labour: '0.00',
  vatBalance: '0.00',
  margin: '0.00',
  marginPercent: null,
};

describe('amounts as exact decimal strings', () => {
  it('reads and writes cents without floating point', () => {
    expect(toCents('1234.5')).toBe(123450n);
    expect(toCents('-0.07')).toBe(-7n);
    expect(toCents('999999999999.99')).toBe(99999999999999n);
    expect(toCents('abc')).toBe(0n);
    expect(fromCents(-7n)).toBe('-0.07');
    expect(fromCents(99999999999999n)).toBe('999999999999.99');
    expect(addAmounts('0.10', '0.20')).toBe('0.30');
    expect(subtractAmounts('100.00', '250.75')).toBe('-150.75');
  });

  it('adds the three kinds of expense and knows an empty line', () => {
    const line = { ...ZERO, revenues: '6000.00', revenuesHT: '5000.00', purchasesHT: '1000.00', purchasesTTC: '1200.00', subcontracting: '300.50' };
    // Subject to TVA (the default, and while unknown): HT; otherwise TTC.
    expect([basisOf(true), basisOf(null), basisOf(false)]).toEqual(['HT', 'HT', 'TTC']);
    expect(expensesOf(line, 'HT')).toBe('1300.50');
    expect(expensesOf(line, 'TTC')).toBe('1500.50');
    expect([incomeOf(line, 'HT'), incomeOf(line, 'TTC')]).toEqual(['5000.00', '6000.00']);
    expect(isEmptyLine(ZERO)).toBe(true);
    expect(isEmptyLine({ ...ZERO, purchasesHT: '1.00' })).toBe(false);
    expect(signOf('-0.01')).toBe(-1);
    expect(signOf('0.00')).toBe(0);
    expect(signOf('12')).toBe(1);
    expect(chartNumber('1234.56')).toBe(1234.56);
  });

  it('measures the change against the previous month', () => {
    expect(deltaOf('1500.00', '1000.00')).toEqual({ direction: 1, difference: '500.00', percent: '50.0' });
    expect(deltaOf('1000.00', '3000.00')).toEqual({ direction: -1, difference: '-2000.00', percent: '-66.7' });
    // Against a loss, no percentage: '+50 %' of a negative margin would read as a gain of half of it.
    expect(deltaOf('-500.00', '-1000.00')).toEqual({ direction: 1, difference: '500.00', percent: null });
    expect(deltaOf('11000.00', '-1050.00')).toEqual({ direction: 1, difference: '12050.00', percent: null });
    expect(deltaOf('10.00', '0.00')).toEqual({ direction: 1, difference: '10.00', percent: null });
    expect(deltaOf('0.00', '0.00')).toEqual({ direction: 0, difference: '0.00', percent: null });
  });
});
