import { decimalParts, isolated, joinNumber } from './numbers';
import { unitOf } from '@chantiers/schema';

/**
 * '1234.500' -> '1 234,5': a quantity (a decimal string, three decimals) without its trailing zeros, by string work
 * only. `signed` shows '+' before a positive quantity (a movement); `unit` follows it, in the plural from 2 ('−900 unités', '1,5 sac');
 * `grouped: false` gives what a form field holds ('1234,5', a plain hyphen for a minus).
 */
export function formatQuantity(
  value: string | number | null | undefined,
  opts: { signed?: boolean; grouped?: boolean; unit?: string | null; locale?: string } = {},
): string {
  if (value === null || value === undefined || value === '') return '—';
  const parts = decimalParts(value);
  if (!parts) return String(value);
  const forInput = opts.grouped === false;
  const number = joinNumber(parts, { ...opts, fraction: parts.fraction.replace(/0+$/, ''), hyphen: forInput });
  if (forInput) return number;
  return isolated(opts.unit ? `${number}\u00a0${unitOf(value, opts.unit)}` : number);
}
