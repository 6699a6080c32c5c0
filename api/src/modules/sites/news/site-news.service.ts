import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { announcementSchema, type SiteNewsType } from '@chantiers/schema';
import type { AuthInfo } from '../../../core/auth/auth-info';
import { AppError } from '../../../core/errors/app-error';
import { unsignFileRefs } from '../../../core/files/file-refs';
import type { FilesService } from '../../../core/files/files.service';
import { parseInput } from '../../../core/errors/parse';
import { User } from '../../accounts';
import { afterCursor, type KeysetPage, NEWEST_FIRST, toKeysetPage } from '../../../core/paging/keyset';
import { Site } from '../site.entity';
import { sanitizeAnnouncement } from './announcement-html';
import { SiteNewsEntry } from './site-news-entry.entity';
import { raise } from '../../../core/events/domain-events';

export type SiteNewsPage = KeysetPage<SiteNewsEntry>;

/** A site's news feed: the audit trail (written by core/audit, never here) and announcements. */
export class SiteNewsService {
  constructor(private readonly files: FilesService) {}

  /**
   * Newest first, keyset-paged on (createdAt, id), of some types only when asked. Another company's site is
   * NOT_FOUND (tenant filter). The cursor is the position of the last entry read: a filter keeps it meaningful.
   */
  async feed(em: EntityManager, siteId: string, first: number, after?: string | null, types?: readonly SiteNewsType[] | null): Promise<SiteNewsPage> {
    await this.site(em, siteId);
    const where: FilterQuery<SiteNewsEntry> = { site: siteId, ...(types?.length ? { type: { $in: [...new Set(types)] } } : {}) };
    const page = afterCursor<SiteNewsEntry>(where, after);
    const [rows, totalCount] = await Promise.all([
      em.find(SiteNewsEntry, page, { orderBy: NEWEST_FIRST, limit: first + 1 }),
      em.count(SiteNewsEntry, where),
    ]);
    return toKeysetPage(rows, first, totalCount);
  }

  /**
   * Posts an announcement: the HTML is sanitised first, then the visible text must be 1 to 255 characters
   * (shared schema), so markup that sanitising empties is refused as empty.
   */
  async announce(em: EntityManager, auth: AuthInfo, siteId: string, content: unknown): Promise<SiteNewsEntry> {
    const raw = parseInput(announcementSchema, { content });
    const { content: clean } = parseInput(announcementSchema, { content: sanitizeAnnouncement(raw.content) });
    const { html, ids } = unsignFileRefs(clean);
    return em.transactional(async (tx) => {
      const site = await this.site(tx, siteId);
      // Images uploaded for the announcement become part of it (and are no longer swept as abandoned uploads).
      for (const id of ids) await this.files.claim(tx, id, 'image');
      const author = await tx.findOne(User, { id: auth.userId });
      const entry = tx.create(SiteNewsEntry, {
        company: auth.companyId,
        site,
        type: 'ANNOUNCEMENT',
        author,
        authorName: author ? `${author.firstName} ${author.lastName}`.trim() : null,
        content: html,
      });
      await tx.flush();
      await raise(tx, 'news.announced', { entry, site, by: auth.userId });
      return entry;
    });
  }

  private async site(em: EntityManager, siteId: string): Promise<Site> {
    const site = await em.findOne(Site, { id: siteId });
    if (!site) throw AppError.notFound('site.notFound');
    return site;
  }
}
