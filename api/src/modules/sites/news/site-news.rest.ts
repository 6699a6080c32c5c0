import type { Request } from 'express';
import type { RestRoute } from '../../../rest/facade';
import { bodyOf, text } from '../../../rest/facade';

/** The legacy news record (French keys). */
const ENTRY = `id idChantier: siteId type champ: field avant: before apres: after typeEntite: entityKind idEntite: entityId
  auteur: authorName contenu: content date: createdAt`;

const DEFAULT_SIZE = 20;
const sizeOf = (req: Request) => Number(req.query.size ?? DEFAULT_SIZE) || DEFAULT_SIZE;

/** A Spring page over the keyset feed: `cursor` continues it; `page` is echoed for legacy clients. */
function springPage(req: Request) {
  return (data: Record<string, unknown>) => {
    const feed = data.siteNews as { items: unknown[]; totalCount: number; endCursor: string | null; hasNextPage: boolean };
    const size = sizeOf(req);
    return {
      content: feed.items,
      totalElements: feed.totalCount,
      totalPages: Math.ceil(feed.totalCount / size),
      number: Number(req.query.page ?? 0) || 0,
      size,
      last: !feed.hasNextPage,
      cursor: feed.endCursor,
    };
  };
}

export const siteNewsRestRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/chantiers/actualite/list',
    operation:
      `query SiteNews($siteId: ID!, $first: Int, $after: String) { siteNews(siteId: $siteId, first: $first, ` +
      `after: $after) { items { ${ENTRY} } totalCount endCursor hasNextPage } }`,
    variables: (req) => ({ siteId: text(req.query.idChantier) ?? '', first: sizeOf(req), after: text(req.query.cursor) }),
    answerFor: springPage,
  },
  {
    method: 'post',
    path: '/chantiers/actualite/announcements',
    status: 201,
    operation: `mutation PostAnnouncement($siteId: ID!, $content: String) { postAnnouncement(siteId: $siteId, content: $content) { ${ENTRY} } }`,
    variables: (req) => {
      const b = bodyOf(req);
      return { siteId: text(b.idChantier) ?? '', content: text(b.contenu) };
    },
    legacyFields: { content: 'contenu' },
  },
];
