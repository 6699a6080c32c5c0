import type { EntityManager } from '@mikro-orm/postgresql';
import { TENANT_FILTER, type TenantFilterArgs } from '../../core/tenancy/company-scoped.entity';
import { visibleTo } from '../../core/tenancy/site-access';
import { SEARCH_KINDS, type SearchRow, searchStatement } from './search.query';
import type { SearchHitView } from './search.types';

/** Longer text is not a search anyone types; it is cut rather than refused. */
const MAX_QUERY = 100;

export class SearchService {
  /** The caller's company's records matching `q`, ranked; a USER's site records only on their sites. */
  async search(em: EntityManager, q: string, limit: number): Promise<SearchHitView[]> {
    const companyId = em.getFilterParams<TenantFilterArgs>(TENANT_FILTER)?.companyId;
    if (!companyId) throw new Error('search needs an entity manager bound to a company (scopeToCompany)');
    const stmt = searchStatement({ q: q.slice(0, MAX_QUERY), companyId, visibleTo: visibleTo(em), kinds: SEARCH_KINDS, perKind: limit, limit });
    if (!stmt) return [];
    const rows = await em.getConnection().execute<SearchRow[]>(stmt.sql, stmt.bindings, 'all', em.getTransactionContext());
    return rows.map((r) => ({ kind: r.kind, id: r.id, title: r.title, subtitle: r.subtitle, siteId: r.site_id, day: r.day }));
  }
}
