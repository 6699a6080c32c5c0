import { randomUUID } from 'node:crypto';
import {
  addMember,
  countFiles,
  createCompany,
  createSite,
  getUrl,
  gqlErr,
  gqlOk,
  PDF,
  pngImage,
  sql,
  type TestCompany,
  upload,
  giveSite,
} from '../../../../test/company';
import { startTestServer, type TestServer } from '../../../../test/server';

const FIELDS = 'id siteId label date reference amount hasInvoice';
const CREATE = `mutation ($siteId: ID!, $input: RevenueInput!) { createRevenue(siteId: $siteId, input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: RevenueInput!) { updateRevenue(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteRevenue(id: $id) }`;
const GET = `query ($id: ID!) { revenue(id: $id) { ${FIELDS} invoice { url name contentType size isPdf } } }`;
const LIST =
  `query ($siteId: ID!, $from: String, $to: String, $page: Int, $size: Int) {
  revenues(siteId: $siteId, from: $from, to: $to, page: $page, size: $size) { items { id label date amount invoice { url ` +
  `} } total page size totals { count amount } } }`;

const M = {
  labelRequired: 'Le libellé est requis',
  labelMax: 'Le libellé ne doit pas dépasser 75 caractères',
  referenceRequired: 'La référence est requise',
  referenceMax: 'La référence ne doit pas dépasser 50 caractères',
  dateRequired: 'La date est requise',
  dateInvalid: 'Date invalide (AAAA-MM-JJ)',
  amountRequired: 'Le montant est requis',
  amountInvalid: 'Le montant doit être un nombre positif (au plus 999 999 999 999,99 DH, deux décimales, 20 caractères)',
  periodOrder: 'La fin de la période ne peut pas précéder son début',
  notFound: "Cette recette n'existe pas ou a été supprimée.",
  fileGone: "Ce fichier n'existe pas ou n'est plus disponible.",
};

let t: TestServer;
let a: TestCompany;
let token: string;
let site: string;
beforeAll(async () => {
  t = await startTestServer();
  a = await createCompany(t, 'Atlas BTP');
  token = a.manager.accessToken;
  site = (await createSite(t, token, { name: 'Immeuble Yasmine' })).id;
});
afterAll(() => t.stop());

const input = (overrides: Record<string, unknown> = {}) => ({
  label: 'Situation n°1',
  date: '2024-03-15',
  reference: 'SIT-001',
  amount: '15000.00',
  ...overrides,
});
const create = async (overrides: Record<string, unknown> = {}, siteId = site, tok = token) =>
  gqlOk(await t.gql(CREATE, { siteId, input: input(overrides) }, tok)).createRevenue;
const refused = async (overrides: Record<string, unknown>) => {
  const err = gqlErr(await t.gql(CREATE, { siteId: site, input: input(overrides) }, token));
  expect(err.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
  return err.extensions.fields ?? {};
};
const countRevenues = async (siteId = site) => (await sql(t, 'select count(*)::int as n from revenue where site_id = $1', [siteId]))[0].n as number;
const list = async (vars: Record<string, unknown>) => gqlOk(await t.gql(LIST, vars, token)).revenues;
async function uploadId(bytes: Buffer, name: string): Promise<string> {
  const res = await upload(t, token, bytes, name, 'document');
  expect(res.status).toBe(201);
  return res.json.id as string;
}
const fileRow = async (id: string) => (await sql(t, 'select claimed_at is not null as claimed from stored_file where id = $1', [id]))[0];

describe('create, read, update, delete', () => {
  it('stores the revenue with its amount as an exact decimal string, and get answers the same', async () => {
    const r = await create({ amount: '15 000,5' });
    expect(r).toMatchObject({
      siteId: site,
      label: 'Situation n°1',
      date: '2024-03-15',
      reference: 'SIT-001',
      amount: '15000.50',
      hasInvoice: false,
    });
    expect(gqlOk(await t.gql(GET, { id: r.id }, token)).revenue).toEqual({ ...r, invoice: null });
    const [row] = await sql(t, 'select amount, label, reference, date::text, company_id from revenue where id = $1', [r.id]);
    expect(row).toEqual({ amount: '15000.50', label: 'Situation n°1', reference: 'SIT-001', date: '2024-03-15', company_id: a.id });
  });

  it('keeps the largest amount exact and accepts zero', async () => {
    expect((await create({ amount: '999999999999.99' })).amount).toBe('999999999999.99');
    expect((await create({ amount: '0' })).amount).toBe('0.00');
  });

  it('lets a USER update, and only a MANAGER delete; a deleted revenue is NOT_FOUND', async () => {
    const user = await addMember(t, a);
    await giveSite(t, site, user);
    const r = await create({}, site, user.accessToken);
    const updated = gqlOk(
      await t.gql(
        UPDATE,
        { id: r.id, input: input({ label: 'Situation n°2', date: '2024-04-30', reference: 'SIT-002', amount: '0.10' }) },
        user.accessToken,
      ),
    ).updateRevenue;
    expect(updated).toMatchObject({ id: r.id, label: 'Situation n°2', date: '2024-04-30', reference: 'SIT-002', amount: '0.10' });
    expect(gqlErr(await t.gql(DELETE, { id: r.id }, user.accessToken)).extensions.code).toBe('FORBIDDEN');
    expect(gqlOk(await t.gql(GET, { id: r.id }, token)).revenue.id).toBe(r.id);
    expect(gqlOk(await t.gql(DELETE, { id: r.id }, token)).deleteRevenue).toBe(true);
    const err = gqlErr(await t.gql(GET, { id: r.id }, token));
    expect(err).toMatchObject({ message: M.notFound, extensions: { code: 'NOT_FOUND', status: 404 } });
    expect(gqlErr(await t.gql(UPDATE, { id: r.id, input: input() }, token)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(DELETE, { id: r.id }, token)).extensions.code).toBe('NOT_FOUND');
  });

  it('answers NOT_FOUND for an unknown site and UNAUTHENTICATED without a session', async () => {
    expect(gqlErr(await t.gql(CREATE, { siteId: randomUUID(), input: input() }, token)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(CREATE, { siteId: 'x', input: input() }, token)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(CREATE, { siteId: site, input: input() })).extensions.code).toBe('UNAUTHENTICATED');
    expect(gqlErr(await t.gql(LIST, { siteId: site })).extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('validation (SPEC §5)', () => {
  it('gives every message at once when nothing is sent', async () => {
    const err = gqlErr(await t.gql(CREATE, { siteId: site, input: {} }, token));
    expect(err.extensions.fields).toEqual({ label: M.labelRequired, date: M.dateRequired, reference: M.referenceRequired, amount: M.amountRequired });
  });

  it.each([
    ['label', { label: '' }, M.labelRequired],
    ['label', { label: '  \t ' }, M.labelRequired],
    ['label', { label: 'L'.repeat(76) }, M.labelMax],
    ['reference', { reference: ' ' }, M.referenceRequired],
    ['reference', { reference: 'R'.repeat(51) }, M.referenceMax],
    ['date', { date: '' }, M.dateRequired],
    ['date', { date: '2024-13-01' }, M.dateInvalid],
    ['date', { date: '2024-04-31' }, M.dateInvalid],
    ['date', { date: '01/04/2024' }, M.dateInvalid],
    ['amount', { amount: '' }, M.amountRequired],
    ['amount', { amount: '   ' }, M.amountRequired],
    ['amount', { amount: 'mille' }, M.amountInvalid],
    ['amount', { amount: '12.345' }, M.amountInvalid],
    ['amount', { amount: '-1' }, M.amountInvalid],
    ['amount', { amount: '1000000000000.00' }, M.amountInvalid],
    ['amount', { amount: '1'.repeat(21) }, M.amountInvalid],
    ['amount', { amount: '0x10' }, M.amountInvalid],
  ])('refuses %s %j', async (field, overrides, message) => {
    const before = await countRevenues();
    expect(await refused(overrides)).toEqual({ [field]: message });
    expect(await countRevenues()).toBe(before);
  });

  it('accepts a 75-character label and a 50-character reference, trimmed', async () => {
    const r = await create({ label: ` ${'a'.repeat(75)} `, reference: ` ${'b'.repeat(50)} ` });
    expect(r).toMatchObject({ label: 'a'.repeat(75), reference: 'b'.repeat(50) });
  });

  it('refuses an invalid update and leaves the row as it was', async () => {
    const r = await create({ amount: '100' });
    const err = gqlErr(await t.gql(UPDATE, { id: r.id, input: input({ amount: 'beaucoup', label: '' }) }, token));
    expect(err.extensions.fields).toEqual({ amount: M.amountInvalid, label: M.labelRequired });
    expect((await sql(t, 'select amount, label from revenue where id = $1', [r.id]))[0]).toEqual({ amount: '100.00', label: 'Situation n°1' });
  });
});

describe('the list: period, pages and totals', () => {
  let listSite: string;
  const amounts: [string, string][] = [
    ['2024-01-01', '0.10'],
    ['2024-01-31', '0.20'],
    ['2024-02-01', '1000.05'],
    ['2024-02-29', '2500.00'],
    ['2024-03-31', '0.01'],
  ];
  beforeAll(async () => {
    listSite = (await createSite(t, token, { name: 'Villa Souissi' })).id;
    for (const [date, amount] of amounts) await create({ date, amount, label: `Recette ${date}` }, listSite);
  });

  it('lists the newest first with the total of the whole site', async () => {
    const page = await list({ siteId: listSite });
    expect(page.items.map((r: any) => [r.date, r.amount])).toEqual([...amounts].reverse());
    // 0.10 + 0.20 + 1000.05 + 2500.00 + 0.01 = 3500.36
    expect(page).toMatchObject({ total: 5, page: 0, size: 20, totals: { count: 5, amount: '3500.36' } });
  });

  it('sums 0.10 + 0.20 to exactly 0.30 over January', async () => {
    expect((await list({ siteId: listSite, from: '2024-01-01', to: '2024-01-31' })).totals).toEqual({ count: 2, amount: '0.30' });
  });

  it('filters by period with both bounds included, either bound open', async () => {
    const feb = await list({ siteId: listSite, from: '2024-02-01', to: '2024-02-29' });
    expect(feb.items.map((r: any) => r.date)).toEqual(['2024-02-29', '2024-02-01']);
    expect(feb.totals).toEqual({ count: 2, amount: '3500.05' });
    expect((await list({ siteId: listSite, from: '2024-02-29' })).totals).toEqual({ count: 2, amount: '2500.01' });
    expect((await list({ siteId: listSite, to: '2024-01-01' })).totals).toEqual({ count: 1, amount: '0.10' });
    expect(await list({ siteId: listSite, from: '2023-01-01', to: '2023-12-31' })).toMatchObject({
      items: [],
      total: 0,
      totals: { count: 0, amount: '0.00' },
    });
  });

  it('pages with the totals of the whole filter on every page', async () => {
    const pages = await Promise.all([0, 1, 2].map((page) => list({ siteId: listSite, page, size: 2 })));
    expect(pages.map((p) => p.items.map((r: any) => r.date))).toEqual([['2024-03-31', '2024-02-29'], ['2024-02-01', '2024-01-31'], ['2024-01-01']]);
    for (const p of pages) expect(p).toMatchObject({ total: 5, size: 2, totals: { count: 5, amount: '3500.36' } });
    const filtered = await list({ siteId: listSite, from: '2024-01-15', page: 1, size: 1 });
    expect(filtered).toMatchObject({ total: 4, items: [{ date: '2024-02-29' }], totals: { count: 4, amount: '3500.26' } });
  });

  it('refuses a period whose end precedes its start', async () => {
    const err = gqlErr(await t.gql(LIST, { siteId: listSite, from: '2024-02-02', to: '2024-02-01' }, token));
    expect(err.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { to: M.periodOrder } });
    expect(gqlErr(await t.gql(LIST, { siteId: listSite, from: '2024/02/01' }, token)).extensions.fields).toEqual({ from: M.dateInvalid });
  });
});

describe('the invoice (image or PDF)', () => {
  it('attaches a PDF: the detail gives a signed URL to the same bytes, isPdf true; the list carries no URL', async () => {
    const fileId = await uploadId(PDF, 'situation.pdf');
    const r = await create({ invoiceFileId: fileId });
    expect(r.hasInvoice).toBe(true);
    const got = gqlOk(await t.gql(GET, { id: r.id }, token)).revenue;
    expect(got.invoice).toEqual({
      url: expect.stringContaining(`/api/v1/files/${fileId}?`),
      name: 'situation.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      isPdf: true,
    });
    expect((await getUrl(t, got.invoice.url)).bytes.equals(PDF)).toBe(true);
    expect((await list({ siteId: site, size: 100 })).items.find((i: any) => i.id === r.id).invoice).toBeNull();
  });

  it('gives isPdf false for an image, keeps the invoice on an update that omits it, and null removes it', async () => {
    const png = pngImage([10, 200, 10]);
    const fileId = await uploadId(png, 'recu.png');
    const r = await create({ invoiceFileId: fileId });
    expect(gqlOk(await t.gql(GET, { id: r.id }, token)).revenue.invoice).toMatchObject({ contentType: 'image/png', isPdf: false, name: 'recu.png' });
    expect(gqlOk(await t.gql(UPDATE, { id: r.id, input: input({ amount: '1' }) }, token)).updateRevenue.hasInvoice).toBe(true);
    expect(await fileRow(fileId)).toEqual({ claimed: true });
    const before = await countFiles(t, a.id);
    expect(gqlOk(await t.gql(UPDATE, { id: r.id, input: input({ invoiceFileId: null }) }, token)).updateRevenue.hasInvoice).toBe(false);
    expect(await fileRow(fileId)).toBeUndefined();
    expect(await countFiles(t, a.id)).toBe(before - 1);
  });

  it('replacing the invoice deletes the old file, deleting the revenue deletes its file', async () => {
    const first = await uploadId(PDF, 'v1.pdf');
    const r = await create({ invoiceFileId: first });
    const second = await uploadId(pngImage(), 'v2.png');
    gqlOk(await t.gql(UPDATE, { id: r.id, input: input({ invoiceFileId: second }) }, token));
    expect(await fileRow(first)).toBeUndefined();
    expect(await fileRow(second)).toEqual({ claimed: true });
    const before = await countFiles(t, a.id);
    gqlOk(await t.gql(DELETE, { id: r.id }, token));
    expect(await fileRow(second)).toBeUndefined();
    expect(await countFiles(t, a.id)).toBe(before - 1);
  });

  it('refuses an upload another record already uses', async () => {
    const fileId = await uploadId(PDF, 'une-fois.pdf');
    await create({ invoiceFileId: fileId });
    const before = await countRevenues();
    expect(await refused({ invoiceFileId: fileId })).toEqual({ invoiceFileId: M.fileGone });
    expect(await countRevenues()).toBe(before);
  });
});
