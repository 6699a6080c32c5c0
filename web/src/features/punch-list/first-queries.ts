import { PUNCH_LIST_LIMITS, RESERVE_STATUSES, type ReserveStatus } from '@chantiers/schema';
import type { RoutePrefetch } from '../../app/routing/app-route';
import { PlanDetailDocument, PunchListSiteDocument, ReserveDetailDocument, SitePlansDocument, SiteReservesDocument } from './punch-list.generated';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The réserves list's page size; a sheet's pins are read by the api's largest page. */
export const RESERVES_PAGE_SIZE = PUNCH_LIST_LIMITS.pageSizeDefault;
export const SHEET_PAGE_SIZE = PUNCH_LIST_LIMITS.pageSizeMax;

/** A list's filter as the api takes it: every key present, null when unused (Apollo's cache matches variables exactly). */
export interface ReserveFilter {
  planId: string | null;
  trade: string | null;
  status: ReserveStatus | null;
  responsible: string | null;
}

/** The address's words for a status (`?statut=levee`): French, as the rest of the app's addresses. */
export const STATUS_SLUGS: Record<ReserveStatus, string> = { OPEN: 'ouverte', LIFTED: 'levee', VALIDATED: 'validee', REFUSED: 'refusee' };
/** The query string's keys of the réserves list. */
export const FILTER_KEYS = { planId: 'plan', trade: 'corps', status: 'statut', responsible: 'responsable', page: 'page' } as const;

const text = (value: string | null) => value?.trim() || null;

/** The filter the address asks for; anything it cannot be (a plan id that is no UUID, an unknown status) is left out. */
export function filterOf(search: URLSearchParams): ReserveFilter {
  const plan = search.get(FILTER_KEYS.planId);
  const slug = search.get(FILTER_KEYS.status);
  return {
    planId: plan && UUID.test(plan) ? plan.toLowerCase() : null,
    trade: text(search.get(FILTER_KEYS.trade)),
    status: RESERVE_STATUSES.find((s) => STATUS_SLUGS[s] === slug) ?? null,
    responsible: text(search.get(FILTER_KEYS.responsible)),
  };
}

/** The page the address shows, counted from 1 there and from 0 by the api. */
export function pageOf(search: URLSearchParams): number {
  const page = Number(search.get(FILTER_KEYS.page));
  return Number.isInteger(page) && page > 1 ? page - 1 : 0;
}

/** The réserves list's query, as the page and the prefetch both ask it. */
export const reservesVariables = (siteId: string, filter: ReserveFilter, page: number) => ({
  siteId,
  filter: { planId: filter.planId, trade: filter.trade, status: filter.status, responsible: filter.responsible },
  page,
  size: RESERVES_PAGE_SIZE,
});

/** A plan's réserves for its sheets' pins (every version: the viewer keeps the sheet's own), page by page. */
export const planReservesVariables = (siteId: string, planId: string, page = 0) => ({
  siteId,
  filter: { planId, trade: null, status: null, responsible: null },
  page,
  size: SHEET_PAGE_SIZE,
});

const context = { silent: true };
const ask = (p: Promise<unknown>) => void p.catch(() => undefined);

/**
 * The site's plans opened cold (a link, or the offline mode filling its cache) find the site's name and the plans
 * already asked exactly as the page asks them. Failures are the page's to show (silent here).
 */
const prefetchPlans: RoutePrefetch = (client, { params }) => {
  const id = params.idChantier ?? '';
  if (!UUID.test(id)) return;
  ask(client.query({ query: PunchListSiteDocument, variables: { id }, context }));
  ask(client.query({ query: SitePlansDocument, variables: { siteId: id }, context }));
};
export default prefetchPlans;

/** A plan's viewer: the plan and the first page of its réserves (the offline mode names no plan: nothing then). */
export const prefetchPlanViewer: RoutePrefetch = (client, { params }) => {
  const siteId = params.idChantier ?? '';
  const planId = params.planId ?? '';
  if (!UUID.test(siteId) || !UUID.test(planId)) return;
  ask(client.query({ query: PlanDetailDocument, variables: { id: planId }, context }));
  ask(client.query({ query: SiteReservesDocument, variables: planReservesVariables(siteId, planId), context }));
};

/** The réserves list, as filtered by the address; the plans too (the filter's choices). */
export const prefetchReserves: RoutePrefetch = (client, { params, search }) => {
  const id = params.idChantier ?? '';
  if (!UUID.test(id)) return;
  ask(client.query({ query: PunchListSiteDocument, variables: { id }, context }));
  ask(client.query({ query: SitePlansDocument, variables: { siteId: id }, context }));
  ask(client.query({ query: SiteReservesDocument, variables: reservesVariables(id, filterOf(search), pageOf(search)), context }));
};

/** A réserve's detail (a notification's link opens it cold); the offline mode names none: nothing then. */
export const prefetchReserveDetail: RoutePrefetch = (client, { params }) => {
  const id = params.reserveId ?? '';
  if (!UUID.test(params.idChantier ?? '') || !UUID.test(id)) return;
  ask(client.query({ query: ReserveDetailDocument, variables: { id }, context }));
};
