import { addMember, createCompany, createSite, gqlErr, gqlOk, sql, type TestCompany } from '../../../test/company';
import {
  CREATE,
  UPDATE,
  GET,
  DELETE,
  SET_ACTIVE,
  LIST,
  ASSIGN,
  TAKEN,
  NOT_FOUND,
  t,
  a,
  b,
  user,
  cni,
  input,
  create,
  count,
  rowOf,
} from './personnel.test-helpers';

describe('CNI unique per company', () => {
  it('refuses the same CNI in the same company with 409, even typed in lower case', async () => {
    const first = await create(a.manager.accessToken, { cni: 'JK445566' });
    for (const same of ['JK445566', 'jk445566', ' Jk445566 ']) {
      const err = gqlErr(await t.gql(CREATE, { input: input({ cni: same, lastName: 'Doublon' }) }, a.manager.accessToken));
      expect({ same, err }).toMatchObject({ same, err: { message: TAKEN, extensions: { code: 'CONFLICT', status: 409, fields: { cni: TAKEN } } } });
    }
    expect((await sql(t, 'select count(*)::int as n from personnel where company_id = $1 and cni = $2', [a.id, 'JK445566']))[0].n).toBe(1);
    expect((await sql(t, "select count(*)::int as n from personnel where company_id = $1 and last_name = 'Doublon'", [a.id]))[0].n).toBe(0);
    expect(first.cni).toBe('JK445566');
  });

  it('refuses an update to a CNI that someone else holds; keeping its own is fine', async () => {
    const first = await create(a.manager.accessToken);
    const second = await create(a.manager.accessToken, { lastName: 'Second' });
    const err = gqlErr(
      await t.gql(UPDATE, { id: second.id, input: input({ cni: first.cni.toLowerCase(), lastName: 'Second' }) }, a.manager.accessToken),
    );
    expect(err).toMatchObject({ message: TAKEN, extensions: { code: 'CONFLICT', status: 409 } });
    expect(gqlOk(await t.gql(GET, { id: second.id }, a.manager.accessToken)).person).toEqual(second);
    const kept = gqlOk(
      await t.gql(UPDATE, { id: second.id, input: input({ cni: second.cni.toLowerCase(), lastName: 'Second bis' }) }, a.manager.accessToken),
    ).updatePersonnel;
    expect(kept).toMatchObject({ cni: second.cni, lastName: 'Second bis' });
  });

  it('allows the same CNI in another company', async () => {
    const inA = await create(a.manager.accessToken);
    const inB = await create(b.manager.accessToken, { cni: inA.cni.toLowerCase() });
    expect(inB.cni).toBe(inA.cni);
    expect(inB.id).not.toBe(inA.id);
  });

  it('lets exactly one of two concurrent creates with the same CNI win; the other gets 409, never 500', async () => {
    for (let round = 0; round < 4; round++) {
      const same = cni();
      const answers = await Promise.all(
        [same, same.toLowerCase()].map((c, i) =>
          t.gql(CREATE, { input: input({ cni: c, lastName: `Concurrent ${i}` }) }, i ? user.accessToken : a.manager.accessToken),
        ),
      );
      const codes = answers.map((r) => r.body.errors?.[0]?.extensions?.code ?? 'OK').sort();
      expect({ round, codes }).toEqual({ round, codes: ['CONFLICT', 'OK'] });
      expect(answers.map((r) => r.body.errors?.[0]?.message).filter(Boolean)).toEqual([TAKEN]);
      expect((await sql(t, 'select count(*)::int as n from personnel where company_id = $1 and cni = $2', [a.id, same]))[0].n).toBe(1);
    }
  });
});
describe('list, search, sort and pages', () => {
  let c: TestCompany;
  const people: [string, string, string, string, string][] = [
    // lastName, firstName, cni, trade, dailyRate
    ['Alami', 'Karim', 'LA100', 'Maçon', '250.00'],
    ['Benani', 'Sara', 'LB200', 'Électricienne', '90'],
    ['Zerhouni', 'Omar', 'LZ300', 'Plombier', '1200'],
    ['Éttahiri', 'Nadia', 'LE400', 'Peintre', '250'],
    ['chraibi', 'Hamid', 'LC500', 'Ferrailleur', '300.5'],
  ];
  beforeAll(async () => {
    c = await createCompany(t, 'Liste BTP');
    for (const [lastName, firstName, id, trade, dailyRate] of people)
      await create(c.manager.accessToken, { lastName, firstName, cni: id, trade, dailyRate });
  });
  const list = async (vars: Record<string, unknown>, token = c.manager.accessToken) => gqlOk(await t.gql(LIST, vars, token)).personnel;
  const names = (page: { items: { lastName: string }[] }) => page.items.map((p) => p.lastName);

  it('sorts by name by default, ascending and descending, ignoring case and accents', async () => {
    const asc = ['Alami', 'Benani', 'chraibi', 'Éttahiri', 'Zerhouni'];
    expect(names(await list({}))).toEqual(asc);
    expect(names(await list({ sort: 'name' }))).toEqual(asc);
    expect(names(await list({ sort: 'name', desc: true }))).toEqual([...asc].reverse());
    expect(names(await list({ sort: 'anything else' }))).toEqual(asc);
  });

  it('sorts by creation date', async () => {
    expect(names(await list({ sort: 'createdAt' }))).toEqual(people.map((p) => p[0]));
    expect(names(await list({ sort: 'createdAt', desc: true }))).toEqual(people.map((p) => p[0]).reverse());
  });

  it('sorts by daily rate as a number, ties by name', async () => {
    expect(names(await list({ sort: 'dailyRate' }))).toEqual(['Benani', 'Alami', 'Éttahiri', 'chraibi', 'Zerhouni']);
    expect((await list({ sort: 'dailyRate' })).items.map((p: { dailyRate: string }) => p.dailyRate)).toEqual([
      '90.00',
      '250.00',
      '250.00',
      '300.50',
      '1200.00',
    ]);
    expect(names(await list({ sort: 'dailyRate', desc: true }))[0]).toBe('Zerhouni');
    expect(names(await list({ sort: 'dailyRate', desc: true })).at(-1)).toBe('Benani');
  });

  it('pages with page/size, counts the total and bounds the size', async () => {
    const first = await list({ page: 0, size: 2 });
    expect(first).toMatchObject({ total: 5, page: 0, size: 2 });
    expect(names(first)).toEqual(['Alami', 'Benani']);
    expect(names(await list({ page: 1, size: 2 }))).toEqual(['chraibi', 'Éttahiri']);
    expect(names(await list({ page: 2, size: 2 }))).toEqual(['Zerhouni']);
    expect(await list({ page: 3, size: 2 })).toMatchObject({ items: [], total: 5, page: 3 });
    expect(await list({ page: -4, size: 0 })).toMatchObject({ page: 0, size: 1, total: 5, items: [{ lastName: 'Alami' }] });
    expect(await list({ size: 10_000 })).toMatchObject({ size: 100, total: 5 });
    expect(await list({})).toMatchObject({ page: 0, size: 20 });
  });

  it('searches last name, first name, CNI and trade, without regard to accents or case', async () => {
    expect(names(await list({ search: 'ALAMI' }))).toEqual(['Alami']);
    expect(names(await list({ search: 'nadia' }))).toEqual(['Éttahiri']);
    expect(names(await list({ search: 'ettahiri' }))).toEqual(['Éttahiri']);
    expect(names(await list({ search: 'lz300' }))).toEqual(['Zerhouni']);
    expect(names(await list({ search: 'electricienne' }))).toEqual(['Benani']);
    expect(names(await list({ search: 'MACON' }))).toEqual(['Alami']);
    expect(names(await list({ search: '  plomb  ' }))).toEqual(['Zerhouni']);
    expect(await list({ search: 'introuvable' })).toMatchObject({ items: [], total: 0 });
    expect(await list({ search: '%' })).toMatchObject({ items: [], total: 0 });
    expect(await list({ search: '_' })).toMatchObject({ items: [], total: 0 });
    // The e-mail and the phone are not searched.
    expect(await list({ search: 'example.ma' })).toMatchObject({ items: [], total: 0 });
    const paged = await list({ search: 'a', size: 1 });
    expect(paged.total).toBe(5);
  });

  it('leaves deactivated people out unless asked for, and sets them active again', async () => {
    const page = await list({ search: 'chraibi' });
    const id = page.items[0].id;
    const off = gqlOk(await t.gql(SET_ACTIVE, { id, active: false }, c.manager.accessToken)).setPersonnelActive;
    expect(off).toMatchObject({ id, active: false, lastName: 'chraibi' });
    expect((await rowOf(id)).active).toBe(false);
    try {
      expect(names(await list({}))).toEqual(['Alami', 'Benani', 'Éttahiri', 'Zerhouni']);
      expect((await list({})).total).toBe(4);
      expect(names(await list({ includeInactive: true }))).toEqual(['Alami', 'Benani', 'chraibi', 'Éttahiri', 'Zerhouni']);
      expect((await list({ includeInactive: true, search: 'chraibi' })).items).toEqual([expect.objectContaining({ id, active: false })]);
      // Still readable by id.
      expect(gqlOk(await t.gql(GET, { id }, c.manager.accessToken)).person).toMatchObject({ id, active: false });
    } finally {
      const on = gqlOk(await t.gql(SET_ACTIVE, { id, active: true }, c.manager.accessToken)).setPersonnelActive;
      expect(on).toMatchObject({ id, active: true });
    }
    expect((await list({})).total).toBe(5);
    expect((await rowOf(id)).active).toBe(true);
  });

  it("never shows another company's personnel", async () => {
    const inB = await list({ size: 100, includeInactive: true }, b.manager.accessToken);
    expect(inB.items.some((p: { cni: string }) => people.some((q) => q[2] === p.cni))).toBe(false);
    expect(inB.total).toBe(await count(b.id));
    expect(await list({ search: 'zerhouni', includeInactive: true }, b.manager.accessToken)).toMatchObject({ items: [], total: 0 });
  });
});
describe('delete or deactivate', () => {
  let site: { id: string };
  beforeAll(async () => {
    site = await createSite(t, a.manager.accessToken, { name: 'Villa A' });
  });

  it('deletes someone without assignments: DELETED, the row is gone, then NOT_FOUND', async () => {
    const created = await create(a.manager.accessToken);
    expect(gqlOk(await t.gql(DELETE, { id: created.id }, a.manager.accessToken)).deletePersonnel).toBe('DELETED');
    expect(await sql(t, 'select id from personnel where id = $1', [created.id])).toEqual([]);
    expect(gqlErr(await t.gql(GET, { id: created.id }, a.manager.accessToken))).toMatchObject({
      message: NOT_FOUND,
      extensions: { code: 'NOT_FOUND', status: 404 },
    });
    expect(gqlErr(await t.gql(DELETE, { id: created.id }, a.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
    // Its CNI is free again.
    expect((await create(a.manager.accessToken, { cni: created.cni })).cni).toBe(created.cni);
  });

  it('deactivates someone with an assignment: DEACTIVATED, the row and the assignment stay', async () => {
    const created = await create(a.manager.accessToken);
    gqlOk(
      await t.gql(
        ASSIGN,
        { input: { siteId: site.id, personnelIds: [created.id], startDate: '2026-03-02', endDate: '2026-03-06' } },
        a.manager.accessToken,
      ),
    );
    expect(gqlOk(await t.gql(DELETE, { id: created.id }, a.manager.accessToken)).deletePersonnel).toBe('DEACTIVATED');
    expect(await rowOf(created.id)).toMatchObject({ active: false, cni: created.cni });
    expect((await sql(t, 'select count(*)::int as n from personnel_assignment where personnel_id = $1', [created.id]))[0].n).toBe(1);
    expect(gqlOk(await t.gql(GET, { id: created.id }, a.manager.accessToken)).person).toMatchObject({ id: created.id, active: false });
    const listed = gqlOk(await t.gql(LIST, { search: created.cni, size: 100 }, a.manager.accessToken)).personnel;
    expect(listed).toMatchObject({ items: [], total: 0 });
    // Deleting again deactivates again; the CNI stays taken.
    expect(gqlOk(await t.gql(DELETE, { id: created.id }, a.manager.accessToken)).deletePersonnel).toBe('DEACTIVATED');
    expect(gqlErr(await t.gql(CREATE, { input: input({ cni: created.cni }) }, a.manager.accessToken)).extensions.code).toBe('CONFLICT');
  });
});
describe('roles', () => {
  for (const role of ['MANAGER', 'USER'] as const) {
    it(`lets a ${role} create, read, update, list and deactivate; a MANAGER only deletes`, async () => {
      const member = role === 'USER' ? user : await addMember(t, a, { role: 'MANAGER' });
      const token = member.accessToken;
      const created = await create(token, { lastName: `Rôle ${role}` });
      expect(gqlOk(await t.gql(GET, { id: created.id }, token)).person).toEqual(created);
      const updated = gqlOk(
        await t.gql(UPDATE, { id: created.id, input: input({ cni: created.cni, lastName: `Rôle ${role} bis` }) }, token),
      ).updatePersonnel;
      expect(updated.lastName).toBe(`Rôle ${role} bis`);
      expect(names(gqlOk(await t.gql(LIST, { search: `role ${role}` }, token)).personnel)).toEqual([`Rôle ${role} bis`]);
      expect(gqlOk(await t.gql(SET_ACTIVE, { id: created.id, active: false }, token)).setPersonnelActive.active).toBe(false);
      expect(gqlOk(await t.gql(SET_ACTIVE, { id: created.id, active: true }, token)).setPersonnelActive.active).toBe(true);
      if (role === 'USER') expect(gqlErr(await t.gql(DELETE, { id: created.id }, token)).extensions.code).toBe('FORBIDDEN');
      expect(gqlOk(await t.gql(DELETE, { id: created.id }, a.manager.accessToken)).deletePersonnel).toBe('DELETED');
      expect(await sql(t, 'select id from personnel where id = $1', [created.id])).toEqual([]);
    });
  }
  const names = (page: { items: { lastName: string }[] }) => page.items.map((p) => p.lastName);
});
