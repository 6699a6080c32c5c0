import Decimal from 'decimal.js';

/** Money arithmetic on decimal strings with decimal.js: never a JavaScript float (ARCHITECTURE, money). */
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** '1234.5' -> '1234.50'. */
export const money = (value: string | number | null | undefined): string => new D(value ?? 0).toFixed(2);

export const add = (...values: (string | null | undefined)[]): string => values.reduce<Decimal>((sum, v) => sum.plus(v ?? 0), new D(0)).toFixed(2);

export const sub = (a: string, b: string): string => new D(a).minus(b).toFixed(2);

/** TVA of an amount before tax at a rate in %, rounded half-up to the centime (the invoice's rounding). */
export const vatOf = (amountHT: string, ratePercent: string): string =>
  new D(amountHT).times(ratePercent).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/**
 * An amount with TVA (TTC) split at a rate in %: HT = TTC × 100 / (100 + rate) rounded half-up to the centime,
 * TVA = TTC − HT, so that HT + TVA is the amount invoiced to the centime.
 */
export function splitTTC(amountTTC: string, ratePercent: string): { ht: string; vat: string } {
  const ht = new D(amountTTC).times(100).dividedBy(new D(100).plus(ratePercent)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return { ht: ht.toFixed(2), vat: new D(amountTTC).minus(ht).toFixed(2) };
}

export const compare = (a: string, b: string): number => new D(a).comparedTo(b);

/** a / b as a percentage with one decimal ('12.5'), or null when b is zero or absent. */
export const percentOf = (a: string, b: string | null | undefined): string | null =>
  b && !new D(b).isZero() ? new D(a).times(100).dividedBy(b).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toFixed(1) : null;
