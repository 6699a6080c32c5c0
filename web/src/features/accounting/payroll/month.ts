/** Months as YYYY-MM text, for the declaration's picker. */
export const isMonth = (value: string | null | undefined): value is string => !!value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** `month` moved by `n` months. */
export function shiftMonth(month: string, n: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month declared by default: the one before `current` (a month is declared once it is over). */
export const defaultMonth = (current: string): string => shiftMonth(current, -1);
