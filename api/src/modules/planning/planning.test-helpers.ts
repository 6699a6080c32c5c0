import { gqlErr, gqlOk, sql } from '../../../test/company';
import type { TestServer } from '../../../test/server';

/** Shared by the planning test files: the operations, the French messages, and small steps on tasks. */
export const TASK = 'id site { id name } title startDate endDate people { id lastName } dependsOn { id title startDate endDate }';
export const CREATE = `mutation ($input: TaskInput!, $confirm: Boolean) { createTask(input: $input, confirmConflicts: $confirm) { ${TASK} } }`;
export const UPDATE =
  'mutation ($id: ID!, $input: TaskInput!, $confirm: Boolean) { ' + `updateTask(id: $id, input: $input, confirmConflicts: $confirm) { ${TASK} } }`;
export const MOVE =
  'mutation ($id: ID!, $input: TaskDatesInput!, $confirm: Boolean) { ' + `moveTask(id: $id, input: $input, confirmConflicts: $confirm) { ${TASK} } }`;
export const DELETE = 'mutation ($id: ID!) { deleteTask(id: $id) }';
export const GET = `query ($id: ID!) { task(id: $id) { ${TASK} } }`;
export const LIST = `query ($from: String!, $to: String!, $siteId: ID) { tasks(from: $from, to: $to, siteId: $siteId) { ${TASK} } }`;
export const CONFLICTS = 'query ($input: TaskCheckInput!) { taskConflicts(input: $input) { kind message personnelId taskId siteName } }';
export const ASSIGN = 'mutation ($input: AssignmentInput!) { assignPersonnel(input: $input) { id } }';

export const MSG = {
  self: 'Une tâche ne peut pas dépendre d’elle-même',
  otherSite: 'Une dépendance doit être une tâche du même chantier',
  cycle: 'Cette dépendance créerait un cycle entre les tâches',
  max: '20 dépendances au plus par tâche',
  successorsOtherSite: 'Des tâches de ce chantier dépendent de celle-ci : retirez ces dépendances avant de la changer de chantier',
  taskNotFound: "Cette tâche n'existe pas ou a été supprimée.",
  siteNotFound: "Ce chantier n'existe pas ou a été supprimé.",
  personNotFound: "Cette personne n'existe pas ou a été supprimée.",
  conflicts: 'Cette tâche est en conflit avec le planning : confirmez pour l’enregistrer quand même.',
};

export interface Task {
  id: string;
  title: string;
  startDate: string;
  endDate: string;
  dependsOn: { id: string; title: string; startDate: string; endDate: string }[];
}

/** A task input: a title, a week of December 2026, no people, no dependencies unless told. */
export const taskInput = (siteId: string, over: Record<string, unknown> = {}) => ({
  siteId,
  title: 'Tâche',
  startDate: '2026-12-01',
  endDate: '2026-12-04',
  personnelIds: [],
  ...over,
});

/** Planning steps as one caller (a token). */
export function planner(t: TestServer, token: string) {
  return {
    create: async (siteId: string, over: Record<string, unknown> = {}, confirm = false): Promise<Task> =>
      gqlOk(await t.gql(CREATE, { input: taskInput(siteId, over), confirm }, token)).createTask,
    update: async (id: string, siteId: string, over: Record<string, unknown> = {}, confirm = false): Promise<Task> =>
      gqlOk(await t.gql(UPDATE, { id, input: taskInput(siteId, over), confirm }, token)).updateTask,
    get: async (id: string): Promise<Task> => gqlOk(await t.gql(GET, { id }, token)).task,
    conflicts: async (input: Record<string, unknown>) => gqlOk(await t.gql(CONFLICTS, { input }, token)).taskConflicts,
    /** The field errors of a refused create. */
    createFields: async (siteId: string, over: Record<string, unknown>) =>
      gqlErr(await t.gql(CREATE, { input: taskInput(siteId, over) }, token)).extensions.fields,
    updateFields: async (id: string, siteId: string, over: Record<string, unknown>) =>
      gqlErr(await t.gql(UPDATE, { id, input: taskInput(siteId, over), confirm: true }, token)).extensions.fields,
    checkFields: async (input: Record<string, unknown>) => gqlErr(await t.gql(CONFLICTS, { input }, token)).extensions.fields,
  };
}

/** Assigns people to a site over a period (the personnel assignments module). */
export async function assign(t: TestServer, token: string, siteId: string, personnelIds: string[], startDate: string, endDate: string) {
  gqlOk(await t.gql(ASSIGN, { input: { siteId, personnelIds, startDate, endDate } }, token));
}

/** Rows of the tables a refused save must leave alone, read outside the api. */
export async function planningRows(t: TestServer): Promise<{ tasks: number; people: number; edges: number }> {
  const [row] = await sql(
    t,
    'select (select count(*)::int from planning_task) as tasks, (select count(*)::int from planning_task_person) as people, ' +
      '(select count(*)::int from planning_task_dependency) as edges',
  );
  return row as { tasks: number; people: number; edges: number };
}
