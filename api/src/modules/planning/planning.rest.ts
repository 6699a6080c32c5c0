import type { Request } from 'express';
import type { RestRoute } from '../../rest/facade';
import { bodyOf, text } from '../../rest/facade';

const TASK =
  'id chantier: site { id nom: name } titre: title description dateDebut: startDate dateFin: endDate avancement: progress ' +
  'categorie: category personnels: people { id nom: lastName prenom: firstName metier: trade }';
const LEGACY = {
  siteId: 'idChantier',
  title: 'titre',
  description: 'description',
  startDate: 'dateDebut',
  endDate: 'dateFin',
  personnelIds: 'personnels',
};

function taskInput(req: Request) {
  const b = bodyOf(req);
  const people = Array.isArray(b.personnels) ? b.personnels : [];
  return {
    siteId: text(b.idChantier),
    title: text(b.titre),
    description: text(b.description),
    startDate: text(b.dateDebut),
    endDate: text(b.dateFin),
    personnelIds: people.map((p) => (p && typeof p === 'object' ? text((p as Record<string, unknown>).id) : text(p))).filter(Boolean),
    progress: typeof b.avancement === 'number' ? b.avancement : undefined,
    category: text(b.categorie),
  };
}
const period = (req: Request) => ({ from: text(req.query.debut) ?? '', to: text(req.query.fin) ?? '' });
const LIST =
  'query Tasks($from: String!, $to: String!, $siteId: ID, $personnelId: ID) { ' +
  `tasks(from: $from, to: $to, siteId: $siteId, personnelId: $personnelId) { ${TASK} } }`;

/** SPEC §7 planning: a site's tasks, a person's, every site's; create, update, move (updatedate) and delete. */
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
    operation: `mutation CreateTask($input: TaskInput!) { createTask(input: $input) { ${TASK} } }`,
    variables: (req) => ({ input: taskInput(req) }),
    legacyFields: LEGACY,
  },
  {
    method: 'put',
    path: '/chantiers/plannings/tache/update/:id',
    operation: `mutation UpdateTask($id: ID!, $input: TaskInput!) { updateTask(id: $id, input: $input) { ${TASK} } }`,
    variables: (req) => ({ id: req.params.id, input: taskInput(req) }),
    legacyFields: LEGACY,
  },
  {
    method: 'put',
    path: '/chantiers/plannings/tache/updatedate/:id',
    operation: `mutation MoveTask($id: ID!, $input: TaskDatesInput!) { moveTask(id: $id, input: $input) { ${TASK} } }`,
    variables: (req) => {
      const b = bodyOf(req);
      return { id: req.params.id, input: { startDate: text(b.dateDebut), endDate: text(b.dateFin) } };
    },
    legacyFields: { startDate: 'dateDebut', endDate: 'dateFin' },
  },
  {
    method: 'delete',
    path: '/chantiers/plannings/tache/delete/:id',
    operation: `mutation DeleteTask($id: ID!) { deleteTask(id: $id) }`,
    variables: (req) => ({ id: req.params.id }),
    answer: () => ({ deleted: true }),
  },
];
