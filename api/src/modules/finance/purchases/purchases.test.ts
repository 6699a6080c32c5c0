import { randomUUID } from 'node:crypto';
import {
  addMember,
  countFiles,
  createCompany,
  createSite,
  getUrl,
  gqlErr,
  gqlOk,
  HTML,
  JPEG,
  PDF,
  pngImage,
  sql,
  type TestCompany,
  upload,
} from '../../../../test/company';
import { startTestServer, type TestServer } from '../../../../test/server';

const FIELDS =
  'id siteId supplierId supplier { id name } label reference date amountHT vatRate amountVAT amountTTC amountPaid amountRemaining settled hasInvoice';
const CREATE = `mutation ($siteId: ID!, $input: PurchaseInput!) { createPurchase(siteId: $siteId, input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: PurchaseInput!) { updatePurchase(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deletePurchase(id: $id) }`;
const GET = `query ($id: ID!) { purchase(id: $id) { ${FIELDS} invoice { url name contentType size isPdf } } }`;
const LIST = `query ($siteId: ID!, $from: String, $to: String, $supplierId: ID, $page: Int, $size: Int) {
  purchases(siteId: $siteId, from: $from, to: $to, supplierId: $supplierId, page: $page, size: $size) {
    items { id label date amountHT amountTTC supplier { name } invoice { url } } total page size
    totals { count amountHT amountVAT amountTTC amountPaid amountRemaining } } }`;
const CREATE_SUPPLIER = `mutation ($input: SupplierInput!) { createSupplier(input: $input) { id name } }`;

const M = {
  supplier: 'Choisissez un fournisseur',
  labelRequired: 'Le libellé est requis',
  labelMax: 'Le libellé ne doit pas dépasser 75 caractères',
  referenceRequired: 'La référence est requise',
  referenceMax: 'La référence ne doit pas dépasser 50 caractères',
  dateRequired: 'La date est requise',
  dateInvalid: 'Date invalide (AAAA-MM-JJ)',
  htRequired: 'Le montant HT est requis',
  amountInvalid: 'Le montant doit être un nombre positif (au plus 999 999 999 999,99 DH, deux décimales, 20 caractères)',
  rateInvalid: 'Taux de TVA invalide (20, 14, 10, 7 ou 0 %)',
  rateNotInForce: "Ce taux de TVA n'est pas en vigueur à la date de l'achat",
  paidTooHigh: 'Le montant réglé ne peut pas dépasser le montant TTC',
  periodOrder: 'La fin de la période ne peut pas précéder son début',
  notFound: "Cet achat n'existe pas ou a été supprimé.",
  fileGone: "Ce fichier n'existe pas ou n'est plus disponible.",
  documentsOnly: 'Seuls les fichiers PDF, PNG ou JPEG sont acceptés.',
};

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let token: string;
let site: string;
let betonId: string;
let acierId: string;
let bSupplierId: string;
let ice = 0;
beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas BTP'), createCompany(t, 'Rif Travaux')]);
  token = a.manager.accessToken;
  site = (await createSite(t, token, { name: 'Résidence Al Amal', budget: '200000' })).id;
  betonId = await newSupplier(token, 'Béton Atlas');
  acierId = await newSupplier(token, 'Acier du Nord');
  bSupplierId = await newSupplier(b.manager.accessToken, 'Rif Matériaux');
});
afterAll(() => t.stop());

async function newSupplier(tok: string, name: string): Promise<string> {
  const input = {
    name,
    ice: `00152587400${String(++ice).padStart(4, '0')}`,
    email: `contact${ice}@fournisseur.ma`,
    phone: '0522334455',
    address: 'Casablanca',
  };
  return gqlOk(await t.gql(CREATE_SUPPLIER, { input }, tok)).createSupplier.id;
}
const input = (overrides: Record<string, unknown> = {}) => ({
  supplierId: betonId,
  label: 'Ciment CPJ 45',
  reference: 'FAC-2024-001',
  date: '2024-03-15',
  amountHT: '1000.00',
  vatRate: '20',
  ...overrides,
});
const create = async (overrides: Record<string, unknown> = {}, siteId = site, tok = token) =>
  gqlOk(await t.gql(CREATE, { siteId, input: input(overrides) }, tok)).createPurchase;
const refused = async (overrides: Record<string, unknown>, siteId = site) => {
  const err = gqlErr(await t.gql(CREATE, { siteId, input: input(overrides) }, token));
  expect(err.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
  return err.extensions.fields ?? {};
};
const row = async (id: string) =>
  (await sql(t, 'select amount_ht, vat_rate, amount_vat, amount_ttc, amount_paid, invoice_file_id, company_id from purchase where id = $1', [id]))[0];
const countPurchases = async (siteId = site) => (await sql(t, 'select count(*)::int as n from purchase where site_id = $1', [siteId]))[0].n as number;
const list = async (vars: Record<string, unknown>) => gqlOk(await t.gql(LIST, vars, token)).purchases;
const newSite = async (name: string) => (await createSite(t, token, { name })).id as string;
async function uploadId(bytes: Buffer, name: string, tok = token): Promise<string> {
  const res = await upload(t, tok, bytes, name, 'document');
  expect(res.status).toBe(201);
  return res.json.id as string;
}
const fileRow = async (id: string) =>
  (await sql(t, 'select id, claimed_at is not null as claimed, content_type from stored_file where id = $1', [id]))[0];

describe('TVA, TTC, rest and soldé', () => {
  // HT × rate / 100, rounded half-up at the centime, then TTC = HT + TVA, by hand.
  it.each([
    ['20', '1000.00', '20.00', '200.00', '1200.00'],
    ['14', '1000.00', '14.00', '140.00', '1140.00'],
    ['10', '1000.00', '10.00', '100.00', '1100.00'],
    ['7', '1000.00', '7.00', '70.00', '1070.00'],
    ['0', '1000.00', '0.00', '0.00', '1000.00'],
    ['20', '1000.10', '20.00', '200.02', '1200.12'], // 200.020
    ['14', '1234.56', '14.00', '172.84', '1407.40'], // 172.8384
    ['7', '0.50', '7.00', '0.04', '0.54'], // 0.035 -> up
    ['10', '0.05', '10.00', '0.01', '0.06'], // 0.005 -> up (half-even would give 0.00)
    ['10', '0.04', '10.00', '0.00', '0.04'], // 0.004 -> down
    ['10', '0.25', '10.00', '0.03', '0.28'], // 0.025 -> up (half-even 0.02)
    ['10', '10.05', '10.00', '1.01', '11.06'], // 1.005 (a float gives 1.00499…)
    ['14', '0.15', '14.00', '0.02', '0.17'], // 0.021
    ['20', '0', '20.00', '0.00', '0.00'],
  ])('at %s %% on HT %s: rate %s, TVA %s, TTC %s, stored as computed', async (rate, ht, storedRate, vat, ttc) => {
    const p = await create({ vatRate: rate, amountHT: ht });
    const canonicalHT = ht.includes('.') ? ht : `${ht}.00`;
    expect(p).toMatchObject({
      amountHT: canonicalHT,
      vatRate: storedRate,
      amountVAT: vat,
      amountTTC: ttc,
      amountPaid: '0.00',
      amountRemaining: ttc,
      settled: ttc === '0.00',
    });
    expect(await row(p.id)).toMatchObject({
      amount_ht: canonicalHT,
      vat_rate: storedRate,
      amount_vat: vat,
      amount_ttc: ttc,
      amount_paid: '0.00',
      company_id: a.id,
    });
  });

  it('takes 20 % when no rate is sent, and réglé 0.00 when no paid amount is sent', async () => {
    const values = input({ amountHT: '50' });
    delete (values as Record<string, unknown>).vatRate;
    const p = gqlOk(await t.gql(CREATE, { siteId: site, input: values }, token)).createPurchase;
    expect(p).toMatchObject({
      vatRate: '20.00',
      amountHT: '50.00',
      amountVAT: '10.00',
      amountTTC: '60.00',
      amountPaid: '0.00',
      amountRemaining: '60.00',
      settled: false,
    });
  });

  it("accepts the rate as answered ('20.00') and written with a percent sign, so a record read back can be sent again", async () => {
    const p = await create({ vatRate: '14' });
    expect(p.vatRate).toBe('14.00');
    const again = gqlOk(await t.gql(UPDATE, { id: p.id, input: input({ vatRate: p.vatRate }) }, token)).updatePurchase;
    expect(again).toMatchObject({ vatRate: '14.00', amountVAT: '140.00' });
    expect(await create({ vatRate: ' 7 % ' })).toMatchObject({ vatRate: '7.00', amountVAT: '70.00' });
    expect(await create({ vatRate: '0.0' })).toMatchObject({ vatRate: '0.00', amountVAT: '0.00' });
    expect(await refused({ vatRate: '14.5' })).toEqual({ vatRate: M.rateInvalid });
    expect(await refused({ vatRate: '20.01' })).toEqual({ vatRate: M.rateInvalid });
  });

  it('keeps the largest amount exact: 999 999 999 999,99 HT at 20 % is 1 199 999 999 999,99 TTC', async () => {
    // 999999999999.99 × 0.20 = 199999999999.998 -> 200000000000.00; TTC = 1199999999999.99.
    const p = await create({ amountHT: '999 999 999 999,99', amountPaid: '999999999999.99' });
    expect(p).toMatchObject({
      amountHT: '999999999999.99',
      amountVAT: '200000000000.00',
      amountTTC: '1199999999999.99',
      amountPaid: '999999999999.99',
      amountRemaining: '200000000000.00',
      settled: false,
    });
    expect(await row(p.id)).toMatchObject({ amount_ttc: '1199999999999.99', amount_vat: '200000000000.00' });
    const got = gqlOk(await t.gql(GET, { id: p.id }, token)).purchase;
    expect(got.amountTTC).toBe('1199999999999.99');
  });

  it('answers the rest and soldé from réglé: partly paid, fully paid, and réglé above TTC refused', async () => {
    // HT 100.00 at 20 % -> TTC 120.00.
    const partly = await create({ amountHT: '100', amountPaid: '50.5' });
    expect(partly).toMatchObject({ amountTTC: '120.00', amountPaid: '50.50', amountRemaining: '69.50', settled: false });
    const paid = await create({ amountHT: '100', amountPaid: '120.00' });
    expect(paid).toMatchObject({ amountPaid: '120.00', amountRemaining: '0.00', settled: true });
    const before = await countPurchases();
    expect(await refused({ amountHT: '100', amountPaid: '120.01' })).toEqual({ amountPaid: M.paidTooHigh });
    // Réglé is compared with the rounded TTC: 0.05 at 10 % is 0.06 TTC, so 0.06 is soldé and 0.07 is too much.
    expect(await create({ amountHT: '0.05', vatRate: '10', amountPaid: '0.06' })).toMatchObject({
      amountTTC: '0.06',
      amountRemaining: '0.00',
      settled: true,
    });
    expect(await refused({ amountHT: '0.05', vatRate: '10', amountPaid: '0.07' })).toEqual({ amountPaid: M.paidTooHigh });
    expect(await countPurchases()).toBe(before + 1);
  });

  it('recomputes on update, and refuses an update whose réglé goes above the new TTC without changing the row', async () => {
    const p = await create({ amountHT: '100', amountPaid: '100' });
    const updated = gqlOk(
      await t.gql(UPDATE, { id: p.id, input: input({ amountHT: '200', vatRate: '10', amountPaid: '100' }) }, token),
    ).updatePurchase;
    expect(updated).toMatchObject({
      id: p.id,
      amountHT: '200.00',
      vatRate: '10.00',
      amountVAT: '20.00',
      amountTTC: '220.00',
      amountRemaining: '120.00',
      settled: false,
    });
    const before = await row(p.id);
    const err = gqlErr(await t.gql(UPDATE, { id: p.id, input: input({ amountHT: '50', vatRate: '0', amountPaid: '100' }) }, token));
    expect(err.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { amountPaid: M.paidTooHigh } });
    expect(await row(p.id)).toEqual(before);
  });
});

describe('TVA rates with effective dates', () => {
  afterAll(() => sql(t, "delete from vat_rate where valid_from < '2000-01-01'"));

  it('refuses a rate not in force on the purchase date, on create and on update', async () => {
    // The seeded rates are in force from 2000-01-01.
    expect(await refused({ date: '1999-12-31' })).toEqual({ vatRate: M.rateNotInForce });
    expect(await refused({ date: '1999-06-01', vatRate: '0' })).toEqual({ vatRate: M.rateNotInForce });
    expect(await create({ date: '2000-01-01' })).toMatchObject({ date: '2000-01-01', amountVAT: '200.00' });
    const p = await create();
    const err = gqlErr(await t.gql(UPDATE, { id: p.id, input: input({ date: '1999-12-31' }) }, token));
    expect(err.extensions.fields).toEqual({ vatRate: M.rateNotInForce });
    expect((await sql(t, 'select date::text from purchase where id = $1', [p.id]))[0].date).toBe('2024-03-15');
  });

  it('accepts a rate inside a closed period of the table and refuses it on either side', async () => {
    // 14 % was also in force during 1995 only (a closed row); 1994 and 1996 have no 14 % row.
    await sql(t, "insert into vat_rate (rate, valid_from, valid_to) values (14, '1995-01-01', '1995-12-31')");
    const inside = await create({ date: '1995-07-01', vatRate: '14', amountHT: '100' });
    expect(inside).toMatchObject({ vatRate: '14.00', amountVAT: '14.00', amountTTC: '114.00' });
    expect(await create({ date: '1995-12-31', vatRate: '14' })).toMatchObject({ date: '1995-12-31' });
    expect(await create({ date: '1995-01-01', vatRate: '14' })).toMatchObject({ date: '1995-01-01' });
    expect(await refused({ date: '1996-01-01', vatRate: '14' })).toEqual({ vatRate: M.rateNotInForce });
    expect(await refused({ date: '1994-12-31', vatRate: '14' })).toEqual({ vatRate: M.rateNotInForce });
    // Another rate is not made valid by that row.
    expect(await refused({ date: '1995-07-01', vatRate: '20' })).toEqual({ vatRate: M.rateNotInForce });
  });

  it('refuses a rate outside the legal list even when the table holds it (19 % in 2001)', async () => {
    await sql(t, "insert into vat_rate (rate, valid_from, valid_to) values (19, '2001-01-01', '2001-12-31')");
    try {
      expect(await refused({ date: '2001-06-01', vatRate: '19' })).toEqual({ vatRate: M.rateInvalid });
    } finally {
      await sql(t, 'delete from vat_rate where rate = 19');
    }
  });
});

describe('validation', () => {
  it('gives every French message at once when nothing is sent', async () => {
    const err = gqlErr(await t.gql(CREATE, { siteId: site, input: {} }, token));
    expect(err.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
    expect(err.extensions.fields).toEqual({
      supplierId: M.supplier,
      label: M.labelRequired,
      reference: M.referenceRequired,
      date: M.dateRequired,
      amountHT: M.htRequired,
    });
  });

  it.each([
    ['supplierId', { supplierId: 'pas-un-id' }, M.supplier],
    ['supplierId', { supplierId: '' }, M.supplier],
    ['supplierId', { supplierId: randomUUID() }, M.supplier],
    ['label', { label: '   ' }, M.labelRequired],
    ['label', { label: 'x'.repeat(76) }, M.labelMax],
    ['reference', { reference: '' }, M.referenceRequired],
    ['reference', { reference: 'R'.repeat(51) }, M.referenceMax],
    ['date', { date: '' }, M.dateRequired],
    ['date', { date: '15/03/2024' }, M.dateInvalid],
    ['date', { date: '2023-02-29' }, M.dateInvalid],
    ['amountHT', { amountHT: '' }, M.htRequired],
    ['amountHT', { amountHT: 'abc' }, M.amountInvalid],
    ['amountHT', { amountHT: '-5' }, M.amountInvalid],
    ['amountHT', { amountHT: '1.005' }, M.amountInvalid],
    ['amountHT', { amountHT: '1000000000000' }, M.amountInvalid],
    ['amountHT', { amountHT: '1e3' }, M.amountInvalid],
    ['amountHT', { amountHT: '0000000000000000001.5' }, M.amountInvalid], // 21 characters
    ['vatRate', { vatRate: '19' }, M.rateInvalid],
    ['vatRate', { vatRate: '' }, M.rateInvalid],
    ['vatRate', { vatRate: 'vingt' }, M.rateInvalid],
    ['amountPaid', { amountPaid: 'x' }, M.amountInvalid],
    ['amountPaid', { amountPaid: '-1' }, M.amountInvalid],
    ['amountPaid', { amountPaid: '' }, M.amountInvalid],
  ])('refuses %s %j', async (field, overrides, message) => {
    const before = await countPurchases();
    expect(await refused(overrides)).toEqual({ [field]: message });
    expect(await countPurchases()).toBe(before);
  });

  it('accepts the limits: 75-character label, 50-character reference, spaces and a comma in amounts, trimmed text', async () => {
    const p = await create({ label: `  ${'é'.repeat(75)}  `, reference: 'R'.repeat(50), amountHT: ' 1 234,5 ', amountPaid: '0,5' });
    expect(p).toMatchObject({
      label: 'é'.repeat(75),
      reference: 'R'.repeat(50),
      amountHT: '1234.50',
      amountVAT: '246.90',
      amountTTC: '1481.40',
      amountPaid: '0.50',
    });
  });

  it("refuses another company's supplier like an unknown one, and creates nothing", async () => {
    const before = await countPurchases();
    expect(await refused({ supplierId: bSupplierId })).toEqual({ supplierId: M.supplier });
    const p = await create();
    const err = gqlErr(await t.gql(UPDATE, { id: p.id, input: input({ supplierId: bSupplierId }) }, token));
    expect(err.extensions.fields).toEqual({ supplierId: M.supplier });
    expect(await countPurchases()).toBe(before + 1);
    expect((await sql(t, 'select supplier_id from purchase where id = $1', [p.id]))[0].supplier_id).toBe(betonId);
  });

  it('answers NOT_FOUND for an unknown site, purchase or malformed id, and UNAUTHENTICATED without a session', async () => {
    expect(gqlErr(await t.gql(CREATE, { siteId: randomUUID(), input: input() }, token)).extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    for (const id of [randomUUID(), 'nope']) {
      expect(gqlErr(await t.gql(GET, { id }, token)).extensions.code).toBe('NOT_FOUND');
      expect(gqlErr(await t.gql(UPDATE, { id, input: input() }, token)).extensions.code).toBe('NOT_FOUND');
      expect(gqlErr(await t.gql(DELETE, { id }, token)).extensions.code).toBe('NOT_FOUND');
    }
    expect(gqlErr(await t.gql(GET, { id: randomUUID() }, token)).message).toBe(M.notFound);
    expect(gqlErr(await t.gql(CREATE, { siteId: site, input: input() })).extensions.code).toBe('UNAUTHENTICATED');
    expect(gqlErr(await t.gql(LIST, { siteId: site })).extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('create, read, update, delete', () => {
  it('lets a USER record and change a purchase, and only a MANAGER delete it; get answers what create answered', async () => {
    const user = await addMember(t, a);
    const p = await create(
      { supplierId: acierId, label: 'Fer à béton HA12', reference: 'BL-77', date: '2024-04-02', amountHT: '3500', vatRate: '14', amountPaid: '1000' },
      site,
      user.accessToken,
    );
    expect(p).toMatchObject({
      siteId: site,
      supplierId: acierId,
      supplier: { id: acierId, name: 'Acier du Nord' },
      label: 'Fer à béton HA12',
      reference: 'BL-77',
      date: '2024-04-02',
      amountVAT: '490.00',
      amountTTC: '3990.00',
      amountRemaining: '2990.00',
      hasInvoice: false,
    });
    const got = gqlOk(await t.gql(GET, { id: p.id }, user.accessToken)).purchase;
    expect(got).toEqual({ ...p, invoice: null });
    const updated = gqlOk(
      await t.gql(
        UPDATE,
        { id: p.id, input: input({ supplierId: betonId, label: 'Fer HA14', amountHT: '3500', vatRate: '14', amountPaid: '3990' }) },
        user.accessToken,
      ),
    ).updatePurchase;
    expect(updated).toMatchObject({ id: p.id, supplier: { name: 'Béton Atlas' }, label: 'Fer HA14', settled: true, amountRemaining: '0.00' });
    expect(gqlErr(await t.gql(DELETE, { id: p.id }, user.accessToken)).extensions.code).toBe('FORBIDDEN');
    expect(gqlOk(await t.gql(GET, { id: p.id }, token)).purchase.id).toBe(p.id);
    expect(gqlOk(await t.gql(DELETE, { id: p.id }, token)).deletePurchase).toBe(true);
    expect(gqlErr(await t.gql(GET, { id: p.id }, token)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(DELETE, { id: p.id }, token)).extensions.code).toBe('NOT_FOUND');
  });
});

describe('the list: filters, pages and the totals row', () => {
  let listSite: string;
  // date, supplier, HT, rate, paid — TVA and TTC by hand:
  const rows: [string, 'beton' | 'acier', string, string, string][] = [
    ['2024-01-05', 'beton', '100.00', '20', '0'], //   20.00  120.00
    ['2024-01-31', 'acier', '0.10', '0', '0.10'], //    0.00    0.10
    ['2024-02-01', 'beton', '0.20', '0', '0'], //       0.00    0.20
    ['2024-02-15', 'acier', '1000.10', '20', '500'], // 200.02 1200.12
    ['2024-02-29', 'beton', '0.05', '10', '0.06'], //   0.01    0.06
    ['2024-03-01', 'acier', '250.00', '7', '0'], //     17.50  267.50
    ['2024-04-10', 'beton', '33.33', '14', '10'], //     4.67   38.00  (4.6662)
  ];
  beforeAll(async () => {
    listSite = await newSite('Lotissement Les Palmiers');
    for (const [date, who, amountHT, vatRate, amountPaid] of rows) {
      await create({ date, supplierId: who === 'beton' ? betonId : acierId, amountHT, vatRate, amountPaid, label: `Achat ${date}` }, listSite);
    }
  });

  it('lists the newest first with the totals of the whole site', async () => {
    const page = await list({ siteId: listSite });
    expect(page.items.map((p: any) => p.date)).toEqual(rows.map((r) => r[0]).reverse());
    expect(page.items.every((p: any) => p.invoice === null)).toBe(true);
    // HT 100.00+0.10+0.20+1000.10+0.05+250.00+33.33 = 1383.78; TVA 20.00+200.02+0.01+17.50+4.67 = 242.20;
    // TTC 1625.98; réglé 0.10+500+0.06+10 = 510.16; restant 1115.82.
    expect(page).toMatchObject({
      total: 7,
      page: 0,
      size: 20,
      totals: { count: 7, amountHT: '1383.78', amountVAT: '242.20', amountTTC: '1625.98', amountPaid: '510.16', amountRemaining: '1115.82' },
    });
  });

  it('sums 0.10 + 0.20 to exactly 0.30 (a period holding only those two)', async () => {
    const page = await list({ siteId: listSite, from: '2024-01-31', to: '2024-02-01' });
    expect(page.items.map((p: any) => p.amountHT)).toEqual(['0.20', '0.10']);
    expect(page.totals).toEqual({ count: 2, amountHT: '0.30', amountVAT: '0.00', amountTTC: '0.30', amountPaid: '0.10', amountRemaining: '0.20' });
  });

  it('filters by period, bounds included, either bound open', async () => {
    const feb = await list({ siteId: listSite, from: '2024-02-01', to: '2024-02-29' });
    expect(feb.items.map((p: any) => p.date)).toEqual(['2024-02-29', '2024-02-15', '2024-02-01']);
    // HT 0.20+1000.10+0.05 = 1000.35; TTC 0.20+1200.12+0.06 = 1200.38.
    expect(feb.totals).toMatchObject({
      count: 3,
      amountHT: '1000.35',
      amountVAT: '200.03',
      amountTTC: '1200.38',
      amountPaid: '500.06',
      amountRemaining: '700.32',
    });
    const since = await list({ siteId: listSite, from: '2024-03-01' });
    expect(since.items.map((p: any) => p.date)).toEqual(['2024-04-10', '2024-03-01']);
    expect(since.totals).toMatchObject({ count: 2, amountTTC: '305.50' });
    const until = await list({ siteId: listSite, to: '2024-01-31' });
    expect(until.items.map((p: any) => p.date)).toEqual(['2024-01-31', '2024-01-05']);
    expect(until.totals).toMatchObject({ count: 2, amountHT: '100.10', amountTTC: '120.10' });
    expect(await list({ siteId: listSite, from: '2025-01-01' })).toMatchObject({
      items: [],
      total: 0,
      totals: { count: 0, amountHT: '0.00', amountTTC: '0.00', amountRemaining: '0.00' },
    });
  });

  it('filters by supplier, alone and with a period', async () => {
    const acier = await list({ siteId: listSite, supplierId: acierId });
    expect(acier.items.map((p: any) => p.supplier.name)).toEqual(['Acier du Nord', 'Acier du Nord', 'Acier du Nord']);
    // HT 0.10+1000.10+250.00 = 1250.20; TVA 217.52; TTC 1467.72; réglé 500.10.
    expect(acier.totals).toEqual({
      count: 3,
      amountHT: '1250.20',
      amountVAT: '217.52',
      amountTTC: '1467.72',
      amountPaid: '500.10',
      amountRemaining: '967.62',
    });
    const betonFeb = await list({ siteId: listSite, supplierId: betonId, from: '2024-02-01', to: '2024-02-29' });
    expect(betonFeb.items.map((p: any) => p.date)).toEqual(['2024-02-29', '2024-02-01']);
    expect(betonFeb.totals).toMatchObject({ count: 2, amountHT: '0.25', amountTTC: '0.26' });
    expect((await list({ siteId: listSite, supplierId: bSupplierId })).total).toBe(0);
  });

  it('pages with the totals of the whole filter on every page', async () => {
    const pages = await Promise.all([0, 1, 2, 3].map((page) => list({ siteId: listSite, page, size: 3 })));
    expect(pages.map((p) => p.items.length)).toEqual([3, 3, 1, 0]);
    expect(pages.flatMap((p) => p.items.map((i: any) => i.date))).toEqual(rows.map((r) => r[0]).reverse());
    for (const p of pages) expect(p).toMatchObject({ total: 7, size: 3, totals: { count: 7, amountTTC: '1625.98', amountRemaining: '1115.82' } });
    expect(pages.map((p) => p.page)).toEqual([0, 1, 2, 3]);
    const filtered = await list({ siteId: listSite, supplierId: betonId, page: 1, size: 2 });
    expect(filtered).toMatchObject({ total: 4, items: [{ date: '2024-02-01' }, { date: '2024-01-05' }], totals: { count: 4, amountHT: '133.58' } });
  });

  it('keeps the page size between 1 and 100 and a negative page at 0', async () => {
    expect(await list({ siteId: listSite, size: 0 })).toMatchObject({ size: 1, items: [{ date: '2024-04-10' }] });
    expect(await list({ siteId: listSite, size: 1000 })).toMatchObject({ size: 100, total: 7 });
    expect(await list({ siteId: listSite, page: -4, size: 2 })).toMatchObject({ page: 0, items: [{ date: '2024-04-10' }, { date: '2024-03-01' }] });
  });

  it('refuses a period whose end precedes its start, and malformed dates', async () => {
    const order = gqlErr(await t.gql(LIST, { siteId: listSite, from: '2024-03-01', to: '2024-02-01' }, token));
    expect(order.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { to: M.periodOrder } });
    expect(gqlErr(await t.gql(LIST, { siteId: listSite, from: '2024-02-30' }, token)).extensions.fields).toEqual({ from: M.dateInvalid });
    expect(gqlErr(await t.gql(LIST, { siteId: listSite, to: 'demain' }, token)).extensions.fields).toEqual({ to: M.dateInvalid });
    expect(gqlErr(await t.gql(LIST, { siteId: randomUUID() }, token)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(LIST, { siteId: listSite, supplierId: 'x' }, token)).extensions.code).toBe('NOT_FOUND');
  });
});

describe('the invoice', () => {
  it('attaches an uploaded PDF: the detail gives a signed URL that downloads the same bytes, isPdf true', async () => {
    expect(PDF.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    const fileId = await uploadId(PDF, 'facture mars.pdf');
    const p = await create({ invoiceFileId: fileId });
    expect(p.hasInvoice).toBe(true);
    expect(await row(p.id)).toMatchObject({ invoice_file_id: fileId });
    expect(await fileRow(fileId)).toMatchObject({ claimed: true, content_type: 'application/pdf' });
    const got = gqlOk(await t.gql(GET, { id: p.id }, token)).purchase;
    expect(got.invoice).toEqual({
      url: expect.stringContaining(`/api/v1/files/${fileId}?`),
      name: 'facture mars.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      isPdf: true,
    });
    const file = await getUrl(t, got.invoice.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.bytes.equals(PDF)).toBe(true);
    // The list says there is an invoice but carries no URL.
    const listed = (await list({ siteId: site, size: 100 })).items.find((i: any) => i.id === p.id);
    expect(listed.invoice).toBeNull();
  });

  it('gives isPdf false for a PNG or JPEG invoice, and invoice null without one', async () => {
    const png = pngImage();
    const withPng = await create({ invoiceFileId: await uploadId(png, 'scan.png') });
    const gotPng = gqlOk(await t.gql(GET, { id: withPng.id }, token)).purchase;
    expect(gotPng.invoice).toMatchObject({ contentType: 'image/png', isPdf: false, size: png.length });
    expect((await getUrl(t, gotPng.invoice.url)).bytes.equals(png)).toBe(true);
    const withJpeg = await create({ invoiceFileId: await uploadId(JPEG, 'photo.jpg') });
    expect(gqlOk(await t.gql(GET, { id: withJpeg.id }, token)).purchase.invoice).toMatchObject({ contentType: 'image/jpeg', isPdf: false });
    const none = await create();
    expect(gqlOk(await t.gql(GET, { id: none.id }, token)).purchase).toMatchObject({ hasInvoice: false, invoice: null });
  });

  it('replacing the invoice deletes the old file; an update that does not mention it keeps it; null removes it', async () => {
    const first = await uploadId(PDF, 'v1.pdf');
    const p = await create({ invoiceFileId: first });
    const second = await uploadId(pngImage([200, 10, 10]), 'v2.png');
    const before = await countFiles(t, a.id);
    const replaced = gqlOk(await t.gql(UPDATE, { id: p.id, input: input({ invoiceFileId: second }) }, token)).updatePurchase;
    expect(replaced.hasInvoice).toBe(true);
    expect(await fileRow(first)).toBeUndefined();
    expect(await fileRow(second)).toMatchObject({ claimed: true });
    expect(await countFiles(t, a.id)).toBe(before - 1);

    // Sending the same id again changes nothing.
    gqlOk(await t.gql(UPDATE, { id: p.id, input: input({ invoiceFileId: second, label: 'Même facture' }) }, token));
    expect(await row(p.id)).toMatchObject({ invoice_file_id: second });
    // Not sending the field keeps the invoice (a form or a legacy client that edits the amounts only).
    const kept = gqlOk(await t.gql(UPDATE, { id: p.id, input: input({ amountHT: '10' }) }, token)).updatePurchase;
    expect(kept).toMatchObject({ hasInvoice: true, amountTTC: '12.00' });
    expect(await fileRow(second)).toMatchObject({ claimed: true });

    const removed = gqlOk(await t.gql(UPDATE, { id: p.id, input: input({ invoiceFileId: null }) }, token)).updatePurchase;
    expect(removed.hasInvoice).toBe(false);
    expect(await fileRow(second)).toBeUndefined();
    expect(await countFiles(t, a.id)).toBe(before - 2);
  });

  it('deleting the purchase deletes its invoice file', async () => {
    const fileId = await uploadId(PDF, 'a-supprimer.pdf');
    const p = await create({ invoiceFileId: fileId });
    const before = await countFiles(t, a.id);
    expect(gqlOk(await t.gql(DELETE, { id: p.id }, token)).deletePurchase).toBe(true);
    expect(await fileRow(fileId)).toBeUndefined();
    expect(await countFiles(t, a.id)).toBe(before - 1);
  });

  it('refuses an HTML page renamed .pdf with 415, and stores nothing', async () => {
    const before = await countFiles(t, a.id);
    const res = await upload(t, token, HTML, 'facture.pdf', 'document');
    expect(res.status).toBe(415);
    expect(res.json).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE', message: M.documentsOnly });
    // A PNG renamed .pdf is refused too: the name must match the content.
    expect((await upload(t, token, pngImage(), 'facture.pdf', 'document')).status).toBe(415);
    expect(await countFiles(t, a.id)).toBe(before);
  });

  it('lets one upload belong to one purchase only', async () => {
    const fileId = await uploadId(PDF, 'unique.pdf');
    const first = await create({ invoiceFileId: fileId });
    const before = await countPurchases();
    const err = gqlErr(await t.gql(CREATE, { siteId: site, input: input({ invoiceFileId: fileId }) }, token));
    expect(err.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { invoiceFileId: M.fileGone } });
    const other = await create();
    expect(gqlErr(await t.gql(UPDATE, { id: other.id, input: input({ invoiceFileId: fileId }) }, token)).extensions.code).toBe('BAD_USER_INPUT');
    expect(await row(other.id)).toMatchObject({ invoice_file_id: null });
    expect(await countPurchases()).toBe(before + 1);
    expect(await row(first.id)).toMatchObject({ invoice_file_id: fileId });
  });

  it('lets exactly one of two simultaneous purchases claim the same upload', async () => {
    const fileId = await uploadId(PDF, 'course.pdf');
    const answers = await Promise.all(
      [1, 2].map((n) => t.gql(CREATE, { siteId: site, input: input({ invoiceFileId: fileId, label: `Course ${n}` }) }, token)),
    );
    expect(answers.filter((r) => r.body.data?.createPurchase).length).toBe(1);
    expect(answers.flatMap((r) => r.body.errors ?? []).map((e) => e.extensions.code)).toEqual(['BAD_USER_INPUT']);
    expect((await sql(t, 'select count(*)::int as n from purchase where invoice_file_id = $1', [fileId]))[0].n).toBe(1);
  });

  it('leaves an upload unclaimed when the purchase is refused, so it can be used again', async () => {
    const fileId = await uploadId(PDF, 'retry.pdf');
    expect(await refused({ invoiceFileId: fileId, amountHT: '10', amountPaid: '13' })).toEqual({ amountPaid: M.paidTooHigh });
    expect(await fileRow(fileId)).toMatchObject({ claimed: false });
    expect(await create({ invoiceFileId: fileId, amountHT: '10', amountPaid: '12' })).toMatchObject({ hasInvoice: true, settled: true });
  });

  it("refuses another company's upload and an unknown file id", async () => {
    const bFile = await uploadId(PDF, 'b.pdf', b.manager.accessToken);
    expect(await refused({ invoiceFileId: bFile })).toEqual({ invoiceFileId: M.fileGone });
    expect(await fileRow(bFile)).toMatchObject({ claimed: false });
    expect(await refused({ invoiceFileId: randomUUID() })).toEqual({ invoiceFileId: M.fileGone });
    expect(await refused({ invoiceFileId: 'pas-un-fichier' })).toEqual({ invoiceFileId: M.fileGone });
  });
});
