import dayjs from 'dayjs';

/** The views of a planning; the URL says them in French (`?vue=`). */
export const VIEWS = ['week', 'month', 'list', 'gantt', 'resources'] as const;
export type PlanningView = (typeof VIEWS)[number];
const SLUGS: Record<PlanningView, string> = { week: 'semaine', month: 'mois', list: 'liste', gantt: 'gantt', resources: 'personnes' };

export const viewSlug = (view: PlanningView): string => SLUGS[view];
export function viewOfSlug(slug: string | null, phone: boolean): PlanningView {
  const found = VIEWS.find((v) => SLUGS[v] === slug);
  // A phone reads a list best; a desk sees the month first (SPEC: the planning's week, task and month views).
  return found ?? (phone ? 'list' : 'month');
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const WIRE = 'YYYY-MM-DD';
export const isDay = (value: string | null): value is string => Boolean(value && DAY.test(value) && dayjs(value).format(WIRE) === value);

/** Monday of the day's week: the plannings start their weeks on Monday, as in Morocco. */
export const mondayOf = (day: string): string => {
  const d = dayjs(day);
  return d.subtract((d.day() + 6) % 7, 'day').format(WIRE);
};
export const addDays = (day: string, n: number): string => dayjs(day).add(n, 'day').format(WIRE);

/** The days a view shows around its anchor day, which is what is fetched. */
export function rangeOf(view: PlanningView, anchor: string): { from: string; to: string } {
  const month = dayjs(anchor).startOf('month');
  switch (view) {
    case 'week':
    case 'resources': {
      const from = mondayOf(anchor);
      return { from, to: addDays(from, 6) };
    }
    case 'month': {
      // The month grid also shows the ends of the weeks around the month.
      const from = mondayOf(month.format(WIRE));
      return { from, to: addDays(mondayOf(month.endOf('month').format(WIRE)), 6) };
    }
    case 'list':
      return { from: month.format(WIRE), to: month.endOf('month').format(WIRE) };
    case 'gantt':
      return { from: month.format(WIRE), to: month.add(2, 'month').endOf('month').format(WIRE) };
  }
}

/** The anchor after one step back or forward: a week for the week views, a month otherwise. */
export function stepAnchor(view: PlanningView, anchor: string, n: number): string {
  if (view === 'week' || view === 'resources') return addDays(mondayOf(anchor), 7 * n);
  return dayjs(anchor).startOf('month').add(n, 'month').format(WIRE);
}

/** A task's last day, inclusive on the wire, is exclusive for a calendar event. */
export const eventEnd = (endDate: string): string => addDays(endDate, 1);
export const taskEnd = (eventEndExclusive: string): string => addDays(eventEndExclusive, -1);

/** Every day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length < 400; d = addDays(d, 1)) out.push(d);
  return out;
}
