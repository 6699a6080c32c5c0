// @both-databases: conflicts found in raw SQL.
import { randomUUID } from 'node:crypto';
import { addMember, bearer, createCompany, createSite, giveSite, gqlErr, gqlOk, sql, type Member, type TestCompany } from '../../../test/company';
import { createPerson } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { assign, CREATE, MOVE, MSG, planner, planningRows, taskInput, UPDATE } from './planning.test-helpers';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;
let anfa: string;
let maarif: string;
let karim: string;
let samira: string;
let plan: ReturnType<typeof planner>;

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas Conflits'), createCompany(t, 'Souss Conflits')]);
  user = await addMember(t, a);
  anfa = (await createSite(t, a.manager.accessToken, { name: 'Villa Anfa' })).id;
  maarif = (await createSite(t, a.manager.accessToken, { name: 'Immeuble Maârif' })).id;
  await giveSite(t, maarif, user);
  karim = (await createPerson(t, a.manager.accessToken, { lastName: 'Alami', firstName: 'Karim' })).id;
  samira = (await createPerson(t, a.manager.accessToken, { lastName: 'Bennani', firstName: 'Samira' })).id;
  // Karim on Villa Anfa from 1 to 10 December; Samira too, but for the 4th and the 5th.
  await assign(t, a.manager.accessToken, anfa, [karim], '2026-12-01', '2026-12-10');
  await assign(t, a.manager.accessToken, anfa, [samira], '2026-12-01', '2026-12-03');
  await assign(t, a.manager.accessToken, anfa, [samira], '2026-12-06', '2026-12-10');
  plan = planner(t, a.manager.accessToken);
});
afterAll(() => t.stop());

const notAssigned = (personnelId: string, message: string, siteName = 'Villa Anfa') => ({
  kind: 'NOT_ASSIGNED',
  message,
  personnelId,
  taskId: null,
  siteName,
});

describe('planning conflicts (warnings the user confirms)', () => {
  it('name a person not assigned to the task’s site on every day of the task, day by day stretch', async () => {
    expect(await plan.conflicts({ siteId: anfa, startDate: '2026-12-01', endDate: '2026-12-03', personnelIds: [karim, samira] })).toEqual([]);
    expect(await plan.conflicts({ siteId: anfa, startDate: '2026-12-01', endDate: '2026-12-04', personnelIds: [karim, samira] })).toEqual([
      notAssigned(samira, 'Samira Bennani n’est pas affecté à Villa Anfa le 04/12/2026'),
    ]);
    expect(await plan.conflicts({ siteId: anfa, startDate: '2026-11-29', endDate: '2026-12-12', personnelIds: [samira, karim] })).toEqual([
      notAssigned(karim, 'Karim Alami n’est pas affecté à Villa Anfa du 29/11/2026 au 30/11/2026'),
      notAssigned(karim, 'Karim Alami n’est pas affecté à Villa Anfa du 11/12/2026 au 12/12/2026'),
      notAssigned(samira, 'Samira Bennani n’est pas affecté à Villa Anfa du 29/11/2026 au 30/11/2026'),
      notAssigned(samira, 'Samira Bennani n’est pas affecté à Villa Anfa du 04/12/2026 au 05/12/2026'),
      notAssigned(samira, 'Samira Bennani n’est pas affecté à Villa Anfa du 11/12/2026 au 12/12/2026'),
    ]);
    // Assigned to Villa Anfa is not assigned to Immeuble Maârif.
    expect(await plan.conflicts({ siteId: maarif, startDate: '2026-12-01', endDate: '2026-12-04', personnelIds: [karim] })).toEqual([
      notAssigned(karim, 'Karim Alami n’est pas affecté à Immeuble Maârif du 01/12/2026 au 04/12/2026', 'Immeuble Maârif'),
    ]);
  });

  it('name a person already on another task of any site on overlapping days, leaving out the task being edited', async () => {
    const enduits = await plan.create(maarif, { title: 'Enduits', startDate: '2026-12-03', endDate: '2026-12-05', personnelIds: [karim] }, true);
    const overlap = {
      kind: 'OVERLAP',
      message: 'Karim Alami est déjà sur « Enduits » (Immeuble Maârif) du 03/12/2026 au 05/12/2026',
      personnelId: karim,
      taskId: enduits.id,
      siteName: 'Immeuble Maârif',
    };
    expect(await plan.conflicts({ siteId: anfa, startDate: '2026-12-01', endDate: '2026-12-03', personnelIds: [karim, samira] })).toEqual([overlap]);
    expect(await plan.conflicts({ siteId: anfa, startDate: '2026-12-06', endDate: '2026-12-08', personnelIds: [karim] })).toEqual([]);
    // Enduits itself, dragged a day later: only its own site's assignment is missing.
    expect(await plan.conflicts({ taskId: enduits.id, startDate: '2026-12-04', endDate: '2026-12-06' })).toEqual([
      notAssigned(karim, 'Karim Alami n’est pas affecté à Immeuble Maârif du 04/12/2026 au 06/12/2026', 'Immeuble Maârif'),
    ]);
    await t.gql('mutation ($id: ID!) { deleteTask(id: $id) }', { id: enduits.id }, a.manager.accessToken);
  });

  it('name a dependency not kept, both ways: a successor starts the day after its predecessor’s end at the earliest', async () => {
    const coffrage = await plan.create(anfa, { title: 'Coffrage', startDate: '2027-01-04', endDate: '2027-01-06' });
    const check = (over: Record<string, unknown>) => plan.conflicts({ siteId: anfa, dependsOnIds: [coffrage.id], ...over });
    expect(await check({ startDate: '2027-01-06', endDate: '2027-01-08' })).toEqual([
      {
        kind: 'DEPENDENCY',
        message: '« Coffrage » doit se terminer avant le début de cette tâche (fin le 06/01/2027)',
        personnelId: null,
        taskId: coffrage.id,
        siteName: 'Villa Anfa',
      },
    ]);
    expect(await check({ startDate: '2027-01-07', endDate: '2027-01-08' })).toEqual([]);
    const coulage = await plan.create(anfa, { title: 'Coulage', startDate: '2027-01-07', endDate: '2027-01-08', dependsOnIds: [coffrage.id] });
    // A drag of Coffrage sends its id and the new dates only: its successor is checked.
    expect(await plan.conflicts({ taskId: coffrage.id, startDate: '2027-01-05', endDate: '2027-01-07' })).toEqual([
      {
        kind: 'DEPENDENCY',
        message: '« Coulage » dépend de cette tâche et commence avant sa fin (début le 07/01/2027)',
        personnelId: null,
        taskId: coulage.id,
        siteName: 'Villa Anfa',
      },
    ]);
    expect(await plan.conflicts({ taskId: coffrage.id, startDate: '2027-01-05', endDate: '2027-01-06' })).toEqual([]);
  });

  it('stop an unconfirmed save with the conflicts, saving nothing; a confirmed one is saved', async () => {
    const input = taskInput(anfa, { title: 'Cloisons', startDate: '2026-12-04', endDate: '2026-12-05', personnelIds: [samira, karim] });
    const expected = await plan.conflicts({ siteId: anfa, startDate: '2026-12-04', endDate: '2026-12-05', personnelIds: [samira, karim] });
    expect(expected).toHaveLength(1);
    const before = await planningRows(t);
    const refused = gqlErr(await t.gql(CREATE, { input }, a.manager.accessToken));
    expect(refused).toMatchObject({ message: MSG.conflicts, extensions: { code: 'CONFLICT', status: 409, conflicts: expected } });
    expect(gqlErr(await t.gql(CREATE, { input, confirm: false }, a.manager.accessToken)).extensions.code).toBe('CONFLICT');
    expect(await planningRows(t)).toEqual(before);

    const saved = gqlOk(await t.gql(CREATE, { input, confirm: true }, a.manager.accessToken)).createTask;
    expect(saved).toMatchObject({ title: 'Cloisons', startDate: '2026-12-04', people: [{ lastName: 'Alami' }, { lastName: 'Bennani' }] });
    expect(await planningRows(t)).toEqual({ ...before, tasks: before.tasks + 1, people: before.people + 2 });

    // An edit in conflict: refused and unchanged, then confirmed.
    const edit = { id: saved.id, input: { ...input, title: 'Cloisons R+1', startDate: '2026-12-09', endDate: '2026-12-11' } };
    expect(gqlErr(await t.gql(UPDATE, edit, a.manager.accessToken)).extensions).toMatchObject({
      code: 'CONFLICT',
      conflicts: [
        notAssigned(karim, 'Karim Alami n’est pas affecté à Villa Anfa le 11/12/2026'),
        notAssigned(samira, 'Samira Bennani n’est pas affecté à Villa Anfa le 11/12/2026'),
      ],
    });
    expect(await plan.get(saved.id)).toMatchObject({ title: 'Cloisons', startDate: '2026-12-04' });
    expect(gqlOk(await t.gql(UPDATE, { ...edit, confirm: true }, a.manager.accessToken)).updateTask).toMatchObject({
      title: 'Cloisons R+1',
      endDate: '2026-12-11',
    });
    await t.gql('mutation ($id: ID!) { deleteTask(id: $id) }', { id: saved.id }, a.manager.accessToken);
  });

  it('check a drag (moveTask) like a save: its people, its predecessors and its successors', async () => {
    const first = await plan.create(anfa, { title: 'Terrassement', startDate: '2026-12-01', endDate: '2026-12-02', personnelIds: [karim] });
    const second = await plan.create(anfa, { title: 'Fondations', startDate: '2026-12-03', endDate: '2026-12-04', dependsOnIds: [first.id] });
    const drag = (id: string, startDate: string, endDate: string, confirm?: boolean) =>
      t.gql(MOVE, { id, input: { startDate, endDate }, confirm }, a.manager.accessToken);
    const refused = gqlErr(await drag(first.id, '2026-12-02', '2026-12-03'));
    expect(refused.extensions).toMatchObject({
      code: 'CONFLICT',
      conflicts: [
        { kind: 'DEPENDENCY', taskId: second.id, message: '« Fondations » dépend de cette tâche et commence avant sa fin (début le 03/12/2026)' },
      ],
    });
    expect(await plan.get(first.id)).toMatchObject({ startDate: '2026-12-01', endDate: '2026-12-02' });
    expect(gqlErr(await drag(second.id, '2026-12-02', '2026-12-03')).extensions).toMatchObject({
      conflicts: [
        { kind: 'DEPENDENCY', taskId: first.id, message: '« Terrassement » doit se terminer avant le début de cette tâche (fin le 02/12/2026)' },
      ],
    });
    expect(gqlErr(await drag(first.id, '2026-11-30', '2026-12-01')).extensions).toMatchObject({
      conflicts: [notAssigned(karim, 'Karim Alami n’est pas affecté à Villa Anfa le 30/11/2026')],
    });
    expect(gqlOk(await drag(first.id, '2026-12-02', '2026-12-03', true)).moveTask).toMatchObject({ startDate: '2026-12-02', endDate: '2026-12-03' });
    for (const id of [second.id, first.id]) await t.gql('mutation ($id: ID!) { deleteTask(id: $id) }', { id }, a.manager.accessToken);
  });

  it('never involve another company: its people, sites and tasks are unknown, and its tasks never show in ours', async () => {
    const other = planner(t, b.manager.accessToken);
    const theirSite = (await createSite(t, b.manager.accessToken, { name: 'Villa Agadir' })).id;
    const theirPerson = (await createPerson(t, b.manager.accessToken, { lastName: 'Ouali', firstName: 'Hassan' })).id;
    const ours = await plan.create(anfa, { title: 'Dallage', startDate: '2026-12-07', endDate: '2026-12-08', personnelIds: [karim] });
    const theirs = await other.create(
      theirSite,
      { title: 'Dallage Agadir', startDate: '2026-12-07', endDate: '2026-12-08', personnelIds: [theirPerson] },
      true,
    );
    expect(await other.checkFields({ siteId: anfa, startDate: '2026-12-07', endDate: '2026-12-08' })).toEqual({ siteId: MSG.siteNotFound });
    expect(await other.checkFields({ taskId: ours.id, startDate: '2026-12-07', endDate: '2026-12-08' })).toEqual({ taskId: MSG.taskNotFound });
    expect(await other.checkFields({ siteId: theirSite, startDate: '2026-12-07', endDate: '2026-12-08', personnelIds: [karim] })).toEqual({
      personnelIds: MSG.personNotFound,
    });
    // Even a row joining their task to our person (which no call can make) stays out of our checks.
    await sql(t, 'insert into planning_task_person (task_id, personnel_id) values ($1, $2)', [theirs.id, karim]);
    expect(await plan.conflicts({ siteId: anfa, startDate: '2026-12-07', endDate: '2026-12-08', personnelIds: [karim] })).toEqual([
      expect.objectContaining({ kind: 'OVERLAP', taskId: ours.id }),
    ]);
    await sql(t, 'delete from planning_task_person where task_id = $1 and personnel_id = $2', [theirs.id, karim]);
    await t.gql('mutation ($id: ID!) { deleteTask(id: $id) }', { id: ours.id }, a.manager.accessToken);
  });

  it('let a Gestionnaire Chantier check their sites only, warned of their people busy on sites they do not manage', async () => {
    const theirs = planner(t, user.accessToken);
    const onAnfa = await plan.create(anfa, { title: 'Carrelage', startDate: '2026-12-08', endDate: '2026-12-09', personnelIds: [karim] });
    expect(await theirs.checkFields({ siteId: anfa, startDate: '2026-12-08', endDate: '2026-12-09' })).toEqual({ siteId: MSG.siteNotFound });
    expect(await theirs.checkFields({ taskId: onAnfa.id, startDate: '2026-12-08', endDate: '2026-12-09' })).toEqual({ taskId: MSG.taskNotFound });
    expect(await theirs.conflicts({ siteId: maarif, startDate: '2026-12-09', endDate: '2026-12-09', personnelIds: [karim] })).toEqual([
      notAssigned(karim, 'Karim Alami n’est pas affecté à Immeuble Maârif le 09/12/2026', 'Immeuble Maârif'),
      {
        kind: 'OVERLAP',
        message: 'Karim Alami est déjà sur « Carrelage » (Villa Anfa) du 08/12/2026 au 09/12/2026',
        personnelId: karim,
        taskId: onAnfa.id,
        siteName: 'Villa Anfa',
      },
    ]);
    const refused = gqlErr(await t.gql(CREATE, { input: taskInput(maarif, { personnelIds: [karim] }) }, user.accessToken));
    expect(refused.extensions.code).toBe('CONFLICT');
    expect((await theirs.create(maarif, { title: 'Plâtre', personnelIds: [karim] }, true)).title).toBe('Plâtre');
    await t.gql('mutation ($id: ID!) { deleteTask(id: $id) }', { id: onAnfa.id }, a.manager.accessToken);
  });

  it('refuse a check without a site or a task, with bad dates, or naming unknown records', async () => {
    expect(await plan.checkFields({ startDate: '2026-12-01', endDate: '2026-12-02' })).toEqual({ siteId: MSG.siteNotFound });
    expect(await plan.checkFields({ siteId: anfa, startDate: '2026-12-02', endDate: '2026-12-01' })).toEqual({
      endDate: 'La date de fin ne peut pas précéder la date de début',
    });
    expect(await plan.checkFields({ siteId: anfa, endDate: '2026-12-01' })).toEqual({ startDate: 'La date de début est requise' });
    expect(await plan.checkFields({ taskId: randomUUID(), startDate: '2026-12-01', endDate: '2026-12-02' })).toEqual({ taskId: MSG.taskNotFound });
    expect(await plan.checkFields({ siteId: randomUUID(), startDate: '2026-12-01', endDate: '2026-12-02' })).toEqual({ siteId: MSG.siteNotFound });
    expect(await plan.checkFields({ siteId: anfa, startDate: '2026-12-01', endDate: '2026-12-02', personnelIds: [randomUUID()] })).toEqual({
      personnelIds: MSG.personNotFound,
    });
  });

  it('save on the legacy REST paths as SPEC accepts, with the conflicts beside the task; `confirmerConflits: false` refuses (409)', async () => {
    const h = bearer(a.manager);
    const body = { idChantier: anfa, titre: 'Électricité', dateDebut: '2026-12-10', dateFin: '2026-12-11', personnels: [karim] };
    const karimLate = notAssigned(karim, 'Karim Alami n’est pas affecté à Villa Anfa le 11/12/2026');
    const legacy = (c: ReturnType<typeof notAssigned>) => ({
      type: c.kind,
      message: c.message,
      idPersonnel: c.personnelId,
      idTache: c.taskId,
      chantier: c.siteName,
    });
    const before = await planningRows(t);
    const refused = await t.rest('POST', '/chantiers/plannings/tache/creer', { ...body, confirmerConflits: false }, h);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ status: 409, error: 'CONFLICT', message: MSG.conflicts, conflicts: [karimLate] });
    expect(await planningRows(t)).toEqual(before);
    // The SPEC's body, with a person not yet assigned to the site: saved, and told.
    const created = await t.rest('POST', '/chantiers/plannings/tache/creer', body, h);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ titre: 'Électricité', conflits: [legacy(karimLate)] });
    const id = created.body.id;
    expect(gqlOk(await t.gql('query ($id: ID!) { task(id: $id) { title acceptedConflicts { kind } } }', { id }, a.manager.accessToken)).task).toEqual(
      {
        title: 'Électricité',
        acceptedConflicts: null,
      },
    );

    const moved = { dateDebut: '2026-12-11', dateFin: '2026-12-12' };
    expect((await t.rest('PUT', `/chantiers/plannings/tache/updatedate/${id}`, { ...moved, confirmerConflits: false }, h)).status).toBe(409);
    const movedAnswer = await t.rest('PUT', `/chantiers/plannings/tache/updatedate/${id}`, moved, h);
    expect(movedAnswer.status).toBe(200);
    expect(movedAnswer.body).toMatchObject({ dateDebut: '2026-12-11' });
    expect(movedAnswer.body.conflits.length).toBeGreaterThan(0);
    const edit = { ...body, titre: 'Électricité R+1', dateDebut: '2026-12-12', dateFin: '2026-12-12' };
    const refusedEdit = await t.rest('PUT', `/chantiers/plannings/tache/update/${id}`, { ...edit, confirmerConflits: false }, h);
    expect(refusedEdit.status).toBe(409);
    expect(refusedEdit.body.conflicts).toHaveLength(1);
    expect((await t.rest('PUT', `/chantiers/plannings/tache/update/${id}`, edit, h)).body).toMatchObject({
      titre: 'Électricité R+1',
      conflits: [expect.any(Object)],
    });
    // Without conflicts, the list is empty.
    const quiet = await t.rest(
      'POST',
      '/chantiers/plannings/tache/creer',
      { idChantier: anfa, titre: 'Nettoyage', dateDebut: '2026-12-20', dateFin: '2026-12-20' },
      h,
    );
    expect(quiet.body.conflits).toEqual([]);
  });
});
