import { randomUUID } from 'node:crypto';
import { addMember, createCompany, gqlErr, gqlOk, type Member, sql, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';

const FIELDS = 'id name ice iceWarning email phone address createdAt updatedAt';
const CREATE = `mutation ($input: SupplierInput!) { createSupplier(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: SupplierInput!) { updateSupplier(id: $id, input: $input) { ${FIELDS} } }`;
const GET = `query ($id: ID!) { supplier(id: $id) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteSupplier(id: $id) }`;
const LIST = `query ($search: String, $sort: String, $desc: Boolean, $page: Int, $size: Int) {
  suppliers(search: $search, sort: $sort, desc: $desc, page: $page, size: $size) { items { id name ice email } total page size } }`;

const TAKEN = 'Un fournisseur avec cet ICE existe déjà dans votre société.';

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

/** A fresh, valid 15-digit ICE. */
const ice = () => `0099887760${String(++seq).padStart(5, '0')}`;
const input = (overrides: Record<string, unknown> = {}) => ({
  name: 'Béton Atlas',
  ice: ice(),
  email: 'Contact@Beton-Atlas.MA',
  phone: '+212522334455',
  address: '12 boulevard Zerktouni, Casablanca',
  ...overrides,
});
const create = async (token: string, overrides: Record<string, unknown> = {}) =>
  gqlOk(await t.gql(CREATE, { input: input(overrides) }, token)).createSupplier;
const count = async (companyId: string) =>
  (await sql(t, 'select count(*)::int as n from supplier where company_id = $1', [companyId]))[0].n as number;

describe('create and get', () => {
  it('stores every field, lower-cases the e-mail, keeps the phone as typed in its national form, and answers the same record on get', async () => {
    const created = await create(a.manager.accessToken, { ice: '001525874000023' });
    expect(created).toMatchObject({
      name: 'Béton Atlas',
      ice: '001525874000023',
      iceWarning: false,
      email: 'contact@beton-atlas.ma',
      // Typed '+212522334455': a Moroccan number is kept in its national 10 digits.
      phone: '0522334455',
      address: '12 boulevard Zerktouni, Casablanca',
    });
    const got = gqlOk(await t.gql(GET, { id: created.id }, a.manager.accessToken)).supplier;
    expect(got).toEqual(created);
    const [row] = await sql(t, 'select email, company_id from supplier where id = $1', [created.id]);
    expect(row).toEqual({ email: 'contact@beton-atlas.ma', company_id: a.id });
  });

  it('accepts a short number (SIREN) with a warning', async () => {
    const created = await create(a.manager.accessToken, { ice: '123456789' });
    expect(created).toMatchObject({ ice: '123456789', iceWarning: true });
  });

  it('lets a USER create and change suppliers, but not delete them', async () => {
    const created = await create(user.accessToken, { name: 'Quincaillerie Amal' });
    const updated = gqlOk(
      await t.gql(UPDATE, { id: created.id, input: input({ name: 'Quincaillerie Al Amal', ice: created.ice }) }, user.accessToken),
    ).updateSupplier;
    expect(updated).toMatchObject({ id: created.id, name: 'Quincaillerie Al Amal' });
    expect(gqlErr(await t.gql(DELETE, { id: created.id }, user.accessToken)).extensions.code).toBe('FORBIDDEN');
    expect(gqlOk(await t.gql(DELETE, { id: created.id }, a.manager.accessToken)).deleteSupplier).toBe(true);
  });

  it('refuses anonymous callers', async () => {
    expect(gqlErr(await t.gql(CREATE, { input: input() })).extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('validation', () => {
  const refused = async (values: Record<string, unknown>) => {
    const err = gqlErr(await t.gql(CREATE, { input: values }, a.manager.accessToken));
    expect(err.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
    return err.extensions.fields ?? {};
  };

  it('answers each rule with its French message and stores nothing', async () => {
    const before = await count(a.id);
    const { name: _name, ...noName } = input();
    expect(await refused(noName)).toEqual({ name: 'Le nom du fournisseur est requis' });
    expect(await refused(input({ name: '   ' }))).toEqual({ name: 'Le nom du fournisseur est requis' });
    expect(await refused(input({ name: 'n'.repeat(76) }))).toEqual({ name: 'Le nom ne doit pas dépasser 75 caractères' });
    expect(await refused(input({ ice: 'ABC' }))).toEqual({ ice: "L'ICE doit contenir au plus 15 chiffres" });
    expect(await refused(input({ ice: '1'.repeat(16) }))).toEqual({ ice: "L'ICE doit contenir au plus 15 chiffres" });
    expect(await refused(input({ email: 'pas-un-email' }))).toEqual({ email: 'Email invalide' });
    expect(await refused(input({ email: `${'e'.repeat(64)}@example.com` }))).toEqual({ email: "L'email ne doit pas dépasser 75 caractères" });
    expect(await refused(input({ phone: '0'.repeat(16) }))).toEqual({ phone: 'Le téléphone ne doit pas dépasser 15 caractères' });
    expect(await refused(input({ address: 'a'.repeat(101) }))).toEqual({ address: "L'adresse ne doit pas dépasser 100 caractères" });
    expect(await count(a.id)).toBe(before);
  });

  it('accepts the limits exactly', async () => {
    const created = await create(a.manager.accessToken, {
      name: 'n'.repeat(75),
      email: `${'e'.repeat(63)}@example.com`,
      phone: '0'.repeat(15),
      address: 'a'.repeat(100),
    });
    expect(created.name).toHaveLength(75);
    expect(created.email).toHaveLength(75);
  });

  it('refuses a bad update without changing the record', async () => {
    const created = await create(a.manager.accessToken, { name: 'Ciments du Sud' });
    const err = gqlErr(await t.gql(UPDATE, { id: created.id, input: input({ name: '', ice: created.ice }) }, a.manager.accessToken));
    expect(err.extensions.fields).toEqual({ name: 'Le nom du fournisseur est requis' });
    expect(gqlOk(await t.gql(GET, { id: created.id }, a.manager.accessToken)).supplier.name).toBe('Ciments du Sud');
  });
});

describe('duplicate ICE', () => {
  it('refuses the same ICE in the same company with 409, on create and update', async () => {
    const first = await create(a.manager.accessToken);
    const err = gqlErr(await t.gql(CREATE, { input: input({ ice: first.ice, name: 'Autre' }) }, a.manager.accessToken));
    expect(err).toMatchObject({ message: TAKEN, extensions: { code: 'CONFLICT', status: 409 } });

    const second = await create(a.manager.accessToken, { name: 'Second' });
    const upd = gqlErr(await t.gql(UPDATE, { id: second.id, input: input({ ice: first.ice, name: 'Second' }) }, a.manager.accessToken));
    expect(upd).toMatchObject({ message: TAKEN, extensions: { code: 'CONFLICT', status: 409 } });
    expect(gqlOk(await t.gql(GET, { id: second.id }, a.manager.accessToken)).supplier.ice).toBe(second.ice);
    // Keeping its own ICE is no conflict.
    expect(
      gqlOk(await t.gql(UPDATE, { id: second.id, input: input({ ice: second.ice, name: 'Second bis' }) }, a.manager.accessToken)).updateSupplier.name,
    ).toBe('Second bis');
  });

  it('lets exactly one of two concurrent creates win; the other gets 409, never 500', async () => {
    const shared = ice();
    for (let round = 0; round < 3; round++) {
      const same = round === 0 ? shared : ice();
      const answers = await Promise.all([0, 1].map(() => t.gql(CREATE, { input: input({ ice: same }) }, a.manager.accessToken)));
      const ok = answers.filter((r) => !r.body.errors);
      const failed = answers.filter((r) => r.body.errors).map((r) => gqlErr(r));
      expect({ ok: ok.length, errors: answers.map((r) => r.body.errors?.[0]?.extensions?.code) }).toEqual({
        ok: 1,
        errors: expect.arrayContaining(['CONFLICT']),
      });
      expect(failed).toEqual([expect.objectContaining({ message: TAKEN, extensions: expect.objectContaining({ code: 'CONFLICT', status: 409 }) })]);
      expect((await sql(t, 'select count(*)::int as n from supplier where company_id = $1 and ice = $2', [a.id, same]))[0].n).toBe(1);
    }
  });

  it('allows the same ICE in another company', async () => {
    const inA = await create(a.manager.accessToken);
    const inB = await create(b.manager.accessToken, { ice: inA.ice });
    expect(inB.ice).toBe(inA.ice);
  });
});

describe('list', () => {
  let c: TestCompany;
  beforeAll(async () => {
    c = await createCompany(t, 'Liste BTP');
    for (const [name, email] of [
      ['Béton Atlas', 'ventes@atlas.ma'],
      ['atlas Aciers', 'info@aciers.ma'],
      ['Zénith Matériaux', 'zenith@MATERIAUX.ma'],
      ['Carrières du Nord', 'nord@carrieres.ma'],
      ['Électricité Moderne', 'elec@moderne.ma'],
    ]) {
      await create(c.manager.accessToken, { name, email });
    }
  });
  const list = async (vars: Record<string, unknown>, token = c.manager.accessToken) => gqlOk(await t.gql(LIST, vars, token)).suppliers;
  const names = (page: { items: { name: string }[] }) => page.items.map((s) => s.name);

  it('sorts by name ascending and descending, ignoring case and accents', async () => {
    const asc = ['atlas Aciers', 'Béton Atlas', 'Carrières du Nord', 'Électricité Moderne', 'Zénith Matériaux'];
    expect(names(await list({ sort: 'name' }))).toEqual(asc);
    expect(names(await list({ sort: 'name', desc: true }))).toEqual([...asc].reverse());
  });

  it('sorts by creation date', async () => {
    expect(names(await list({ sort: 'createdAt' }))).toEqual([
      'Béton Atlas',
      'atlas Aciers',
      'Zénith Matériaux',
      'Carrières du Nord',
      'Électricité Moderne',
    ]);
    expect(names(await list({ sort: 'createdAt', desc: true }))[0]).toBe('Électricité Moderne');
  });

  it('pages with page/size and counts the total', async () => {
    const first = await list({ page: 0, size: 2 });
    expect(first).toMatchObject({ total: 5, page: 0, size: 2 });
    expect(names(first)).toEqual(['atlas Aciers', 'Béton Atlas']);
    expect(names(await list({ page: 2, size: 2 }))).toEqual(['Zénith Matériaux']);
    expect(await list({ page: 3, size: 2 })).toMatchObject({ items: [], total: 5 });
  });

  it('searches name, ICE and e-mail without regard to accents or case', async () => {
    expect(names(await list({ search: 'beton' }))).toEqual(['Béton Atlas']);
    expect(names(await list({ search: 'ELECTRICITE' }))).toEqual(['Électricité Moderne']);
    expect(names(await list({ search: 'atlas' }))).toEqual(['atlas Aciers', 'Béton Atlas']);
    expect(names(await list({ search: 'materiaux.ma' }))).toEqual(['Zénith Matériaux']);
    const one = (await list({ search: 'nord' })).items[0];
    expect(names(await list({ search: one.ice }))).toEqual(['Carrières du Nord']);
    expect(await list({ search: '%' })).toMatchObject({ items: [], total: 0 });
  });

  it("never shows another company's suppliers", async () => {
    const inB = await list({ size: 100 }, b.manager.accessToken);
    expect(inB.items.some((s: { name: string }) => ['Carrières du Nord', 'Zénith Matériaux'].includes(s.name))).toBe(false);
    expect(inB.total).toBe(await count(b.id));
  });
});

describe('delete and isolation', () => {
  it('deletes; then get answers NOT_FOUND', async () => {
    const created = await create(a.manager.accessToken);
    expect(gqlOk(await t.gql(DELETE, { id: created.id }, a.manager.accessToken)).deleteSupplier).toBe(true);
    expect(gqlErr(await t.gql(GET, { id: created.id }, a.manager.accessToken)).extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(gqlErr(await t.gql(DELETE, { id: created.id }, a.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
  });

  it('answers NOT_FOUND to another company for get, update and delete, and changes nothing', async () => {
    const created = await create(a.manager.accessToken, { name: 'Secret Fournisseur' });
    const token = b.manager.accessToken;
    for (const res of [
      await t.gql(GET, { id: created.id }, token),
      await t.gql(UPDATE, { id: created.id, input: input({ name: 'Volé' }) }, token),
      await t.gql(DELETE, { id: created.id }, token),
    ]) {
      expect(gqlErr(res)).toMatchObject({
        message: "Ce fournisseur n'existe pas ou a été supprimé.",
        extensions: { code: 'NOT_FOUND', status: 404 },
      });
    }
    expect(gqlOk(await t.gql(GET, { id: created.id }, a.manager.accessToken)).supplier).toEqual(created);
  });

  it('answers NOT_FOUND for ids that are not UUIDs or do not exist, never 500', async () => {
    for (const id of ['abc', '1', "' or 1=1 --", randomUUID()]) {
      for (const res of [
        await t.gql(GET, { id }, a.manager.accessToken),
        await t.gql(UPDATE, { id, input: input() }, a.manager.accessToken),
        await t.gql(DELETE, { id }, a.manager.accessToken),
      ]) {
        expect({ id, code: gqlErr(res).extensions.code }).toEqual({ id, code: 'NOT_FOUND' });
      }
    }
  });
});
