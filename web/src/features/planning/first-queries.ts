import dayjs from 'dayjs';
import type { RoutePrefetch } from '../../app/routing/app-route';
import { PlanningSiteDocument, PlanningTasksDocument } from './planning.generated';
import { isDay, type PlanningView, rangeOf, viewOfSlug } from './planning-period';

export const SITE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The site's name above its planning. */
export const planningSiteVariables = (id: string) => ({ id });

/** The planning card of a site's detail (sites/pages/first-queries.ts asks it too). */
export const sitePlanningSummaryVariables = (siteId: string) => ({ siteId });

/** The day the planning shows around: `?date=` when it names a day, today otherwise. */
export const planningAnchor = (search: URLSearchParams, today: string): string => {
  const date = search.get('date');
  return isDay(date) ? date : today;
};

/** The tasks of the period shown; an empty filter is null, not absent, as the cache tells them apart. */
export const planningTasksVariables = (range: { from: string; to: string }, siteId: string | null, personnelId: string | null) => ({
  ...range,
  siteId: siteId || null,
  personnelId: personnelId || null,
});

/**
 * The views a planning may open on at `?vue=`: the one it names, else the desk's month or the phone's list. Which
 * of the two is decided by the width when the screen draws (a tablet turned, a window narrowed), so both are asked.
 */
export const openingViews = (search: URLSearchParams): PlanningView[] => [
  ...new Set([viewOfSlug(search.get('vue'), false), viewOfSlug(search.get('vue'), true)]),
];

/**
 * A site's planning opens on the site's name and the tasks of the period its address says (this month unless
 * `?date=`): asked here as the screen asks them, so a cold link finds them on their way and the phone's offline copy
 * of the site answers the screen. Failures are the screen's to show (silent here).
 */
const prefetchSitePlanning: RoutePrefetch = (client, { params, search }) => {
  const id = params.idChantier ?? '';
  if (!SITE_ID.test(id)) return;
  const context = { silent: true };
  const ask = (p: Promise<unknown>) => void p.catch(() => undefined);
  ask(client.query({ query: PlanningSiteDocument, variables: planningSiteVariables(id), context }));
  const anchor = planningAnchor(search, dayjs().format('YYYY-MM-DD'));
  for (const view of openingViews(search))
    ask(
      client.query({ query: PlanningTasksDocument, variables: planningTasksVariables(rangeOf(view, anchor), id, search.get('personne')), context }),
    );
};
export default prefetchSitePlanning;
