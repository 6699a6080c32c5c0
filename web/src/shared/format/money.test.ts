import { formatMoney } from './money';

describe('formatMoney', () => {
  it.each([
    ['0', '0,00\u00a0DH'],
    ['0.1', '0,10\u00a0DH'],
    ['1234.5', '1\u202f234,50\u00a0DH'],
    ['999999999999.99', '999\u202f999\u202f999\u202f999,99\u00a0DH'],
    ['-1500.05', '-1\u202f500,05\u00a0DH'],
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
