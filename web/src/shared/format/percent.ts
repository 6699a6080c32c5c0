import { decimalParts, isolated, joinNumber, localeOf } from './numbers';

/**
 * '11.94' -> '11,9 %' in French, '11.9%' in English: at most `decimals` decimals (1 by default), rounded half up on
 * the string, trailing zeros dropped. `signed` shows '+' before a rise.
 */
export function formatPercent(
  value: string | number | null | undefined,
  opts: { signed?: boolean; decimals?: number; locale?: string } = {},
): string {
  if (value === null || value === undefined || value === '') return '—';
  const parts = decimalParts(value);
  if (!parts) return String(value);
  const rounded = roundParts(parts.units, parts.fraction, opts.decimals ?? 1);
  const number = joinNumber({ ...parts, units: rounded.units }, { ...opts, fraction: rounded.fraction.replace(/0+$/, '') });
  return isolated(localeOf(opts.locale) === 'fr' ? `${number}\u00a0%` : `${number}%`);
}

/** Rounds '12' + '349' to 1 decimal -> '12' + '3', carrying into the units when needed, on the digits alone. */
function roundParts(units: string, fraction: string, decimals: number): { units: string; fraction: string } {
  if (fraction.length <= decimals) return { units, fraction };
  const digits = `${units}${fraction.slice(0, decimals)}`;
  const up = Number(fraction[decimals]) >= 5;
  const sum = up ? (BigInt(digits) + 1n).toString().padStart(digits.length, '0') : digits;
  const whole = sum.slice(0, sum.length - decimals) || '0';
  return { units: whole.replace(/^0+(?=\d)/, ''), fraction: decimals ? sum.slice(sum.length - decimals) : '' };
}
