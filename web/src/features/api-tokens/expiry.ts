import { API_TOKEN_LIMITS } from '@chantiers/schema';

/** The expiry choices: a number of days from today, or a date picked. */
export type ExpiryChoice = '30' | '90' | '365' | 'date';

/** Today in Morocco, as the api counts the year a token may live. */
export const todayInMorocco = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date());

export const shiftDay = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The expiry date sent to the api: today + the chosen days, or the date picked ('' when none yet). */
export function expiresOnOf(choice: ExpiryChoice | undefined, picked: string | undefined, today = todayInMorocco()): string {
  if (choice === 'date') return picked ?? '';
  return shiftDay(today, Number(choice ?? API_TOKEN_LIMITS.presetDays[0]));
}
