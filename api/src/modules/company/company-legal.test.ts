import {
  addMember,
  bearer,
  createCompany,
  getUrl,
  gqlErr,
  gqlOk,
  HTML,
  type Member,
  pngImage,
  sql,
  type TestCompany,
  upload,
} from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';

const FIELDS =
  'name legalForm capital address city ice fiscalId tradeRegister tradeRegisterCourt patente cnss phone email bank rib logo { fileId url }';
const READ = `query { companyLegal { ${FIELDS} } }`;
const UPDATE = `mutation ($input: CompanyLegalInput!) { updateCompanyLegal(input: $input) { ${FIELDS} } }`;
const SETTINGS =
  'mutation ($input: CompanySettingsInput!) { updateCompanySettings(input: $input) { vatSubject quoteValidityDays paymentTermsDays retentionRate } }';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;

const legal = {
  name: 'Atlas Bâtiment SARL',
  legalForm: 'SARL',
  capital: '100 000,00',
  address: '12, rue Ibn Batouta',
  city: 'Casablanca',
  ice: '001 234 567 000 089',
  fiscalId: '12345678',
  tradeRegister: '123456',
  tradeRegisterCourt: 'Tribunal de commerce de Casablanca',
  patente: '34567890',
  cnss: '1234567',
  phone: '0522 12 34 56',
  email: 'Contact@Atlas-Batiment.ma',
  bank: 'Attijariwafa bank',
  rib: '007 780 0001234567890123 45',
};
const row = async (c: TestCompany) => (await sql(t, 'select * from company where id = $1', [c.id]))[0];

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas Bâtiment'), createCompany(t, 'Souss Travaux')]);
  user = await addMember(t, a);
});
afterAll(() => t.stop());

describe('companyLegal', () => {
  it('starts with the name of the sign-up and nothing else', async () => {
    const l = gqlOk(await t.gql(READ, {}, user.accessToken)).companyLegal;
    expect(l).toMatchObject({ name: 'Atlas Bâtiment', ice: null, rib: null, logo: null });
  });

  it('stores the legal details as the documents print them: digits without spaces, e-mail in lower case', async () => {
    const saved = gqlOk(await t.gql(UPDATE, { input: legal }, a.manager.accessToken)).updateCompanyLegal;
    expect(saved).toEqual({
      ...legal,
      capital: '100000.00',
      ice: '001234567000089',
      rib: '007780000123456789012345',
      email: 'contact@atlas-batiment.ma',
      logo: null,
    });
    expect(gqlOk(await t.gql(READ, {}, user.accessToken)).companyLegal).toEqual(saved);
    expect((await row(b)).ice).toBeNull();
  });

  it('refuses an ICE, a RIB or numbers of the wrong shape with French messages, and changes nothing', async () => {
    const before = await row(a);
    const err = gqlErr(
      await t.gql(
        UPDATE,
        { input: { ...legal, name: ' ', ice: '12345', rib: '1234', fiscalId: 'IF-12', capital: '-5', email: 'pas-un-mail' } },
        a.manager.accessToken,
      ),
    );
    expect(err.extensions.fields).toEqual({
      name: 'La raison sociale est requise',
      ice: "L'ICE doit contenir exactement 15 chiffres",
      rib: 'Le RIB doit contenir exactement 24 chiffres',
      fiscalId: 'Un numéro de 20 chiffres au plus',
      capital: 'Capital invalide (un montant en DH, par exemple 100 000,00)',
      email: 'Email invalide',
    });
    expect(await row(a)).toEqual(before);
  });

  it('keeps a logo that is an image, refuses one that is not, and a USER cannot change anything', async () => {
    const png = await upload(t, a.manager.accessToken, pngImage([200, 40, 40], 8), 'logo.png');
    expect(png.status).toBe(201);
    const saved = gqlOk(await t.gql(UPDATE, { input: { ...legal, logoFileId: png.json.id } }, a.manager.accessToken)).updateCompanyLegal;
    expect(saved.logo.fileId).toBe(png.json.id);
    expect((await getUrl(t, saved.logo.url)).headers.get('content-type')).toBe('image/png');
    // Absent keeps it; the same form sent again keeps it too.
    expect(gqlOk(await t.gql(UPDATE, { input: legal }, a.manager.accessToken)).updateCompanyLegal.logo.fileId).toBe(png.json.id);

    const html = await upload(t, a.manager.accessToken, HTML, 'logo.png');
    expect(html.status).toBe(415);
    expect(gqlErr(await t.gql(UPDATE, { input: { ...legal, name: 'X' } }, user.accessToken)).extensions.code).toBe('FORBIDDEN');
    expect((await row(a)).name).toBe('Atlas Bâtiment SARL');

    // null removes it.
    expect(gqlOk(await t.gql(UPDATE, { input: { ...legal, logoFileId: null } }, a.manager.accessToken)).updateCompanyLegal.logo).toBeNull();
  });
});

describe('the defaults of new documents', () => {
  it('start at 30 days of validity, 60 days to pay and no retention, and keep what is left out', async () => {
    const read = 'query { companySettings { quoteValidityDays paymentTermsDays retentionRate } }';
    expect(gqlOk(await t.gql(read, {}, b.manager.accessToken)).companySettings).toEqual({
      quoteValidityDays: 30,
      paymentTermsDays: 60,
      retentionRate: '0.00',
    });
    const saved = gqlOk(await t.gql(SETTINGS, { input: { vatSubject: true, paymentTermsDays: 90, retentionRate: '7 %' } }, b.manager.accessToken));
    expect(saved.updateCompanySettings).toEqual({ vatSubject: true, quoteValidityDays: 30, paymentTermsDays: 90, retentionRate: '7.00' });
  });

  it('follow law 69-21: payment terms of 120 days at most; a retention of 10 % at most', async () => {
    const err = gqlErr(await t.gql(SETTINGS, { input: { vatSubject: true, paymentTermsDays: 121, retentionRate: '12' } }, b.manager.accessToken));
    expect(err.extensions.fields).toEqual({
      paymentTermsDays: 'Le délai de paiement ne peut pas dépasser 120 jours (loi 69-21)',
      retentionRate: 'La retenue de garantie ne peut pas dépasser 10 %',
    });
    expect((await row(b)).payment_terms_days).toBe(90);
  });
});

describe('/api/v1/societe', () => {
  it('answers and changes the legal details with the legacy keys', async () => {
    const h = bearer(b.manager);
    const put = await t.rest('PUT', '/societe', { raisonSociale: 'Souss Travaux SA', ice: '002345678000012', rib: null, formeJuridique: 'SA' }, h);
    expect(put).toMatchObject({
      status: 200,
      body: { raisonSociale: 'Souss Travaux SA', ice: '002345678000012', formeJuridique: 'SA', rib: null, logo: null },
    });
    expect((await t.rest('GET', '/societe', undefined, h)).body).toEqual(put.body);
    const bad = await t.rest('PUT', '/societe', { raisonSociale: 'Souss', ice: '12' }, h);
    expect(bad).toMatchObject({ status: 400, body: { fields: { ice: "L'ICE doit contenir exactement 15 chiffres" } } });
    expect((await t.rest('PUT', '/societe', { raisonSociale: 'X' }, bearer(user))).status).toBe(403);
    expect((await t.rest('GET', '/societe', undefined, {})).status).toBe(401);
  });
});
