import { lineAmounts, quoteTotals } from './quote-totals';

/**
 * Computed by hand. Lot « Gros œuvre »:
 *   Béton B25        12.500 m³ × 1 250.00, 20 %, no discount  = 15 625.00
 *   Acier HA12        1 234.567 kg × 14.35, 20 %, 5 %          = 1 234.567 × 14.35 = 17 716.03645 × 0.95 = 16 830.2346275 -> 16 830.23
 * Lot « Électricité »:
 *   Tableau           1 u × 3 333.33, 14 %, 10 %                = 2 999.997 -> 3 000.00
 *   Main d'œuvre      3 j × 0.05, 7 %                           = 0.15
 *   Fourniture        0.333 u × 0.10, 20 %                      = 0.0333 -> 0.03
 * Bases: 20 % 15 625.00 + 16 830.23 + 0.03 = 32 455.26 -> TVA 6 491.052 -> 6 491.05
 *        14 % 3 000.00 -> 420.00;  7 % 0.15 -> 0.0105 -> 0.01
 * Total HT 35 455.41; TVA 6 911.06; TTC 42 366.47.
 */
describe('quote totals', () => {
  const lines = [
    { quantity: '12,5', unitPriceHT: '1250', vatRate: '20', discountPercent: '0' },
    { quantity: '1234.567', unitPriceHT: '14.35', vatRate: '20', discountPercent: '5' },
    { quantity: '1', unitPriceHT: '3333.33', vatRate: '14', discountPercent: '10' },
    { quantity: '3', unitPriceHT: '0.05', vatRate: '7', discountPercent: '0' },
    { quantity: '0.333', unitPriceHT: '0.10', vatRate: '20', discountPercent: '0' },
  ].map((l) => lineAmounts({ ...l, quantity: l.quantity.replace(',', '.') }));

  it('computes each line half-up to the centime', () => {
    expect(lines.map((l) => l.totalHT)).toEqual(['15625.00', '16830.23', '3000.00', '0.15', '0.03']);
    expect(lines[0]).toEqual({ quantity: '12.500', unitPriceHT: '1250.00', vatRate: '20.00', discountPercent: '0.00', totalHT: '15625.00' });
  });

  it('gives the TVA per rate, highest first, and the totals', () => {
    expect(quoteTotals(lines)).toEqual({
      totalHT: '35455.41',
      vat: [
        { rate: '20.00', base: '32455.26', vat: '6491.05' },
        { rate: '14.00', base: '3000.00', vat: '420.00' },
        { rate: '7.00', base: '0.15', vat: '0.01' },
      ],
      totalVAT: '6911.06',
      totalTTC: '42366.47',
    });
  });

  it('stays exact beyond what a float holds', () => {
    const big = lineAmounts({ quantity: '999999.999', unitPriceHT: '999999.99', vatRate: '20', discountPercent: '0' });
    // 999 999.999 × 999 999.99 = 999 999 989 000.000 01 -> 999 999 989 000.00
    expect(big.totalHT).toBe('999999989000.00');
    expect(quoteTotals([big]).totalTTC).toBe('1199999986800.00');
  });
});
