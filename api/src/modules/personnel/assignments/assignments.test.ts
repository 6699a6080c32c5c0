import { randomUUID } from 'node:crypto';
import { addMember, createCompany, createSite, gqlErr, gqlOk, type Member, sql, type TestCompany } from '../../../../test/company';
import { startTestServer, type TestServer } from '../../../../test/server';

const FIELDS = 'id personnelId siteId personnel { id firstName lastName active } site { id name } startDate endDate days createdAt';
const CREATE_PERSON = `mutation ($input: PersonnelInput!) { createPersonnel(input: $input) { id firstName lastName } }`;
const SET_ACTIVE = `mutation ($id: ID!, $active: Boolean!) { setPersonnelActive(id: $id, active: $active) { id active } }`;
const DELETE_PERSON = `mutation ($id: ID!) { deletePersonnel(id: $id) }`;
const ASSIGN = `mutation ($input: AssignmentInput!) { assignPersonnel(input: $input) { ${FIELDS} } }`;
const BATCH = `mutation ($inputs: [AssignmentInput!]!) { assignPersonnelBatch(inputs: $inputs) { ${FIELDS} } }`;
const RESCHEDULE = `mutation ($id: ID!, $input: PeriodInput!) { rescheduleAssignment(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteAssignment(id: $id) }`;
const LIST = `query ($siteId: ID, $personnelId: ID, $startDate: String, $endDate: String, $page: Int, $size: Int) {
  assignments(siteId: $siteId, personnelId: $personnelId, startDate: $startDate, endDate: $endDate, page: $page, size: $size) { items { ${FIELDS} } total page size } }`;
const UNASSIGNED = `query ($startDate: String, $endDate: String, $search: String) { unassignedPersonnel(startDate: $startDate, endDate: $endDate, search: $search) { id firstName lastName active } }`;

const FAILED = "Erreur lors de l'affectation des personnels";
const BEFORE_START = 'La date de fin ne peut pas précéder la date de début';
const START_REQUIRED = 'La date de début est requise';
const END_REQUIRED = 'La date de fin est requise';
const BAD_DATE = 'Date invalide (AAAA-MM-JJ)';
const PERSON_NOT_FOUND = "Cette personne n'existe pas ou a été supprimée.";
const ASSIGNMENT_NOT_FOUND = "Cette affectation n'existe pas ou a été supprimée.";
/** The overlap message, as SPEC §8 words it, with the reason. */
const overlap = (name: string, site: string, from: string, to: string) => `${FAILED} : ${name} est déjà affecté(e) au chantier « ${site} » du ${from} au ${to}.`;

let t: TestServer;
let a: TestCompany;
let user: Member;
let villaA: { id: string; name: string };
let villaB: { id: string; name: string };
let seq = 0;
beforeAll(async () => {
  t = await startTestServer();
  a = await createCompany(t, 'Atlas BTP');
  user = await addMember(t, a);
  villaA = await createSite(t, a.manager.accessToken, { name: 'Villa A' });
  villaB = await createSite(t, a.manager.accessToken, { name: 'Villa B' });
});
afterAll(() => t.stop());

interface Person {
  id: string;
  firstName: string;
  lastName: string;
}

async function person(firstName: string, lastName: string, token = a.manager.accessToken): Promise<Person> {
  const input = {
    lastName,
    firstName,
    cni: `AF${String(++seq).padStart(6, '0')}`,
    phone: '0661234567',
    address: 'Casablanca',
    trade: 'Maçon',
    dailyRate: '250',
    mealBonus: '30',
    email: `p${seq}@example.ma`,
  };
  return gqlOk(await t.gql(CREATE_PERSON, { input }, token)).createPersonnel;
}

const assign = async (siteId: string, people: Person[], startDate: string, endDate: string, token = a.manager.accessToken) =>
  gqlOk(await t.gql(ASSIGN, { input: { siteId, personnelIds: people.map((p) => p.id), startDate, endDate } }, token)).assignPersonnel;
const tryAssign = (siteId: string, people: Person[], startDate: string, endDate: string, token = a.manager.accessToken) =>
  t.gql(ASSIGN, { input: { siteId, personnelIds: people.map((p) => p.id), startDate, endDate } }, token);
const rowsOf = async (p: Person) =>
  sql(t, "select site_id, to_char(start_date, 'YYYY-MM-DD') as start, to_char(end_date, 'YYYY-MM-DD') as end from personnel_assignment where personnel_id = $1 order by start_date", [p.id]);
const countAll = async () => (await sql(t, 'select count(*)::int as n from personnel_assignment'))[0].n as number;
const newsCount = async () => (await sql(t, 'select count(*)::int as n from site_news_entry'))[0].n as number;

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
    const [row] = await sql(t, "select company_id, personnel_id, site_id, to_char(start_date, 'YYYY-MM-DD') as s, to_char(end_date, 'YYYY-MM-DD') as e from personnel_assignment where id = $1", [one.id]);
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

  it("writes 'Ajout : Affectation « Prénom Nom »' to the site's news feed, with the author", async () => {
    const p = await person('Hicham', 'Naciri');
    const [saved] = await assign(villaA.id, [p], '2026-07-06', '2026-07-10', user.accessToken);
    const entries = await sql(t, 'select type, content, entity_kind, author_id, company_id from site_news_entry where site_id = $1 and entity_id = $2', [villaA.id, saved.id]);
    expect(entries).toEqual([{ type: 'ADD', content: 'Ajout : Affectation « Hicham Naciri »', entity_kind: 'PersonnelAssignment', author_id: user.id, company_id: a.id }]);
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
      `${FAILED} : Sara Alaoui est déjà affecté(e) au chantier « Villa B » du 20/11/2026 au 24/11/2026 ; Karim Alaoui est déjà affecté(e) au chantier « Villa A » du 23/11/2026 au 29/11/2026.`,
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
    expect(err).toMatchObject({ message: overlap('Deja Pris', 'Villa B', '01/02/2027', '05/02/2027'), extensions: { code: 'CONFLICT', status: 409 } });
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

describe('rescheduleAssignment', () => {
  it('moves an assignment over its own days (the check leaves itself out)', async () => {
    const p = await person('Deplace', 'Moi');
    const [saved] = await assign(villaA.id, [p], '2027-01-04', '2027-01-08');
    const moved = gqlOk(await t.gql(RESCHEDULE, { id: saved.id, input: { startDate: '2027-01-06', endDate: '2027-01-12' } }, user.accessToken)).rescheduleAssignment;
    expect(moved).toMatchObject({ id: saved.id, personnelId: p.id, siteId: villaA.id, startDate: '2027-01-06', endDate: '2027-01-12', days: 7 });
    expect(await rowsOf(p)).toEqual([{ site_id: villaA.id, start: '2027-01-06', end: '2027-01-12' }]);
    const changes = await sql(t, "select field, before, after from site_news_entry where entity_id = $1 and type = 'MODIFICATION' order by field", [saved.id]);
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
      expect({ input, err }).toMatchObject({ input, err: { message: overlap('Youssef Bennani', 'Villa B', '08/02/2027', '12/02/2027'), extensions: { code: 'CONFLICT', status: 409 } } });
    }
    expect(await rowsOf(p)).toEqual([
      { site_id: villaA.id, start: '2027-02-01', end: '2027-02-05' },
      { site_id: villaB.id, start: '2027-02-08', end: '2027-02-12' },
    ]);
    // Up to the day before is fine.
    const ok = gqlOk(await t.gql(RESCHEDULE, { id: first.id, input: { startDate: '2027-02-02', endDate: '2027-02-07' } }, a.manager.accessToken)).rescheduleAssignment;
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
    expect(gqlErr(await t.gql(RESCHEDULE, { id: randomUUID(), input: { startDate: '2027-03-01', endDate: '2027-03-02' } }, a.manager.accessToken)).message).toBe(ASSIGNMENT_NOT_FOUND);
  });
});

describe('deleteAssignment', () => {
  it('deletes the row, frees the days and writes the removal to the feed; then NOT_FOUND', async () => {
    const p = await person('Supprime', 'Affectation');
    const [saved] = await assign(villaB.id, [p], '2027-04-05', '2027-04-09');
    expect(gqlOk(await t.gql(DELETE, { id: saved.id }, user.accessToken)).deleteAssignment).toBe(true);
    expect(await rowsOf(p)).toEqual([]);
    const removal = await sql(t, "select content, site_id from site_news_entry where entity_id = $1 and type = 'DELETION'", [saved.id]);
    expect(removal).toEqual([{ content: 'Suppression : Affectation « Supprime Affectation »', site_id: villaB.id }]);
    expect(gqlErr(await t.gql(DELETE, { id: saved.id }, a.manager.accessToken))).toMatchObject({ message: ASSIGNMENT_NOT_FOUND, extensions: { code: 'NOT_FOUND', status: 404 } });
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
    gqlOk(await t.gql(UNASSIGNED, { startDate, endDate, search }, c.manager.accessToken)).unassignedPersonnel.map((p: Person) => `${p.firstName} ${p.lastName}`);

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
      expect(await unassigned('2027-06-01', '2027-06-30')).toEqual(['Karim Alami', 'Sara Benani', 'Omar Chraibi'].sort((x, y) => x.split(' ')[1].localeCompare(y.split(' ')[1])));
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
    expect(page.items[0]).toMatchObject({ personnel: { firstName: 'Sara', lastName: 'Benani' }, site: { id: s2.id, name: 'Site Deux' }, startDate: '2026-02-02', endDate: '2026-02-06', days: 5 });
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
    expect(gqlErr(await t.gql(LIST, { startDate: '2026-01-02', endDate: '2026-01-01' }, c.manager.accessToken)).extensions.fields).toEqual({ endDate: BEFORE_START });
    expect(gqlErr(await t.gql(LIST, { siteId: '' }, c.manager.accessToken)).extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { siteId: 'Choisissez un chantier' } });
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
    expect(err).toMatchObject({ message: `${FAILED} : Historique Garde est désactivé(e) ; réactivez avant d'affecter.`, extensions: { code: 'CONFLICT' } });
  });

  it('without assignments: DELETED and the row is gone', async () => {
    const p = await person('Sans', 'Historique');
    expect(gqlOk(await t.gql(DELETE_PERSON, { id: p.id }, a.manager.accessToken)).deletePersonnel).toBe('DELETED');
    expect(await sql(t, 'select id from personnel where id = $1', [p.id])).toEqual([]);
    expect(gqlErr(await tryAssign(villaA.id, [p], '2027-06-07', '2027-06-11'))).toMatchObject({ message: PERSON_NOT_FOUND, extensions: { code: 'NOT_FOUND' } });
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
      t.gql(BATCH, { inputs: [{ siteId: villaA.id, personnelIds: [x.id, y.id], startDate: '2027-10-04', endDate: '2027-10-08' }] }, a.manager.accessToken),
      t.gql(BATCH, { inputs: [{ siteId: villaB.id, personnelIds: [z.id], startDate: '2027-10-04', endDate: '2027-10-08' }, { siteId: villaB.id, personnelIds: [y.id], startDate: '2027-10-08', endDate: '2027-10-09' }] }, user.accessToken),
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
        t.gql(BATCH, { inputs: [{ siteId: villaA.id, personnelIds: [x.id, y.id], startDate: '2027-11-01', endDate: '2027-11-05' }] }, a.manager.accessToken),
        t.gql(BATCH, { inputs: [{ siteId: villaB.id, personnelIds: [y.id, x.id], startDate: '2027-11-08', endDate: '2027-11-12' }] }, user.accessToken),
      ]);
      expect(answers.map((r) => r.body.errors?.[0]?.message ?? 'OK')).toEqual(['OK', 'OK']);
      expect((await rowsOf(x)).length + (await rowsOf(y)).length).toBe(4);
    }
  });

  it('keeps delete and assign consistent when they race: either deactivated with the assignment, or deleted without it', async () => {
    for (let round = 0; round < 4; round++) {
      const p = await person('Course', `Suppression${round}`);
      const [assigned, removed] = await Promise.all([tryAssign(villaA.id, [p], '2027-12-06', '2027-12-10'), t.gql(DELETE_PERSON, { id: p.id }, user.accessToken)]);
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
