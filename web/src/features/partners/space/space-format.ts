import { toApiError } from '../../../shared/errors/notify';
import { isolated } from '../../../shared/format/numbers';

/**
 * The api's answer when the partner has no listing (never created, or deleted): NOT_FOUND 'partner.profile.missing',
 * the only NOT_FOUND the dashboard and the requests answer.
 */
export function isListingMissing(error: unknown): boolean {
  return Boolean(error) && toApiError(error).code === 'NOT_FOUND';
}

const MOROCCO = 'Africa/Casablanca';
const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: MOROCCO,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** When a request arrived, in Morocco's time: '07/03/2026 14:05' in both languages (the app's date convention). */
export function receivedAt(iso: string): { day: string; time: string } {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { day: iso, time: '' };
  const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, x.value]));
  return { day: isolated(`${p.day}/${p.month}/${p.year}`), time: isolated(`${p.hour}:${p.minute}`) };
}

/** A message long enough to fold: more than five lines, or more than 320 characters. */
export const isLongMessage = (text: string): boolean => text.length > 320 || text.split('\n').length > 5;
