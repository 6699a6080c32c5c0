/** The addresses of the punch-list screens, built in one place (the api's notifications link to the réserve's). */
const site = (siteId: string) => `/detail-chantier/${encodeURIComponent(siteId)}`;

/** A plan's viewer, on a version other than the one in force and a page past the first when given. */
export function viewerPath(siteId: string, planId: string, at: { version?: number; page?: number; reserve?: string } = {}): string {
  const query = new URLSearchParams();
  if (at.version) query.set('version', String(at.version));
  if (at.page && at.page > 1) query.set('page', String(at.page));
  if (at.reserve) query.set('reserve', at.reserve);
  const search = query.toString();
  return `${site(siteId)}/plans/${encodeURIComponent(planId)}${search ? `?${search}` : ''}`;
}

export const plansPath = (siteId: string) => `${site(siteId)}/plans`;
export const reservesPath = (siteId: string) => `${site(siteId)}/reserves`;
export const reservePath = (siteId: string, reserveId: string) => `${reservesPath(siteId)}/${encodeURIComponent(reserveId)}`;

/** The api's PDF of the site's réserves with the list's filter, in the REST route's French keys (`statut=levee`…). */
export function reservesPdfPath(
  siteId: string,
  filter: { planId: string | null; trade: string | null; status: string | null; responsible: string | null },
  slugs: Record<string, string>,
): string {
  const query = new URLSearchParams();
  if (filter.planId) query.set('plan', filter.planId);
  if (filter.trade) query.set('metier', filter.trade);
  if (filter.status) query.set('statut', slugs[filter.status] ?? filter.status);
  if (filter.responsible) query.set('responsable', filter.responsible);
  const search = query.toString();
  return `/api/v1/chantiers/${encodeURIComponent(siteId)}/reserves/pdf${search ? `?${search}` : ''}`;
}
