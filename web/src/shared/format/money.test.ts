import { formatMoney } from './index';

describe('formatMoney', () => {
  it.each([
    ['0', '0,00\u00a0DH'],
    ['0.1', '0,10\u00a0DH'],
    ['1234.5', '1\u202f234,50\u00a0DH'],
    ['999999999999.99', '999\u202f999\u202f999\u202f999,99\u00a0DH'],
    ['-1500.05', '\u22121\u202f500,05\u00a0DH'],
    ['007', '7,00\u00a0DH'],
  ])('shows %s as %s without floating point', (input, shown) => {
    expect(formatMoney(input)).toBe(shown);
  });

  it('shows a dash for no amount and leaves what it cannot read as it is', () => {
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney('')).toBe('—');
    expect(formatMoney('abc')).toBe('abc');
  });
});

describe('one convention per language', () => {
  it('groups and marks decimals the English way in English', () => {
    expect(formatMoney('45900', { locale: 'en' })).toBe('45,900.00\u00a0DH');
    expect(formatMoney('-0.5', { locale: 'en' })).toBe('\u22120.50\u00a0DH');
    expect(formatMoney('12.3', { signed: true })).toBe('+12,30\u00a0DH');
    expect(formatMoney('12.3', { unit: false })).toBe('12,30');
  });

  it('isolates an amount and its unit inside right-to-left text', () => {
    document.documentElement.dir = 'rtl';
    try {
      expect(formatMoney('973169.4')).toBe('\u2066973\u202f169,40\u00a0DH\u2069');
    } finally {
      document.documentElement.dir = 'ltr';
    }
  });
});
