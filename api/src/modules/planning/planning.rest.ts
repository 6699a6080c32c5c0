import type { Request } from 'express';
import type { RestRoute } from '../../rest/facade';
import { bodyOf, text } from '../../rest/facade';

const TASK =
  'id chantier: site { id nom: name } titre: title description dateDebut: startDate dateFin: endDate avancement: progress ' +
  'categorie: category personnels: people { id nom: lastName prenom: firstName metier: trade } ' +
  'dependances: dependsOn { id titre: title dateDebut: startDate dateFin: endDate }';
const LEGACY = {
  siteId: 'idChantier',
  title: 'titre',
  description: 'description',
  startDate: 'dateDebut',
  endDate: 'dateFin',
  personnelIds: 'personnels',
  dependsOnIds: 'dependances',
  progress: 'avancement',
  confirm: 'confirmerConflits',
};
/** Ids sent as they are or as objects with an id (the legacy lists hold both). */
const idsOf = (list: unknown[]) => list.map((p) => (p && typeof p === 'object' ? text((p as Record<string, unknown>).id) : text(p))).filter(Boolean);
/**
 * A legacy client knows no conflicts: SPEC accepts its save, so the legacy door saves despite them and answers them
 * beside the task (`conflits`). `confirmerConflits: false` asks to be refused instead (409 with `conflicts`).
 */
const confirmOf = (req: Request) => bodyOf(req).confirmerConflits !== false;
/** A saved task's answer: the task's keys, and the conflicts it was saved with (none: an empty list). */
const SAVED = `${TASK} conflits: acceptedConflicts { type: kind message idPersonnel: personnelId idTache: taskId chantier: siteName }`;

function taskInput(req: Request) {
  const b = bodyOf(req);
  return {
    siteId: text(b.idChantier),
    title: text(b.titre),
    description: text(b.description),
    startDate: text(b.dateDebut),
    endDate: text(b.dateFin),
    personnelIds: idsOf(Array.isArray(b.personnels) ? b.personnels : []),
    // Absent: an update keeps the task's dependencies (a legacy client knows none).
    dependsOnIds: Array.isArray(b.dependances) ? idsOf(b.dependances) : undefined,
    progress: typeof b.avancement === 'number' ? b.avancement : undefined,
    category: text(b.categorie),
  };
}
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
    legacyFields: LEGACY,
  },
  {
    method: 'put',
    path: '/chantiers/plannings/tache/update/:id',
    operation:
      'mutation UpdateTask($id: ID!, $input: TaskInput!, $confirm: Boolean) { ' +
      `updateTask(id: $id, input: $input, confirmConflicts: $confirm) { ${SAVED} } }`,
    variables: (req) => ({ id: req.params.id, input: taskInput(req), confirm: confirmOf(req) }),
    legacyFields: LEGACY,
  },
  {
    method: 'put',
    path: '/chantiers/plannings/tache/updatedate/:id',
    operation:
      'mutation MoveTask($id: ID!, $input: TaskDatesInput!, $confirm: Boolean) { ' +
      `moveTask(id: $id, input: $input, confirmConflicts: $confirm) { ${SAVED} } }`,
    variables: (req) => {
      const b = bodyOf(req);
      return { id: req.params.id, input: { startDate: text(b.dateDebut), endDate: text(b.dateFin) }, confirm: confirmOf(req) };
    },
    legacyFields: { startDate: 'dateDebut', endDate: 'dateFin', confirm: 'confirmerConflits' },
  },
  {
    method: 'delete',
    path: '/chantiers/plannings/tache/delete/:id',
    operation: `mutation DeleteTask($id: ID!) { deleteTask(id: $id) }`,
    variables: (req) => ({ id: req.params.id }),
    answer: () => ({ deleted: true }),
  },
];
