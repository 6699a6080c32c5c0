import { decimalParts, isolated, joinNumber } from './numbers';

export const CURRENCY = 'DH';

/**
 * '1234567.5' -> '1 234 567,50 DH' (English '1,234,567.50 DH'), by string arithmetic only: amounts travel as decimal
 * strings and are never turned into JavaScript floats. `signed` shows '+' before a gain.
 */
export function formatMoney(amount: string | null | undefined, opts: { locale?: string; signed?: boolean; unit?: boolean } = {}): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  const parts = decimalParts(amount);
  if (!parts || parts.fraction.length > 2) return amount;
  const number = joinNumber(parts, { ...opts, fraction: parts.fraction.padEnd(2, '0') });
  return isolated(opts.unit === false ? number : `${number}\u00a0${CURRENCY}`);
}
