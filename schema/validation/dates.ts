const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * The first year a date may carry. PostgreSQL has no year 0 (it refuses '0000-01-01' where JavaScript accepts
 * it), and JavaScript's Date.UTC reads years below 100 as 19xx; no record of a building firm predates 1900.
 */
export const FIRST_YEAR = 1900;

/** A YYYY-MM-DD day that exists in the calendar ('2026-02-30' does not), from FIRST_YEAR. */
export function isCalendarDay(value: unknown): value is string {
  const match = typeof value === 'string' ? DAY.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  if (year < FIRST_YEAR || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A YYYY-MM month, from FIRST_YEAR. */
export function isCalendarMonth(value: unknown): value is string {
  const match = typeof value === 'string' ? MONTH.exec(value) : null;
  return !!match && Number(match[1]) >= FIRST_YEAR;
}
