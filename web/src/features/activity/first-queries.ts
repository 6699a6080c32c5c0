import dayjs from 'dayjs';
import type { RoutePrefetch } from '../../app/routing/app-route';
import { ActivityMonthDocument, SiteActivityWeekDocument } from './activity.generated';

export const SITE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const WIRE = 'YYYY-MM-DD';

/** The day the report shows: `:dateImputation` when it is a day, today otherwise. */
export const activityDay = (dateImputation: string, today: string): string =>
  DAY.test(dateImputation) && dayjs(dateImputation).isValid() ? dateImputation : today;

/** The week's grid, or the month's table at `?vue=mois`. */
export const activityView = (search: URLSearchParams): 'week' | 'month' => (search.get('vue') === 'mois' ? 'month' : 'week');

/** Asked by its Monday: another day of the same week is the same answer (from the cache, also without a network). */
export const siteActivityWeekVariables = (siteId: string, day: string) => ({
  siteId,
  day: dayjs(day)
    .subtract((dayjs(day).day() + 6) % 7, 'day')
    .format(WIRE),
});

/** The site's month, which only the month view asks. */
export const siteActivityMonthVariables = (siteId: string, day: string) => ({ month: day.slice(0, 7), siteId });

/**
 * A site's activity report opens on the week of its date (and its month at `?vue=mois`): asked here as the screen
 * asks them, so a cold link finds them on their way and the phone's offline copy of the site answers the screen.
 * Failures are the screen's to show (silent here).
 */
const prefetchSiteActivity: RoutePrefetch = (client, { params, search }) => {
  const id = params.idChantier ?? '';
  if (!SITE_ID.test(id)) return;
  const context = { silent: true };
  const ask = (p: Promise<unknown>) => void p.catch(() => undefined);
  const day = activityDay(params.dateImputation ?? '', dayjs().format(WIRE));
  ask(client.query({ query: SiteActivityWeekDocument, variables: siteActivityWeekVariables(id, day), context }));
  if (activityView(search) === 'month') ask(client.query({ query: ActivityMonthDocument, variables: siteActivityMonthVariables(id, day), context }));
};
export default prefetchSiteActivity;
