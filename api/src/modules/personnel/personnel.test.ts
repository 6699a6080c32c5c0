import { randomUUID } from 'node:crypto';
import { addMember, createCompany, createSite, gqlErr, gqlOk, type Member, sql, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';

const FIELDS = 'id lastName firstName cni phone address trade dailyRate mealBonus email active createdAt updatedAt';
const CREATE = `mutation ($input: PersonnelInput!) { createPersonnel(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: PersonnelInput!) { updatePersonnel(id: $id, input: $input) { ${FIELDS} } }`;
const GET = `query ($id: ID!) { person(id: $id) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deletePersonnel(id: $id) }`;
const SET_ACTIVE = `mutation ($id: ID!, $active: Boolean!) { setPersonnelActive(id: $id, active: $active) { ${FIELDS} } }`;
const LIST =
  `query ($search: String, $includeInactive: Boolean, $sort: String, $desc: Boolean, $page: Int, $size: Int) {
  personnel(search: $search, includeInactive: $includeInactive, sort: $sort, desc: $desc, page: $page, size: $size) { ` +
  `items { id lastName firstName cni trade dailyRate active } total page size } }`;
const ASSIGN = `mutation ($input: AssignmentInput!) { assignPersonnel(input: $input) { id } }`;

const TAKEN = 'Une personne avec ce numéro de CNI existe déjà dans votre société.';
const NOT_FOUND = "Cette personne n'existe pas ou a été supprimée.";

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;
let seq = 0;
beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas BTP'), createCompany(t, 'Sahara Construction')]);
  user = await addMember(t, a);
});
afterAll(() => t.stop());

/** A fresh CNI, letters and digits. */
const cni = () => `BK${String(++seq).padStart(6, '0')}`;
const input = (overrides: Record<string, unknown> = {}) => ({
  lastName: 'Alami',
  firstName: 'Karim',
  cni: cni(),
  phone: '0661234567',
  address: '12 rue de Fès, Casablanca',
  trade: 'Maçon',
  dailyRate: '250.00',
  mealBonus: '30.00',
  email: 'karim.alami@example.ma',
  ...overrides,
});
const create = async (token: string, overrides: Record<string, unknown> = {}) =>
  gqlOk(await t.gql(CREATE, { input: input(overrides) }, token)).createPersonnel;
const count = async (companyId: string) =>
  (await sql(t, 'select count(*)::int as n from personnel where company_id = $1', [companyId]))[0].n as number;
const rowOf = async (id: string) =>
  (
    await sql(t, 'select last_name, first_name, cni, daily_rate::text, meal_bonus::text, email, active, company_id from personnel where id = $1', [
      id,
    ])
  )[0];

describe('create and get', () => {
  it('stores every field and answers the same record on get', async () => {
    const values = input({ cni: 'BE123456' });
    const created = await create(a.manager.accessToken, values);
    expect(created).toMatchObject({ ...values, active: true });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(gqlOk(await t.gql(GET, { id: created.id }, a.manager.accessToken)).person).toEqual(created);
    expect(await rowOf(created.id)).toEqual({
      last_name: 'Alami',
      first_name: 'Karim',
      cni: 'BE123456',
      daily_rate: '250.00',
      meal_bonus: '30.00',
      email: 'karim.alami@example.ma',
      active: true,
      company_id: a.id,
    });
  });

  it('trims the text, upper-cases the CNI and lower-cases the e-mail', async () => {
    const created = await create(a.manager.accessToken, {
      lastName: '  Benjelloun ',
      firstName: ' Sara ',
      cni: ' ab12345 ',
      email: ' Sara.B@Example.MA ',
    });
    expect(created).toMatchObject({ lastName: 'Benjelloun', firstName: 'Sara', cni: 'AB12345', email: 'sara.b@example.ma' });
    expect(await rowOf(created.id)).toMatchObject({ cni: 'AB12345', email: 'sara.b@example.ma' });
  });

  it('answers amounts as canonical decimal strings: a comma, spaces and leading zeros are accepted', async () => {
    const cases: [string, string, string, string][] = [
      ['250,5', '0', '250.50', '0.00'],
      ['1 250,75', '12,5', '1250.75', '12.50'],
      ['007.5', '0.00', '7.50', '0.00'],
      ['0.01', '999999999999.99', '0.01', '999999999999.99'],
      ['350', '25', '350.00', '25.00'],
    ];
    for (const [dailyRate, mealBonus, rate, bonus] of cases) {
      const created = await create(a.manager.accessToken, { dailyRate, mealBonus });
      expect({ dailyRate, answered: [created.dailyRate, created.mealBonus] }).toEqual({ dailyRate, answered: [rate, bonus] });
      const row = await rowOf(created.id);
      expect([row.daily_rate, row.meal_bonus]).toEqual([rate, bonus]);
      expect(gqlOk(await t.gql(GET, { id: created.id }, a.manager.accessToken)).person).toMatchObject({ dailyRate: rate, mealBonus: bonus });
    }
  });

  it('accepts every limit exactly', async () => {
    const created = await create(a.manager.accessToken, {
      lastName: 'n'.repeat(75),
      firstName: 'p'.repeat(75),
      cni: `Z${String(++seq).padStart(14, '0')}`,
      phone: '0'.repeat(15),
      address: 'a'.repeat(100),
      trade: 'm'.repeat(75),
      dailyRate: '123456789012.5',
      mealBonus: '12345678901.25',
      email: `${'e'.repeat(63)}@example.com`,
    });
    expect(created.lastName).toHaveLength(75);
    expect(created.cni).toHaveLength(15);
    expect(created.address).toHaveLength(100);
    expect(created.email).toHaveLength(75);
    expect([created.dailyRate, created.mealBonus]).toEqual(['123456789012.50', '12345678901.25']);
  });

  it('refuses anonymous callers and stores nothing', async () => {
    const before = await count(a.id);
    expect(gqlErr(await t.gql(CREATE, { input: input() })).extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    for (const [query, vars] of [
      [LIST, {}],
      [GET, { id: randomUUID() }],
      [DELETE, { id: randomUUID() }],
      [SET_ACTIVE, { id: randomUUID(), active: false }],
    ] as const) {
      expect(gqlErr(await t.gql(query, vars)).extensions.code).toBe('UNAUTHENTICATED');
    }
    expect(await count(a.id)).toBe(before);
  });
});

describe('update', () => {
  it('changes every field and keeps the id and creation date', async () => {
    const created = await create(a.manager.accessToken);
    const values = input({
      lastName: 'El Fassi',
      firstName: 'Youssef',
      phone: '0522000000',
      address: 'Rabat',
      trade: 'Électricien',
      dailyRate: '400,25',
      mealBonus: '0',
      email: 'Y.Fassi@Example.ma',
    });
    const updated = gqlOk(await t.gql(UPDATE, { id: created.id, input: values }, a.manager.accessToken)).updatePersonnel;
    expect(updated).toMatchObject({
      ...values,
      id: created.id,
      dailyRate: '400.25',
      mealBonus: '0.00',
      email: 'y.fassi@example.ma',
      createdAt: created.createdAt,
      active: true,
    });
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.updatedAt).getTime());
    expect(gqlOk(await t.gql(GET, { id: created.id }, a.manager.accessToken)).person).toEqual(updated);
    expect(await rowOf(created.id)).toMatchObject({ last_name: 'El Fassi', daily_rate: '400.25', meal_bonus: '0.00' });
  });

  it('refuses a bad update without changing the record', async () => {
    const created = await create(a.manager.accessToken, { lastName: 'Tazi' });
    const err = gqlErr(
      await t.gql(UPDATE, { id: created.id, input: input({ lastName: '', cni: created.cni, dailyRate: '0' }) }, a.manager.accessToken),
    );
    expect(err.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
    expect(err.extensions.fields).toEqual({
      lastName: 'Le nom est requis',
      dailyRate: 'Le tarif journalier doit être un nombre positif (15 caractères au plus, deux décimales)',
    });
    expect(gqlOk(await t.gql(GET, { id: created.id }, a.manager.accessToken)).person).toEqual(created);
  });

  it('answers NOT_FOUND for an unknown id or one that is not a UUID, never 500', async () => {
    for (const id of [randomUUID(), 'abc', '42', "' or 1=1 --"]) {
      for (const res of [
        await t.gql(GET, { id }, a.manager.accessToken),
        await t.gql(UPDATE, { id, input: input() }, a.manager.accessToken),
        await t.gql(SET_ACTIVE, { id, active: false }, a.manager.accessToken),
        await t.gql(DELETE, { id }, a.manager.accessToken),
      ]) {
        const err = gqlErr(res);
        expect({ id, code: err.extensions.code, status: err.extensions.status }).toEqual({ id, code: 'NOT_FOUND', status: 404 });
      }
    }
    expect(gqlErr(await t.gql(GET, { id: randomUUID() }, a.manager.accessToken)).message).toBe(NOT_FOUND);
  });
});

describe('validation', () => {
  const refused = async (values: Record<string, unknown>) => {
    const err = gqlErr(await t.gql(CREATE, { input: values }, a.manager.accessToken));
    expect(err.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
    expect(err.message).toBe(Object.values(err.extensions.fields ?? {})[0]);
    return err.extensions.fields ?? {};
  };
  const without = (key: string) => {
    const values: Record<string, unknown> = input();
    delete values[key];
    return values;
  };
  const RATE = 'Le tarif journalier doit être un nombre positif (15 caractères au plus, deux décimales)';
  const BONUS = 'La prime panier doit être un nombre positif ou nul (15 caractères au plus, deux décimales)';

  it('names every missing field at once', async () => {
    expect(await refused({})).toEqual({
      lastName: 'Le nom est requis',
      firstName: 'Le prénom est requis',
      cni: 'Le numéro de CNI est requis',
      phone: 'Le téléphone est requis',
      address: "L'adresse est requise",
      trade: 'Le métier est requis',
      dailyRate: 'Le tarif journalier est requis',
      mealBonus: 'La prime panier est requise',
      email: "L'email est requis",
    });
  });

  it('answers each required rule, for a missing, empty or blank value', async () => {
    const required: Record<string, string> = {
      lastName: 'Le nom est requis',
      firstName: 'Le prénom est requis',
      cni: 'Le numéro de CNI est requis',
      phone: 'Le téléphone est requis',
      address: "L'adresse est requise",
      trade: 'Le métier est requis',
      dailyRate: 'Le tarif journalier est requis',
      mealBonus: 'La prime panier est requise',
      email: "L'email est requis",
    };
    const before = await count(a.id);
    for (const [field, message] of Object.entries(required)) {
      expect({ field, fields: await refused(without(field)) }).toEqual({ field, fields: { [field]: message } });
      expect({ field, fields: await refused(input({ [field]: '' })) }).toEqual({ field, fields: { [field]: message } });
      expect({ field, fields: await refused(input({ [field]: '   ' })) }).toEqual({ field, fields: { [field]: message } });
      expect({ field, fields: await refused(input({ [field]: null })) }).toEqual({ field, fields: { [field]: message } });
    }
    expect(await count(a.id)).toBe(before);
  });

  it('answers each length limit', async () => {
    const before = await count(a.id);
    expect(await refused(input({ lastName: 'n'.repeat(76) }))).toEqual({ lastName: 'Le nom ne doit pas dépasser 75 caractères' });
    expect(await refused(input({ firstName: 'p'.repeat(76) }))).toEqual({ firstName: 'Le prénom ne doit pas dépasser 75 caractères' });
    expect(await refused(input({ cni: 'A'.repeat(16) }))).toEqual({ cni: 'Le numéro de CNI ne doit pas dépasser 15 caractères' });
    expect(await refused(input({ phone: '0'.repeat(16) }))).toEqual({ phone: 'Le téléphone ne doit pas dépasser 15 caractères' });
    expect(await refused(input({ address: 'a'.repeat(101) }))).toEqual({ address: "L'adresse ne doit pas dépasser 100 caractères" });
    expect(await refused(input({ trade: 'm'.repeat(76) }))).toEqual({ trade: 'Le métier ne doit pas dépasser 75 caractères' });
    expect(await refused(input({ email: `${'e'.repeat(64)}@example.com` }))).toEqual({ email: "L'email ne doit pas dépasser 75 caractères" });
    expect(await refused(input({ dailyRate: '1234567890123.5' }))).toEqual({ dailyRate: RATE });
    expect(await refused(input({ dailyRate: '1'.repeat(16) }))).toEqual({ dailyRate: RATE });
    expect(await refused(input({ mealBonus: '1234567890123.5' }))).toEqual({ mealBonus: BONUS });
    expect(await count(a.id)).toBe(before);
  });

  it('refuses a CNI with anything but letters and digits', async () => {
    for (const bad of ['AB-1234', 'AB 1234', 'AB.1234', 'ÉB1234', "AB'1"]) {
      expect({ bad, fields: await refused(input({ cni: bad })) }).toEqual({
        bad,
        fields: { cni: 'Le numéro de CNI ne contient que des lettres et des chiffres' },
      });
    }
  });

  it('refuses a daily rate that is zero, negative, not a number or with more than two decimals', async () => {
    for (const bad of ['0', '0.00', '0,0', '-5', '-0.01', 'abc', '12.345', '1e3', '12.', '.5', '1,2,3', 'NaN']) {
      expect({ bad, fields: await refused(input({ dailyRate: bad })) }).toEqual({ bad, fields: { dailyRate: RATE } });
    }
  });

  it('accepts a zero meal bonus but refuses a negative or malformed one', async () => {
    expect((await create(a.manager.accessToken, { mealBonus: '0' })).mealBonus).toBe('0.00');
    for (const bad of ['-1', '-0.5', 'dix', '1.999', '1e2']) {
      expect({ bad, fields: await refused(input({ mealBonus: bad })) }).toEqual({ bad, fields: { mealBonus: BONUS } });
    }
  });

  it('refuses an invalid e-mail', async () => {
    for (const bad of ['pas-un-email', 'karim@', '@example.ma', 'karim alami@example.ma']) {
      expect({ bad, fields: await refused(input({ email: bad })) }).toEqual({ bad, fields: { email: 'Email invalide' } });
    }
  });
});

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
