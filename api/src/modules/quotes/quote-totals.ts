import Decimal from 'decimal.js';
import type { QuoteLineData } from '@chantiers/schema';

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
const cents = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

export interface LineAmounts {
  quantity: string;
  unitPriceHT: string;
  vatRate: string;
  discountPercent: string;
  totalHT: string;
}

export interface QuoteTotals {
  totalHT: string;
  /** One row per rate, the highest first: the base is the sum of its lines HT, the TVA is rounded once per rate. */
  vat: { rate: string; base: string; vat: string }[];
  totalVAT: string;
  totalTTC: string;
}

/** A line's amounts as stored: quantity with 3 decimals, rates with 2, total HT = qty × price × (1 − discount) rounded. */
export function lineAmounts(line: Pick<QuoteLineData, 'quantity' | 'unitPriceHT' | 'discountPercent'> & { vatRate: string }): LineAmounts {
  const quantity = new D(line.quantity);
  const price = new D(line.unitPriceHT);
  const discount = new D(line.discountPercent);
  const totalHT = cents(quantity.times(price).times(new D(100).minus(discount)).dividedBy(100));
  return {
    quantity: quantity.toFixed(3),
    unitPriceHT: price.toFixed(2),
    vatRate: new D(line.vatRate).toFixed(2),
    discountPercent: discount.toFixed(2),
    totalHT: totalHT.toFixed(2),
  };
}

/** The document's totals from its lines: per rate the TVA of the rate's base (as Moroccan invoices state it). */
export function quoteTotals(lines: Pick<LineAmounts, 'vatRate' | 'totalHT'>[]): QuoteTotals {
  const bases = new Map<string, Decimal>();
  for (const l of lines) {
    const rate = new D(l.vatRate).toFixed(2);
    bases.set(rate, (bases.get(rate) ?? new D(0)).plus(l.totalHT));
  }
  const vat = [...bases.entries()]
    .sort(([a], [b]) => new D(b).comparedTo(a))
    .map(([rate, base]) => ({ rate, base: base.toFixed(2), vat: cents(base.times(rate).dividedBy(100)).toFixed(2) }));
  const totalHT = lines.reduce((sum, l) => sum.plus(l.totalHT), new D(0));
  const totalVAT = vat.reduce((sum, r) => sum.plus(r.vat), new D(0));
  return { totalHT: totalHT.toFixed(2), vat, totalVAT: totalVAT.toFixed(2), totalTTC: totalHT.plus(totalVAT).toFixed(2) };
}

/** Lots' subtotals HT, in their order. */
export function lotSubtotal(lines: Pick<LineAmounts, 'totalHT'>[]): string {
  return lines.reduce((sum, l) => sum.plus(l.totalHT), new D(0)).toFixed(2);
}
