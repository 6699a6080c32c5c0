/**
 * Exact decimal arithmetic on BigInt for the money rules (rules.ts): decimal strings in, decimal strings out. A float
 * would turn 0.29 into 0.28999… and cost a centime; decimal.js would add ~30 KB to every screen that shows a total.
 * Rounding is half away from zero, decimal.js's ROUND_HALF_UP, which the api used before this module existed.
 */

/** A decimal as an integer and its number of decimals: '-12.50' is { units: -1250n, scale: 2 }. */
export interface Fixed {
  units: bigint;
  scale: number;
}

/** What the api stores and answers ('1234.5', '-0.05', '20.00'), and what PostgreSQL's numeric reads as. */
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

const TEN = 10n;
const pow10 = (n: number): bigint => TEN ** BigInt(n);

/** '-12.50' -> { units: -1250n, scale: 2 }. Anything else throws: a misread amount must never pass as zero. */
export function parseFixed(text: string | number | bigint): Fixed {
  const value = typeof text === 'string' ? text.trim() : String(text);
  const match = DECIMAL.exec(value);
  if (!match || (match[2] === '' && !match[3])) throw new RangeError(`Not a decimal: '${value}'`);
  const [, sign, whole, decimals = ''] = match;
  const units = BigInt(`${whole || '0'}${decimals}`);
  return { units: sign === '-' ? -units : units, scale: decimals.length };
}

/** num / den rounded half away from zero to an integer. */
export function divideRounded(num: bigint, den: bigint): bigint {
  if (den === 0n) throw new RangeError('Division by zero');
  const negative = num < 0n !== den < 0n;
  const n = num < 0n ? -num : num;
  const d = den < 0n ? -den : den;
  const q = (2n * n + d) / (2n * d);
  return negative ? -q : q;
}

/** The value at `places` decimals, rounded half away from zero: (12.345, 2) -> 1235n. */
export function unitsAt(value: Fixed, places: number): bigint {
  return value.scale <= places ? value.units * pow10(places - value.scale) : divideRounded(value.units, pow10(value.scale - places));
}

/** 1235n at 2 places -> '12.35'; -5n -> '-0.05'. */
export function formatUnits(units: bigint, places: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  return `${negative ? '-' : ''}${whole}${places ? `.${digits.slice(-places)}` : ''}`;
}

export const multiply = (...values: Fixed[]): Fixed =>
  values.reduce((p, v) => ({ units: p.units * v.units, scale: p.scale + v.scale }), { units: 1n, scale: 0 });

/** num / den rounded half away from zero to `places` decimals, as units at that scale: the one rounding of every rule. */
export function quotientAt(num: Fixed, den: Fixed, places: number): bigint {
  // num.units / 10^ns ÷ den.units / 10^ds = num.units × 10^ds ÷ (den.units × 10^ns), then × 10^places.
  const shift = den.scale + places - num.scale;
  const n = shift >= 0 ? num.units * pow10(shift) : num.units;
  const d = shift >= 0 ? den.units : den.units * pow10(-shift);
  return divideRounded(n, d);
}

/** Centimes of a decimal string, rounded half away from zero when it has more than two decimals. */
export const toCentimes = (value: string | number | bigint): bigint => unitsAt(parseFixed(value), 2);

/** Centimes as the api's decimal string ('1234.50'). */
export const fromCentimes = (cents: bigint): string => formatUnits(cents, 2);
