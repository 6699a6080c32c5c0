const MOROCCO = 'Africa/Casablanca';

/** Today in Morocco, as the api counts it (Node's tz data): from 23:00 UTC it is tomorrow there (UTC+1 outside Ramadan). */
export const moroccoToday = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: MOROCCO }).format(new Date());

/** Morocco's offset from UTC now, in hours (1, or 0 during Ramadan), by Node's tz data. */
export function moroccoOffsetHours(at = new Date()): number {
  const part = new Intl.DateTimeFormat('en', { timeZone: MOROCCO, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  const match = /GMT([+-]\d+)?/.exec(part?.value ?? '');
  return match?.[1] ? Number(match[1]) : 0;
}

/**
 * The browser's zone: a fixed zone at Morocco's offset now. Chromium 156's tz data puts 'Africa/Casablanca' at UTC+0
 * from the end of Ramadan 2026 on (Node's 2025c says UTC+1), so between 23:00 and 24:00 UTC the browser's today was
 * the day before the api's. 'Etc/GMT-1' is UTC+1 (POSIX signs are inverted).
 */
export function moroccoZoneId(at = new Date()): string {
  const hours = moroccoOffsetHours(at);
  return hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}
