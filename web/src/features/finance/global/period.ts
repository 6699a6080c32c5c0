import dayjs, { type Dayjs } from 'dayjs';

/** The api's bounds: AAAA-MM-JJ, both included. */
export interface Period {
  from: string;
  to: string;
}

export const WIRE_FORMAT = 'YYYY-MM-DD';
export const SHOWN_FORMAT = 'DD/MM/YYYY';
/** The api refuses more than five years (financePeriodSchema). */
export const MAX_YEARS = 5;

const toPeriod = (start: Dayjs, end: Dayjs): Period => ({ from: start.format(WIRE_FORMAT), to: end.format(WIRE_FORMAT) });

export const thisMonth = (today: Dayjs = dayjs()): Period => toPeriod(today.startOf('month'), today.endOf('month'));

/** January–March, April–June…: the quarter holding `today` (dayjs' quarter needs a plugin; three months do). */
export function thisQuarter(today: Dayjs = dayjs()): Period {
  const start = today.startOf('year').month(Math.floor(today.month() / 3) * 3);
  return toPeriod(start, start.add(2, 'month').endOf('month'));
}

export const thisYear = (today: Dayjs = dayjs()): Period => toPeriod(today.startOf('year'), today.endOf('year'));
export const lastYear = (today: Dayjs = dayjs()): Period => thisYear(today.subtract(1, 'year'));

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period of the address (?du=&au=), or the current year when it is missing or unreadable. */
export function periodFromSearch(params: URLSearchParams, today: Dayjs = dayjs()): Period {
  const from = params.get('du') ?? '';
  const to = params.get('au') ?? '';
  if (DAY.test(from) && DAY.test(to) && dayjs(from).isValid() && dayjs(to).isValid() && from <= to && !tooLong(dayjs(from), dayjs(to)))
    return { from, to };
  return thisYear(today);
}

/** More than five years between two days (the day picker greys such ends out). */
export const tooLong = (start: Dayjs, end: Dayjs): boolean => Math.abs(end.diff(start, 'day')) > MAX_YEARS * 366;

/** 'YYYY-MM' -> a Date at noon on the month's first day (no time zone can move it to another month). */
export function monthDate(month: string): Date {
  const [y, m] = month.split('-').map(Number);
  return new Date(y, m - 1, 1, 12);
}
