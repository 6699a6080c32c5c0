// @both-databases: the version check reads the task under its row lock (raw SQL), on the embedded engine's single connection too.
import { createCompany, createSite, gqlErr, gqlOk, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import { CREATE, taskInput } from './planning.test-helpers';

/**
 * A phone's change to a task, sent later, names the version it was made on (`baseUpdatedAt`): changed since by another,
 * it is refused with the server's version for its author to choose; never written over what the other did.
 */
let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let siteId: string;

const FIELDS = 'id title startDate endDate progress updatedAt';
const UPDATE = `mutation ($id: ID!, $input: TaskInput!, $base: String) { updateTask(id: $id, input: $input, baseUpdatedAt: $base) { ${FIELDS} } }`;
const MOVE = `mutation ($id: ID!, $input: TaskDatesInput!, $base: String) { moveTask(id: $id, input: $input, baseUpdatedAt: $base) { ${FIELDS} } }`;
const CHANGED = "Cet enregistrement a été modifié entre-temps par quelqu'un d'autre";

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas BTP'), createCompany(t, 'Rif Travaux')]);
  siteId = (await createSite(t, a.manager.accessToken, { name: 'Villa Anfa' })).id;
});
afterAll(() => t.stop());

async function newTask() {
  const made = gqlOk(await t.gql(CREATE, { input: taskInput(siteId, { title: 'Coulage dalle' }) }, a.manager.accessToken)).createTask;
  return gqlOk(await t.gql(`query ($id: ID!) { task(id: $id) { ${FIELDS} } }`, { id: made.id }, a.manager.accessToken)).task;
}

describe('a change made on a version of a task', () => {
  it('applies when the task is as it was read, and answers the new version', async () => {
    const task = await newTask();
    const input = taskInput(siteId, { title: 'Coulage dalle', progress: 60 });
    const saved = gqlOk(await t.gql(UPDATE, { id: task.id, input, base: task.updatedAt }, a.manager.accessToken)).updateTask;
    expect(saved.progress).toBe(60);
    expect(new Date(saved.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(task.updatedAt).getTime());
    const moved = gqlOk(
      await t.gql(MOVE, { id: task.id, input: { startDate: '2026-12-08', endDate: '2026-12-10' }, base: saved.updatedAt }, a.manager.accessToken),
    ).moveTask;
    expect(moved).toMatchObject({ startDate: '2026-12-08', endDate: '2026-12-10', progress: 60 });
  });

  it("refuses a change made on an older version, with the server's version, and changes nothing", async () => {
    const task = await newTask();
    const other = gqlOk(
      await t.gql(
        UPDATE,
        { id: task.id, input: taskInput(siteId, { title: 'Coulage dalle', progress: 40 }), base: task.updatedAt },
        a.manager.accessToken,
      ),
    ).updateTask;
    const late = await t.gql(
      MOVE,
      { id: task.id, input: { startDate: '2026-12-14', endDate: '2026-12-18' }, base: task.updatedAt },
      a.manager.accessToken,
    );
    const err = gqlErr(late) as unknown as { message: string; extensions: { code: string; messageId: string; current: Record<string, unknown> } };
    expect(err.message).toContain(CHANGED);
    expect(err.extensions).toMatchObject({
      code: 'CONFLICT',
      messageId: 'record.changedMeanwhile',
      current: { title: 'Coulage dalle', progress: 40, startDate: other.startDate, endDate: other.endDate, updatedAt: other.updatedAt },
    });
    const now = gqlOk(await t.gql(`query ($id: ID!) { task(id: $id) { ${FIELDS} } }`, { id: task.id }, a.manager.accessToken)).task;
    expect(now).toEqual(other);
  });

  it('applies whatever came since when no version is named (the web online, a REST client)', async () => {
    const task = await newTask();
    gqlOk(await t.gql(UPDATE, { id: task.id, input: taskInput(siteId, { title: 'Coulage dalle', progress: 10 }) }, a.manager.accessToken));
    const moved = gqlOk(
      await t.gql(MOVE, { id: task.id, input: { startDate: '2026-12-01', endDate: '2026-12-02' } }, a.manager.accessToken),
    ).moveTask;
    expect(moved).toMatchObject({ startDate: '2026-12-01', progress: 10 });
  });

  it("answers NOT_FOUND for another company's task, version or not, and refuses a version that is not a date", async () => {
    const task = await newTask();
    const input = { startDate: '2026-12-01', endDate: '2026-12-02' };
    expect(gqlErr(await t.gql(MOVE, { id: task.id, input, base: task.updatedAt }, b.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(MOVE, { id: task.id, input, base: '2020-01-01T00:00:00.000Z' }, b.manager.accessToken)).extensions.code).toBe(
      'NOT_FOUND',
    );
    const bad = gqlErr(await t.gql(MOVE, { id: task.id, input, base: 'hier' }, a.manager.accessToken));
    expect(bad.extensions.code).toBe('BAD_USER_INPUT');
    expect(bad.message).toContain('La version de départ doit être une date et heure ISO 8601');
  });
});
