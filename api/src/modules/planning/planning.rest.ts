import type { Request } from 'express';
import type { RestRoute } from '../../core/rest/facade';
import { bodyOf, text } from '../../core/rest/facade';
import { type LegacyKeys, type LegacyRead, legacyErrorFields, legacyInput, legacySelection } from '../../core/rest/legacy-keys';

/** Ids sent as they are or as objects with an id (the legacy lists hold both). */
const idsOf = (list: unknown[]) => list.map((p) => (p && typeof p === 'object' ? text((p as Record<string, unknown>).id) : text(p))).filter(Boolean);
const personnelIdsOf: LegacyRead = (v) => idsOf(Array.isArray(v) ? v : []);
// Absent: an update keeps the task's dependencies (a legacy client knows none).
const dependsOnIdsOf: LegacyRead = (v) => (Array.isArray(v) ? idsOf(v) : undefined);
const progressOf: LegacyRead = (v) => (typeof v === 'number' ? v : undefined);

/** A task under its legacy keys, in the answer's order; the people and the dependencies are sent as ids. */
const TASK_KEYS: LegacyKeys = {
  id: 'id',
  siteId: { key: 'idChantier', read: text, out: false },
  site: { key: 'chantier', select: { id: 'id', name: 'nom' } },
  title: { key: 'titre', read: text },
  description: { read: text },
  startDate: { key: 'dateDebut', read: text },
  endDate: { key: 'dateFin', read: text },
  personnelIds: { key: 'personnels', read: personnelIdsOf, out: false },
  dependsOnIds: { key: 'dependances', read: dependsOnIdsOf, out: false },
  progress: { key: 'avancement', read: progressOf },
  category: { key: 'categorie', read: text },
  people: { key: 'personnels', select: { id: 'id', lastName: 'nom', firstName: 'prenom', trade: 'metier' } },
  dependsOn: { key: 'dependances', select: { id: 'id', title: 'titre', startDate: 'dateDebut', endDate: 'dateFin' } },
};
/** A move changes the dates only. */
const DATES_KEYS: LegacyKeys = { startDate: TASK_KEYS.startDate, endDate: TASK_KEYS.endDate };
/**
 * `confirmerConflits` is the operations' argument beside the input. A category's error has always been named
 * `category`, not `categorie`: a REST client may rely on it.
 */
const CONFIRM = { confirm: 'confirmerConflits', category: 'category' };
const TASK = legacySelection(TASK_KEYS);
const taskInput = legacyInput(TASK_KEYS);
const datesInput = legacyInput(DATES_KEYS);
/**
 * A legacy client knows no conflicts: SPEC accepts its save, so the legacy door saves despite them and answers them
 * beside the task (`conflits`). `confirmerConflits: false` asks to be refused instead (409 with `conflicts`).
 */
const confirmOf = (req: Request) => bodyOf(req).confirmerConflits !== false;
/** A saved task's answer: the task's keys, and the conflicts it was saved with (none: an empty list). */
const SAVED = legacySelection({
  ...TASK_KEYS,
  acceptedConflicts: {
    key: 'conflits',
    select: { kind: 'type', message: 'message', personnelId: 'idPersonnel', taskId: 'idTache', siteName: 'chantier' },
  },
});
const period = (req: Request) => ({ from: text(req.query.debut) ?? '', to: text(req.query.fin) ?? '' });
const LIST =
  'query Tasks($from: String!, $to: String!, $siteId: ID, $personnelId: ID) { ' +
  `tasks(from: $from, to: $to, siteId: $siteId, personnelId: $personnelId) { ${TASK} } }`;

/**
 * SPEC §7 planning: a site's tasks, a person's, every site's; create, update, move (updatedate) and delete. A save in
 * conflict is saved, as SPEC promises, with its conflicts in `conflits`; `confirmerConflits: false` refuses it (409).
 */
export const planningRestRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/chantiers/plannings/chantier',
    operation: LIST,
    variables: (req) => ({ ...period(req), siteId: text(req.query.idChantier) ?? '' }),
    legacyFields: { from: 'debut', siteId: 'idChantier' },
  },
  {
    method: 'get',
    path: '/chantiers/plannings/personnel',
    operation: LIST,
    variables: (req) => ({ ...period(req), personnelId: text(req.query.idPersonnel) ?? '' }),
    legacyFields: { from: 'debut', personnelId: 'idPersonnel' },
  },
  {
    method: 'get',
    path: '/chantiers/plannings/globale',
    operation: LIST,
    variables: (req) => period(req),
    legacyFields: { from: 'debut' },
  },
  {
    method: 'post',
    path: '/chantiers/plannings/tache/creer',
    status: 201,
    operation: `mutation CreateTask($input: TaskInput!, $confirm: Boolean) { createTask(input: $input, confirmConflicts: $confirm) { ${SAVED} } }`,
    variables: (req) => ({ input: taskInput(req), confirm: confirmOf(req) }),
    legacyFields: legacyErrorFields(TASK_KEYS, CONFIRM),
  },
  {
    method: 'put',
    path: '/chantiers/plannings/tache/update/:id',
    operation:
      'mutation UpdateTask($id: ID!, $input: TaskInput!, $confirm: Boolean) { ' +
      `updateTask(id: $id, input: $input, confirmConflicts: $confirm) { ${SAVED} } }`,
    variables: (req) => ({ id: req.params.id, input: taskInput(req), confirm: confirmOf(req) }),
    legacyFields: legacyErrorFields(TASK_KEYS, CONFIRM),
  },
  {
    method: 'put',
    path: '/chantiers/plannings/tache/updatedate/:id',
    operation:
      'mutation MoveTask($id: ID!, $input: TaskDatesInput!, $confirm: Boolean) { ' +
      `moveTask(id: $id, input: $input, confirmConflicts: $confirm) { ${SAVED} } }`,
    variables: (req) => ({ id: req.params.id, input: datesInput(req), confirm: confirmOf(req) }),
    legacyFields: legacyErrorFields(DATES_KEYS, CONFIRM),
  },
  {
    method: 'delete',
    path: '/chantiers/plannings/tache/delete/:id',
    operation: `mutation DeleteTask($id: ID!) { deleteTask(id: $id) }`,
    variables: (req) => ({ id: req.params.id }),
    answer: () => ({ deleted: true }),
  },
];
