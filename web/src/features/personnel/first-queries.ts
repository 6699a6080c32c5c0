import type { RoutePrefetch } from '../../app/routing/app-route';
import { PersonnelDocument } from './personnel.generated';

export const PERSONNEL_PAGE_SIZE = 20;

/** The list as it opens: no text, the active people only, by name, the first page. */
export const FIRST_PERSONNEL = { search: '', includeInactive: false, sort: { field: 'name', desc: false }, page: 0 };

/** The people list's query, as the tab and the prefetch both ask it (an empty search is null, never left out). */
export const personnelVariables = (f: { search: string; includeInactive: boolean; sort: { field: string; desc: boolean }; page: number }) => ({
  search: f.search || null,
  includeInactive: f.includeInactive,
  sort: f.sort.field,
  desc: f.sort.desc,
  page: f.page,
  size: PERSONNEL_PAGE_SIZE,
});

/**
 * The company's people opened cold (a link, or the phone keeping the day's data: who works on its sites), on the
 * 'Personnel' tab: its first page as the tab asks it, `?q=` followed as the tab reads it. Silent: the tab shows failures.
 */
const prefetchPersonnel: RoutePrefetch = (client, { search }) => {
  if (search.get('onglet') === 'affectations') return;
  const variables = personnelVariables({ ...FIRST_PERSONNEL, search: (search.get('q') ?? '').trim() });
  void client.query({ query: PersonnelDocument, variables, context: { silent: true } }).catch(() => undefined);
};
export default prefetchPersonnel;
