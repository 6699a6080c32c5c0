import { amountInWords } from '@chantiers/schema';
import { lineTotal, quotePreview, rateChoice } from './quote-amounts';

/** Hand-computed: every total below was worked out on paper, half-up to the centime. */
const grosOeuvre = [
  // 12,5 × 1 250 = 15 625,00
  { quantity: '12,5', unitPriceHT: '1 250', discountPercent: '', vatRate: '20' },
  // 1 234,567 × 14,35 = 17 716,036 45; × 0,95 = 16 830,234 627 5 -> 16 830,23
  { quantity: '1 234,567', unitPriceHT: '14,35', discountPercent: '5', vatRate: '20' },
];
const finitions = [
  // 3 333,33 × 0,90 = 2 999,997 -> 3 000,00
  { quantity: '1', unitPriceHT: '3 333,33', discountPercent: '10', vatRate: '14' },
  // 3 × 0,05 = 0,15
  { quantity: '3', unitPriceHT: '0,05', discountPercent: '0', vatRate: '7' },
  // 0,333 × 0,10 = 0,0333 -> 0,03
  { quantity: '0,333', unitPriceHT: '0,10', discountPercent: '0', vatRate: '20' },
];

describe('quote amounts', () => {
  it('totals each line HT, half-up to the centime', () => {
    expect([...grosOeuvre, ...finitions].map(lineTotal)).toEqual(['15625.00', '16830.23', '3000.00', '0.15', '0.03']);
  });

  it('taxes each rate once on its base and adds up HT, TVA and TTC', () => {
    const preview = quotePreview([{ lines: grosOeuvre }, { lines: finitions }]);
    expect(preview.vat).toEqual([
      // 32 455,26 × 20 % = 6 491,052 -> 6 491,05
      { rate: '20', base: '32455.26', vat: '6491.05' },
      { rate: '14', base: '3000.00', vat: '420.00' },
      // 0,15 × 7 % = 0,0105 -> 0,01
      { rate: '7', base: '0.15', vat: '0.01' },
    ]);
    expect(preview.lots).toEqual(['32455.23', '3000.18']);
    expect(preview.totalHT).toBe('35455.41');
    expect(preview.totalVAT).toBe('6911.06');
    expect(preview.totalTTC).toBe('42366.47');
    expect(preview.pending).toBe(0);
    expect(amountInWords(preview.totalTTC)).toBe('quarante-deux mille trois cent soixante-six dirhams et quarante-sept centimes');
  });

  it('rounds half-up exactly where a float would not', () => {
    // 1,005 × 1,00 = 1,005 -> 1,01 (a float reads 1,00499…).
    expect(lineTotal({ quantity: '1,005', unitPriceHT: '1' })).toBe('1.01');
    // 0,5 centime of TVA on a 0,05 base at 10 % rounds up: 0,005 -> 0,01.
    expect(quotePreview([{ lines: [{ quantity: '1', unitPriceHT: '0,05', vatRate: '10' }] }]).vat).toEqual([
      { rate: '10', base: '0.05', vat: '0.01' },
    ]);
    // 100 % off is free, not negative.
    expect(lineTotal({ quantity: '2', unitPriceHT: '999 999 999 999,99', discountPercent: '100' })).toBe('0.00');
    // Far beyond a float's 15 digits, still to the centime.
    expect(lineTotal({ quantity: '999999999999,999', unitPriceHT: '999999999999,99' })).toBe('999999999999989000000000.00');
  });

  it('leaves unreadable lines out of the totals and counts those begun', () => {
    const preview = quotePreview([
      {
        lines: [
          { quantity: '2', unitPriceHT: '100', vatRate: '20' },
          { quantity: '1,2345', unitPriceHT: '10', vatRate: '20' },
          { quantity: '1', unitPriceHT: '10,001', vatRate: '20' },
          { quantity: '1', unitPriceHT: '10', discountPercent: '101', vatRate: '20' },
          { quantity: '', unitPriceHT: '', vatRate: '20' },
        ],
      },
    ]);
    expect(preview.totalHT).toBe('200.00');
    expect(preview.totalTTC).toBe('240.00');
    expect(preview.pending).toBe(3);
    expect(lineTotal({ quantity: '', unitPriceHT: '10' })).toBeNull();
  });

  it('reads French and plain decimals and the server rates', () => {
    expect(lineTotal({ quantity: '12.5', unitPriceHT: '1 000,5' })).toBe('12506.25');
    expect(lineTotal({ quantity: '-1', unitPriceHT: '10' })).toBeNull();
    expect(lineTotal({ quantity: '1,2,3', unitPriceHT: '10' })).toBeNull();
    expect(rateChoice('20.00')).toBe('20');
    expect(rateChoice('7.00')).toBe('7');
    expect(rateChoice('0.00')).toBe('0');
    expect(quotePreview([{ lines: [] }])).toEqual({ lots: ['0.00'], vat: [], totalHT: '0.00', totalVAT: '0.00', totalTTC: '0.00', pending: 0 });
  });
});
