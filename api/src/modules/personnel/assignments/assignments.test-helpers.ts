import { addMember, createCompany, createSite, gqlOk, type Member, sql, type TestCompany } from '../../../../test/company';
import { createPerson } from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';

/** Shared by the assignment test files: the operations, the French messages, one company with two sites, people. */
export const FIELDS = 'id personnelId siteId personnel { id firstName lastName active } site { id name } startDate endDate days createdAt';
export const SET_ACTIVE = `mutation ($id: ID!, $active: Boolean!) { setPersonnelActive(id: $id, active: $active) { id active } }`;
export const DELETE_PERSON = `mutation ($id: ID!) { deletePersonnel(id: $id) }`;
export const ASSIGN = `mutation ($input: AssignmentInput!) { assignPersonnel(input: $input) { ${FIELDS} } }`;
export const BATCH = `mutation ($inputs: [AssignmentInput!]!) { assignPersonnelBatch(inputs: $inputs) { ${FIELDS} } }`;
export const RESCHEDULE = `mutation ($id: ID!, $input: PeriodInput!) { rescheduleAssignment(id: $id, input: $input) { ${FIELDS} } }`;
export const DELETE = `mutation ($id: ID!) { deleteAssignment(id: $id) }`;
export const LIST =
  `query ($siteId: ID, $personnelId: ID, $startDate: String, $endDate: String, $page: Int, $size: Int) {
  assignments(siteId: $siteId, personnelId: $personnelId, startDate: $startDate, endDate: $endDate, page: $page, size: ` +
  `$size) { items { ${FIELDS} } total page size } }`;
export const UNASSIGNED =
  `query ($startDate: String, $endDate: String, $search: String) { ` +
  `unassignedPersonnel(startDate: $startDate, endDate: $endDate, search: $search) { id firstName lastName active } }`;

export const FAILED = "Erreur lors de l'affectation des personnels";
export const BEFORE_START = 'La date de fin ne peut pas précéder la date de début';
export const START_REQUIRED = 'La date de début est requise';
export const END_REQUIRED = 'La date de fin est requise';
export const BAD_DATE = 'Date invalide (AAAA-MM-JJ)';
export const PERSON_NOT_FOUND = "Cette personne n'existe pas ou a été supprimée.";
export const ASSIGNMENT_NOT_FOUND = "Cette affectation n'existe pas ou a été supprimée.";
/** The overlap message, as SPEC §8 words it, with the reason. */
export const overlap = (name: string, site: string, from: string, to: string) =>
  `${FAILED} : ${name} est déjà affecté(e) au chantier « ${site} » du ${from} au ${to}.`;

export interface Person {
  id: string;
  firstName: string;
  lastName: string;
}

/** The server, company A (a MANAGER and a USER) and its two sites, set up by `useWorld()`. */
export const w = {} as { t: TestServer; a: TestCompany; user: Member; villaA: { id: string; name: string }; villaB: { id: string; name: string } };

/** Starts the server and company A before the file's tests, stops it after. */
export function useWorld(): void {
  beforeAll(async () => {
    w.t = await startTestServer();
    w.a = await createCompany(w.t, 'Atlas BTP');
    w.user = await addMember(w.t, w.a);
    // The USER is their responsable: a USER works on the sites they manage (core/tenancy/site-access.ts).
    w.villaA = await createSite(w.t, w.a.manager.accessToken, { name: 'Villa A', managerId: w.user.id });
    w.villaB = await createSite(w.t, w.a.manager.accessToken, { name: 'Villa B', managerId: w.user.id });
  });
  afterAll(() => w.t.stop());
}

/** A worker of the caller's company, with a fresh CNI. */
export async function person(firstName: string, lastName: string, token = w.a.manager.accessToken): Promise<Person> {
  return createPerson(w.t, token, { firstName, lastName, address: 'Casablanca', dailyRate: '250' });
}

export const assign = async (siteId: string, people: Person[], startDate: string, endDate: string, token = w.a.manager.accessToken) =>
  gqlOk(await w.t.gql(ASSIGN, { input: { siteId, personnelIds: people.map((p) => p.id), startDate, endDate } }, token)).assignPersonnel;
export const tryAssign = (siteId: string, people: Person[], startDate: string, endDate: string, token = w.a.manager.accessToken) =>
  w.t.gql(ASSIGN, { input: { siteId, personnelIds: people.map((p) => p.id), startDate, endDate } }, token);
export const rowsOf = async (p: Person) =>
  sql(
    w.t,
    "select site_id, to_char(start_date, 'YYYY-MM-DD') as start, to_char(end_date, 'YYYY-MM-DD') as end from " +
      'personnel_assignment where personnel_id = $1 order by start_date',
    [p.id],
  );
export const countAll = async () => (await sql(w.t, 'select count(*)::int as n from personnel_assignment'))[0].n as number;
export const newsCount = async () => (await sql(w.t, 'select count(*)::int as n from site_news_entry'))[0].n as number;
