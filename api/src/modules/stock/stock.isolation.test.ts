import ExcelJS from 'exceljs';
import { addMember, bearer, createCompany, createSite, gqlErr, gqlOk, type Member, sql, type TestCompany } from '../../../test/company';
import { createProduct, productInput } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';

const FIELDS = 'id label stock level category';
const GET = `query ($id: ID!) { stockProduct(id: $id) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: StockProductInput!) { updateStockProduct(id: $id, input: $input) { id } }`;
const DELETE = `mutation ($id: ID!) { deleteStockProduct(id: $id) }`;
const HISTORY = `query ($productId: ID!) { stockMovements(productId: $productId) { items { id } total } }`;
const MOVE =
  `mutation ($productId: ID!, $input: StockMovementInput!) { addStockMovement(productId: $productId, input: ` +
  `$input) { movement { id } product { stock } } }`;
const LIST =
  `query ($search: String, $category: String, $toRestock: Boolean, $size: Int) { stockProducts(search: ` +
  `$search, category: $category, toRestock: $toRestock, size: $size) { items { ${FIELDS} } total } }`;
const COUNT = 'query { stockToRestockCount }';
const CATEGORIES = 'query { stockCategories }';
const PRODUCT_NOT_FOUND = "Ce produit n'existe pas ou a été supprimé.";
const SITE_NOT_FOUND = "Ce chantier n'existe pas ou a été supprimé.";

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let bUser: Member;
let aProduct: { id: string; label: string };
let aLow: { id: string };
let bProduct: { id: string };
let aSite: { id: string };
let bSite: { id: string };

const input = (overrides: Record<string, unknown> = {}) =>
  productInput({ label: 'Ciment Secret', stock: '40', unit: 'sac', category: 'Catégorie Secrète', backgroundColor: null, ...overrides });

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas BTP'), createCompany(t, 'Rif Travaux')]);
  bUser = await addMember(t, b);
  aProduct = await createProduct(t, a.manager.accessToken, input(), FIELDS);
  aLow = await createProduct(t, a.manager.accessToken, input({ label: 'Sable Secret', stock: '1' }), FIELDS);
  bProduct = await createProduct(
    t,
    b.manager.accessToken,
    input({ label: 'Acier Rif', category: 'Fer', stock: '2', alertThreshold: '1', warningThreshold: '3' }),
    FIELDS,
  );
  aSite = await createSite(t, a.manager.accessToken, { name: 'Villa A' });
  bSite = await createSite(t, b.manager.accessToken, { name: 'Villa B' });
  gqlOk(await t.gql(MOVE, { productId: aProduct.id, input: { type: 'SORTIE', quantity: '3', siteId: aSite.id } }, a.manager.accessToken));
});
afterAll(() => t.stop());

/** Everything of company A's stock the tests must find unchanged, read outside the api. */
const stateOfA = async () => ({
  products: await sql(
    t,
    'select id, label, stock::text, alert_threshold::text, warning_threshold::text, category, updated_at from stock_product where company_id = $1 order by id',
    [a.id],
  ),
  movements: await sql(t, 'select id, product_id, quantity::text, stock_after::text, site_id from stock_movement where company_id = $1 order by id', [
    a.id,
  ]),
  news: await sql(t, 'select id, entity_label, quantity::text from site_news_entry where site_id = $1 order by id', [aSite.id]),
});
const stateOfB = async () => ({
  products: await sql(t, 'select id, stock::text from stock_product where company_id = $1 order by id', [b.id]),
  movements: await sql(t, 'select id from stock_movement where company_id = $1 order by id', [b.id]),
  news: await sql(t, 'select id from site_news_entry where site_id = $1 order by id', [bSite.id]),
});

/** Every GraphQL operation on one product id. */
const operations = (id: string): [string, string, Record<string, unknown>][] => [
  ['stockProduct', GET, { id }],
  ['updateStockProduct', UPDATE, { id, input: input({ label: 'Volé', stock: '0' }) }],
  ['deleteStockProduct', DELETE, { id }],
  ['stockMovements', HISTORY, { productId: id }],
  ['addStockMovement ENTREE', MOVE, { productId: id, input: { type: 'ENTREE', quantity: '100' } }],
  ['addStockMovement SORTIE', MOVE, { productId: id, input: { type: 'SORTIE', quantity: '1' } }],
  ['addStockMovement AJUSTEMENT', MOVE, { productId: id, input: { type: 'AJUSTEMENT', quantity: '-40' } }],
  ['addStockMovement with B site', MOVE, { productId: id, input: { type: 'ENTREE', quantity: '1', siteId: bSite.id } }],
];

describe("company B and company A's stock", () => {
  it("answers NOT_FOUND on every GraphQL operation with A's product ids, and changes nothing", async () => {
    const before = await stateOfA();
    expect(before.products).toHaveLength(2);
    expect(before.movements).toHaveLength(3);
    expect(before.news.map((n) => `${n.entity_label} ${n.quantity}`)).toContain('Ciment Secret -3.000');
    for (const member of [b.manager, bUser]) {
      for (const id of [aProduct.id, aLow.id, aProduct.id.toUpperCase()]) {
        // A USER may not delete stock at all (policies.ts): refused before any lookup, so nothing is learnt either.
        for (const [name, query, vars] of operations(id).filter(([n]) => member === b.manager || n !== 'deleteStockProduct')) {
          const err = gqlErr(await t.gql(query, vars, member.accessToken));
          expect({ name, id, message: err.message, code: err.extensions.code, status: err.extensions.status }).toEqual({
            name,
            id,
            message: PRODUCT_NOT_FOUND,
            code: 'NOT_FOUND',
            status: 404,
          });
        }
      }
    }
    expect(await stateOfA()).toEqual(before);
    expect(gqlOk(await t.gql(GET, { id: aProduct.id }, a.manager.accessToken)).stockProduct).toMatchObject({
      label: 'Ciment Secret',
      stock: '37.000',
    });
  });

  it("refuses a movement on A's site, on B's own product, with NOT_FOUND, and changes nothing on either side", async () => {
    const beforeA = await stateOfA();
    const beforeB = await stateOfB();
    for (const siteId of [aSite.id, aSite.id.toUpperCase()]) {
      for (const type of ['ENTREE', 'SORTIE', 'AJUSTEMENT']) {
        const err = gqlErr(await t.gql(MOVE, { productId: bProduct.id, input: { type, quantity: '1', siteId } }, b.manager.accessToken));
        expect({ siteId, type, message: err.message, code: err.extensions.code }).toEqual({
          siteId,
          type,
          message: SITE_NOT_FOUND,
          code: 'NOT_FOUND',
        });
      }
    }
    const rest = await t.rest('POST', '/chantiers/stock/addStock', { idStock: bProduct.id, quantite: 1, idChantier: aSite.id }, bearer(b.manager));
    expect(rest).toMatchObject({ status: 404, body: { error: 'NOT_FOUND', message: SITE_NOT_FOUND } });
    expect(await stateOfA()).toEqual(beforeA);
    expect(await stateOfB()).toEqual(beforeB);
    // And A cannot use B's site either.
    expect(
      gqlErr(await t.gql(MOVE, { productId: aProduct.id, input: { type: 'ENTREE', quantity: '1', siteId: bSite.id } }, a.manager.accessToken))
        .extensions.code,
    ).toBe('NOT_FOUND');
    expect(await stateOfB()).toEqual(beforeB);
  });

  it("never lists or counts A's products, whatever the filter, and never shows A's categories", async () => {
    const filters: Record<string, unknown>[] = [
      {},
      { search: 'secret' },
      { search: 'SECRETE' },
      { search: 'ciment' },
      { search: '%' },
      { search: '_' },
      { category: 'Catégorie Secrète' },
      { toRestock: true },
      { toRestock: true, category: 'Catégorie Secrète' },
      { search: 'a', size: 100 },
    ];
    for (const member of [b.manager, bUser]) {
      for (const filter of filters) {
        const page = gqlOk(await t.gql(LIST, filter, member.accessToken)).stockProducts;
        const labels = page.items.map((p: { label: string }) => p.label);
        expect({ filter, labels, total: page.total }).toEqual({ filter, labels: labels.length ? ['Acier Rif'] : [], total: labels.length });
      }
      expect(gqlOk(await t.gql(COUNT, {}, member.accessToken)).stockToRestockCount).toBe(1);
      expect(gqlOk(await t.gql(CATEGORIES, {}, member.accessToken)).stockCategories).toEqual(['Fer']);
    }
    // A sees its own: both products, its low one to restock, its category.
    expect(gqlOk(await t.gql(LIST, {}, a.manager.accessToken)).stockProducts.total).toBe(2);
    expect(gqlOk(await t.gql(COUNT, {}, a.manager.accessToken)).stockToRestockCount).toBe(1);
    expect(gqlOk(await t.gql(CATEGORIES, {}, a.manager.accessToken)).stockCategories).toEqual(['Catégorie Secrète']);
  });

  it("answers 404 on every REST route with A's ids, never lists A's products, and changes nothing", async () => {
    const before = await stateOfA();
    for (const body of [
      { idStock: aProduct.id, quantite: 5 },
      { idStock: aProduct.id, quantite: -5 },
      { idStock: aProduct.id, quantite: -37, type: 'AJUSTEMENT' },
      { idStock: aLow.id.toUpperCase(), quantite: 1, idChantier: aSite.id },
    ]) {
      const res = await t.rest('POST', '/chantiers/stock/addStock', body, bearer(b.manager));
      expect({ body, status: res.status, error: res.body?.error, message: res.body?.message }).toEqual({
        body,
        status: 404,
        error: 'NOT_FOUND',
        message: PRODUCT_NOT_FOUND,
      });
      expect(JSON.stringify(res.body)).not.toContain('Secret');
    }
    for (const q of [
      '',
      '?search=secret',
      `?categorie=${encodeURIComponent('Catégorie Secrète')}`,
      '?aReapprovisionner=true',
      '?size=100&search=%25',
    ]) {
      const res = await t.rest('GET', `/chantiers/stock/list${q}`, undefined, bearer(b.manager));
      expect(res.status).toBe(200);
      expect({ q, labels: res.body.content.map((p: { libelle: string }) => p.libelle) }).toEqual({
        q,
        labels: res.body.totalElements ? ['Acier Rif'] : [],
      });
      expect(JSON.stringify(res.body)).not.toContain('Secret');
    }
    expect(await stateOfA()).toEqual(before);
  });

  it("saves a product in the caller's company only, whatever company id the body carries", async () => {
    const res = await t.rest(
      'POST',
      '/chantiers/stock/saveStock',
      {
        libelle: 'Intrus',
        jourStock: '2026-03-02',
        seuilAlerte: 0,
        seuilAvertissement: 0,
        stock: 0,
        uniteStock: 'u',
        categorie: 'Fer',
        companyId: a.id,
        company: { id: a.id },
      },
      bearer(b.manager),
    );
    expect(res.status).toBe(201);
    expect((await sql(t, 'select company_id from stock_product where id = $1', [res.body.id]))[0].company_id).toBe(b.id);
    expect(gqlOk(await t.gql(LIST, { search: 'intrus' }, a.manager.accessToken)).stockProducts.total).toBe(0);
  });

  it("never exports A's products to B, whatever the filter", async () => {
    for (const q of [
      'format=csv',
      'format=xlsx',
      'format=csv&search=secret',
      'format=csv&aReapprovisionner=true',
      `format=csv&categorie=${encodeURIComponent('Catégorie Secrète')}`,
    ]) {
      const res = await fetch(`${t.url}/api/v1/chantiers/stock/export?${q}`, { headers: bearer(b.manager) });
      expect(res.status).toBe(200);
      const body = await res.arrayBuffer();
      if (q.includes('xlsx')) {
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(body);
        const sheet = book.getWorksheet('stock')!;
        const labels = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2).getCell(1).value);
        expect(labels.filter((l) => l !== 'Intrus')).toEqual(['Acier Rif']);
      } else {
        const text = Buffer.from(body).toString('utf8');
        expect({ q, secret: text.includes('Secret') }).toEqual({ q, secret: false });
      }
    }
    const mine = await fetch(`${t.url}/api/v1/chantiers/stock/export?format=csv&search=secret`, { headers: bearer(a.manager) });
    expect(await mine.text()).toContain('Ciment Secret');
  });

  it('answers NOT_FOUND, never a 500, for product ids that are not UUIDs', async () => {
    for (const id of ['', 'abc', '123', "' or 1=1 --", `${aProduct.id}x`, '-'.repeat(36)]) {
      for (const [name, query, vars] of operations(id)) {
        const err = gqlErr(await t.gql(query, vars, b.manager.accessToken));
        expect({ id, name, code: err.extensions.code }).toEqual({ id, name, code: 'NOT_FOUND' });
      }
      const res = await t.rest('POST', '/chantiers/stock/addStock', { idStock: id, quantite: 1 }, bearer(b.manager));
      expect({ id, status: res.status }).toEqual({ id, status: 404 });
    }
  });
});
