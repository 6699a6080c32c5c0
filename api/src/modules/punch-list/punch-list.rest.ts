import type { Request } from 'express';
import { bodyOf, type RestRoute } from '../../core/rest/facade';
import {
  type LegacyKeys,
  type LegacyRead,
  legacyErrorFields,
  legacyReader,
  legacySelection,
  nullableText,
  text,
  textList,
} from '../../core/rest/legacy-keys';
import { intOr } from '../../core/rest/params';

/** A value taken as it came (a number): the shared schema says what is wrong with it. */
const asIs: LegacyRead = (v) => v ?? undefined;
/** A record named by its id, or by the object a GET answered for it (`plan: { id, titre }`), sent back as it was. */
const idOf: LegacyRead = (v) => (v && typeof v === 'object' && !Array.isArray(v) ? text((v as Record<string, unknown>).id) : text(v));
/** A version by its number, or by the object a GET answered for it (`version: { numero, … }`). */
const versionOf: LegacyRead = (v) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>).numero : v) ?? undefined;

/** French words of the API's values, both ways; a word it does not know goes on as it is, for GraphQL to refuse. */
const fromFrench = (words: Record<string, string>, v: unknown) =>
  typeof v === 'string' && Object.hasOwn(words, v.toUpperCase()) ? words[v.toUpperCase()] : v;
// Anything else (never an answer's value; the OpenAPI document's samples) is text in capitals, as the words are.
const toFrench = (words: Record<string, string>, v: unknown) => Object.keys(words).find((k) => words[k] === v) ?? String(v).toUpperCase();
const STATUSES: Record<string, string> = { OUVERTE: 'OPEN', LEVEE: 'LIFTED', VALIDEE: 'VALIDATED', REFUSEE: 'REFUSED' };
const RESPONSIBLE_TYPES: Record<string, string> = { PERSONNEL: 'PERSONNEL', PARTENAIRE: 'PARTNER', AUTRE: 'OTHER' };

/**
 * `responsable: { type: PERSONNEL | PARTENAIRE | AUTRE, id, nom }`; null: none. The GraphQL input's own words (PARTNER,
 * OTHER, `name`) are taken too: they are what the OpenAPI document, drawn from that input, shows.
 */
const responsibleOf: LegacyRead = (v) => {
  if (v === null) return null;
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v ?? undefined;
  const r = v as Record<string, unknown>;
  return { type: fromFrench(RESPONSIBLE_TYPES, text(r.type)), id: text(r.id) ?? null, name: text(r.nom ?? r.name) ?? null };
};

const VERSION_KEYS: LegacyKeys = {
  id: 'id',
  number: 'numero',
  fileUrl: 'urlFichier',
  fileName: 'nomFichier',
  contentType: 'typeFichier',
  pageCount: 'nombrePages',
  note: 'note',
  uploadedByName: 'deposePar',
  uploadedAt: 'deposeLe',
  superseded: 'remplacee',
  supersededBy: 'remplaceePar',
};
const PLAN_KEYS: LegacyKeys = {
  id: 'id',
  site: { key: 'chantier', select: { id: 'id', name: 'nom' } },
  title: { key: 'titre', read: text },
  currentVersion: { key: 'versionEnVigueur', select: VERSION_KEYS },
  versions: { key: 'versions', select: VERSION_KEYS },
  reserveCount: 'nombreReserves',
  openReserveCount: 'nombreReservesOuvertes',
  fileId: { key: 'idFichier', read: text, out: false },
  note: { key: 'note', read: text, out: false },
  createdAt: 'creeLe',
  updatedAt: 'modifieLe',
};
const PHOTO_KEYS: LegacyKeys = { id: 'id', url: 'url', thumbnailUrl: 'urlMiniature', name: 'nom' };
/** A réserve under its French keys: what GET answers, what POST and PUT read (`plan` and `version` name the pin's sheet). */
const RESERVE_KEYS: LegacyKeys = {
  id: 'id',
  number: 'numero',
  reference: 'reference',
  site: { key: 'chantier', select: { id: 'id', name: 'nom' } },
  plan: { key: 'plan', select: { id: 'id', title: 'titre' } },
  planId: { key: 'plan', read: idOf, out: false },
  version: { key: 'version', select: VERSION_KEYS, read: versionOf },
  page: { key: 'page', read: asIs },
  x: { key: 'x', read: asIs },
  y: { key: 'y', read: asIs },
  title: { key: 'titre', read: text },
  description: { key: 'description', read: text },
  trade: { key: 'metier', read: text },
  photos: { key: 'photos', select: PHOTO_KEYS },
  photoIds: { key: 'idPhotos', read: textList, out: false },
  liftPhotos: { key: 'photosLevee', select: PHOTO_KEYS },
  responsible: { key: 'responsable', select: { type: 'type', id: 'id', name: 'nom' }, read: responsibleOf },
  dueDate: { key: 'dateEcheance', read: nullableText },
  overdue: 'enRetard',
  status: 'statut',
  statusNote: 'noteStatut',
  liftedAt: 'leveeLe',
  liftedByName: 'leveePar',
  reviewedAt: 'controleeLe',
  reviewedByName: 'controleePar',
  createdByName: 'creePar',
  createdAt: 'creeLe',
  updatedAt: 'modifieLe',
};

const PLAN = legacySelection(PLAN_KEYS);
const RESERVE = legacySelection(RESERVE_KEYS);
const readPlan = legacyReader(PLAN_KEYS);
const readReserve = legacyReader(RESERVE_KEYS);
// A field's parts are named by their French keys too ('responsable.nom'); `name` is `nom` wherever it is.
const LEGACY_FIELDS = {
  ...legacyErrorFields(PLAN_KEYS),
  ...legacyErrorFields(RESERVE_KEYS),
  siteId: 'idChantier',
  name: 'nom',
  status: 'statut',
  reason: 'motif',
  responsible: 'responsable',
};

/** The answer's réserve with its statut and its responsable's type in French. */
function frenchReserve(reserve: Record<string, unknown>): Record<string, unknown> {
  const responsible = reserve.responsable as Record<string, unknown> | null;
  return {
    ...reserve,
    statut: toFrench(STATUSES, reserve.statut),
    responsable: responsible && { ...responsible, type: toFrench(RESPONSIBLE_TYPES, responsible.type) },
  };
}
/** The list's filter from its query string (`plan`, `metier`, `statut` in French, `responsable`): the list's and the PDF's. */
export const reserveFilterOfQuery = (req: Request) => ({
  planId: text(req.query.plan) ?? null,
  trade: text(req.query.metier) ?? null,
  status: fromFrench(STATUSES, text(req.query.statut)) ?? null,
  responsible: text(req.query.responsable) ?? null,
});
const oneReserve = (data: Record<string, unknown>) => frenchReserve(Object.values(data)[0] as Record<string, unknown>);
const id = (req: Request) => ({ id: req.params.id });

const planRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/chantiers/:idChantier/plans',
    operation: `query Plans($siteId: ID!) { plans(siteId: $siteId) { ${PLAN} } }`,
    variables: (req) => ({ siteId: req.params.idChantier }),
    answer: (data) => ({ plans: data.plans }),
  },
  {
    method: 'post',
    path: '/chantiers/:idChantier/plans',
    status: 201,
    operation: `mutation CreatePlan($input: PlanInput!) { createPlan(input: $input) { ${PLAN} } }`,
    variables: (req) => ({ input: { ...readPlan(bodyOf(req), req), siteId: req.params.idChantier } }),
    legacyFields: LEGACY_FIELDS,
  },
  {
    method: 'get',
    path: '/chantiers/plans/:id',
    operation: `query Plan($id: ID!) { plan(id: $id) { ${PLAN} } }`,
    variables: id,
  },
  {
    method: 'put',
    path: '/chantiers/plans/:id',
    operation: `mutation RenamePlan($id: ID!, $title: String!) { renamePlan(id: $id, title: $title) { ${PLAN} } }`,
    variables: (req) => ({ ...id(req), title: text(bodyOf(req).titre) ?? '' }),
    legacyFields: LEGACY_FIELDS,
  },
  {
    method: 'delete',
    path: '/chantiers/plans/:id',
    operation: 'mutation DeletePlan($id: ID!) { deletePlan(id: $id) }',
    variables: id,
    answer: () => ({ supprime: true }),
  },
  {
    method: 'post',
    path: '/chantiers/plans/:id/versions',
    status: 201,
    operation: `mutation AddPlanVersion($id: ID!, $input: PlanVersionInput!) { addPlanVersion(planId: $id, input: $input) { ${PLAN} } }`,
    variables: (req) => ({ ...id(req), input: { fileId: text(bodyOf(req).idFichier), note: text(bodyOf(req).note) } }),
    legacyFields: LEGACY_FIELDS,
  },
];

const reserveRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/chantiers/:idChantier/reserves',
    operation:
      'query Reserves($siteId: ID!, $filter: ReserveFilterInput, $page: Int, $size: Int) { ' +
      'reserves(siteId: $siteId, filter: $filter, page: $page, size: $size) ' +
      `{ items { ${RESERVE} } total page size totals { ouvertes: open levees: lifted validees: validated refusees: refused } } }`,
    variables: (req) => ({
      siteId: req.params.idChantier,
      filter: reserveFilterOfQuery(req),
      page: intOr(req.query.page, 0),
      size: intOr(req.query.size, 20),
    }),
    legacyFields: { ...LEGACY_FIELDS, planId: 'plan', responsible: 'responsable' },
    answer: (data) => {
      const p = data.reserves as { items: Record<string, unknown>[]; total: number; page: number; size: number; totals: unknown };
      return { reserves: p.items.map(frenchReserve), total: p.total, page: p.page, taille: p.size, totaux: p.totals };
    },
  },
  {
    method: 'post',
    path: '/chantiers/:idChantier/reserves',
    status: 201,
    operation: `mutation CreateReserve($input: ReserveInput!) { createReserve(input: $input) { ${RESERVE} } }`,
    variables: (req) => ({ input: { ...readReserve(bodyOf(req), req), siteId: req.params.idChantier } }),
    legacyFields: LEGACY_FIELDS,
    answer: oneReserve,
  },
  {
    method: 'get',
    path: '/chantiers/reserves/:id',
    operation: `query Reserve($id: ID!) { reserve(id: $id) { ${RESERVE} } }`,
    variables: id,
    answer: oneReserve,
  },
  {
    method: 'put',
    path: '/chantiers/reserves/:id',
    operation: `mutation UpdateReserve($id: ID!, $input: ReserveUpdateInput!) { updateReserve(id: $id, input: $input) { ${RESERVE} } }`,
    variables: (req) => ({ ...id(req), input: readReserve(bodyOf(req), req) }),
    legacyFields: LEGACY_FIELDS,
    answer: oneReserve,
  },
  {
    method: 'delete',
    path: '/chantiers/reserves/:id',
    operation: 'mutation DeleteReserve($id: ID!) { deleteReserve(id: $id) }',
    variables: id,
    answer: () => ({ supprime: true }),
  },
  {
    method: 'post',
    path: '/chantiers/reserves/:id/levee',
    operation: `mutation LiftReserve($id: ID!, $input: ReserveLiftInput) { liftReserve(id: $id, input: $input) { ${RESERVE} } }`,
    variables: (req) => ({ ...id(req), input: { note: text(bodyOf(req).note), photoIds: textList(bodyOf(req).idPhotos, req, bodyOf(req)) } }),
    legacyFields: LEGACY_FIELDS,
    answer: oneReserve,
  },
  {
    method: 'post',
    path: '/chantiers/reserves/:id/validation',
    operation: `mutation ValidateReserve($id: ID!) { validateReserve(id: $id) { ${RESERVE} } }`,
    variables: id,
    answer: oneReserve,
  },
  {
    method: 'post',
    path: '/chantiers/reserves/:id/refus',
    operation: `mutation RefuseReserve($id: ID!, $input: ReserveRefusalInput!) { refuseReserve(id: $id, input: $input) { ${RESERVE} } }`,
    variables: (req) => ({ ...id(req), input: { reason: text(bodyOf(req).motif) ?? '' } }),
    legacyFields: LEGACY_FIELDS,
    answer: oneReserve,
  },
];

/**
 * Plans and réserves on the REST door, French keys (issue 37): `/chantiers/{idChantier}/plans` and `…/reserves` list
 * and create, `/chantiers/plans/{id}` and `/chantiers/reserves/{id}` read, change and delete; a plan's new version is
 * `…/versions`, a réserve's lifting `…/levee`, its check `…/validation` or `…/refus`. Statuses are OUVERTE, LEVEE,
 * VALIDEE, REFUSEE; a responsable is PERSONNEL, PARTENAIRE or AUTRE.
 */
export const punchListRestRoutes: RestRoute[] = [...planRoutes, ...reserveRoutes];
