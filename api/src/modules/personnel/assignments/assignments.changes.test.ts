import { randomUUID } from 'node:crypto';
import { createCompany, createSite, gqlErr, gqlOk, type Member, sql, type TestCompany } from '../../../../test/company';
import type { TestServer } from '../../../../test/server';
import {
  assign,
  ASSIGNMENT_NOT_FOUND,
  BAD_DATE,
  BATCH,
  BEFORE_START,
  DELETE,
  DELETE_PERSON,
  END_REQUIRED,
  FAILED,
  LIST,
  overlap,
  type Person,
  person,
  PERSON_NOT_FOUND,
  RESCHEDULE,
  rowsOf,
  SET_ACTIVE,
  START_REQUIRED,
  tryAssign,
  UNASSIGNED,
  useWorld,
  w,
} from './assignments.test-helpers';

/** After assigning: moving and removing assignments, the people free over a period, and the list. */
useWorld();
let t: TestServer;
let a: TestCompany;
let user: Member;
let villaA: { id: string; name: string };
let villaB: { id: string; name: string };
beforeAll(() => ({ t, a, user, villaA, villaB } = w));

describe('rescheduleAssignment', () => {
  it('moves an assignment over its own days (the check leaves itself out)', async () => {
    const p = await person('Deplace', 'Moi');
    const [saved] = await assign(villaA.id, [p], '2027-01-04', '2027-01-08');
    const moved = gqlOk(
      await t.gql(RESCHEDULE, { id: saved.id, input: { startDate: '2027-01-06', endDate: '2027-01-12' } }, user.accessToken),
    ).rescheduleAssignment;
    expect(moved).toMatchObject({ id: saved.id, personnelId: p.id, siteId: villaA.id, startDate: '2027-01-06', endDate: '2027-01-12', days: 7 });
    expect(await rowsOf(p)).toEqual([{ site_id: villaA.id, start: '2027-01-06', end: '2027-01-12' }]);
    const changes = await sql(t, "select field, before, after from site_news_entry where entity_id = $1 and type = 'MODIFICATION' order by field", [
      saved.id,
    ]);
    expect(changes).toEqual([
      { field: 'endDate', before: '2027-01-08', after: '2027-01-12' },
      { field: 'startDate', before: '2027-01-04', after: '2027-01-06' },
    ]);
  });

  it("refuses to overlap another of the person's assignments, edge days included, and changes nothing", async () => {
    const p = await person('Youssef', 'Bennani');
    const [first] = await assign(villaA.id, [p], '2027-02-01', '2027-02-05');
    const [second] = await assign(villaB.id, [p], '2027-02-08', '2027-02-12');
    for (const input of [
      { startDate: '2027-02-05', endDate: '2027-02-09' },
      { startDate: '2027-02-08', endDate: '2027-02-08' },
      { startDate: '2027-01-01', endDate: '2027-03-01' },
    ]) {
      const err = gqlErr(await t.gql(RESCHEDULE, { id: first.id, input }, a.manager.accessToken));
      expect({ input, err }).toMatchObject({
        input,
        err: { message: overlap('Youssef Bennani', 'Villa B', '08/02/2027', '12/02/2027'), extensions: { code: 'CONFLICT', status: 409 } },
      });
    }
    expect(await rowsOf(p)).toEqual([
      { site_id: villaA.id, start: '2027-02-01', end: '2027-02-05' },
      { site_id: villaB.id, start: '2027-02-08', end: '2027-02-12' },
    ]);
    // Up to the day before is fine.
    const ok = gqlOk(
      await t.gql(RESCHEDULE, { id: first.id, input: { startDate: '2027-02-02', endDate: '2027-02-07' } }, a.manager.accessToken),
    ).rescheduleAssignment;
    expect(ok).toMatchObject({ startDate: '2027-02-02', endDate: '2027-02-07', days: 6 });
    expect(second.id).not.toBe(first.id);
  });

  it('validates the period', async () => {
    const p = await person('Periode', 'Valide');
    const [saved] = await assign(villaA.id, [p], '2027-03-01', '2027-03-05');
    const refused = async (input: Record<string, unknown>) => {
      const err = gqlErr(await t.gql(RESCHEDULE, { id: saved.id, input }, a.manager.accessToken));
      expect(err.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
      return err.extensions.fields;
    };
    expect(await refused({ startDate: '2027-03-05', endDate: '2027-03-04' })).toEqual({ endDate: BEFORE_START });
    expect(await refused({ endDate: '2027-03-04' })).toEqual({ startDate: START_REQUIRED });
    expect(await refused({ startDate: '2027-03-04' })).toEqual({ endDate: END_REQUIRED });
    expect(await refused({})).toEqual({ startDate: START_REQUIRED, endDate: END_REQUIRED });
    expect(await refused({ startDate: '2027-13-01', endDate: '2027-13-02' })).toEqual({ startDate: BAD_DATE, endDate: BAD_DATE });
    expect(await rowsOf(p)).toEqual([{ site_id: villaA.id, start: '2027-03-01', end: '2027-03-05' }]);
  });

  it('answers NOT_FOUND for an unknown id', async () => {
    for (const id of [randomUUID(), 'abc']) {
      const err = gqlErr(await t.gql(RESCHEDULE, { id, input: { startDate: '2027-03-01', endDate: '2027-03-02' } }, a.manager.accessToken));
      expect(err.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    }
    expect(
      gqlErr(await t.gql(RESCHEDULE, { id: randomUUID(), input: { startDate: '2027-03-01', endDate: '2027-03-02' } }, a.manager.accessToken)).message,
    ).toBe(ASSIGNMENT_NOT_FOUND);
  });
});

describe('deleteAssignment', () => {
  it('deletes the row, frees the days and writes the removal to the feed; then NOT_FOUND', async () => {
    const p = await person('Supprime', 'Affectation');
    const [saved] = await assign(villaB.id, [p], '2027-04-05', '2027-04-09');
    expect(gqlOk(await t.gql(DELETE, { id: saved.id }, user.accessToken)).deleteAssignment).toBe(true);
    expect(await rowsOf(p)).toEqual([]);
    const removal = await sql(t, "select entity_label, content, site_id from site_news_entry where entity_id = $1 and type = 'DELETION'", [saved.id]);
    expect(removal).toEqual([{ entity_label: 'Supprime Affectation', content: null, site_id: villaB.id }]);
    expect(gqlErr(await t.gql(DELETE, { id: saved.id }, a.manager.accessToken))).toMatchObject({
      message: ASSIGNMENT_NOT_FOUND,
      extensions: { code: 'NOT_FOUND', status: 404 },
    });
    expect(await assign(villaA.id, [p], '2027-04-05', '2027-04-09')).toHaveLength(1);
    // The person stays.
    expect((await sql(t, 'select active from personnel where id = $1', [p.id]))[0]).toEqual({ active: true });
  });

  it('answers NOT_FOUND for ids that are unknown or not UUIDs', async () => {
    for (const id of [randomUUID(), 'abc', '1']) {
      expect(gqlErr(await t.gql(DELETE, { id }, a.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
    }
  });
});

describe('unassignedPersonnel', () => {
  let c: TestCompany;
  let site: { id: string };
  let busy: Person;
  let free: Person;
  let off: Person;
  beforeAll(async () => {
    c = await createCompany(t, 'Disponibles BTP');
    site = await createSite(t, c.manager.accessToken, { name: 'Villa C' });
    busy = await person('Karim', 'Alami', c.manager.accessToken);
    free = await person('Sara', 'Benani', c.manager.accessToken);
    off = await person('Omar', 'Chraibi', c.manager.accessToken);
    gqlOk(await t.gql(SET_ACTIVE, { id: off.id, active: false }, c.manager.accessToken));
    await assign(site.id, [busy], '2026-11-23', '2026-11-29', c.manager.accessToken);
  });
  const unassigned = async (startDate: string, endDate: string, search?: string) =>
    gqlOk(await t.gql(UNASSIGNED, { startDate, endDate, search }, c.manager.accessToken)).unassignedPersonnel.map(
      (p: Person) => `${p.firstName} ${p.lastName}`,
    );

  it('leaves out the worker assigned for the week, that week and any day of it', async () => {
    expect(await unassigned('2026-11-23', '2026-11-29')).toEqual(['Sara Benani']);
    expect(await unassigned('2026-11-25', '2026-11-25')).toEqual(['Sara Benani']);
    expect(await unassigned('2026-11-29', '2026-12-06')).toEqual(['Sara Benani']);
    expect(await unassigned('2026-11-16', '2026-11-23')).toEqual(['Sara Benani']);
    expect(await unassigned('2026-11-01', '2026-12-31')).toEqual(['Sara Benani']);
  });

  it('lists them the following week and the week before, by name', async () => {
    expect(await unassigned('2026-11-30', '2026-12-06')).toEqual(['Karim Alami', 'Sara Benani']);
    expect(await unassigned('2026-11-16', '2026-11-22')).toEqual(['Karim Alami', 'Sara Benani']);
  });

  it('never lists inactive people; lists them once reactivated', async () => {
    expect(await unassigned('2027-06-01', '2027-06-30')).not.toContain('Omar Chraibi');
    gqlOk(await t.gql(SET_ACTIVE, { id: off.id, active: true }, c.manager.accessToken));
    try {
      expect(await unassigned('2027-06-01', '2027-06-30')).toEqual(
        ['Karim Alami', 'Sara Benani', 'Omar Chraibi'].sort((x, y) => x.split(' ')[1].localeCompare(y.split(' ')[1])),
      );
    } finally {
      gqlOk(await t.gql(SET_ACTIVE, { id: off.id, active: false }, c.manager.accessToken));
    }
    expect(await unassigned('2027-06-01', '2027-06-30')).toEqual(['Karim Alami', 'Sara Benani']);
  });

  it('filters with a search over names, without regard to case or accents', async () => {
    expect(await unassigned('2026-11-30', '2026-12-06', 'BENÂNI')).toEqual(['Sara Benani']);
    expect(await unassigned('2026-11-23', '2026-11-29', 'alami')).toEqual([]);
    expect(await unassigned('2026-11-30', '2026-12-06', '%')).toEqual([]);
  });

  it('frees the worker when the assignment is deleted or moved', async () => {
    const [saved] = await assign(site.id, [free], '2027-01-04', '2027-01-08', c.manager.accessToken);
    expect(await unassigned('2027-01-04', '2027-01-08')).toEqual(['Karim Alami']);
    gqlOk(await t.gql(RESCHEDULE, { id: saved.id, input: { startDate: '2027-01-11', endDate: '2027-01-15' } }, c.manager.accessToken));
    expect(await unassigned('2027-01-04', '2027-01-08')).toEqual(['Karim Alami', 'Sara Benani']);
    expect(await unassigned('2027-01-11', '2027-01-11')).toEqual(['Karim Alami']);
    gqlOk(await t.gql(DELETE, { id: saved.id }, c.manager.accessToken));
    expect(await unassigned('2027-01-11', '2027-01-11')).toEqual(['Karim Alami', 'Sara Benani']);
  });

  it('requires a valid period', async () => {
    const refused = async (vars: Record<string, unknown>) => {
      const err = gqlErr(await t.gql(UNASSIGNED, vars, c.manager.accessToken));
      expect(err.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
      return err.extensions.fields;
    };
    expect(await refused({ endDate: '2026-11-29' })).toEqual({ startDate: START_REQUIRED });
    expect(await refused({ startDate: '2026-11-29' })).toEqual({ endDate: END_REQUIRED });
    expect(await refused({})).toEqual({ startDate: START_REQUIRED, endDate: END_REQUIRED });
    expect(await refused({ startDate: '2026-11-29', endDate: '2026-11-28' })).toEqual({ endDate: BEFORE_START });
    expect(await refused({ startDate: '2026-11-2', endDate: '2026-11-28' })).toEqual({ startDate: BAD_DATE });
    expect(await refused({ startDate: 'demain', endDate: '2026-11-28' })).toMatchObject({ startDate: BAD_DATE });
  });
});

describe('assignments list', () => {
  let c: TestCompany;
  let s1: { id: string };
  let s2: { id: string };
  let p1: Person;
  let p2: Person;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    c = await createCompany(t, 'Planning BTP');
    s1 = await createSite(t, c.manager.accessToken, { name: 'Site Un' });
    s2 = await createSite(t, c.manager.accessToken, { name: 'Site Deux' });
    p1 = await person('Karim', 'Alami', c.manager.accessToken);
    p2 = await person('Sara', 'Benani', c.manager.accessToken);
    ids.p1s1 = (await assign(s1.id, [p1], '2026-01-05', '2026-01-09', c.manager.accessToken))[0].id;
    ids.p1s2 = (await assign(s2.id, [p1], '2026-01-12', '2026-01-16', c.manager.accessToken))[0].id;
    ids.p2s1 = (await assign(s1.id, [p2], '2026-01-12', '2026-01-16', c.manager.accessToken))[0].id;
    ids.p2s2 = (await assign(s2.id, [p2], '2026-02-02', '2026-02-06', c.manager.accessToken))[0].id;
  });
  const list = async (vars: Record<string, unknown>) => gqlOk(await t.gql(LIST, vars, c.manager.accessToken)).assignments;
  const keys = (page: { items: { id: string }[] }) => page.items.map((i) => Object.keys(ids).find((k) => ids[k] === i.id));

  it('lists every assignment, newest period first, then by name', async () => {
    const page = await list({});
    expect(keys(page)).toEqual(['p2s2', 'p1s2', 'p2s1', 'p1s1']);
    expect(page).toMatchObject({ total: 4, page: 0, size: 50 });
    expect(page.items[0]).toMatchObject({
      personnel: { firstName: 'Sara', lastName: 'Benani' },
      site: { id: s2.id, name: 'Site Deux' },
      startDate: '2026-02-02',
      endDate: '2026-02-06',
      days: 5,
    });
  });

  it('filters by site, by person, and by both', async () => {
    expect(keys(await list({ siteId: s1.id }))).toEqual(['p2s1', 'p1s1']);
    expect(keys(await list({ siteId: s2.id }))).toEqual(['p2s2', 'p1s2']);
    expect(keys(await list({ personnelId: p1.id }))).toEqual(['p1s2', 'p1s1']);
    expect(keys(await list({ siteId: s1.id, personnelId: p2.id }))).toEqual(['p2s1']);
    expect(await list({ siteId: randomUUID() })).toMatchObject({ items: [], total: 0 });
  });

  it('filters by period: the assignments overlapping it, edge days included', async () => {
    expect(keys(await list({ startDate: '2026-01-09', endDate: '2026-01-12' }))).toEqual(['p1s2', 'p2s1', 'p1s1']);
    expect(keys(await list({ startDate: '2026-01-10', endDate: '2026-01-11' }))).toEqual([]);
    expect(keys(await list({ startDate: '2026-01-17', endDate: '2026-02-02' }))).toEqual(['p2s2']);
    expect(keys(await list({ startDate: '2026-01-01', endDate: '2026-12-31', siteId: s2.id, personnelId: p1.id }))).toEqual(['p1s2']);
  });

  it('pages and bounds the size', async () => {
    const first = await list({ page: 0, size: 3 });
    expect(first).toMatchObject({ total: 4, page: 0, size: 3 });
    expect(keys(first)).toEqual(['p2s2', 'p1s2', 'p2s1']);
    expect(keys(await list({ page: 1, size: 3 }))).toEqual(['p1s1']);
    expect(await list({ size: 5000, page: -1 })).toMatchObject({ size: 200, page: 0, total: 4 });
  });

  it('refuses half a period, a bad date, and an empty site id', async () => {
    expect(gqlErr(await t.gql(LIST, { startDate: '2026-01-01' }, c.manager.accessToken)).extensions.fields).toEqual({ endDate: END_REQUIRED });
    expect(gqlErr(await t.gql(LIST, { endDate: '2026-01-01' }, c.manager.accessToken)).extensions.fields).toEqual({ startDate: START_REQUIRED });
    expect(gqlErr(await t.gql(LIST, { startDate: '2026-01-02', endDate: '2026-01-01' }, c.manager.accessToken)).extensions.fields).toEqual({
      endDate: BEFORE_START,
    });
    expect(gqlErr(await t.gql(LIST, { siteId: '' }, c.manager.accessToken)).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { siteId: 'Choisissez un chantier' },
    });
    expect(gqlErr(await t.gql(LIST, { siteId: 'abc' }, c.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
  });
});

describe('deleting a person', () => {
  it('with assignments: DEACTIVATED, the person and the assignments stay, and they cannot be assigned again', async () => {
    const p = await person('Historique', 'Garde');
    const [saved] = await assign(villaA.id, [p], '2027-05-03', '2027-05-07');
    expect(gqlOk(await t.gql(DELETE_PERSON, { id: p.id }, a.manager.accessToken)).deletePersonnel).toBe('DEACTIVATED');
    expect(await sql(t, 'select active from personnel where id = $1', [p.id])).toEqual([{ active: false }]);
    expect(await rowsOf(p)).toEqual([{ site_id: villaA.id, start: '2027-05-03', end: '2027-05-07' }]);
    const listed = gqlOk(await t.gql(LIST, { personnelId: p.id }, a.manager.accessToken)).assignments;
    expect(listed.items).toEqual([expect.objectContaining({ id: saved.id, personnel: expect.objectContaining({ active: false }) })]);
    const err = gqlErr(await tryAssign(villaB.id, [p], '2027-06-07', '2027-06-11'));
    expect(err).toMatchObject({
      message: `${FAILED} : Historique Garde est désactivé(e) ; réactivez avant d'affecter.`,
      extensions: { code: 'CONFLICT' },
    });
  });

  it('without assignments: DELETED and the row is gone', async () => {
    const p = await person('Sans', 'Historique');
    expect(gqlOk(await t.gql(DELETE_PERSON, { id: p.id }, a.manager.accessToken)).deletePersonnel).toBe('DELETED');
    expect(await sql(t, 'select id from personnel where id = $1', [p.id])).toEqual([]);
    expect(gqlErr(await tryAssign(villaA.id, [p], '2027-06-07', '2027-06-11'))).toMatchObject({
      message: PERSON_NOT_FOUND,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('after its only assignment is deleted: DELETED', async () => {
    const p = await person('Plus', 'Rien');
    const [saved] = await assign(villaA.id, [p], '2027-05-03', '2027-05-07');
    gqlOk(await t.gql(DELETE, { id: saved.id }, a.manager.accessToken));
    expect(gqlOk(await t.gql(DELETE_PERSON, { id: p.id }, a.manager.accessToken)).deletePersonnel).toBe('DELETED');
  });
});

describe('concurrency', () => {
  it('lets exactly one of two concurrent assignments of the same person on overlapping days succeed', async () => {
    for (let round = 0; round < 5; round++) {
      const p = await person('Course', `Numero${round}`);
      const answers = await Promise.all([
        tryAssign(villaA.id, [p], '2027-09-06', '2027-09-10', a.manager.accessToken),
        tryAssign(villaB.id, [p], '2027-09-10', '2027-09-14', user.accessToken),
      ]);
      const outcomes = answers.map((r) => (r.body.errors ? r.body.errors[0].extensions.code : 'OK'));
      expect({ round, outcomes: [...outcomes].sort() }).toEqual({ round, outcomes: ['CONFLICT', 'OK'] });
      const loser = answers[outcomes.indexOf('CONFLICT')];
      const winnerSite = outcomes[0] === 'OK' ? ['Villa A', '06/09/2027', '10/09/2027'] : ['Villa B', '10/09/2027', '14/09/2027'];
      expect(gqlErr(loser).message).toBe(overlap(`Course Numero${round}`, winnerSite[0], winnerSite[1], winnerSite[2]));
      expect(await rowsOf(p)).toHaveLength(1);
    }
  });

  it('lets exactly one of two concurrent batches booking the same days succeed, saving none of the loser', async () => {
    const [x, y, z] = [await person('Lot', 'X'), await person('Lot', 'Y'), await person('Lot', 'Z')];
    const answers = await Promise.all([
      t.gql(
        BATCH,
        { inputs: [{ siteId: villaA.id, personnelIds: [x.id, y.id], startDate: '2027-10-04', endDate: '2027-10-08' }] },
        a.manager.accessToken,
      ),
      t.gql(
        BATCH,
        {
          inputs: [
            { siteId: villaB.id, personnelIds: [z.id], startDate: '2027-10-04', endDate: '2027-10-08' },
            { siteId: villaB.id, personnelIds: [y.id], startDate: '2027-10-08', endDate: '2027-10-09' },
          ],
        },
        user.accessToken,
      ),
    ]);
    const outcomes = answers.map((r) => (r.body.errors ? r.body.errors[0].extensions.code : 'OK'));
    expect([...outcomes].sort()).toEqual(['CONFLICT', 'OK']);
    const saved = [(await rowsOf(x)).length, (await rowsOf(y)).length, (await rowsOf(z)).length];
    expect(saved).toEqual(outcomes[0] === 'OK' ? [1, 1, 0] : [0, 1, 1]);
  });

  it('completes two batches naming the same people in opposite orders on different days (no deadlock)', async () => {
    for (let round = 0; round < 3; round++) {
      const [x, y] = [await person('Ordre', `X${round}`), await person('Ordre', `Y${round}`)];
      const answers = await Promise.all([
        t.gql(
          BATCH,
          { inputs: [{ siteId: villaA.id, personnelIds: [x.id, y.id], startDate: '2027-11-01', endDate: '2027-11-05' }] },
          a.manager.accessToken,
        ),
        t.gql(
          BATCH,
          { inputs: [{ siteId: villaB.id, personnelIds: [y.id, x.id], startDate: '2027-11-08', endDate: '2027-11-12' }] },
          user.accessToken,
        ),
      ]);
      expect(answers.map((r) => r.body.errors?.[0]?.message ?? 'OK')).toEqual(['OK', 'OK']);
      expect((await rowsOf(x)).length + (await rowsOf(y)).length).toBe(4);
    }
  });

  it('keeps delete and assign consistent when they race: either deactivated with the assignment, or deleted without it', async () => {
    for (let round = 0; round < 4; round++) {
      const p = await person('Course', `Suppression${round}`);
      const [assigned, removed] = await Promise.all([
        tryAssign(villaA.id, [p], '2027-12-06', '2027-12-10'),
        t.gql(DELETE_PERSON, { id: p.id }, a.manager.accessToken),
      ]);
      const removal = gqlOk(removed).deletePersonnel;
      const rows = await sql(t, 'select active from personnel where id = $1', [p.id]);
      if (removal === 'DEACTIVATED') {
        expect(assigned.body.errors).toBeUndefined();
        expect(rows).toEqual([{ active: false }]);
        expect(await rowsOf(p)).toHaveLength(1);
      } else {
        expect(removal).toBe('DELETED');
        expect(gqlErr(assigned).extensions.code).toBe('NOT_FOUND');
        expect(rows).toEqual([]);
        expect(await rowsOf(p)).toEqual([]);
      }
    }
  });
});
