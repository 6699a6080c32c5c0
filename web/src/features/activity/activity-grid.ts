/** A cell of the grid: a full day, a half day, absent, or nothing entered. */
export type CellValue = '1' | '0.5' | '0' | null;

const CYCLE: CellValue[] = [null, '1', '0.5', '0'];

/** A click moves a cell on: nothing → journée → demi-journée → absent → nothing. */
export const nextValue = (v: CellValue): CellValue => CYCLE[(CYCLE.indexOf(v) + 1) % CYCLE.length];

/** What a key typed on a cell means: 1 a day, ½ (or 5, d) a half day, 0 (or a) absent, Delete or Backspace empty. */
export function keyValue(key: string): CellValue | undefined {
  if (key === '1' || key === 'j' || key === 'J') return '1';
  if (key === '5' || key === 'd' || key === 'D' || key === '½' || key === ',' || key === '.') return '0.5';
  if (key === '0' || key === 'a' || key === 'A') return '0';
  if (key === 'Delete' || key === 'Backspace') return null;
  return undefined;
}

/** Monday to Friday of a week (its first five days) as full days, leaving the weekend as it is. */
export const workingDays = (days: string[]) => days.slice(0, 5);

/** The cells a 'fill' changes: those not already at the value (nothing is sent for a cell that would not change). */
export function cellsToFill(values: CellValue[], days: string[], value: CellValue): string[] {
  return days.filter((day, i) => values[i] !== value);
}

/** Σ of a row's values, as the api counts days ('1.5'). */
export const daysOf = (values: CellValue[]) => values.reduce((sum, v) => sum + (v ? Number(v) : 0), 0);

/** 'YYYY-MM-DD' ± n days. */
export const shiftDay = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export const isSunday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 0;
