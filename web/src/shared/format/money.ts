/**
 * '1234567.5' -> '1 234 567,50 DH' by string arithmetic only: amounts travel as decimal strings and are never
 * turned into JavaScript floats (ARCHITECTURE §7). Narrow no-break spaces group thousands, as French does.
 */
export function formatMoney(amount: string | null | undefined, currency = 'DH'): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return amount;
  const [, sign, whole, cents = ''] = match;
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  return `${sign}${grouped},${cents.padEnd(2, '0')}\u00a0${currency}`;
}
