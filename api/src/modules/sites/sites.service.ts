import type { EntityManager } from '@mikro-orm/postgresql';
import type { SiteData, SiteFilter } from '@chantiers/schema';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../../core/errors/app-error';
import type { FilesService } from '../../core/files/files.service';
import { User } from '../accounts';
import { Site } from './site.entity';
import type { KeysetPage } from '../../core/paging/keyset';
import { TENANT_FILTER, type TenantFilterArgs } from '../../core/tenancy/company-scoped.entity';
import { foldForSearch } from '../../core/text/search';
import { visibleTo } from '../../core/tenancy/site-access';
import { type ListedSite, type SiteListRow, sitePageOf, siteListStatement } from './site-list.query';
import { unsignFileRefs } from '../../core/files/file-refs';
import { SiteNewsEntry } from './news/site-news-entry.entity';
import { auditAuthorOf } from '../../core/audit/audit-author';
import { raise } from '../../core/events/domain-events';
import './sites.events';

export type SitePage = KeysetPage<ListedSite>;

const notFound = () => AppError.notFound('site.notFound');

/** The company the entity manager is bound to (scopeToCompany): raw SQL is scoped by hand, and never unscoped. */
function boundCompany(em: EntityManager): string {
  const companyId = em.getFilterParams<TenantFilterArgs>(TENANT_FILTER)?.companyId;
  if (!companyId) throw new Error('SitesService.list needs an entity manager bound to a company (scopeToCompany)');
  return companyId;
}

/** The stored files that records of another module hold on a site (its documents'): deleted with the site. */
export type SiteFileHolder = (tx: EntityManager, siteId: string) => Promise<string[]>;

/** Sites of the caller's company: keyset-paged list, detail, create, update, archive, delete. */
export class SitesService {
  constructor(
    private readonly files: FilesService,
    private readonly fileHolders: readonly SiteFileHolder[] = [],
  ) {}

  /**
   * A page of sites, newest first: after a cursor (keyset, what the screens use), or — for legacy clients that
   * count pages — at page `pageNumber` by offset. The cursor wins when both are given. One statement, read as views
   * without the ORM (site-list.query.ts), scoped to the company the entity manager is bound to.
   */
  async list(em: EntityManager, filter: SiteFilter, first: number, after?: string | null, pageNumber?: number | null): Promise<SitePage> {
    const stmt = siteListStatement({ companyId: boundCompany(em), visibleTo: visibleTo(em), filter, first, after, pageNumber });
    const query = em.getKnex().raw(stmt.sql, stmt.bindings);
    const tx = em.getTransactionContext();
    const result: { rows: SiteListRow[] } = await (tx ? query.transacting(tx) : query);
    return sitePageOf(result.rows, first, stmt);
  }

  async get(em: EntityManager, id: string): Promise<Site> {
    const site = await em.findOne(Site, { id }, { populate: ['manager'] });
    if (!site) throw notFound();
    return site;
  }

  async create(em: EntityManager, auth: AuthInfo, input: SiteData): Promise<Site> {
    return em.transactional(async (tx) => {
      const site = tx.create(Site, { company: auth.companyId, name: input.name, createdBy: auth.userId });
      await this.apply(tx, site, input);
      await tx.flush();
      await raise(tx, 'site.created', { site, by: auth.userId });
      return site;
    });
  }

  async update(em: EntityManager, id: string, input: SiteData): Promise<Site> {
    return em.transactional(async (tx) => {
      const site = await this.get(tx, id);
      const was = site.manager?.id;
      await this.apply(tx, site, input);
      await tx.flush();
      await raise(tx, 'site.updated', { site, managerBefore: was, by: auditAuthorOf(tx)?.userId ?? null });
      return site;
    });
  }

  async setArchived(em: EntityManager, id: string, archived: boolean): Promise<Site> {
    return em.transactional(async (tx) => {
      const site = await this.get(tx, id);
      const was = site.archived;
      site.archived = archived;
      await tx.flush();
      if (archived && !was) await raise(tx, 'site.archived', { site });
      return site;
    });
  }

  /**
   * MANAGER only (checked by the resolver). A site with financial records keeps them: it is archived instead,
   * and the answer says so (`deleted: false`).
   */
  async remove(
    em: EntityManager,
    id: string,
    hasFinancialRecords: (tx: EntityManager, siteId: string) => Promise<boolean>,
  ): Promise<{ deleted: boolean; site: Site }> {
    return em.transactional(async (tx) => {
      const site = await this.get(tx, id);
      if (await hasFinancialRecords(tx, site.id)) {
        const was = site.archived;
        site.archived = true;
        await tx.flush();
        if (!was) await raise(tx, 'site.archived', { site });
        return { deleted: false, site };
      }
      const files: (string | null | undefined)[] = [site.photoFileId, site.photoThumbFileId, site.clientPhotoFileId, site.planFileId];
      // The feed goes with the site (cascade); the images its announcements hold must go with it.
      const announcements = await tx.find(SiteNewsEntry, { site: site.id, type: 'ANNOUNCEMENT' }, { fields: ['content'] });
      for (const entry of announcements) files.push(...unsignFileRefs(entry.content ?? '').ids);
      // The records of other modules go with the site (cascade); the files they hold must go with it.
      for (const held of this.fileHolders) files.push(...(await held(tx, site.id)));
      tx.remove(site);
      await tx.flush();
      await this.files.release(tx, files);
      return { deleted: true, site };
    });
  }

  private async apply(tx: EntityManager, site: Site, input: SiteData): Promise<void> {
    site.name = input.name;
    site.client = input.client ?? null;
    site.foreman = input.foreman ?? null;
    site.address = input.address ?? null;
    site.city = input.city ?? null;
    site.postalCode = input.postalCode ?? null;
    site.budget = input.budget ?? null;
    site.startDate = input.startDate ?? null;
    site.endDate = input.endDate ?? null;
    site.mapsLink = input.mapsLink ?? null;
    if (input.status) site.status = input.status;
    if (input.progress !== undefined && input.progress !== null) site.progress = input.progress;
    if (input.managerId) {
      // The tenant filter hides other companies' users: naming one is refused like an unknown id.
      const manager = await tx.findOne(User, { id: input.managerId });
      if (!manager) throw AppError.badInput({ managerId: 'site.manager.invalid' });
      site.manager = manager;
    } else {
      site.manager = null;
    }
    site.searchText = foldForSearch(site.name, site.client, site.city);
  }
}
