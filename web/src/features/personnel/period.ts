import dayjs, { type Dayjs } from 'dayjs';

/** A period as it travels: two 'YYYY-MM-DD' days, both included. */
export interface Period {
  startDate: string;
  endDate: string;
}

export const WIRE_FORMAT = 'YYYY-MM-DD';
export const SHOWN_FORMAT = 'DD/MM/YYYY';

/** The Monday–Sunday week holding `day` (today by default), whatever dayjs' locale says the week starts on. */
export function weekOf(day: Dayjs = dayjs()): Period {
  const monday = day.startOf('day').subtract((day.day() + 6) % 7, 'day');
  return { startDate: monday.format(WIRE_FORMAT), endDate: monday.add(6, 'day').format(WIRE_FORMAT) };
}

/** The period of the same length just before (-1) or after (+1) this one: next week from a week. */
export function shiftPeriod(period: Period, direction: 1 | -1): Period {
  const start = dayjs(period.startDate);
  const length = dayjs(period.endDate).diff(start, 'day') + 1;
  return {
    startDate: start.add(direction * length, 'day').format(WIRE_FORMAT),
    endDate: dayjs(period.endDate)
      .add(direction * length, 'day')
      .format(WIRE_FORMAT),
  };
}

/** '2026-11-23' -> '23/11/2026' by string slicing: no time zone can move the day. */
export function showDay(iso: string | null | undefined): string {
  if (!iso) return '—';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}
