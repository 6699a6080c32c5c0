import { SITE_NEWS_TYPES } from '@chantiers/schema';
import type { Request } from 'express';
import type { RestRoute } from '../../../core/rest/facade';
import { bodyOf, text } from '../../../core/rest/facade';
import { type LegacyKeys, legacyErrorFields, legacyInput, legacySelection } from '../../../core/rest/legacy-keys';

/** The legacy news record (French keys); an announcement is posted with its content. */
const ENTRY_KEYS: LegacyKeys = {
  id: 'id',
  siteId: 'idChantier',
  type: 'type',
  field: 'champ',
  valueKind: 'typeValeur',
  before: 'avant',
  after: 'apres',
  entityKind: 'typeEntite',
  entityId: 'idEntite',
  entityLabel: 'libelleEntite',
  quantity: 'quantite',
  unit: 'unite',
  authorName: 'auteur',
  content: { key: 'contenu', read: text },
  createdAt: 'date',
};
const ENTRY = legacySelection(ENTRY_KEYS);
const announcementInput = legacyInput(ENTRY_KEYS);

const TYPES = new Set<string>(SITE_NEWS_TYPES);
/** `?type=ADD,DELETION` (or the parameter repeated): the known types only. */
function typesOf(req: Request): string[] | null {
  const raw = ([] as unknown[]).concat(req.query.type ?? []).flatMap((v) => (typeof v === 'string' ? v.split(',') : []));
  const known = raw.map((v) => v.trim().toUpperCase()).filter((v) => TYPES.has(v));
  return known.length ? known : null;
}

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
      `query SiteNews($siteId: ID!, $first: Int, $after: String, $types: [SiteNewsType!]) { siteNews(siteId: $siteId, first: $first, ` +
      `after: $after, types: $types) { items { ${ENTRY} } totalCount endCursor hasNextPage } }`,
    variables: (req) => ({ siteId: text(req.query.idChantier) ?? '', first: sizeOf(req), after: text(req.query.cursor), types: typesOf(req) }),
    answerFor: springPage,
  },
  {
    method: 'post',
    path: '/chantiers/actualite/announcements',
    status: 201,
    operation: `mutation PostAnnouncement($siteId: ID!, $content: String) { postAnnouncement(siteId: $siteId, content: $content) { ${ENTRY} } }`,
    // `idChantier` is an argument beside the input, not a dictionary read: its errors keep the name they always had.
    variables: (req) => ({ siteId: text(bodyOf(req).idChantier) ?? '', ...announcementInput(req) }),
    legacyFields: legacyErrorFields(ENTRY_KEYS),
  },
];
