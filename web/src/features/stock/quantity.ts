const QUANTITY = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/**
 * '1234.500' -> '1 234,5': a stock quantity (a decimal string, three decimals) French-style, by string work
 * only: quantities are never turned into JavaScript floats. Thousands are grouped with narrow no-break spaces,
 * as formatMoney does; trailing zeros of the decimals go. `signed` shows '+' before a positive quantity (a
 * movement); `grouped: false` leaves the thousands together (a form's initial value).
 */
export function formatQuantity(value: string | null | undefined, opts: { signed?: boolean; grouped?: boolean } = {}): string {
  if (value === null || value === undefined || value === '') return '—';
  const match = QUANTITY.exec(String(value).trim());
  if (!match) return String(value);
  const [, sign, whole, decimals = ''] = match;
  const units = whole.replace(/^0+(?=\d)/, '');
  const fraction = decimals.replace(/0+$/, '');
  const zero = units === '0' && !fraction;
  const grouped = opts.grouped === false ? units : units.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  const prefix = zero ? '' : sign === '-' ? '-' : opts.signed ? '+' : '';
  return `${prefix}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** '2026-03-07' -> '07/03/2026', without a time zone in between. */
export function formatDay(day: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : (day ?? '—');
}
