/** Calendar months as the books count them ('YYYY-MM'). */
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export const lastDay = (month: string): string =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

/** The month a closing would close next: the one after the last closed, or the last ended one; null while it has not ended. */
export function nextToClose(closedThrough: string | null, current: string): string | null {
  const next = closedThrough ? shiftMonth(closedThrough, 1) : shiftMonth(current, -1);
  return next < current ? next : null;
}
