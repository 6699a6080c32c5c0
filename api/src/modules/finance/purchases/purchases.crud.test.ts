import { randomUUID } from 'node:crypto';
import { addMember, countFiles, getUrl, gqlErr, gqlOk, HTML, JPEG, PDF, pngImage, sql, upload, giveSite } from '../../../../test/company';
import {
  CREATE,
  UPDATE,
  DELETE,
  GET,
  LIST,
  M,
  t,
  a,
  b,
  token,
  site,
  betonId,
  acierId,
  bSupplierId,
  input,
  create,
  refused,
  row,
  countPurchases,
  list,
  newSite,
  uploadId,
  fileRow,
} from './purchases.test-helpers';

describe('create, read, update, delete', () => {
  it('lets a USER record and change a purchase, and only a MANAGER delete it; get answers what create answered', async () => {
    const user = await addMember(t, a);
    await giveSite(t, site, user);
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
