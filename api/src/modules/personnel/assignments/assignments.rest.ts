import type { Request } from 'express';
import type { RestRoute } from '../../../core/rest/facade';
import { bodyOf } from '../../../core/rest/facade';
import { type LegacyKeys, type LegacyRead, legacyErrorFields, legacyReader, legacySelection, text } from '../../../core/rest/legacy-keys';
import { PERSONNEL_KEYS } from '../personnel.rest';
import { intOr, springPage } from '../../../core/rest/params';

type Body = Record<string, unknown>;
const ids = (v: unknown) => (Array.isArray(v) ? v.map(text) : v === undefined || v === null ? [] : [text(v)]);
/** `idPersonnels: [...]` for several people at once, else `idPersonnel`. */
const personnelIdsOf: LegacyRead = (v, _req, body) => ids(v !== undefined ? v : body.idPersonnel);

/** The legacy assignment record: `{id, idPersonnel, idChantier, dateDebut, dateFin}` with the person and the site. */
const ASSIGNMENT_KEYS: LegacyKeys = {
  id: 'id',
  personnelId: 'idPersonnel',
  siteId: { key: 'idChantier', read: text },
  personnelIds: { key: 'idPersonnels', read: personnelIdsOf, out: false },
  startDate: { key: 'dateDebut', read: text },
  endDate: { key: 'dateFin', read: text },
  days: 'nombreJours',
  personnel: { select: PERSONNEL_KEYS },
  site: { key: 'chantier', select: { id: 'id', name: 'nom' } },
  createdAt: 'createdAt',
};
const ASSIGNMENT = legacySelection(ASSIGNMENT_KEYS);
// The people's errors name `idPersonnel`, the key of a one-person save.
const LEGACY_FIELDS = legacyErrorFields(ASSIGNMENT_KEYS, { personnelIds: 'idPersonnel' });
const assignmentInput = legacyReader(ASSIGNMENT_KEYS);

/** saveAll takes an array of assignments, or `{affectations: [...]}`. */
function batchOf(req: Request) {
  const raw = req.body as unknown;
  const list = Array.isArray(raw) ? raw : Array.isArray((raw as Body | undefined)?.affectations) ? ((raw as Body).affectations as unknown[]) : [];
  return list.map((b) => assignmentInput(b && typeof b === 'object' ? (b as Body) : {}, req));
}

const filterVariables = (req: Request) => ({
  siteId: text(req.query.idChantier),
  personnelId: text(req.query.idPersonnel),
  startDate: text(req.query.dateDebut),
  endDate: text(req.query.dateFin),
  page: intOr(req.query.page, 0),
  size: intOr(req.query.size, 50),
});
const LIST =
  `query ListAssignments($siteId: ID, $personnelId: ID, $startDate: String, $endDate: String, $page: Int, ` +
  `$size: Int) { assignments(siteId: $siteId, personnelId: $personnelId, startDate: $startDate, endDate: $endDate, page: ` +
  `$page, size: $size) { items { ${ASSIGNMENT} } total page size } }`;

export const assignmentsRestRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/chantiers/personnelchantier/list',
    operation: LIST,
    variables: filterVariables,
    legacyFields: LEGACY_FIELDS,
    answer: (data) => springPage(data.assignments as Parameters<typeof springPage>[0]),
  },
  {
    // The people of one site (optionally over a period), as a plain list.
    method: 'get',
    path: '/chantiers/personnelchantier/listPersonnelChantier',
    operation: LIST,
    variables: (req) => ({ ...filterVariables(req), siteId: text(req.query.idChantier) ?? '', size: 200 }),
    legacyFields: LEGACY_FIELDS,
    answer: (data) => (data.assignments as { items: unknown[] }).items,
  },
  {
    method: 'post',
    path: '/chantiers/personnelchantier/save',
    status: 201,
    operation: `mutation SaveAssignment($input: AssignmentInput!) { assignPersonnel(input: $input) { ${ASSIGNMENT} } }`,
    variables: (req) => ({ input: assignmentInput(bodyOf(req), req) }),
    legacyFields: LEGACY_FIELDS,
    // One person in, one assignment out; several (idPersonnels) answer the list.
    answerFor: (req) => (data) => (bodyOf(req).idPersonnels !== undefined ? data.assignPersonnel : (data.assignPersonnel as unknown[])[0]),
  },
  {
    method: 'post',
    path: '/chantiers/personnelchantier/saveAll',
    status: 201,
    operation: `mutation SaveAssignments($inputs: [AssignmentInput!]!) { assignPersonnelBatch(inputs: $inputs) { ${ASSIGNMENT} } }`,
    variables: (req) => ({ inputs: batchOf(req) }),
    legacyFields: LEGACY_FIELDS,
  },
  {
    method: 'delete',
    path: '/chantiers/personnelchantier/delete/:id',
    operation: `mutation DeleteAssignment($id: ID!) { deleteAssignment(id: $id) }`,
    variables: (req) => ({ id: req.params.id }),
    answer: () => ({ deleted: true }),
  },
];
