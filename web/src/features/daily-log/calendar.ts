import dayjs from 'dayjs';

export const SITE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WIRE = 'YYYY-MM-DD';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Today on this phone (the api counts in Morocco's time, which is the site manager's). */
export const today = (): string => dayjs().format(WIRE);

/** A calendar day as the api writes it: '2026-02-30' is none. */
export const isDay = (text: string): boolean => DAY.test(text) && dayjs(text).format(WIRE) === text;

export const monthOfDay = (day: string): string => day.slice(0, 7);

/** The month the list shows: `?mois=AAAA-MM` when it is one that has begun, the current one otherwise. */
export function shownMonth(search: URLSearchParams, todayDay: string): string {
  const asked = search.get('mois') ?? '';
  return MONTH.test(asked) && asked <= monthOfDay(todayDay) ? asked : monthOfDay(todayDay);
}

export const shiftMonth = (month: string, by: number): string => dayjs(`${month}-01`).add(by, 'month').format('YYYY-MM');
export const shiftDay = (day: string, by: number): string => dayjs(day).add(by, 'day').format(WIRE);

/** The whole month, as the list asks it (31 days at most, within the api's 62). */
export function monthPeriod(month: string): { from: string; to: string } {
  const first = dayjs(`${month}-01`);
  return { from: first.format(WIRE), to: first.endOf('month').format(WIRE) };
}

/** The list's query, as the page and the prefetch both ask it: Apollo answers from its cache for the same variables only. */
export const monthVariables = (siteId: string, month: string) => ({ siteId, ...monthPeriod(month) });

/** The month's days a log can be written for, the newest first: none after today. */
export function daysToShow(month: string, todayDay: string): string[] {
  const { from, to } = monthPeriod(month);
  const last = to < todayDay ? to : todayDay;
  const days: string[] = [];
  for (let day = last; day >= from; day = shiftDay(day, -1)) days.push(day);
  return days;
}

/** A day as a UTC instant at midnight, for intl's date formats without the phone's time zone moving it. */
export const dayInstant = (day: string): number => Date.parse(`${day}T00:00:00Z`);
