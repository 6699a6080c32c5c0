import { randomUUID } from 'node:crypto';
import { gqlErr, gqlOk, type Member, sql, type TestCompany } from '../../../../test/company';
import type { TestServer } from '../../../../test/server';
import {
  ASSIGN,
  assign,
  BAD_DATE,
  BATCH,
  BEFORE_START,
  countAll,
  DELETE,
  END_REQUIRED,
  FAILED,
  LIST,
  newsCount,
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

/** Assigning people: one or many, the rules, overlaps, and batches that save all or nothing. */
useWorld();
let t: TestServer;
let a: TestCompany;
let user: Member;
let villaA: { id: string; name: string };
let villaB: { id: string; name: string };
beforeAll(() => ({ t, a, user, villaA, villaB } = w));

describe('assignPersonnel', () => {
  it('assigns one person and answers the assignment with the person, the site and the number of days', async () => {
    const karim = await person('Karim', 'Alami');
    const [one, ...rest] = await assign(villaA.id, [karim], '2026-11-23', '2026-11-29');
    expect(rest).toEqual([]);
    expect(one).toMatchObject({
      personnelId: karim.id,
      siteId: villaA.id,
      personnel: { id: karim.id, firstName: 'Karim', lastName: 'Alami', active: true },
      site: { id: villaA.id, name: 'Villa A' },
      startDate: '2026-11-23',
      endDate: '2026-11-29',
      days: 7,
    });
    const [row] = await sql(
      t,
      "select company_id, personnel_id, site_id, to_char(start_date, 'YYYY-MM-DD') as s, to_char(end_date, 'YYYY-MM-DD') " +
        'as e from personnel_assignment where id = $1',
      [one.id],
    );
    expect(row).toEqual({ company_id: a.id, personnel_id: karim.id, site_id: villaA.id, s: '2026-11-23', e: '2026-11-29' });
  });

  it('counts a one-day assignment as one day, and days across a month end', async () => {
    const p = await person('Un', 'Jour');
    expect((await assign(villaA.id, [p], '2026-02-27', '2026-02-27'))[0].days).toBe(1);
    expect((await assign(villaA.id, [p], '2026-02-28', '2026-03-02'))[0].days).toBe(3);
    expect((await assign(villaA.id, [p], '2028-02-28', '2028-03-01'))[0].days).toBe(3);
  });

  it('assigns several people at once, once each', async () => {
    const people = [await person('Sara', 'Benani'), await person('Omar', 'Zerhouni'), await person('Nadia', 'Ettahiri')];
    const saved = await assign(villaB.id, [...people, people[0]], '2026-06-01', '2026-06-05');
    expect(saved).toHaveLength(3);
    expect(saved.map((s: { personnelId: string }) => s.personnelId).sort()).toEqual(people.map((p) => p.id).sort());
    for (const s of saved) expect(s).toMatchObject({ siteId: villaB.id, startDate: '2026-06-01', endDate: '2026-06-05', days: 5 });
    for (const p of people) expect(await rowsOf(p)).toEqual([{ site_id: villaB.id, start: '2026-06-01', end: '2026-06-05' }]);
  });

  it("writes the assignment's addition, named after the person, to the site's news feed, with the author", async () => {
    const p = await person('Hicham', 'Naciri');
    const [saved] = await assign(villaA.id, [p], '2026-07-06', '2026-07-10', user.accessToken);
    const entries = await sql(
      t,
      'select type, entity_label, entity_kind, author_id, company_id from site_news_entry where site_id = $1 and entity_id = $2',
      [villaA.id, saved.id],
    );
    expect(entries).toEqual([
      { type: 'ADD', entity_label: 'Hicham Naciri', entity_kind: 'PersonnelAssignment', author_id: user.id, company_id: a.id },
    ]);
  });

  it('lets a USER and a MANAGER assign', async () => {
    const p = await person('Role', 'Test', user.accessToken);
    expect(await assign(villaA.id, [p], '2026-08-03', '2026-08-04', user.accessToken)).toHaveLength(1);
    expect(await assign(villaB.id, [p], '2026-08-05', '2026-08-06', a.manager.accessToken)).toHaveLength(1);
    expect(await rowsOf(p)).toHaveLength(2);
  });

  it('refuses anonymous callers', async () => {
    const p = await person('Anonyme', 'Refus');
    for (const res of [
      await tryAssign(villaA.id, [p], '2026-01-01', '2026-01-02', ''),
      await t.gql(BATCH, { inputs: [{ siteId: villaA.id, personnelIds: [p.id], startDate: '2026-01-01', endDate: '2026-01-02' }] }),
      await t.gql(LIST, {}),
      await t.gql(UNASSIGNED, { startDate: '2026-01-01', endDate: '2026-01-02' }),
      await t.gql(DELETE, { id: randomUUID() }),
      await t.gql(RESCHEDULE, { id: randomUUID(), input: { startDate: '2026-01-01', endDate: '2026-01-02' } }),
    ]) {
      expect(gqlErr(res).extensions.code).toBe('UNAUTHENTICATED');
    }
    expect(await rowsOf(p)).toEqual([]);
  });
});

describe('validation', () => {
  let p: Person;
  beforeAll(async () => {
    p = await person('Valide', 'Dation');
  });
  const refused = async (input: Record<string, unknown>) => {
    const before = await countAll();
    const err = gqlErr(await t.gql(ASSIGN, { input }, a.manager.accessToken));
    expect(err.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
    expect(err.message).toBe(Object.values(err.extensions.fields ?? {})[0]);
    expect(await countAll()).toBe(before);
    return err.extensions.fields;
  };
  const valid = () => ({ siteId: villaA.id, personnelIds: [p.id], startDate: '2026-09-07', endDate: '2026-09-11' });

  it('refuses an end before the start', async () => {
    expect(await refused({ ...valid(), startDate: '2026-09-11', endDate: '2026-09-10' })).toEqual({ endDate: BEFORE_START });
    expect(await refused({ ...valid(), startDate: '2027-01-01', endDate: '2026-12-31' })).toEqual({ endDate: BEFORE_START });
  });

  it('requires both dates', async () => {
    const { startDate: _s, ...noStart } = valid();
    const { endDate: _e, ...noEnd } = valid();
    expect(await refused(noStart)).toEqual({ startDate: START_REQUIRED });
    expect(await refused(noEnd)).toEqual({ endDate: END_REQUIRED });
    expect(await refused({ ...valid(), startDate: '', endDate: '  ' })).toEqual({ startDate: START_REQUIRED, endDate: END_REQUIRED });
    expect(await refused({ ...valid(), startDate: null, endDate: null })).toEqual({ startDate: START_REQUIRED, endDate: END_REQUIRED });
  });

  it('refuses dates that do not exist or are not AAAA-MM-JJ', async () => {
    expect(await refused({ ...valid(), startDate: '2026-02-30' })).toEqual({ startDate: BAD_DATE });
    expect(await refused({ ...valid(), endDate: '11/09/2026' })).toEqual({ endDate: BAD_DATE });
    // The shared schema also compares the raw texts, so a malformed start can add an 'end before start' on endDate.
    expect(await refused({ ...valid(), startDate: '2026-9-7' })).toMatchObject({ startDate: BAD_DATE });
    expect(await refused({ ...valid(), endDate: '2026-09-11T10:00:00Z' })).toEqual({ endDate: BAD_DATE });
  });

  it('requires a site and at least one person, at most 200', async () => {
    expect(await refused({ ...valid(), siteId: undefined })).toEqual({ siteId: 'Choisissez un chantier' });
    expect(await refused({ ...valid(), siteId: 'villa' })).toEqual({ siteId: 'Choisissez un chantier' });
    expect(await refused({ ...valid(), personnelIds: [] })).toEqual({ personnelIds: 'Choisissez au moins une personne' });
    expect(await refused({ ...valid(), personnelIds: undefined })).toEqual({ personnelIds: 'Choisissez au moins une personne' });
    expect(await refused({ ...valid(), personnelIds: null })).toEqual({ personnelIds: 'Choisissez au moins une personne' });
    expect(await refused({ ...valid(), personnelIds: ['karim'] })).toEqual({ 'personnelIds.0': 'Choisissez au moins une personne' });
    const many = Array.from({ length: 201 }, () => randomUUID());
    expect(await refused({ ...valid(), personnelIds: many })).toEqual({ personnelIds: '200 personnes au plus par affectation' });
  });

  it('answers NOT_FOUND for a person or a site that does not exist, and saves nothing', async () => {
    const before = await countAll();
    const noPerson = gqlErr(await t.gql(ASSIGN, { input: { ...valid(), personnelIds: [p.id, randomUUID()] } }, a.manager.accessToken));
    expect(noPerson).toMatchObject({ message: PERSON_NOT_FOUND, extensions: { code: 'NOT_FOUND', status: 404 } });
    const noSite = gqlErr(await t.gql(ASSIGN, { input: { ...valid(), siteId: randomUUID() } }, a.manager.accessToken));
    expect(noSite.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(await countAll()).toBe(before);
  });

  it('refuses an inactive person, saving nobody of the group; reactivated, they can be assigned', async () => {
    const off = await person('Rachid', 'Inactif');
    const on = await person('Samir', 'Actif');
    gqlOk(await t.gql(SET_ACTIVE, { id: off.id, active: false }, a.manager.accessToken));
    const err = gqlErr(await tryAssign(villaA.id, [on, off], '2026-10-05', '2026-10-09'));
    expect(err).toMatchObject({
      message: `${FAILED} : Rachid Inactif est désactivé(e) ; réactivez avant d'affecter.`,
      extensions: { code: 'CONFLICT', status: 409 },
    });
    expect(await rowsOf(on)).toEqual([]);
    expect(await rowsOf(off)).toEqual([]);
    gqlOk(await t.gql(SET_ACTIVE, { id: off.id, active: true }, a.manager.accessToken));
    expect(await assign(villaA.id, [on, off], '2026-10-05', '2026-10-09')).toHaveLength(2);
  });
});

describe('overlaps (both days included)', () => {
  let karim: Person;
  beforeAll(async () => {
    karim = await person('Karim', 'Alaoui');
    await assign(villaA.id, [karim], '2026-11-23', '2026-11-29');
  });
  const clash = overlap('Karim Alaoui', 'Villa A', '23/11/2026', '29/11/2026');

  it('refuses the same days on another site, and on the same site, with the exact message', async () => {
    for (const [site, from, to] of [
      [villaB.id, '2026-11-25', '2026-11-27'],
      [villaA.id, '2026-11-23', '2026-11-29'],
      [villaB.id, '2026-11-01', '2026-12-31'],
      [villaB.id, '2026-11-24', '2026-11-24'],
    ]) {
      const news = await newsCount();
      const err = gqlErr(await tryAssign(site, [karim], from, to));
      expect({ from, to, err }).toMatchObject({ from, to, err: { message: clash, extensions: { code: 'CONFLICT', status: 409 } } });
      expect(await newsCount()).toBe(news);
    }
    expect(await rowsOf(karim)).toEqual([{ site_id: villaA.id, start: '2026-11-23', end: '2026-11-29' }]);
  });

  it('treats a shared edge day as an overlap, at either end', async () => {
    expect(gqlErr(await tryAssign(villaB.id, [karim], '2026-11-29', '2026-12-04')).message).toBe(clash);
    expect(gqlErr(await tryAssign(villaB.id, [karim], '2026-11-16', '2026-11-23')).message).toBe(clash);
    expect(gqlErr(await tryAssign(villaB.id, [karim], '2026-11-29', '2026-11-29')).message).toBe(clash);
    expect(await rowsOf(karim)).toHaveLength(1);
  });

  it('allows adjacent periods: the day after the end, and the day before the start', async () => {
    const after = await assign(villaB.id, [karim], '2026-11-30', '2026-12-06');
    expect(after[0]).toMatchObject({ startDate: '2026-11-30', endDate: '2026-12-06', siteId: villaB.id });
    const before = await assign(villaB.id, [karim], '2026-11-16', '2026-11-22');
    expect(before[0]).toMatchObject({ startDate: '2026-11-16', endDate: '2026-11-22' });
    expect((await rowsOf(karim)).map((r) => r.start)).toEqual(['2026-11-16', '2026-11-23', '2026-11-30']);
  });

  it('refuses a group entirely when one of them is busy, naming who and where', async () => {
    const free = await person('Libre', 'Personne');
    const err = gqlErr(await tryAssign(villaB.id, [free, karim], '2026-11-26', '2026-11-27'));
    expect(err.message).toBe(clash);
    expect(await rowsOf(free)).toEqual([]);
  });

  it('names every clash (by date) when several people are busy', async () => {
    const sara = await person('Sara', 'Alaoui');
    await assign(villaB.id, [sara], '2026-11-20', '2026-11-24');
    const err = gqlErr(await tryAssign(villaA.id, [karim, sara], '2026-11-24', '2026-11-24'));
    expect(err.message).toBe(
      `${FAILED} : Sara Alaoui est déjà affecté(e) au chantier « Villa B » du 20/11/2026 au 24/11/2026 ; Karim Alaoui ` +
        `est déjà affecté(e) au chantier « Villa A » du 23/11/2026 au 29/11/2026.`,
    );
  });

  it("never counts another person's assignment as a clash", async () => {
    const other = await person('Autre', 'Ouvrier');
    expect(await assign(villaA.id, [other], '2026-11-23', '2026-11-29')).toHaveLength(1);
  });
});

describe('assignPersonnelBatch (all or none)', () => {
  it('saves every item and answers them in order', async () => {
    const [p1, p2, p3] = [await person('Batch', 'Un'), await person('Batch', 'Deux'), await person('Batch', 'Trois')];
    const saved = gqlOk(
      await t.gql(
        BATCH,
        {
          inputs: [
            { siteId: villaA.id, personnelIds: [p1.id, p2.id], startDate: '2027-01-04', endDate: '2027-01-08' },
            { siteId: villaB.id, personnelIds: [p3.id], startDate: '2027-01-04', endDate: '2027-01-06' },
            { siteId: villaB.id, personnelIds: [p1.id], startDate: '2027-01-09', endDate: '2027-01-10' },
          ],
        },
        user.accessToken,
      ),
    ).assignPersonnelBatch;
    expect(saved.map((s: { personnelId: string; siteId: string; startDate: string }) => [s.personnelId, s.siteId, s.startDate])).toEqual([
      [p1.id, villaA.id, '2027-01-04'],
      [p2.id, villaA.id, '2027-01-04'],
      [p3.id, villaB.id, '2027-01-04'],
      [p1.id, villaB.id, '2027-01-09'],
    ]);
    expect(await rowsOf(p1)).toEqual([
      { site_id: villaA.id, start: '2027-01-04', end: '2027-01-08' },
      { site_id: villaB.id, start: '2027-01-09', end: '2027-01-10' },
    ]);
  });

  it('saves nothing when the 2nd item overlaps an existing assignment', async () => {
    const [p1, p2] = [await person('Tout', 'Rien'), await person('Deja', 'Pris')];
    await assign(villaB.id, [p2], '2027-02-01', '2027-02-05');
    const before = await countAll();
    const news = await newsCount();
    const err = gqlErr(
      await t.gql(
        BATCH,
        {
          inputs: [
            { siteId: villaA.id, personnelIds: [p1.id], startDate: '2027-02-01', endDate: '2027-02-05' },
            { siteId: villaA.id, personnelIds: [p2.id], startDate: '2027-02-05', endDate: '2027-02-07' },
          ],
        },
        a.manager.accessToken,
      ),
    );
    expect(err).toMatchObject({
      message: overlap('Deja Pris', 'Villa B', '01/02/2027', '05/02/2027'),
      extensions: { code: 'CONFLICT', status: 409 },
    });
    expect(await countAll()).toBe(before);
    expect(await rowsOf(p1)).toEqual([]);
    expect(await newsCount()).toBe(news);
  });

  it('saves nothing when the 2nd item overlaps the 1st', async () => {
    const p = await person('Double', 'Reservation');
    const before = await countAll();
    const err = gqlErr(
      await t.gql(
        BATCH,
        {
          inputs: [
            { siteId: villaA.id, personnelIds: [p.id], startDate: '2027-03-01', endDate: '2027-03-05' },
            { siteId: villaB.id, personnelIds: [p.id], startDate: '2027-03-05', endDate: '2027-03-06' },
          ],
        },
        a.manager.accessToken,
      ),
    );
    expect(err.message).toBe(overlap('Double Reservation', 'Villa A', '01/03/2027', '05/03/2027'));
    expect(await countAll()).toBe(before);
  });

  it('saves nothing when a later item names an unknown site, an unknown person or an inactive person', async () => {
    const [p, off] = [await person('Premier', 'Item'), await person('Desactive', 'Batch')];
    gqlOk(await t.gql(SET_ACTIVE, { id: off.id, active: false }, a.manager.accessToken));
    const first = { siteId: villaA.id, personnelIds: [p.id], startDate: '2027-04-05', endDate: '2027-04-09' };
    const before = await countAll();
    for (const [second, code] of [
      [{ ...first, siteId: randomUUID(), startDate: '2027-05-01', endDate: '2027-05-02' }, 'NOT_FOUND'],
      [{ ...first, personnelIds: [randomUUID()] }, 'NOT_FOUND'],
      [{ ...first, personnelIds: [off.id] }, 'CONFLICT'],
    ] as const) {
      const err = gqlErr(await t.gql(BATCH, { inputs: [first, second] }, a.manager.accessToken));
      expect(err.extensions.code).toBe(code);
    }
    expect(await countAll()).toBe(before);
  });

  it("validates every item, naming the item's index; an empty batch is refused", async () => {
    const p = await person('Valide', 'Batch');
    const first = { siteId: villaA.id, personnelIds: [p.id], startDate: '2027-06-07', endDate: '2027-06-11' };
    const before = await countAll();
    const bad = gqlErr(await t.gql(BATCH, { inputs: [first, { ...first, startDate: '2027-06-20', endDate: '2027-06-19' }] }, a.manager.accessToken));
    expect(bad).toMatchObject({ message: BEFORE_START, extensions: { code: 'BAD_USER_INPUT', fields: { '1.endDate': BEFORE_START } } });
    const missing = gqlErr(await t.gql(BATCH, { inputs: [first, { siteId: villaB.id, personnelIds: [p.id] }] }, a.manager.accessToken));
    expect(missing.extensions.fields).toEqual({ '1.startDate': START_REQUIRED, '1.endDate': END_REQUIRED });
    const empty = gqlErr(await t.gql(BATCH, { inputs: [] }, a.manager.accessToken));
    expect(empty).toMatchObject({ message: 'Choisissez au moins une personne', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await countAll()).toBe(before);
  });
});
