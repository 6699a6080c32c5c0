import { intOr, springPage } from '../../core/rest/params';
import { SITE_RECORD_PAGE } from '../../core/records/list-args';
import type { RestRoute } from '../../core/rest/facade';
import { type LegacyKeys, legacyErrorFields, legacyInput, text } from '../../core/rest/legacy-keys';

/** What every legacy answer selects of a sheet (mapped to the legacy keys by `legacyFollowUp`). */
const FIELDS =
  'id site { id name } label visitDate projectManager projectOwner report photos { id url thumbnailUrl name } ' +
  'sendings { id to sentAt status sentByName } createdAt updatedAt';

interface SheetAnswer {
  id: string;
  site: { id: string; name: string };
  label: string;
  visitDate: string;
  projectManager: string;
  projectOwner: string;
  report: string;
  photos: { id: string; url: string; thumbnailUrl: string; name: string }[];
  sendings: { id: string; to: string[]; sentAt: unknown; status: string; sentByName: string }[];
  createdAt: unknown;
  updatedAt: unknown;
}

/**
 * A sheet under its legacy keys (SPEC §3: libelle, date, maitriseOeuvre, maitriseOuvrage, rapport, photo). `photo` is
 * the first photo's URL, as the legacy sheet had one; `photos` lists them all.
 */
export function legacyFollowUp(s: SheetAnswer) {
  return {
    id: s.id,
    idChantier: s.site.id,
    chantier: { id: s.site.id, nom: s.site.name },
    libelle: s.label,
    date: s.visitDate,
    maitriseOeuvre: s.projectManager,
    maitriseOuvrage: s.projectOwner,
    rapport: s.report,
    photo: s.photos[0]?.url ?? null,
    photos: s.photos.map((p) => ({ id: p.id, url: p.url, urlMiniature: p.thumbnailUrl, nom: p.name })),
    envois: s.sendings.map((e) => ({ id: e.id, destinataires: e.to, dateEnvoi: e.sentAt, statut: e.status, envoyePar: e.sentByName })),
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  };
}

/**
 * The sheet's photos to keep, in order: `photos` (what GET answers: objects with an id) or `idPhotos`, as a list, as
 * JSON text or as comma-separated ids (a multipart form has text only). Absent: unchanged.
 */
function photoIdsOf(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  let list: unknown = value;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    try {
      list = trimmed.startsWith('[') ? JSON.parse(trimmed) : trimmed ? trimmed.split(',') : [];
    } catch {
      // Not JSON: one id that the schema refuses.
      list = [trimmed];
    }
  }
  if (!Array.isArray(list)) list = [list];
  return (list as unknown[]).map((p) => (p && typeof p === 'object' ? text((p as Record<string, unknown>).id) : text(p))?.trim() ?? '');
}

/**
 * A sheet's input under its legacy keys (the answer's, see legacyFollowUp): `photos` (what GET answers) or `idPhotos`
 * names the photos to keep.
 */
const FOLLOW_UP_KEYS: LegacyKeys = {
  siteId: { key: 'idChantier', read: text },
  label: { key: 'libelle', read: text },
  visitDate: { key: 'date', read: text },
  projectManager: { key: 'maitriseOeuvre', read: text },
  projectOwner: { key: 'maitriseOuvrage', read: text },
  report: { key: 'rapport', read: text },
  photoIds: { key: 'photos', or: 'idPhotos', read: photoIdsOf },
};
/** The GraphQL input from a legacy body (JSON, or a multipart form's text fields). */
export const followUpInput = legacyInput(FOLLOW_UP_KEYS);
/** GraphQL input field -> the legacy key a client sent, so that error `fields` name what it knows; `photo` is a form's file. */
export const FOLLOW_UP_LEGACY_FIELDS: Record<string, string> = legacyErrorFields(FOLLOW_UP_KEYS, { file: 'photo' });

const answer = (field: string) => (data: Record<string, unknown>) => legacyFollowUp(data[field] as SheetAnswer);

/**
 * SPEC §7 follow-ups: `/chantiers/suivis/list?idChantier=` (a Spring page, `search` too), `get/{id}`, `save`,
 * `modifierSuivi/{id}`, `delete/{id}`. A JSON save names its photos by upload ids (`photos`); a multipart save or edit,
 * with the photos in the form, is answered by the module's express router first (follow-ups.routes.ts).
 */
export const followUpRestRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/chantiers/suivis/list',
    operation:
      'query ListFollowUps($siteId: ID!, $search: String, $page: Int, $size: Int) { ' +
      `followUps(siteId: $siteId, search: $search, page: $page, size: $size) { items { ${FIELDS} } total page size } }`,
    variables: (req) => ({
      siteId: text(req.query.idChantier) ?? '',
      search: text(req.query.search),
      page: intOr(req.query.page, 0),
      size: intOr(req.query.size, SITE_RECORD_PAGE.pageSizeDefault),
    }),
    legacyFields: FOLLOW_UP_LEGACY_FIELDS,
    answer: (data) => {
      const p = data.followUps as { items: SheetAnswer[]; total: number; page: number; size: number };
      return springPage({ ...p, items: p.items.map(legacyFollowUp) });
    },
  },
  {
    method: 'get',
    path: '/chantiers/suivis/get/:id',
    operation: `query GetFollowUp($id: ID!) { followUp(id: $id) { ${FIELDS} } }`,
    variables: (req) => ({ id: req.params.id }),
    answer: answer('followUp'),
  },
  {
    method: 'post',
    path: '/chantiers/suivis/save',
    status: 201,
    operation: `mutation SaveFollowUp($input: FollowUpInput!) { createFollowUp(input: $input) { ${FIELDS} } }`,
    variables: (req) => ({ input: followUpInput(req) }),
    legacyFields: FOLLOW_UP_LEGACY_FIELDS,
    answer: answer('createFollowUp'),
  },
  {
    method: 'put',
    path: '/chantiers/suivis/modifierSuivi/:id',
    operation: `mutation EditFollowUp($id: ID!, $input: FollowUpInput!) { updateFollowUp(id: $id, input: $input) { ${FIELDS} } }`,
    variables: (req) => ({ id: req.params.id, input: followUpInput(req) }),
    legacyFields: FOLLOW_UP_LEGACY_FIELDS,
    answer: answer('updateFollowUp'),
  },
  {
    method: 'delete',
    path: '/chantiers/suivis/delete/:id',
    operation: `mutation DeleteFollowUp($id: ID!) { deleteFollowUp(id: $id) }`,
    variables: (req) => ({ id: req.params.id }),
    answer: () => ({ deleted: true }),
  },
];
