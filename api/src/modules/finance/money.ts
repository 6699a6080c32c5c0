import Decimal from 'decimal.js';

/**
 * Sums and comparisons of decimal strings with decimal.js for the finance records' totals: never a JavaScript float
 * (ARCHITECTURE, money). The money rules (TVA, TTC split, quote and invoice amounts) are the shared ones, in schema/money.
 */
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** '1234.5' -> '1234.50'. */
export const money = (value: string | number | null | undefined): string => new D(value ?? 0).toFixed(2);

export const add = (...values: (string | null | undefined)[]): string => values.reduce<Decimal>((sum, v) => sum.plus(v ?? 0), new D(0)).toFixed(2);

export const sub = (a: string, b: string): string => new D(a).minus(b).toFixed(2);

export const compare = (a: string, b: string): number => new D(a).comparedTo(b);

/** a / b as a percentage with one decimal ('12.5'), or null when b is zero or absent. */
export const percentOf = (a: string, b: string | null | undefined): string | null =>
  b && !new D(b).isZero() ? new D(a).times(100).dividedBy(b).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toFixed(1) : null;
