import ExcelJS from 'exceljs';
import { bearer, createCompany, createSite, gqlErr, gqlOk, sql, type TestCompany } from '../../../test/company';
import { createPerson, personInput } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';

const PERSON = 'id lastName firstName cni active';
const ASSIGNMENT = 'id personnelId siteId startDate endDate';
const GET = `query ($id: ID!) { person(id: $id) { ${PERSON} } }`;
const UPDATE = `mutation ($id: ID!, $input: PersonnelInput!) { updatePersonnel(id: $id, input: $input) { ${PERSON} } }`;
const SET_ACTIVE = `mutation ($id: ID!, $active: Boolean!) { setPersonnelActive(id: $id, active: $active) { ${PERSON} } }`;
const DELETE_PERSON = `mutation ($id: ID!) { deletePersonnel(id: $id) }`;
const LIST =
  `query ($search: String, $includeInactive: Boolean, $size: Int) { personnel(search: $search, ` +
  `includeInactive: $includeInactive, size: $size) { items { ${PERSON} } total } }`;
const UNASSIGNED =
  `query ($startDate: String, $endDate: String, $search: String) { unassignedPersonnel(startDate: ` +
  `$startDate, endDate: $endDate, search: $search) { ${PERSON} } }`;
const ASSIGN = `mutation ($input: AssignmentInput!) { assignPersonnel(input: $input) { ${ASSIGNMENT} } }`;
const BATCH = `mutation ($inputs: [AssignmentInput!]!) { assignPersonnelBatch(inputs: $inputs) { ${ASSIGNMENT} } }`;
const RESCHEDULE = `mutation ($id: ID!, $input: PeriodInput!) { rescheduleAssignment(id: $id, input: $input) { ${ASSIGNMENT} } }`;
const DELETE_ASSIGNMENT = `mutation ($id: ID!) { deleteAssignment(id: $id) }`;
const ASSIGNMENTS = `query ($siteId: ID, $personnelId: ID, $startDate: String, $endDate: String, $size: Int) {
  assignments(siteId: $siteId, personnelId: $personnelId, startDate: $startDate, endDate: $endDate, size: $size) { items { ${ASSIGNMENT} } total } }`;

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
/** Company A's records, which company B must never reach. */
let aPerson: { id: string; cni: string };
let aInactive: { id: string; cni: string };
let aSite: { id: string };
let aAssignment: { id: string };
/** Company B's own records. */
let bPerson: { id: string; cni: string };
let bSite: { id: string };
let seq = 0;

const person = (lastName: string, overrides: Record<string, unknown> = {}) => personInput({ lastName, ...overrides });
const legacyPerson = (nom: string) => ({
  nom,
  prenom: 'Pirate',
  numeroCni: `PX${++seq}`,
  numTelephone: '0600000000',
  adresse: 'Ailleurs',
  metier: 'Voleur',
  tarifJournalier: '1',
  primePanier: '0',
  email: `px${seq}@example.ma`,
});

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas BTP'), createCompany(t, 'Rif Travaux')]);
  const ta = a.manager.accessToken;
  aPerson = await createPerson(t, ta, { lastName: 'Secretaoui', trade: 'Coffreur' }, PERSON);
  aInactive = await createPerson(t, ta, { lastName: 'Dormantaoui' }, PERSON);
  gqlOk(await t.gql(SET_ACTIVE, { id: aInactive.id, active: false }, ta));
  aSite = await createSite(t, ta, { name: 'Villa Secrète' });
  aAssignment = gqlOk(
    await t.gql(ASSIGN, { input: { siteId: aSite.id, personnelIds: [aPerson.id], startDate: '2026-11-23', endDate: '2026-11-29' } }, ta),
  ).assignPersonnel[0];
  bPerson = await createPerson(t, b.manager.accessToken, { lastName: 'Rifi' }, PERSON);
  bSite = await createSite(t, b.manager.accessToken, { name: 'Nador Port' });
});
afterAll(() => t.stop());

/** Everything the tests could change, read outside the api. */
async function snapshot() {
  return {
    personnel: await sql(t, 'select id, company_id, last_name, first_name, cni, daily_rate::text, active, updated_at from personnel order by id'),
    assignments: await sql(t, 'select id, company_id, personnel_id, site_id, start_date::text, end_date::text from personnel_assignment order by id'),
    news: await sql(t, 'select count(*)::int as n from site_news_entry'),
  };
}

const period = { startDate: '2026-11-23', endDate: '2026-11-29' };

/** Every GraphQL operation that names one of A's records, as company B would send it. */
const operations = (ids: { person: string; assignment: string; site: string }): [string, string, Record<string, unknown>][] => [
  ['person', GET, { id: ids.person }],
  ['updatePersonnel', UPDATE, { id: ids.person, input: person('Piraté') }],
  ['setPersonnelActive(false)', SET_ACTIVE, { id: ids.person, active: false }],
  ['setPersonnelActive(true)', SET_ACTIVE, { id: ids.person, active: true }],
  ['deletePersonnel', DELETE_PERSON, { id: ids.person }],
  ['rescheduleAssignment', RESCHEDULE, { id: ids.assignment, input: { startDate: '2027-01-04', endDate: '2027-01-08' } }],
  ['deleteAssignment', DELETE_ASSIGNMENT, { id: ids.assignment }],
  // A's person to B's site, B's person to A's site, A's person to A's site.
  ['assignPersonnel A→B', ASSIGN, { input: { siteId: bSite.id, personnelIds: [ids.person], startDate: '2027-02-01', endDate: '2027-02-05' } }],
  ['assignPersonnel B→A', ASSIGN, { input: { siteId: ids.site, personnelIds: [bPerson.id], startDate: '2027-02-01', endDate: '2027-02-05' } }],
  ['assignPersonnel A→A', ASSIGN, { input: { siteId: ids.site, personnelIds: [ids.person], startDate: '2027-02-01', endDate: '2027-02-05' } }],
  [
    'assignPersonnel B+A→B',
    ASSIGN,
    { input: { siteId: bSite.id, personnelIds: [bPerson.id, ids.person], startDate: '2027-02-01', endDate: '2027-02-05' } },
  ],
  // A valid B item first: the batch must leave nothing behind.
  [
    'assignPersonnelBatch B then A→B',
    BATCH,
    {
      inputs: [
        { siteId: bSite.id, personnelIds: [bPerson.id], startDate: '2027-03-01', endDate: '2027-03-05' },
        { siteId: bSite.id, personnelIds: [ids.person], startDate: '2027-03-08', endDate: '2027-03-12' },
      ],
    },
  ],
  [
    'assignPersonnelBatch B then B→A',
    BATCH,
    {
      inputs: [
        { siteId: bSite.id, personnelIds: [bPerson.id], startDate: '2027-03-01', endDate: '2027-03-05' },
        { siteId: ids.site, personnelIds: [bPerson.id], startDate: '2027-03-08', endDate: '2027-03-12' },
      ],
    },
  ],
];

/** Every REST route that names one of A's records. */
const routes = (ids: { person: string; assignment: string; site: string }): [string, string, unknown][] => [
  ['GET', `/chantiers/personnel/get/${ids.person}`, undefined],
  ['PUT', `/chantiers/personnel/modifierPersonnel/${ids.person}`, legacyPerson('Piraté')],
  ['DELETE', `/chantiers/personnel/delete/${ids.person}`, undefined],
  ['DELETE', `/chantiers/personnelchantier/delete/${ids.assignment}`, undefined],
  ['POST', '/chantiers/personnelchantier/save', { idPersonnel: ids.person, idChantier: bSite.id, dateDebut: '2027-02-01', dateFin: '2027-02-05' }],
  ['POST', '/chantiers/personnelchantier/save', { idPersonnel: bPerson.id, idChantier: ids.site, dateDebut: '2027-02-01', dateFin: '2027-02-05' }],
  [
    'POST',
    '/chantiers/personnelchantier/save',
    { idPersonnels: [bPerson.id, ids.person], idChantier: bSite.id, dateDebut: '2027-02-01', dateFin: '2027-02-05' },
  ],
  [
    'POST',
    '/chantiers/personnelchantier/saveAll',
    [
      { idPersonnel: bPerson.id, idChantier: bSite.id, dateDebut: '2027-03-01', dateFin: '2027-03-05' },
      { idPersonnel: ids.person, idChantier: bSite.id, dateDebut: '2027-03-08', dateFin: '2027-03-12' },
    ],
  ],
  [
    'POST',
    '/chantiers/personnelchantier/saveAll',
    [
      { idPersonnel: bPerson.id, idChantier: bSite.id, dateDebut: '2027-03-01', dateFin: '2027-03-05' },
      { idPersonnel: bPerson.id, idChantier: ids.site, dateDebut: '2027-03-08', dateFin: '2027-03-12' },
    ],
  ],
];

const aIds = () => ({ person: aPerson.id, assignment: aAssignment.id, site: aSite.id });

describe("company B and company A's personnel and assignments", () => {
  it("answers NOT_FOUND on every GraphQL operation with A's ids, and the database is unchanged", async () => {
    const before = await snapshot();
    expect(before.assignments).toHaveLength(1);
    for (const ids of [
      aIds(),
      { person: aInactive.id, assignment: aAssignment.id.toUpperCase(), site: aSite.id.toUpperCase() },
      { ...aIds(), person: aPerson.id.toUpperCase() },
    ]) {
      for (const [name, query, vars] of operations(ids)) {
        const res = await t.gql(query, vars, b.manager.accessToken);
        const err = gqlErr(res);
        expect({ name, code: err.extensions.code, status: err.extensions.status }).toEqual({ name, code: 'NOT_FOUND', status: 404 });
        expect({ name, leak: JSON.stringify(res.body).includes('Secretaoui') || JSON.stringify(res.body).includes('Villa Secrète') }).toEqual({
          name,
          leak: false,
        });
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("answers 404 on every REST route with A's ids, and the database is unchanged", async () => {
    const before = await snapshot();
    for (const [method, path, body] of routes(aIds())) {
      const res = await t.rest(method, path, body, bearer(b.manager));
      expect({ method, path, status: res.status, error: res.body?.error }).toEqual({ method, path, status: 404, error: 'NOT_FOUND' });
      expect(JSON.stringify(res.body)).not.toContain('Secretaoui');
    }
    expect(await snapshot()).toEqual(before);
  });

  it("never lists A's personnel, whatever the search or filter", async () => {
    for (const vars of [
      {},
      { includeInactive: true },
      { search: 'secretaoui', includeInactive: true },
      { search: aPerson.cni },
      { search: 'coffreur' },
      { search: 'karim', includeInactive: true },
      { search: '%' },
      { search: 'a', includeInactive: true },
    ]) {
      const page = gqlOk(await t.gql(LIST, { ...vars, size: 100 }, b.manager.accessToken)).personnel;
      const cnis = page.items.map((p: { cni: string }) => p.cni);
      expect({ vars, cnis, total: page.total }).toEqual({ vars, cnis: cnis.length ? [bPerson.cni] : [], total: cnis.length });
    }
    for (const q of ['', '?inactifs=true', '?search=secretaoui&inactifs=true', `?search=${aInactive.cni}&inactifs=true`]) {
      const res = await t.rest('GET', `/chantiers/personnel/list${q}`, undefined, bearer(b.manager));
      expect(res.status).toBe(200);
      expect({ q, cnis: res.body.content.map((p: { numeroCni: string }) => p.numeroCni) }).toEqual({
        q,
        cnis: q.includes('search') ? [] : [bPerson.cni],
      });
    }
  });

  it("never lists A's people as unassigned", async () => {
    for (const p of [period, { startDate: '2027-06-01', endDate: '2027-06-30' }]) {
      const free = gqlOk(await t.gql(UNASSIGNED, p, b.manager.accessToken)).unassignedPersonnel;
      expect(free.map((x: { id: string }) => x.id)).toEqual([bPerson.id]);
      const rest = await t.rest(
        'GET',
        `/chantiers/personnel/listPersoNonAffecter?dateDebut=${p.startDate}&dateFin=${p.endDate}`,
        undefined,
        bearer(b.manager),
      );
      expect(rest.body.map((x: { id: string }) => x.id)).toEqual([bPerson.id]);
    }
    expect(gqlOk(await t.gql(UNASSIGNED, { ...period, search: 'secretaoui' }, b.manager.accessToken)).unassignedPersonnel).toEqual([]);
  });

  it("never lists A's assignments, even filtered by A's site or person", async () => {
    for (const vars of [{}, { siteId: aSite.id }, { personnelId: aPerson.id }, period, { siteId: aSite.id, personnelId: aPerson.id, ...period }]) {
      const page = gqlOk(await t.gql(ASSIGNMENTS, { ...vars, size: 200 }, b.manager.accessToken)).assignments;
      expect({ vars, page }).toEqual({ vars, page: { items: [], total: 0 } });
    }
    for (const q of ['', `?idChantier=${aSite.id}`, `?idPersonnel=${aPerson.id}`, '?dateDebut=2026-11-01&dateFin=2026-11-30']) {
      const res = await t.rest('GET', `/chantiers/personnelchantier/list${q}`, undefined, bearer(b.manager));
      expect({ q, status: res.status, body: res.body }).toMatchObject({ q, status: 200, body: { content: [], totalElements: 0 } });
    }
    const bySite = await t.rest('GET', `/chantiers/personnelchantier/listPersonnelChantier?idChantier=${aSite.id}`, undefined, bearer(b.manager));
    expect(bySite).toMatchObject({ status: 200, body: [] });
  });

  it("never exports A's personnel", async () => {
    for (const format of ['csv', 'xlsx']) {
      for (const q of ['', '&inactifs=true', '&search=secretaoui&inactifs=true']) {
        const res = await fetch(`${t.url}/api/v1/chantiers/personnel/export?format=${format}${q}`, { headers: bearer(b.manager) });
        expect(res.status).toBe(200);
        const bytes = Buffer.from(await res.arrayBuffer());
        if (format === 'csv') {
          const text = bytes.toString('utf8');
          expect({ format, q, leak: [aPerson.cni, aInactive.cni, 'Secretaoui', 'Dormantaoui'].some((s) => text.includes(s)) }).toEqual({
            format,
            q,
            leak: false,
          });
          expect(text.includes(bPerson.cni)).toBe(!q.includes('search'));
        } else {
          const book = new ExcelJS.Workbook();
          await book.xlsx.load(new Uint8Array(bytes).buffer);
          const cells: unknown[] = [];
          book.getWorksheet('personnel')!.eachRow((row) => cells.push(...(row.values as unknown[])));
          expect({ format, q, leak: cells.some((c) => [aPerson.cni, aInactive.cni, 'Secretaoui', 'Dormantaoui'].includes(c as string)) }).toEqual({
            format,
            q,
            leak: false,
          });
        }
      }
    }
  });

  it("keeps B's own work untouched by the refusals, and A still sees all of its records", async () => {
    // B can still assign its own person to its own site on the days the refused batches named.
    const mine = gqlOk(
      await t.gql(
        ASSIGN,
        { input: { siteId: bSite.id, personnelIds: [bPerson.id], startDate: '2027-03-01', endDate: '2027-03-05' } },
        b.manager.accessToken,
      ),
    ).assignPersonnel;
    expect(mine).toEqual([expect.objectContaining({ personnelId: bPerson.id, siteId: bSite.id })]);
    expect(gqlOk(await t.gql(GET, { id: aPerson.id }, a.manager.accessToken)).person).toMatchObject({
      id: aPerson.id,
      lastName: 'Secretaoui',
      active: true,
    });
    expect(gqlOk(await t.gql(GET, { id: aInactive.id }, a.manager.accessToken)).person).toMatchObject({ id: aInactive.id, active: false });
    const aList = gqlOk(await t.gql(ASSIGNMENTS, { siteId: aSite.id }, a.manager.accessToken)).assignments;
    expect(aList).toEqual({ items: [expect.objectContaining({ id: aAssignment.id, startDate: '2026-11-23', endDate: '2026-11-29' })], total: 1 });
    // A's person is still busy in A's books only: B's assignment does not show there.
    expect(gqlOk(await t.gql(ASSIGNMENTS, {}, a.manager.accessToken)).assignments.total).toBe(1);
  });

  it('refuses the same operations both ways: A cannot reach B either', async () => {
    const before = await snapshot();
    const bAssignment = gqlOk(await t.gql(ASSIGNMENTS, { personnelId: bPerson.id }, b.manager.accessToken)).assignments.items[0];
    expect(bAssignment).toBeDefined();
    for (const [name, query, vars] of [
      ['person', GET, { id: bPerson.id }],
      ['updatePersonnel', UPDATE, { id: bPerson.id, input: person('Piraté') }],
      ['deletePersonnel', DELETE_PERSON, { id: bPerson.id }],
      ['setPersonnelActive', SET_ACTIVE, { id: bPerson.id, active: false }],
      ['rescheduleAssignment', RESCHEDULE, { id: bAssignment.id, input: { startDate: '2027-04-05', endDate: '2027-04-09' } }],
      ['deleteAssignment', DELETE_ASSIGNMENT, { id: bAssignment.id }],
      ['assignPersonnel', ASSIGN, { input: { siteId: aSite.id, personnelIds: [bPerson.id], startDate: '2027-04-05', endDate: '2027-04-09' } }],
    ] as const) {
      expect({ name, code: gqlErr(await t.gql(query, vars, a.manager.accessToken)).extensions.code }).toEqual({ name, code: 'NOT_FOUND' });
    }
    expect(await snapshot()).toEqual(before);
  });
});
