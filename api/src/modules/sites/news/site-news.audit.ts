import type { EntityManager } from '@mikro-orm/core';
import type { AuditAuthor } from '../../../core/audit/audit-author';
import { type AuditRecord, AuditSubscriber } from '../../../core/audit/audit.subscriber';
import { auditSite } from '../../../core/audit/site-audited';
import { User } from '../../accounts';
import { Site } from '../site.entity';
import { SiteNewsEntry } from './site-news-entry.entity';

// The Site itself is site-scoped: its own creation and field changes go to its feed. The photo's thumbnail is
// derived by the server and changes with the photo: one 'Fichier …' entry for the photo says it all.
auditSite(Site, { site: (site) => site, name: (site) => site.name, ignore: ['photoThumbFileId'], kinds: { progress: 'percent' } });

/** 'Prénom Nom' of the author, read once per entity manager (the key is the signed-in user's own id). */
export async function authorNameOf(em: EntityManager, author: AuditAuthor): Promise<string | null> {
  if (author.name === undefined) {
    const user = await em.findOne(User, { id: author.userId }, { filters: false });
    author.name = user ? `${user.firstName} ${user.lastName}`.trim() : null;
  }
  return author.name;
}

async function writeSiteNews(em: EntityManager, records: AuditRecord[], author: AuditAuthor | null): Promise<SiteNewsEntry[]> {
  const authorName = author ? await authorNameOf(em, author) : null;
  const createdAt = new Date();
  return records.map((r) =>
    em.create(
      SiteNewsEntry,
      {
        company: r.company as SiteNewsEntry['company'],
        site: typeof r.site === 'string' ? em.getReference(Site, r.site) : (r.site as Site),
        type: r.type,
        field: r.field,
        valueKind: r.valueKind,
        before: r.before,
        after: r.after,
        entityKind: r.entityKind,
        entityId: r.entityId,
        entityLabel: r.entityLabel,
        quantity: r.quantity,
        unit: r.unit,
        author: author ? em.getReference(User, author.userId) : null,
        authorName,
        content: null,
        createdAt,
      },
      { persist: false },
    ),
  );
}

/** The flush subscriber that writes site news entries; registered in the ORM options. */
export const siteNewsAuditSubscriber = () => new AuditSubscriber(writeSiteNews);
