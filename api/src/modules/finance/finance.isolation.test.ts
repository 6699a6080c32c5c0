// @both-databases: statements counted, company scope of raw reads.
import { bearer, createCompany, createSite, gqlErr, gqlOk, PDF, sql, type TestCompany, upload, createSupplier } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import { recordStatements } from '../../../test/statements';
import { PostgresFileStorage } from '../../core/files/file-storage';
import { FilesService } from '../../core/files/files.service';
import { scopeToCompany } from '../../core/tenancy/scope';
import { toPurchaseView } from './purchases/purchase.types';
import { PurchasesService } from './purchases/purchases.service';
import { purchaseInput, revenueInput, sheetInput } from '../../../test/factories';

const LINE = 'revenues purchasesHT purchasesTTC subcontracting labour margin';
const Q = {
  purchase: `query ($id: ID!) { purchase(id: $id) { id amountTTC invoice { url } } }`,
  revenue: `query ($id: ID!) { revenue(id: $id) { id amount invoice { url } } }`,
  serviceSheet: `query ($id: ID!) { serviceSheet(id: $id) { id total } }`,
  purchases: `query ($siteId: ID!) { purchases(siteId: $siteId) { total totals { amountTTC } } }`,
  revenues: `query ($siteId: ID!) { revenues(siteId: $siteId) { total totals { amount } } }`,
  serviceSheets: `query ($siteId: ID!) { serviceSheets(siteId: $siteId) { total totals { total } } }`,
  siteSummary: `query ($id: ID!) { siteSummary(id: $id) { revenues purchasesTTC } }`,
  updatePurchase: `mutation ($id: ID!, $input: PurchaseInput!) { updatePurchase(id: $id, input: $input) { id } }`,
  deletePurchase: `mutation ($id: ID!) { deletePurchase(id: $id) }`,
  updateRevenue: `mutation ($id: ID!, $input: RevenueInput!) { updateRevenue(id: $id, input: $input) { id } }`,
  deleteRevenue: `mutation ($id: ID!) { deleteRevenue(id: $id) }`,
  updateServiceSheet: `mutation ($id: ID!, $input: ServiceSheetInput!) { updateServiceSheet(id: $id, input: $input) { id } }`,
  deleteServiceSheet: `mutation ($id: ID!) { deleteServiceSheet(id: $id) }`,
  createPurchase: `mutation ($siteId: ID!, $input: PurchaseInput!) { createPurchase(siteId: $siteId, input: $input) { id } }`,
  createRevenue: `mutation ($siteId: ID!, $input: RevenueInput!) { createRevenue(siteId: $siteId, input: $input) { id } }`,
  createServiceSheet: `mutation ($siteId: ID!, $input: ServiceSheetInput!) { createServiceSheet(siteId: $siteId, input: $input) { id } }`,
  global:
    `query ($from: String, $to: String) { globalFinance(from: $from, to: $to) { totals { ${LINE} } sites { site { ` +
    `id name } } months { month ${LINE} } } }`,
  month: `query ($month: String) { monthFinance(month: $month) { current { ${LINE} } lastMonths { ${LINE} } } }`,
  latest: `query { latestSites(limit: 20) { id name } }`,
  deleteSupplier: `mutation ($id: ID!) { deleteSupplier(id: $id) }`,
};

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
const A: Record<string, string> = {};
const B: Record<string, string> = {};
async function supplier(tok: string, name: string, ice: string): Promise<string> {
  return (await createSupplier(t, tok, { name, ice })).id;
}
const purchaseOf = (supplierId: string, amountHT = '1000.00', extra: Record<string, unknown> = {}) =>
  purchaseInput(supplierId, { amountHT, ...extra });
const revenueOf = (amount = '50000.00', extra: Record<string, unknown> = {}) => revenueInput({ amount, ...extra });
const sheetOf = (amountPaid = '300.00') => sheetInput({ amountPaid });

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas BTP'), createCompany(t, 'Rif Travaux')]);
  const [ta, tb] = [a.manager.accessToken, b.manager.accessToken];
  A.site = (await createSite(t, ta, { name: 'Secret Anfa', budget: '100000' })).id;
  A.supplier = await supplier(ta, 'Béton Atlas', '001525874000023');
  const invoice = await upload(t, ta, PDF, 'facture-a.pdf', 'document');
  A.invoice = invoice.json.id;
  A.purchase = gqlOk(
    await t.gql(Q.createPurchase, { siteId: A.site, input: purchaseOf(A.supplier, '1000.00', { invoiceFileId: A.invoice }) }, ta),
  ).createPurchase.id;
  A.revenueFile = (await upload(t, ta, PDF, 'recette-a.pdf', 'document')).json.id;
  A.revenue = gqlOk(
    await t.gql(Q.createRevenue, { siteId: A.site, input: revenueOf('50000.00', { invoiceFileId: A.revenueFile }) }, ta),
  ).createRevenue.id;
  A.sheet = gqlOk(await t.gql(Q.createServiceSheet, { siteId: A.site, input: sheetOf() }, ta)).createServiceSheet.id;
  A.unclaimed = (await upload(t, ta, PDF, 'pas-encore.pdf', 'document')).json.id;

  B.site = (await createSite(t, tb, { name: 'Nador Port' })).id;
  B.supplier = await supplier(tb, 'Rif Acier', '009999999000001');
  // B's own money in the same month: 10.00 at 20 % (TTC 12.00), revenue 5.00, sheet 1.00 + 30.00.
  gqlOk(await t.gql(Q.createPurchase, { siteId: B.site, input: purchaseOf(B.supplier, '10.00') }, tb));
  gqlOk(await t.gql(Q.createRevenue, { siteId: B.site, input: revenueOf('5.00') }, tb));
  gqlOk(await t.gql(Q.createServiceSheet, { siteId: B.site, input: sheetOf('1.00') }, tb));
});
afterAll(() => t.stop());

/** Company A's finance rows, read outside the api. */
async function aState() {
  return {
    purchases: await sql(t, 'select * from purchase where company_id = $1 order by id', [a.id]),
    revenues: await sql(t, 'select * from revenue where company_id = $1 order by id', [a.id]),
    sheets: await sql(t, 'select * from service_sheet where company_id = $1 order by id', [a.id]),
    months: await sql(t, 'select * from site_month_finance where company_id = $1 order by site_id, month', [a.id]),
    files: await sql(t, 'select id, claimed_at, company_id from stored_file where company_id = $1 order by id', [a.id]),
    suppliers: await sql(t, 'select id, name from supplier where company_id = $1 order by id', [a.id]),
    sites: await sql(t, 'select id, name, archived from site where company_id = $1 order by id', [a.id]),
  };
}

describe("company B and company A's finances", () => {
  it("answers NOT_FOUND to every GraphQL read, change and delete of A's records, and changes nothing", async () => {
    const before = await aState();
    const tb = b.manager.accessToken;
    const operations: [string, string, Record<string, unknown>][] = [
      ['purchase', Q.purchase, { id: A.purchase }],
      ['revenue', Q.revenue, { id: A.revenue }],
      ['serviceSheet', Q.serviceSheet, { id: A.sheet }],
      ['purchases', Q.purchases, { siteId: A.site }],
      ['revenues', Q.revenues, { siteId: A.site }],
      ['serviceSheets', Q.serviceSheets, { siteId: A.site }],
      ['siteSummary', Q.siteSummary, { id: A.site }],
      ['updatePurchase', Q.updatePurchase, { id: A.purchase, input: purchaseOf(B.supplier, '1.00') }],
      ['updatePurchase (A supplier)', Q.updatePurchase, { id: A.purchase, input: purchaseOf(A.supplier, '1.00') }],
      ['deletePurchase', Q.deletePurchase, { id: A.purchase }],
      ['updateRevenue', Q.updateRevenue, { id: A.revenue, input: revenueOf('1.00') }],
      ['deleteRevenue', Q.deleteRevenue, { id: A.revenue }],
      ['updateServiceSheet', Q.updateServiceSheet, { id: A.sheet, input: sheetOf('1.00') }],
      ['deleteServiceSheet', Q.deleteServiceSheet, { id: A.sheet }],
      ['createPurchase on A site', Q.createPurchase, { siteId: A.site, input: purchaseOf(B.supplier) }],
      ['createRevenue on A site', Q.createRevenue, { siteId: A.site, input: revenueOf() }],
      ['createServiceSheet on A site', Q.createServiceSheet, { siteId: A.site, input: sheetOf() }],
      ['deleteSupplier', Q.deleteSupplier, { id: A.supplier }],
    ];
    for (const [name, query, vars] of operations) {
      const err = gqlErr(await t.gql(query, vars, tb));
      expect({ name, code: err.extensions.code, status: err.extensions.status }).toEqual({ name, code: 'NOT_FOUND', status: 404 });
    }
    expect(await aState()).toEqual(before);
  });

  it("refuses A's supplier and A's uploads on B's own site, and creates nothing", async () => {
    const before = await aState();
    const count = async () =>
      (
        await sql(t, 'select (select count(*) from purchase where company_id = $1) + (select count(*) from revenue where company_id = $1) as n', [
          b.id,
        ])
      )[0].n;
    const bCount = await count();
    const tb = b.manager.accessToken;
    expect(gqlErr(await t.gql(Q.createPurchase, { siteId: B.site, input: purchaseOf(A.supplier) }, tb)).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { supplierId: 'Choisissez un fournisseur' },
    });
    for (const fileId of [A.unclaimed, A.invoice]) {
      expect(gqlErr(await t.gql(Q.createRevenue, { siteId: B.site, input: revenueOf('1', { invoiceFileId: fileId }) }, tb)).extensions).toMatchObject(
        { code: 'BAD_USER_INPUT', fields: { invoiceFileId: "Ce fichier n'existe pas ou n'est plus disponible." } },
      );
      expect(
        gqlErr(await t.gql(Q.createPurchase, { siteId: B.site, input: purchaseOf(B.supplier, '1', { invoiceFileId: fileId }) }, tb)).extensions.code,
      ).toBe('BAD_USER_INPUT');
    }
    // Filtering B's purchases by A's supplier finds nothing and reveals nothing.
    const filtered = gqlOk(
      await t.gql(
        `query ($siteId: ID!, $supplierId: ID) { purchases(siteId: $siteId, supplierId: $supplierId) { total totals { amountTTC } } }`,
        { siteId: B.site, supplierId: A.supplier },
        tb,
      ),
    ).purchases;
    expect(filtered).toEqual({ total: 0, totals: { amountTTC: '0.00' } });
    expect(await count()).toBe(bCount);
    expect(await aState()).toEqual(before);
  });

  it("answers 404 on every legacy REST route and export with A's ids", async () => {
    const before = await aState();
    const h = bearer(b.manager);
    const routes: [string, string, unknown][] = [
      ['GET', `/chantiers/depenses/get/${A.purchase}`, undefined],
      ['GET', `/chantiers/depenses/list?idChantier=${A.site}`, undefined],
      [
        'POST',
        '/chantiers/depenses/save',
        { idChantier: A.site, idFournisseur: B.supplier, libelle: 'x', reference: 'x', date: '2024-01-01', montantHT: '1' },
      ],
      [
        'PUT',
        `/chantiers/depenses/modifierDepense/${A.purchase}`,
        { idFournisseur: B.supplier, libelle: 'x', reference: 'x', date: '2024-01-01', montantHT: '1' },
      ],
      ['DELETE', `/chantiers/depenses/delete/${A.purchase}`, undefined],
      ['GET', `/chantiers/recettes/get/${A.revenue}`, undefined],
      ['GET', `/chantiers/recettes/list?idChantier=${A.site}`, undefined],
      ['POST', '/chantiers/recettes/save', { idChantier: A.site, libelle: 'x', reference: 'x', date: '2024-01-01', montant: '1' }],
      ['PUT', `/chantiers/recettes/modifierRecette/${A.revenue}`, { libelle: 'x', reference: 'x', date: '2024-01-01', montant: '1' }],
      ['DELETE', `/chantiers/recettes/delete/${A.revenue}`, undefined],
      ['GET', `/chantiers/services/get/${A.sheet}`, undefined],
      ['GET', `/chantiers/services/list?idChantier=${A.site}`, undefined],
      [
        'POST',
        '/chantiers/services/save',
        {
          idChantier: A.site,
          jour: 'Lundi',
          date: '2024-03-18',
          montantPaye: '1',
          montantPrime: '1',
          fournisseur: 'x',
          telephone: '0612345678',
          intervenant: 'x',
        },
      ],
      [
        'PUT',
        `/chantiers/services/modifierService/${A.sheet}`,
        { jour: 'Lundi', date: '2024-03-18', montantPaye: '1', montantPrime: '1', fournisseur: 'x', telephone: '0612345678', intervenant: 'x' },
      ],
      ['DELETE', `/chantiers/services/delete/${A.sheet}`, undefined],
      ['GET', `/chantiers/finances/${A.site}`, undefined],
    ];
    for (const [method, path, body] of routes) {
      const res = await t.rest(method, path, body, h);
      expect({ method, path, status: res.status, error: res.body?.error }).toEqual({ method, path, status: 404, error: 'NOT_FOUND' });
    }
    for (const kind of ['depenses', 'recettes', 'services']) {
      for (const format of ['csv', 'xlsx']) {
        const res = await fetch(`${t.url}/api/v1/chantiers/${kind}/export?idChantier=${A.site}&format=${format}`, { headers: h });
        expect({ kind, format, status: res.status }).toEqual({ kind, format, status: 404 });
      }
    }
    expect(await aState()).toEqual(before);
  });

  it("never counts A's money in B's global finance, month finance, latest sites or global export", async () => {
    const tb = b.manager.accessToken;
    // B only (subject to TVA): revenue 5.00 TTC at 20 % = 4.17 HT; purchase 10.00 HT, 12.00 TTC; sheet 1.00 + 30.00 = 31.00;
    // margin on HT amounts 4.17 − 41.00 = −36.83.
    const bLine = { revenues: '5.00', purchasesHT: '10.00', purchasesTTC: '12.00', subcontracting: '31.00', labour: '0.00', margin: '-36.83' };
    for (const [from, to] of [
      ['2024-01-01', '2024-12-31'],
      ['2024-03-10', '2024-03-20'],
      ['2024-03-01', '2024-03-31'],
    ]) {
      const g = gqlOk(await t.gql(Q.global, { from, to }, tb)).globalFinance;
      expect({ from, totals: g.totals, sites: g.sites }).toEqual({ from, totals: bLine, sites: [{ site: { id: B.site, name: 'Nador Port' } }] });
      expect(g.months.find((m: any) => m.month === '2024-03')).toEqual({ month: '2024-03', ...bLine });
    }
    const m = gqlOk(await t.gql(Q.month, { month: '2024-03' }, tb)).monthFinance;
    expect(m.current).toEqual(bLine);
    expect(m.lastMonths[5]).toEqual(bLine);
    expect(gqlOk(await t.gql(Q.latest, {}, tb)).latestSites).toEqual([{ id: B.site, name: 'Nador Port' }]);
    const csv = await (
      await fetch(`${t.url}/api/v1/chantiers/finance-globale/export?dateDebut=2024-01-01&dateFin=2024-12-31`, { headers: bearer(b.manager) })
    ).text();
    expect(csv).toContain('Nador Port;4,17;10,00;0,00;31,00;-36,83');
    expect(csv).not.toContain('Secret Anfa');
    expect(csv).not.toContain('50000');
    // And A still sees its own: 50000.00 revenue (41666.67 HT), 1000.00 HT, 330.00 sheets: 41666.67 − 1330.00.
    const ga = gqlOk(await t.gql(Q.global, { from: '2024-01-01', to: '2024-12-31' }, a.manager.accessToken)).globalFinance;
    expect(ga.totals).toEqual({
      revenues: '50000.00',
      purchasesHT: '1000.00',
      purchasesTTC: '1200.00',
      subcontracting: '330.00',
      labour: '0.00',
      margin: '40336.67',
    });
  });
});

describe('the purchases list sends a constant number of SQL statements', () => {
  let recorder: ReturnType<typeof recordStatements>;
  let siteId: string;
  const service = new PurchasesService(new FilesService(new PostgresFileStorage(), 'isolation-secret-'.repeat(3)));
  const suppliers: string[] = [];
  beforeAll(async () => {
    const ta = a.manager.accessToken;
    siteId = (await createSite(t, ta, { name: 'Chantier volumineux' })).id;
    for (let i = 0; i < 6; i++) suppliers.push(await supplier(ta, `Fournisseur ${i}`, `00777000000${String(i).padStart(4, '0')}`));
    // 60 purchases over 6 suppliers and two months, straight into the table (the api computed the same amounts).
    await sql(
      t,
      `insert into purchase (id, company_id, site_id, supplier_id, label, reference, date, amount_ht, vat_rate, ` +
        `amount_vat, amount_ttc, amount_paid, created_at, updated_at)
       select gen_random_uuid(), $1, $2, ($3::uuid[])[1 + i % 6], 'Achat ' || i, 'R' || i, date '2024-04-01' + i, 100, 20, 20, 120, 0, now(), now()
         from generate_series(0, 59) i`,
      [a.id, siteId, suppliers],
    );
    recorder = recordStatements(t.server.orm);
  });
  afterAll(() => recorder?.stop());

  /** The statements one list call (and its mapping to views) sends, on a fresh entity manager. */
  async function countStatements(page: number, size: number, filter: Record<string, unknown> = {}) {
    const em = t.server.orm.em.fork();
    scopeToCompany(em, a.id);
    recorder.statements.length = 0;
    const result = await service.list(em, siteId, filter, page, size);
    const views = result.items.map((p) => toPurchaseView(p));
    const sent = [...recorder.statements];
    return { n: sent.length, views, total: result.total };
  }

  it('for a page of 2, of 50, a later page and a filtered page, supplier names included', async () => {
    const two = await countStatements(0, 2);
    const fifty = await countStatements(0, 50);
    const later = await countStatements(1, 50);
    const filtered = await countStatements(0, 50, { supplierId: suppliers[2], from: '2024-04-01', to: '2024-05-31' });
    expect([two.views.length, fifty.views.length, later.views.length]).toEqual([2, 50, 10]);
    expect(fifty.total).toBe(60);
    expect(fifty.views.every((v) => v.supplier.name.startsWith('Fournisseur '))).toBe(true);
    expect(new Set(fifty.views.map((v) => v.supplier.name)).size).toBe(6);
    expect(filtered.views.every((v) => v.supplier.id === suppliers[2])).toBe(true);
    expect([fifty.n, later.n, filtered.n]).toEqual([two.n, two.n, two.n]);
    // The site, the page with its suppliers joined, its count, the totals row.
    expect(two.n).toBeLessThanOrEqual(4);
  });
});
