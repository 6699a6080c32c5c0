import { addMember, createCompany, type Member, sql, type TestCompany } from '../../../test/company';
import { createPerson, personInput } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';

export const FIELDS = 'id lastName firstName cni phone address trade dailyRate mealBonus email active createdAt updatedAt';
export const CREATE = `mutation ($input: PersonnelInput!) { createPersonnel(input: $input) { ${FIELDS} } }`;
export const UPDATE = `mutation ($id: ID!, $input: PersonnelInput!) { updatePersonnel(id: $id, input: $input) { ${FIELDS} } }`;
export const GET = `query ($id: ID!) { person(id: $id) { ${FIELDS} } }`;
export const DELETE = `mutation ($id: ID!) { deletePersonnel(id: $id) }`;
export const SET_ACTIVE = `mutation ($id: ID!, $active: Boolean!) { setPersonnelActive(id: $id, active: $active) { ${FIELDS} } }`;
export const LIST =
  `query ($search: String, $includeInactive: Boolean, $sort: String, $desc: Boolean, $page: Int, $size: Int) {
  personnel(search: $search, includeInactive: $includeInactive, sort: $sort, desc: $desc, page: $page, size: $size) { ` +
  `items { id lastName firstName cni trade dailyRate active } total page size } }`;
export const ASSIGN = `mutation ($input: AssignmentInput!) { assignPersonnel(input: $input) { id } }`;

export const TAKEN = 'Une personne avec ce numéro de CNI existe déjà dans votre société.';
export const NOT_FOUND = "Cette personne n'existe pas ou a été supprimée.";

export let t: TestServer;
export let a: TestCompany;
export let b: TestCompany;
export let user: Member;
let seq = 0;
/** The next number of this file's sequence, for CNIs unique within the company. */
export const nextSeq = () => ++seq;
beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas BTP'), createCompany(t, 'Sahara Construction')]);
  user = await addMember(t, a);
});
afterAll(() => t.stop());

/** A fresh CNI, letters and digits. */
export const cni = () => `BK${String(++seq).padStart(6, '0')}`;
export const input = (overrides: Record<string, unknown> = {}) => personInput({ cni: cni(), ...overrides });
export const create = (token: string, overrides: Record<string, unknown> = {}) => createPerson(t, token, input(overrides), FIELDS);
export const count = async (companyId: string) =>
  (await sql(t, 'select count(*)::int as n from personnel where company_id = $1', [companyId]))[0].n as number;
export const rowOf = async (id: string) =>
  (
    await sql(t, 'select last_name, first_name, cni, daily_rate::text, meal_bonus::text, email, active, company_id from personnel where id = $1', [
      id,
    ])
  )[0];
