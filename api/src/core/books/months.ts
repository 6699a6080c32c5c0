/** Calendar months as the books count them: 'YYYY-MM'. */

const NAMES = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** '2026-09-15' -> '2026-09'. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** '2026-12' + 1 -> '2027-01'. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 'septembre 2026'. */
export const monthLabel = (month: string): string => `${NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** How many months the books keep open after the last closed one (CNC opinion no. 24: at most two). */
export const OPEN_MONTHS = 2;

/** The months still open after `closedThrough` (none closed yet: every month is open). */
export const openMonths = (closedThrough: string | null): string[] =>
  closedThrough ? Array.from({ length: OPEN_MONTHS }, (_, i) => addMonths(closedThrough, i + 1)) : [];
