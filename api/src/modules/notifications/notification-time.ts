import { addDays } from '../../core/time/days';

const ZONE = 'Africa/Casablanca';
const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Minutes Morocco is ahead of UTC at an instant (60, or 0 during Ramadan). */
function offsetAt(ms: number): number {
  const p = Object.fromEntries(parts.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return Math.round((wall - ms) / 60_000);
}

/** The instant Moroccan clocks read `hour`:00 on `day` (YYYY-MM-DD): what 'from that day on' means to a user there. */
export function moroccoInstant(day: string, hour = 0): Date {
  const wall = Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  const first = wall - offsetAt(wall) * 60_000;
  // Near a change of offset the first guess can sit on the other side of it: the offset at the answer decides.
  return new Date(wall - offsetAt(first) * 60_000);
}

/** The Moroccan calendar day of an instant, YYYY-MM-DD. */
export const moroccoDay = (at: Date): string => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(at);

export { addDays };
