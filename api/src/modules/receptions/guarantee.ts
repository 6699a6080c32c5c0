/** The day the guarantee delay ends: `months` after the provisional reception, the same day of the month or its last. */
export function guaranteeEnds(provisional: string, months: number): string {
  const [y, m, d] = provisional.split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
