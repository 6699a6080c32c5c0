// @both-databases: the company module on the GraphQL door.
import { addMember, bearer, createCompany, gqlErr, gqlOk, sql, type Member, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';

const READ = 'query { companySettings { name vatSubject } }';
const UPDATE = 'mutation ($input: CompanySettingsInput!) { updateCompanySettings(input: $input) { name vatSubject } }';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;

const vatSubjectOf = async (c: TestCompany) => (await sql(t, 'select vat_subject from company where id = $1', [c.id]))[0].vat_subject;

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas Bâtiment'), createCompany(t, 'Souss Travaux')]);
  user = await addMember(t, a);
});
afterAll(() => t.stop());

describe('companySettings', () => {
  it('starts subject to TVA, and every member reads it', async () => {
    for (const token of [a.manager.accessToken, user.accessToken]) {
      expect(gqlOk(await t.gql(READ, {}, token)).companySettings).toEqual({ name: 'Atlas Bâtiment', vatSubject: true });
    }
  });

  it('is changed by a MANAGER only, and only for their company', async () => {
    expect(gqlErr(await t.gql(UPDATE, { input: { vatSubject: false } }, user.accessToken)).extensions.code).toBe('FORBIDDEN');
    expect(await vatSubjectOf(a)).toBe(true);

    expect(gqlOk(await t.gql(UPDATE, { input: { vatSubject: false } }, a.manager.accessToken)).updateCompanySettings).toEqual({
      name: 'Atlas Bâtiment',
      vatSubject: false,
    });
    expect(await vatSubjectOf(a)).toBe(false);
    expect(await vatSubjectOf(b)).toBe(true);
    expect(gqlOk(await t.gql(READ, {}, b.manager.accessToken)).companySettings).toEqual({ name: 'Souss Travaux', vatSubject: true });

    gqlOk(await t.gql(UPDATE, { input: { vatSubject: true } }, a.manager.accessToken));
    expect(await vatSubjectOf(a)).toBe(true);
  });

  it('refuses a missing choice with a French message and changes nothing', async () => {
    const err = gqlErr(await t.gql(UPDATE, { input: {} }, a.manager.accessToken));
    expect(err.extensions.fields).toEqual({ vatSubject: 'Indiquez si la société est assujettie à la TVA' });
    expect(await vatSubjectOf(a)).toBe(true);
  });
});

describe('/api/v1/societe/parametres', () => {
  it('answers and changes the settings with the legacy keys', async () => {
    const h = bearer(b.manager);
    expect(await t.rest('GET', '/societe/parametres', undefined, h)).toMatchObject({
      status: 200,
      body: { nom: 'Souss Travaux', assujettiTva: true },
    });
    expect(await t.rest('PUT', '/societe/parametres', { assujettiTva: false }, h)).toMatchObject({
      status: 200,
      body: { nom: 'Souss Travaux', assujettiTva: false },
    });
    expect(await vatSubjectOf(b)).toBe(false);
    expect(await vatSubjectOf(a)).toBe(true);
  });

  it('answers 400 on a value that is not a boolean, 403 to a USER, 401 signed out', async () => {
    const h = bearer(b.manager);
    const res = await t.rest('PUT', '/societe/parametres', { assujettiTva: 'oui' }, h);
    expect(res).toMatchObject({ status: 400, body: { fields: { assujettiTva: 'Indiquez si la société est assujettie à la TVA' } } });
    expect((await t.rest('PUT', '/societe/parametres', { assujettiTva: true }, bearer(user))).status).toBe(403);
    expect((await t.rest('GET', '/societe/parametres', undefined, {})).status).toBe(401);
    expect(await vatSubjectOf(b)).toBe(false);
  });
});
