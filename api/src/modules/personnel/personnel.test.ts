import { randomUUID } from 'node:crypto';
import { gqlErr, gqlOk } from '../../../test/company';
import { CREATE, UPDATE, GET, DELETE, SET_ACTIVE, LIST, NOT_FOUND, t, a, nextSeq, input, create, count, rowOf } from './personnel.test-helpers';

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
      cni: `Z${String(nextSeq()).padStart(14, '0')}`,
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
