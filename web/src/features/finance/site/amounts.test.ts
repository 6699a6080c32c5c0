import { fromCents, purchasePreview, rateChoice, toCents } from './amounts';

describe('purchase previews on centimes', () => {
  it.each([
    ['1000', 100000n],
    ['1 000,5', 100050n],
    ['0.07', 7n],
    ['999999999999.99', 99999999999999n],
  ])('reads %s as %s centimes', (text, cents) => {
    expect(toCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '-5', '1.234', '1e3', '1234567890123'])('refuses %p', (text) => {
    expect(toCents(text)).toBeNull();
  });

  it('writes centimes back as a decimal string', () => {
    expect(fromCents(120000n)).toBe('1200.00');
    expect(fromCents(5n)).toBe('0.05');
    expect(fromCents(-70000n)).toBe('-700.00');
  });

  it('computes TVA, TTC and the rest to pay as the server does (half-up to the centime)', () => {
    expect(purchasePreview('1000', '20', '500')).toEqual({ vat: '200.00', ttc: '1200.00', remaining: '700.00', overpaid: false });
    // 0.05 × 10 % = 0.005 -> 0.01 (half-up), 0.04 × 10 % = 0.004 -> 0.00
    expect(purchasePreview('0.05', '10')?.vat).toBe('0.01');
    expect(purchasePreview('0.04', '10')?.vat).toBe('0.00');
    expect(purchasePreview('333.33', '7')).toMatchObject({ vat: '23.33', ttc: '356.66' });
    // Beyond 2^53: no float would keep these centimes.
    expect(purchasePreview('999999999999.99', '20')).toMatchObject({ vat: '200000000000.00', ttc: '1199999999999.99' });
    expect(purchasePreview('100', '0', '')).toEqual({ vat: '0.00', ttc: '100.00', remaining: '100.00', overpaid: false });
  });

  it('flags a paid amount above TTC and waits for readable input', () => {
    expect(purchasePreview('100', '20', '120.01')?.overpaid).toBe(true);
    expect(purchasePreview('100', '20', 'x')?.remaining).toBeNull();
    expect(purchasePreview('', '20')).toBeNull();
    expect(purchasePreview('100', '')).toBeNull();
  });

  it('turns the stored rate into the form choice', () => {
    expect(rateChoice('20.00')).toBe('20');
    expect(rateChoice('7.00')).toBe('7');
    expect(rateChoice('0.00')).toBe('0');
    expect(rateChoice(null)).toBe('20');
  });
});
