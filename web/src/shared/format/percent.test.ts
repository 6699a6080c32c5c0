import { formatPercent, formatQuantity } from './index';

describe('formatPercent', () => {
  it.each([
    ['11.94', '11,9\u00a0%'],
    ['11.95', '12\u00a0%'],
    ['22', '22\u00a0%'],
    ['99.96', '100\u00a0%'],
    ['-3.50', '\u22123,5\u00a0%'],
    ['0.04', '0\u00a0%'],
  ])('writes %s as %s in French', (value, shown) => {
    expect(formatPercent(value)).toBe(shown);
  });

  it('follows the language and signs a change', () => {
    expect(formatPercent('11.94', { locale: 'en' })).toBe('11.9%');
    expect(formatPercent('4.2', { signed: true })).toBe('+4,2\u00a0%');
    expect(formatPercent(35)).toBe('35\u00a0%');
    expect(formatPercent('12.345', { decimals: 2 })).toBe('12,35\u00a0%');
  });
});

describe('formatQuantity with a unit', () => {
  it('writes a stock movement as a French reader reads it', () => {
    expect(formatQuantity('-900.000', { signed: true, unit: 'unités' })).toBe('\u2212900\u00a0unités');
    expect(formatQuantity('1500.5', { unit: 'm³', locale: 'en' })).toBe('1,500.5\u00a0m³');
    expect(formatQuantity('-2.500', { grouped: false })).toBe('-2,5');
  });
});
