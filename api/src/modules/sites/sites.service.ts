import { raw } from '@mikro-orm/core';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SiteData, SiteFilter } from '@chantiers/schema';
import type { AuthInfo } from '../../context';
import { AppError } from '../../core/errors/app-error';
import type { FilesService } from '../../core/files/files.service';
import { User } from '../accounts/user.entity';
import { Site } from './site.entity';
import { afterCursor, type KeysetPage, NEWEST_FIRST, toKeysetPage } from '../../core/paging/keyset';
import { escapeLike, foldedSql, foldForSearch } from './site-search';
import { unsignFileRefs } from '../../core/files/file-refs';
import { SiteNewsEntry } from './news/site-news-entry.entity';

export type SitePage = KeysetPage<Site>;

const notFound = () => AppError.notFound('site.notFound');

/** Sites of the caller's company: keyset-paged list, detail, create, update, archive, delete. */
export class SitesService {
  constructor(private readonly files: FilesService) {}

  /**
   * A page of sites, newest first: after a cursor (keyset, what the screens use), or — for legacy clients that
   * count pages — at page `pageNumber` by offset. The cursor wins when both are given.
   */
  async list(em: EntityManager, filter: SiteFilter, first: number, after?: string | null, pageNumber?: number | null): Promise<SitePage> {
    const where: FilterQuery<Site> = { archived: filter.archived ?? false };
    if (filter.status) where.status = filter.status;
    // The whole city, accents and case aside: 'fes' finds 'Fès', 'beni mellal' finds 'Béni Mellal'. A raw key serves
    // one query only, so the page and the count each get their own.
    const city = foldForSearch(filter.city);
    const withCity = (w: FilterQuery<Site>): FilterQuery<Site> => (city ? { ...(w as object), [raw((alias: string) => foldedSql(`${alias}.city`))]: { $like: escapeLike(city) } } : w);
    const folded = foldForSearch(filter.search);
    if (folded) where.searchText = { $like: `%${escapeLike(folded)}%` };
    const page = withCity(afterCursor<Site>(where, after));
    const [rows, totalCount] = await Promise.all([
      em.find(Site, page, { populate: ['manager'], orderBy: NEWEST_FIRST, limit: first + 1, offset: !after && pageNumber ? pageNumber * first : undefined }),
      em.count(Site, withCity(where)),
    ]);
    return toKeysetPage(rows, first, totalCount);
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
      return site;
    });
  }

  async update(em: EntityManager, id: string, input: SiteData): Promise<Site> {
    return em.transactional(async (tx) => {
      const site = await this.get(tx, id);
      await this.apply(tx, site, input);
      await tx.flush();
      return site;
    });
  }

  async setArchived(em: EntityManager, id: string, archived: boolean): Promise<Site> {
    return em.transactional(async (tx) => {
      const site = await this.get(tx, id);
      site.archived = archived;
      await tx.flush();
      return site;
    });
  }

  /**
   * MANAGER only (checked by the resolver). A site with financial records keeps them: it is archived instead,
   * and the answer says so (`deleted: false`).
   */
  async remove(em: EntityManager, id: string, hasFinancialRecords: (tx: EntityManager, siteId: string) => Promise<boolean>): Promise<{ deleted: boolean; site: Site }> {
    return em.transactional(async (tx) => {
      const site = await this.get(tx, id);
      if (await hasFinancialRecords(tx, site.id)) {
        site.archived = true;
        await tx.flush();
        return { deleted: false, site };
      }
      const files: (string | null | undefined)[] = [site.photoFileId, site.photoThumbFileId, site.clientPhotoFileId, site.planFileId];
      // The feed goes with the site (cascade); the images its announcements hold must go with it.
      const announcements = await tx.find(SiteNewsEntry, { site: site.id, type: 'ANNOUNCEMENT' }, { fields: ['content'] });
      for (const entry of announcements) files.push(...unsignFileRefs(entry.content ?? '').ids);
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
