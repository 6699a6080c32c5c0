import { isServiceCode } from './service-types';

/** Cards per page (PARTNER_LIMITS.pageSize). */
export const DIRECTORY_PAGE_SIZE = 12;
/** The api refuses a longer search (partner.search.max). */
export const SEARCH_MAX = 100;

export interface DirectoryFilters {
  q: string;
  type: string | null;
  region: string | null;
  city: string | null;
  /** From 1, as the address shows it. */
  page: number;
}

/** The filters from the address (`?q=&type=&region=&city=&page=`); what makes no sense is dropped. */
export function readFilters(params: URLSearchParams): DirectoryFilters {
  const type = params.get('type');
  const region = params.get('region') || null;
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    q: (params.get('q') ?? '').slice(0, SEARCH_MAX),
    type: isServiceCode(type) ? type : null,
    region,
    // A city is chosen within a region.
    city: region ? params.get('city') || null : null,
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The address's query string for `filters`, without the empty ones (page 1 included), so a link stays short. */
export function filtersQuery(filters: DirectoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.type) params.set('type', filters.type);
  if (filters.region) params.set('region', filters.region);
  if (filters.region && filters.city) params.set('city', filters.city);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
