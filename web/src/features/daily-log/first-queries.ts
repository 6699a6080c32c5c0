import type { RoutePrefetch } from '../../app/routing/app-route';
import { isDay, monthVariables, shownMonth, SITE_ID, today } from './calendar';
import { DailyLogDayDocument, DailyLogSiteDocument, SiteDailyLogsDocument } from './daily-log.generated';

const context = { silent: true };
const ask = (p: Promise<unknown>) => void p.catch(() => undefined);

/**
 * The site's daily log opened cold (a link, or the offline mode filling its cache) finds the site's name and the
 * month shown (`?mois=`, else the current one) already asked exactly as the page asks them. Failures are the page's
 * to show (silent here).
 */
const prefetchDailyLogs: RoutePrefetch = (client, { params, search }) => {
  const id = params.idChantier ?? '';
  if (!SITE_ID.test(id)) return;
  ask(client.query({ query: DailyLogSiteDocument, variables: { id }, context }));
  ask(client.query({ query: SiteDailyLogsDocument, variables: monthVariables(id, shownMonth(search, today())), context }));
};
export default prefetchDailyLogs;

/**
 * A day's log opened cold. Without `:jour` (the offline mode keeps each site route's first queries ahead, and names
 * no day), today's: the day a site manager fills on site, so it opens without a network. A day to come is not asked:
 * the page explains it instead.
 */
export const prefetchDailyLogDay: RoutePrefetch = (client, { params }) => {
  const id = params.idChantier ?? '';
  const day = params.jour ?? today();
  if (!SITE_ID.test(id) || !isDay(day) || day > today()) return;
  ask(client.query({ query: DailyLogDayDocument, variables: { siteId: id, day }, context }));
};
