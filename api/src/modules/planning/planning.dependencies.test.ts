import { randomUUID } from 'node:crypto';
import { addMember, bearer, createCompany, createSite, giveSite, gqlErr, gqlOk, sql, type Member, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import { DELETE, LIST, MSG, planner, planningRows, UPDATE, taskInput } from './planning.test-helpers';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;
let anfa: string;
let maarif: string;
let plan: ReturnType<typeof planner>;

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas Dépendances'), createCompany(t, 'Souss Dépendances')]);
  user = await addMember(t, a);
  anfa = (await createSite(t, a.manager.accessToken, { name: 'Villa Anfa' })).id;
  maarif = (await createSite(t, a.manager.accessToken, { name: 'Immeuble Maârif' })).id;
  await giveSite(t, maarif, user);
  plan = planner(t, a.manager.accessToken);
});
afterAll(() => t.stop());

const ref = (x: { id: string; title: string; startDate: string; endDate: string }) => ({
  id: x.id,
  title: x.title,
  startDate: x.startDate,
  endDate: x.endDate,
});

describe('task dependencies (finish-to-start)', () => {
  it('link a task to the tasks of its site it waits for, shown with their dates in every view', async () => {
    const ferraillage = await plan.create(anfa, { title: 'Ferraillage', startDate: '2026-12-02', endDate: '2026-12-03' });
    const coffrage = await plan.create(anfa, { title: 'Coffrage', startDate: '2026-12-01', endDate: '2026-12-04' });
    const coulage = await plan.create(anfa, {
      title: 'Coulage',
      startDate: '2026-12-07',
      endDate: '2026-12-08',
      dependsOnIds: [ferraillage.id, coffrage.id.toUpperCase(), ferraillage.id],
    });
    expect(coulage.dependsOn).toEqual([ref(coffrage), ref(ferraillage)]);
    expect((await plan.get(coulage.id)).dependsOn).toEqual([ref(coffrage), ref(ferraillage)]);
    const listed = gqlOk(await t.gql(LIST, { from: '2026-12-07', to: '2026-12-07', siteId: anfa }, a.manager.accessToken)).tasks;
    expect(listed.map((x: { title: string; dependsOn: unknown[] }) => [x.title, x.dependsOn.length])).toEqual([['Coulage', 2]]);
  });

  it('are kept by an update that leaves them out, replaced by a given list, cleared by an empty one', async () => {
    const first = await plan.create(anfa, { title: 'Terrassement', startDate: '2027-01-04', endDate: '2027-01-05' });
    const second = await plan.create(anfa, { title: 'Fondations', startDate: '2027-01-06', endDate: '2027-01-08', dependsOnIds: [first.id] });
    expect((await plan.update(second.id, anfa, { title: 'Fondations', startDate: '2027-01-06', endDate: '2027-01-08' })).dependsOn).toEqual([
      ref(first),
    ]);
    expect(
      (await plan.update(second.id, anfa, { title: 'Fondations', startDate: '2027-01-06', endDate: '2027-01-08', dependsOnIds: null })).dependsOn,
    ).toHaveLength(1);
    expect(
      (await plan.update(second.id, anfa, { title: 'Fondations', startDate: '2027-01-06', endDate: '2027-01-08', dependsOnIds: [] })).dependsOn,
    ).toEqual([]);
  });

  it('refuse another site’s task, the task itself, an unknown task, more than 20, and a cycle however far: nothing saved', async () => {
    const other = await plan.create(maarif, { title: 'Gros œuvre Maârif' });
    const a1 = await plan.create(anfa, { title: 'A1', startDate: '2027-02-01', endDate: '2027-02-01' });
    const a2 = await plan.create(anfa, { title: 'A2', startDate: '2027-02-02', endDate: '2027-02-02', dependsOnIds: [a1.id] });
    const a3 = await plan.create(anfa, { title: 'A3', startDate: '2027-02-03', endDate: '2027-02-03', dependsOnIds: [a2.id] });
    const before = await planningRows(t);

    expect(await plan.createFields(anfa, { dependsOnIds: [other.id] })).toEqual({ dependsOnIds: MSG.otherSite });
    expect(await plan.updateFields(a1.id, anfa, { title: 'A1', dependsOnIds: [a1.id] })).toEqual({ dependsOnIds: MSG.self });
    expect(await plan.createFields(anfa, { dependsOnIds: [randomUUID()] })).toEqual({ dependsOnIds: MSG.taskNotFound });
    expect(await plan.createFields(anfa, { dependsOnIds: ['pas-un-id'] })).toEqual({ 'dependsOnIds.0': MSG.taskNotFound });
    expect(await plan.createFields(anfa, { dependsOnIds: Array.from({ length: 21 }, () => randomUUID()) })).toEqual({ dependsOnIds: MSG.max });
    // A1 <- A2 <- A3: A1 cannot wait for A3 (three steps) nor for A2 (two).
    expect(await plan.updateFields(a1.id, anfa, { title: 'A1', dependsOnIds: [a3.id] })).toEqual({ dependsOnIds: MSG.cycle });
    expect(await plan.updateFields(a1.id, anfa, { title: 'A1', dependsOnIds: [a2.id] })).toEqual({ dependsOnIds: MSG.cycle });
    const refused = gqlErr(await t.gql(UPDATE, { id: a1.id, input: taskInput(anfa, { title: 'A1', dependsOnIds: [a3.id] }) }, a.manager.accessToken));
    expect(refused).toMatchObject({ message: MSG.cycle, extensions: { code: 'BAD_USER_INPUT' } });

    expect(await planningRows(t)).toEqual(before);
    expect((await plan.get(a1.id)).dependsOn).toEqual([]);
    // The same refusals when checking conflicts before a save.
    expect(await plan.checkFields({ taskId: a1.id, startDate: '2027-02-01', endDate: '2027-02-01', dependsOnIds: [a3.id] })).toEqual({
      dependsOnIds: MSG.cycle,
    });
    expect(await plan.checkFields({ siteId: anfa, startDate: '2027-02-01', endDate: '2027-02-01', dependsOnIds: [other.id] })).toEqual({
      dependsOnIds: MSG.otherSite,
    });
  });

  it('keep a task on its site while others of the site wait for it, or while it waits for tasks of its site', async () => {
    const first = await plan.create(anfa, { title: 'Maçonnerie', startDate: '2027-03-01', endDate: '2027-03-02' });
    const second = await plan.create(anfa, { title: 'Enduits', startDate: '2027-03-03', endDate: '2027-03-04', dependsOnIds: [first.id] });
    expect(await plan.updateFields(first.id, maarif, { title: 'Maçonnerie' })).toEqual({ siteId: MSG.successorsOtherSite });
    expect(await plan.updateFields(second.id, maarif, { title: 'Enduits' })).toEqual({ dependsOnIds: MSG.otherSite });
    // Moved with its dependencies cleared, it may go.
    expect((await plan.update(second.id, maarif, { title: 'Enduits', dependsOnIds: [] }, true)).dependsOn).toEqual([]);
  });

  it('go with a deleted task, both ways', async () => {
    const x = await plan.create(anfa, { title: 'X', startDate: '2027-04-01', endDate: '2027-04-01' });
    const y = await plan.create(anfa, { title: 'Y', startDate: '2027-04-02', endDate: '2027-04-02', dependsOnIds: [x.id] });
    const z = await plan.create(anfa, { title: 'Z', startDate: '2027-04-03', endDate: '2027-04-03', dependsOnIds: [y.id] });
    expect(gqlOk(await t.gql(DELETE, { id: y.id }, a.manager.accessToken)).deleteTask).toBe(true);
    expect((await plan.get(z.id)).dependsOn).toEqual([]);
    const edges = await sql(t, 'select count(*)::int as n from planning_task_dependency where task_id = $1 or depends_on_id = $1', [y.id]);
    expect(edges[0].n).toBe(0);
    expect((await plan.get(x.id)).dependsOn).toEqual([]);
  });

  it('never name another company’s task: refused as unknown, and its checks see nothing of ours', async () => {
    const ours = await plan.create(anfa, { title: 'Dalle', startDate: '2027-05-03', endDate: '2027-05-04' });
    const theirSite = (await createSite(t, b.manager.accessToken, { name: 'Villa Agadir' })).id;
    const theirs = planner(t, b.manager.accessToken);
    expect(await theirs.createFields(theirSite, { dependsOnIds: [ours.id] })).toEqual({ dependsOnIds: MSG.taskNotFound });
    const mine = await theirs.create(theirSite, { title: 'Dalle Agadir', startDate: '2027-05-05', endDate: '2027-05-06' });
    expect(await theirs.updateFields(mine.id, theirSite, { title: 'Dalle Agadir', dependsOnIds: [ours.id] })).toEqual({
      dependsOnIds: MSG.taskNotFound,
    });
    expect(await theirs.checkFields({ taskId: ours.id, startDate: '2027-05-05', endDate: '2027-05-06' })).toEqual({ taskId: MSG.taskNotFound });
    expect(await theirs.checkFields({ siteId: anfa, startDate: '2027-05-05', endDate: '2027-05-06' })).toEqual({ siteId: MSG.siteNotFound });
    expect(await plan.createFields(anfa, { dependsOnIds: [mine.id] })).toEqual({ dependsOnIds: MSG.taskNotFound });
  });

  it('let a Gestionnaire Chantier link the tasks of their sites only', async () => {
    const theirs = planner(t, user.accessToken);
    const onAnfa = await plan.create(anfa, { title: 'Chape Anfa', startDate: '2027-06-01', endDate: '2027-06-02' });
    const first = await theirs.create(maarif, { title: 'Cloisons', startDate: '2027-06-01', endDate: '2027-06-02' });
    const second = await theirs.create(maarif, { title: 'Peinture', startDate: '2027-06-03', endDate: '2027-06-04', dependsOnIds: [first.id] });
    expect(second.dependsOn).toEqual([ref(first)]);
    // Villa Anfa is not theirs: its task is unknown to them, not merely of another site.
    expect(await theirs.createFields(maarif, { dependsOnIds: [onAnfa.id] })).toEqual({ dependsOnIds: MSG.taskNotFound });
    expect(await theirs.checkFields({ taskId: onAnfa.id, startDate: '2027-06-01', endDate: '2027-06-02' })).toEqual({ taskId: MSG.taskNotFound });
  });

  it('travel on the legacy REST paths as `dependances`', async () => {
    const h = bearer(a.manager);
    const first = await plan.create(anfa, { title: 'Plomberie', startDate: '2027-07-01', endDate: '2027-07-02' });
    const created = await t.rest(
      'POST',
      '/chantiers/plannings/tache/creer',
      { idChantier: anfa, titre: 'Carrelage', dateDebut: '2027-07-05', dateFin: '2027-07-06', dependances: [{ id: first.id }] },
      h,
    );
    expect(created.status).toBe(201);
    expect(created.body.dependances).toEqual([{ id: first.id, titre: 'Plomberie', dateDebut: '2027-07-01', dateFin: '2027-07-02' }]);
    // A legacy update knows no dependencies: they are kept.
    const updated = await t.rest(
      'PUT',
      `/chantiers/plannings/tache/update/${created.body.id}`,
      { idChantier: anfa, titre: 'Carrelage sol', dateDebut: '2027-07-05', dateFin: '2027-07-06' },
      h,
    );
    expect(updated.body).toMatchObject({ titre: 'Carrelage sol', dependances: [{ id: first.id }] });
    const other = await plan.create(maarif, { title: 'Façade', startDate: '2027-07-01', endDate: '2027-07-02' });
    const bad = await t.rest(
      'POST',
      '/chantiers/plannings/tache/creer',
      { idChantier: anfa, titre: 'Faïence', dateDebut: '2027-07-05', dateFin: '2027-07-06', dependances: [other.id] },
      h,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ dependances: MSG.otherSite });
  });
});
