import { addMember, createCompany, gqlErr, gqlOk, type Member, sql, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';

const FIELDS = 'id name kind ice address city phone email';
const CREATE = `mutation ($input: ClientInput!) { createClient(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: ClientInput!) { updateClient(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deleteClient(id: $id) }';
const LIST = `query ($search: String, $page: Int, $size: Int) { clients(search: $search, page: $page, size: $size) { total items { ${FIELDS} } } }`;
const MATCHES = 'query ($name: String, $ice: String, $exceptId: ID) { clientMatches(name: $name, ice: $ice, exceptId: $exceptId) { id name ice } }';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;

const create = async (input: Record<string, unknown>, token = a.manager.accessToken) => gqlOk(await t.gql(CREATE, { input }, token)).createClient;
const count = async (companyId: string) =>
  (await sql<{ n: number }>(t, 'select count(*)::int as n from client where company_id = $1', [companyId]))[0].n;

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas Clients'), createCompany(t, 'Souss Clients')]);
  user = await addMember(t, a);
});
afterAll(() => t.stop());

describe('the client directory', () => {
  it('lists, searches without accents or case, and edits every field of a client (a USER too)', async () => {
    const anfa = await create({ name: 'Société Immobilière Anfa', ice: '001 122 334 000 055', city: 'Casablanca' });
    await create({ name: 'Karim Benali', kind: 'PERSON', phone: '0663456789' });
    expect(anfa).toMatchObject({ ice: '001122334000055', kind: 'COMPANY' });
    const found = gqlOk(await t.gql(LIST, { search: 'IMMOBILIERE' }, user.accessToken)).clients;
    expect(found.items.map((c: { name: string }) => c.name)).toEqual(['Société Immobilière Anfa']);
    const edited = gqlOk(
      await t.gql(
        UPDATE,
        {
          id: anfa.id,
          input: {
            name: 'Société Immobilière Anfa',
            ice: '001122334000055',
            address: '12 bd Zerktouni',
            city: 'Casablanca',
            email: 'Compta@Anfa.MA',
          },
        },
        user.accessToken,
      ),
    ).updateClient;
    expect(edited).toMatchObject({ address: '12 bd Zerktouni', email: 'compta@anfa.ma' });
    expect(gqlOk(await t.gql(LIST, { search: 'casa' }, a.manager.accessToken)).clients.items[0]).toMatchObject({ email: 'compta@anfa.ma' });
  });

  it('names the clients a new one would duplicate: the same name whatever its accents and case, or the same ICE', async () => {
    const first = await create({ name: 'Résidence Les Orangers', ice: '009988776000011' });
    const byName = gqlOk(await t.gql(MATCHES, { name: '  residence les ORANGERS ' }, user.accessToken)).clientMatches;
    expect(byName).toEqual([{ id: first.id, name: 'Résidence Les Orangers', ice: '009988776000011' }]);
    const byIce = gqlOk(await t.gql(MATCHES, { name: 'Autre nom', ice: '009 988 776 000 011' }, user.accessToken)).clientMatches;
    expect(byIce.map((c: { id: string }) => c.id)).toEqual([first.id]);
    // A longer name that only starts the same is another client; the one being edited is not its own duplicate.
    expect(gqlOk(await t.gql(MATCHES, { name: 'Résidence Les Orangers 2' }, user.accessToken)).clientMatches).toEqual([]);
    expect(gqlOk(await t.gql(MATCHES, { name: 'Résidence Les Orangers', exceptId: first.id }, user.accessToken)).clientMatches).toEqual([]);
    expect(gqlOk(await t.gql(MATCHES, { name: 'Résidence Les Orangers' }, b.manager.accessToken)).clientMatches).toEqual([]);
  });

  it('refuses a second client with an ICE already used, naming the first, on create and on edit, and writes nothing', async () => {
    await create({ name: 'Groupe Alliances Maroc', ice: '001555666000077' });
    const before = await count(a.id);
    const err = gqlErr(await t.gql(CREATE, { input: { name: 'Alliances (doublon)', ice: '001555666000077' } }, a.manager.accessToken));
    expect(err.extensions.code).toBe('CONFLICT');
    expect(err.extensions.fields).toEqual({
      ice: 'Cet ICE est déjà celui du client « Groupe Alliances Maroc » : choisissez ce client plutôt que d’en créer un second.',
    });
    expect(await count(a.id)).toBe(before);
    const other = await create({ name: 'Autre société' });
    const onEdit = gqlErr(await t.gql(UPDATE, { id: other.id, input: { name: 'Autre société', ice: '001555666000077' } }, a.manager.accessToken));
    expect(onEdit.extensions.code).toBe('CONFLICT');
    expect((await sql(t, 'select ice from client where id = $1', [other.id]))[0]).toEqual({ ice: null });
    // Another company may have a client with that ICE: each company keeps its own directory.
    expect(await create({ name: 'Groupe Alliances Maroc', ice: '001555666000077' }, b.manager.accessToken)).toMatchObject({
      name: 'Groupe Alliances Maroc',
    });
  });

  it('keeps one client of an ICE when eight forms save it at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => t.gql(CREATE, { input: { name: `Même société ${i}`, ice: '007777777000077' } }, a.manager.accessToken)),
    );
    expect(answers.filter((r) => !r.body.errors).length).toBe(1);
    expect(answers.filter((r) => r.body.errors?.[0]?.extensions?.code === 'CONFLICT').length).toBe(7);
    expect(await sql(t, "select count(*)::int as n from client where ice = '007777777000077' and company_id = $1", [a.id])).toEqual([{ n: 1 }]);
  });

  it('is the company’s own: another company can neither read, edit nor delete its clients', async () => {
    const mine = await create({ name: 'Client privé', ice: '003333444000099' });
    expect(gqlErr(await t.gql(`query ($id: ID!) { client(id: $id) { id } }`, { id: mine.id }, b.manager.accessToken)).extensions.code).toBe(
      'NOT_FOUND',
    );
    expect(gqlErr(await t.gql(UPDATE, { id: mine.id, input: { name: 'Volé' } }, b.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(DELETE, { id: mine.id }, b.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
    expect(gqlOk(await t.gql(LIST, { search: 'Client privé' }, b.manager.accessToken)).clients.total).toBe(0);
    expect((await sql(t, 'select name from client where id = $1', [mine.id]))[0]).toEqual({ name: 'Client privé' });
  });

  it('lets only a MANAGER delete a client, and only one that no quote names', async () => {
    const gone = await create({ name: 'À supprimer' });
    expect(gqlErr(await t.gql(DELETE, { id: gone.id }, user.accessToken)).extensions.code).toBe('FORBIDDEN');
    expect(gqlOk(await t.gql(DELETE, { id: gone.id }, a.manager.accessToken)).deleteClient).toBe(true);
    expect(await sql(t, 'select id from client where id = $1', [gone.id])).toEqual([]);
  });
});
