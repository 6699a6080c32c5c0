import { addDays } from '../../core/time/days';

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);

export { addDays };

/** The Monday of the week that holds `day` (weeks run Monday to Sunday). */
export function mondayOf(day: string): string {
  const weekday = (new Date(utc(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The seven days of the week that holds `day`. */
export const weekOf = (day: string) => Array.from({ length: 7 }, (_, i) => addDays(mondayOf(day), i));

/** 'YYYY-MM' → every day of the month. */
export function daysOfMonth(month: string): string[] {
  const first = `${month}-01`;
  const days: string[] = [];
  for (let d = first; d.startsWith(month); d = addDays(d, 1)) days.push(d);
  return days;
}

/** 'YYYY-MM-DD' → 'YYYY-MM-01'. */
export const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

/** '2026-11' → 'novembre 2026'. */
export const frenchMonth = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** '2026-11-26' → '26/11/2026'. */
export const frenchDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
