import { purchasePreview, rateChoice, revenueSplit } from './amounts';

describe('purchase previews on centimes', () => {
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

describe('revenue split on centimes', () => {
  it('splits a TTC amount into HT and TVA as the server does (HT half-up, TVA the rest)', () => {
    expect(revenueSplit('12000', '20')).toEqual({ ht: '10000.00', vat: '2000.00' });
    expect(revenueSplit('1 100,00', '10')).toEqual({ ht: '1000.00', vat: '100.00' });
    // 0.10 / 1.2 = 0.0833… -> 0.08; 0.03 / 1.2 = 0.025 exactly -> 0.03 (half-up), no TVA left.
    expect(revenueSplit('0.10', '20')).toEqual({ ht: '0.08', vat: '0.02' });
    expect(revenueSplit('0.03', '20')).toEqual({ ht: '0.03', vat: '0.00' });
    expect(revenueSplit('500', '0')).toEqual({ ht: '500.00', vat: '0.00' });
    expect(revenueSplit('999999999999.99', '20')).toEqual({ ht: '833333333333.33', vat: '166666666666.66' });
  });

  it('waits for a readable amount and rate', () => {
    expect(revenueSplit('', '20')).toBeNull();
    expect(revenueSplit('12,345', '20')).toBeNull();
    expect(revenueSplit('100', '')).toBeNull();
  });
});
