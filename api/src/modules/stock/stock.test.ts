import { randomUUID } from 'node:crypto';
import { addMember, createCompany, gqlErr, gqlOk, type Member, sql, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';

const FIELDS = 'id label stockDay alertThreshold warningThreshold stock level unit category backgroundColor createdAt updatedAt';
const CREATE = `mutation ($input: StockProductInput!) { createStockProduct(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: StockProductInput!) { updateStockProduct(id: $id, input: $input) { ${FIELDS} } }`;
const GET = `query ($id: ID!) { stockProduct(id: $id) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteStockProduct(id: $id) }`;
const LIST =
  `query ($search: String, $category: String, $toRestock: Boolean, $page: Int, $size: Int) {
  stockProducts(search: $search, category: $category, toRestock: $toRestock, page: $page, size: $size) { items { id ` +
  `label category stock level } total page size } }`;
const COUNT = 'query { stockToRestockCount }';
const CATEGORIES = 'query { stockCategories }';
const MOVE =
  `mutation ($productId: ID!, $input: StockMovementInput!) { addStockMovement(productId: $productId, input: ` +
  `$input) { movement { id quantity stockAfter } product { stock level } } }`;
const HISTORY = `query ($productId: ID!) { stockMovements(productId: $productId) { items { type quantity stockAfter date note authorName } total } }`;

const NOT_FOUND = "Ce produit n'existe pas ou a été supprimé.";

let t: TestServer;
let a: TestCompany;
let user: Member;
beforeAll(async () => {
  t = await startTestServer();
  a = await createCompany(t, 'Atlas BTP');
  user = await addMember(t, a, { firstName: 'Karim', lastName: 'Alaoui' });
});
afterAll(() => t.stop());

const input = (overrides: Record<string, unknown> = {}) => ({
  label: 'Ciment CPJ 45',
  stockDay: '2026-03-02',
  alertThreshold: '5',
  warningThreshold: '10',
  stock: '20',
  unit: 'sac de 50 kg',
  category: 'Gros œuvre',
  backgroundColor: '#FFAA00',
  ...overrides,
});
const create = async (overrides: Record<string, unknown> = {}, token = a.manager.accessToken) =>
  gqlOk(await t.gql(CREATE, { input: input(overrides) }, token)).createStockProduct;
const get = async (id: string, token = a.manager.accessToken) => gqlOk(await t.gql(GET, { id }, token)).stockProduct;
const count = async (companyId: string) =>
  (await sql(t, 'select count(*)::int as n from stock_product where company_id = $1', [companyId]))[0].n as number;
const movementRows = (productId: string) =>
  sql(
    t,
    'select type, quantity::text, stock_after::text, date::text, note, author_name from stock_movement where product_id = $1 order by created_at, id',
    [productId],
  );

describe('create and get', () => {
  it('stores every field as canonical decimals, lower-cases the colour, and answers the same record on get', async () => {
    const created = await create({ alertThreshold: '2,5', warningThreshold: ' 10.25 ', stock: '007.5' });
    expect(created).toMatchObject({
      label: 'Ciment CPJ 45',
      stockDay: '2026-03-02',
      alertThreshold: '2.500',
      warningThreshold: '10.250',
      stock: '7.500',
      level: 'AVERTISSEMENT',
      unit: 'sac de 50 kg',
      category: 'Gros œuvre',
      backgroundColor: '#ffaa00',
    });
    expect(await get(created.id)).toEqual(created);
    const [row] = await sql(
      t,
      'select stock::text, alert_threshold::text, warning_threshold::text, stock_day::text, background_color, company_id from stock_product where id = $1',
      [created.id],
    );
    expect(row).toEqual({
      stock: '7.500',
      alert_threshold: '2.500',
      warning_threshold: '10.250',
      stock_day: '2026-03-02',
      background_color: '#ffaa00',
      company_id: a.id,
    });
  });

  it('records a non-zero opening stock as the first movement: AJUSTEMENT, "Stock initial", by the signed-in user', async () => {
    const created = await create({ stock: '12,5', stockDay: '2026-01-15' }, user.accessToken);
    expect(await movementRows(created.id)).toEqual([
      { type: 'AJUSTEMENT', quantity: '12.500', stock_after: '12.500', date: '2026-01-15', note: 'Stock initial', author_name: 'Karim Alaoui' },
    ]);
    const history = gqlOk(await t.gql(HISTORY, { productId: created.id }, a.manager.accessToken)).stockMovements;
    expect(history).toEqual({
      total: 1,
      items: [
        { type: 'AJUSTEMENT', quantity: '12.500', stockAfter: '12.500', date: '2026-01-15', note: 'Stock initial', authorName: 'Karim Alaoui' },
      ],
    });
  });

  it('records no movement for a zero opening stock', async () => {
    for (const stock of ['0', '0.000', '000,0']) {
      const created = await create({ stock });
      expect(created.stock).toBe('0.000');
      expect(await movementRows(created.id)).toEqual([]);
      expect(gqlOk(await t.gql(HISTORY, { productId: created.id }, a.manager.accessToken)).stockMovements).toEqual({ items: [], total: 0 });
    }
  });

  it('accepts an empty or missing background colour as none', async () => {
    expect((await create({ backgroundColor: '' })).backgroundColor).toBeNull();
    expect((await create({ backgroundColor: '   ' })).backgroundColor).toBeNull();
    expect((await create({ backgroundColor: null })).backgroundColor).toBeNull();
    const { backgroundColor: _c, ...noColour } = input();
    expect(gqlOk(await t.gql(CREATE, { input: noColour }, a.manager.accessToken)).createStockProduct.backgroundColor).toBeNull();
  });

  it('accepts the limits exactly', async () => {
    const created = await create({
      label: 'l'.repeat(75),
      unit: 'u'.repeat(255),
      category: 'c'.repeat(75),
      alertThreshold: '0',
      warningThreshold: '99999999999.999',
      stock: '99999999999.999',
    });
    expect(created).toMatchObject({ alertThreshold: '0.000', warningThreshold: '99999999999.999', stock: '99999999999.999', level: 'AVERTISSEMENT' });
    expect(created.label).toHaveLength(75);
    expect(created.unit).toHaveLength(255);
    expect(created.category).toHaveLength(75);
  });

  it('lets a USER create and update, not delete; anonymous callers are refused', async () => {
    const created = await create({ label: 'Sable fin' }, user.accessToken);
    expect(gqlOk(await t.gql(UPDATE, { id: created.id, input: input({ label: 'Sable fin lavé' }) }, user.accessToken)).updateStockProduct.label).toBe(
      'Sable fin lavé',
    );
    expect(gqlErr(await t.gql(DELETE, { id: created.id }, user.accessToken)).extensions.code).toBe('FORBIDDEN');
    expect(gqlOk(await t.gql(DELETE, { id: created.id }, a.manager.accessToken)).deleteStockProduct).toBe(true);
    for (const [query, vars] of [
      [CREATE, { input: input() }],
      [GET, { id: created.id }],
      [LIST, {}],
      [COUNT, {}],
      [CATEGORIES, {}],
      [DELETE, { id: created.id }],
    ] as const) {
      expect(gqlErr(await t.gql(query, vars)).extensions.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('validation', () => {
  const refused = async (values: Record<string, unknown>) => {
    const err = gqlErr(await t.gql(CREATE, { input: values }, a.manager.accessToken));
    expect(err.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
    return err.extensions.fields ?? {};
  };
  const without = (key: string) => Object.fromEntries(Object.entries(input()).filter(([k]) => k !== key));
  const THRESHOLD = 'Le seuil doit être un nombre positif (trois décimales au plus)';
  const STOCK = 'Le stock doit être un nombre positif (trois décimales au plus)';

  it('answers each rule with its French message and stores nothing', async () => {
    const before = await count(a.id);
    const movementsBefore = (await sql(t, 'select count(*)::int as n from stock_movement where company_id = $1', [a.id]))[0].n;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [without('label'), { label: 'Le libellé est requis' }],
      [input({ label: '   ' }), { label: 'Le libellé est requis' }],
      [input({ label: 'l'.repeat(76) }), { label: 'Le libellé ne doit pas dépasser 75 caractères' }],
      [without('stockDay'), { stockDay: 'Le jour de stock est requis' }],
      [input({ stockDay: ' ' }), { stockDay: 'Le jour de stock est requis' }],
      [input({ stockDay: '2026-02-30' }), { stockDay: 'Date invalide (AAAA-MM-JJ)' }],
      [input({ stockDay: '02/03/2026' }), { stockDay: 'Date invalide (AAAA-MM-JJ)' }],
      [input({ stockDay: '2026-13-01' }), { stockDay: 'Date invalide (AAAA-MM-JJ)' }],
      [without('alertThreshold'), { alertThreshold: THRESHOLD }],
      [input({ alertThreshold: '-1' }), { alertThreshold: THRESHOLD }],
      [input({ alertThreshold: '1.2345' }), { alertThreshold: THRESHOLD }],
      [input({ alertThreshold: 'cinq' }), { alertThreshold: THRESHOLD }],
      [input({ alertThreshold: '1e3' }), { alertThreshold: THRESHOLD }],
      [input({ warningThreshold: '' }), { warningThreshold: THRESHOLD }],
      [input({ warningThreshold: '-0.5' }), { warningThreshold: THRESHOLD }],
      [input({ warningThreshold: '10.0001' }), { warningThreshold: THRESHOLD }],
      [input({ warningThreshold: '123456789012' }), { warningThreshold: THRESHOLD }],
      [
        input({ alertThreshold: '11', warningThreshold: '10' }),
        { alertThreshold: "Le seuil d'alerte ne peut pas dépasser le seuil d'avertissement" },
      ],
      [
        input({ alertThreshold: '10', warningThreshold: '9.999' }),
        { alertThreshold: "Le seuil d'alerte ne peut pas dépasser le seuil d'avertissement" },
      ],
      [
        input({ alertThreshold: '1.5', warningThreshold: '1.25' }),
        { alertThreshold: "Le seuil d'alerte ne peut pas dépasser le seuil d'avertissement" },
      ],
      [
        input({ alertThreshold: '100', warningThreshold: '99' }),
        { alertThreshold: "Le seuil d'alerte ne peut pas dépasser le seuil d'avertissement" },
      ],
      [without('unit'), { unit: "L'unité de stock est requise" }],
      [input({ unit: '' }), { unit: "L'unité de stock est requise" }],
      [input({ unit: 'u'.repeat(256) }), { unit: "L'unité de stock ne doit pas dépasser 255 caractères" }],
      [without('category'), { category: 'La catégorie est requise' }],
      [input({ category: '  ' }), { category: 'La catégorie est requise' }],
      [input({ category: 'c'.repeat(76) }), { category: 'La catégorie ne doit pas dépasser 75 caractères' }],
      [input({ backgroundColor: 'red' }), { backgroundColor: 'La couleur de fond doit être au format #RRVVBB' }],
      [input({ backgroundColor: '#abc' }), { backgroundColor: 'La couleur de fond doit être au format #RRVVBB' }],
      [input({ backgroundColor: '#gg0000' }), { backgroundColor: 'La couleur de fond doit être au format #RRVVBB' }],
      [input({ backgroundColor: '#aabbccd' }), { backgroundColor: 'La couleur de fond doit être au format #RRVVBB' }],
      [without('stock'), { stock: STOCK }],
      [input({ stock: '-3' }), { stock: STOCK }],
      [input({ stock: '2.0001' }), { stock: STOCK }],
      [input({ stock: 'beaucoup' }), { stock: STOCK }],
      [input({ stock: '1,5,3' }), { stock: STOCK }],
    ];
    for (const [values, fields] of cases) {
      expect({ values, fields: await refused(values) }).toEqual({ values, fields });
    }
    expect(await refused({})).toEqual({
      label: 'Le libellé est requis',
      stockDay: 'Le jour de stock est requis',
      alertThreshold: THRESHOLD,
      warningThreshold: THRESHOLD,
      unit: "L'unité de stock est requise",
      category: 'La catégorie est requise',
      stock: STOCK,
    });
    expect(await count(a.id)).toBe(before);
    expect((await sql(t, 'select count(*)::int as n from stock_movement where company_id = $1', [a.id]))[0].n).toBe(movementsBefore);
  });

  it('accepts an alert threshold equal to the warning one, and compares decimals by value, not as text', async () => {
    expect(await create({ alertThreshold: '10', warningThreshold: '10.000' })).toMatchObject({
      alertThreshold: '10.000',
      warningThreshold: '10.000',
    });
    expect(await create({ alertThreshold: '9', warningThreshold: '10' })).toMatchObject({ alertThreshold: '9.000', warningThreshold: '10.000' });
    expect(await create({ alertThreshold: '1.25', warningThreshold: '1.5' })).toMatchObject({ alertThreshold: '1.250', warningThreshold: '1.500' });
    expect(await create({ alertThreshold: '0', warningThreshold: '0' })).toMatchObject({ alertThreshold: '0.000', warningThreshold: '0.000' });
  });

  it('refuses a bad update with the same messages and changes nothing', async () => {
    const created = await create({ label: 'Fer à béton T8' });
    for (const [values, fields] of [
      [input({ label: '' }), { label: 'Le libellé est requis' }],
      [
        input({ alertThreshold: '20', warningThreshold: '10' }),
        { alertThreshold: "Le seuil d'alerte ne peut pas dépasser le seuil d'avertissement" },
      ],
      [input({ backgroundColor: 'bleu' }), { backgroundColor: 'La couleur de fond doit être au format #RRVVBB' }],
      [input({ stockDay: '2026-02-29' }), { stockDay: 'Date invalide (AAAA-MM-JJ)' }],
    ] as const) {
      const err = gqlErr(await t.gql(UPDATE, { id: created.id, input: values }, a.manager.accessToken));
      expect(err.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields });
    }
    expect(await get(created.id)).toEqual(created);
  });
});

describe('update', () => {
  it('changes the description and thresholds but never the stock: a `stock` in the input is ignored', async () => {
    const created = await create({ stock: '20', alertThreshold: '5', warningThreshold: '10' });
    const updated = gqlOk(
      await t.gql(
        UPDATE,
        {
          id: created.id,
          input: input({
            label: 'Ciment CPJ 55',
            stock: '999',
            alertThreshold: '20',
            warningThreshold: '25',
            unit: 'tonne',
            category: 'Liants',
            backgroundColor: '',
            stockDay: '2026-04-01',
          }),
        },
        a.manager.accessToken,
      ),
    ).updateStockProduct;
    expect(updated).toMatchObject({
      id: created.id,
      label: 'Ciment CPJ 55',
      stock: '20.000',
      alertThreshold: '20.000',
      warningThreshold: '25.000',
      level: 'ALERTE',
      unit: 'tonne',
      category: 'Liants',
      backgroundColor: null,
      stockDay: '2026-04-01',
    });
    expect(await get(created.id)).toEqual(updated);
    expect((await sql(t, 'select stock::text from stock_product where id = $1', [created.id]))[0].stock).toBe('20.000');
    // No movement either: the history still adds up to the stock.
    expect(await movementRows(created.id)).toHaveLength(1);
    // An update with no stock at all is fine too (the stock is not part of the update).
    const { stock: _s, ...noStock } = input({ label: 'Ciment CPJ 35' });
    expect(gqlOk(await t.gql(UPDATE, { id: created.id, input: noStock }, a.manager.accessToken)).updateStockProduct).toMatchObject({
      label: 'Ciment CPJ 35',
      stock: '20.000',
    });
  });

  it('keeps a stock moved meanwhile (the update never writes a stock it read)', async () => {
    const created = await create({ stock: '3' });
    gqlOk(await t.gql(MOVE, { productId: created.id, input: { type: 'ENTREE', quantity: '4' } }, a.manager.accessToken));
    const updated = gqlOk(await t.gql(UPDATE, { id: created.id, input: input({ stock: '3' }) }, a.manager.accessToken)).updateStockProduct;
    expect(updated.stock).toBe('7.000');
    expect((await sql(t, 'select stock::text from stock_product where id = $1', [created.id]))[0].stock).toBe('7.000');
  });

  it('refuses ids that do not exist or are not UUIDs with NOT_FOUND', async () => {
    for (const id of [randomUUID(), 'abc', "' or 1=1 --"]) {
      for (const res of [
        await t.gql(GET, { id }, a.manager.accessToken),
        await t.gql(UPDATE, { id, input: input() }, a.manager.accessToken),
        await t.gql(DELETE, { id }, a.manager.accessToken),
      ]) {
        expect({ id, code: gqlErr(res).extensions.code }).toEqual({ id, code: 'NOT_FOUND' });
      }
    }
    expect(gqlErr(await t.gql(GET, { id: randomUUID() }, a.manager.accessToken))).toMatchObject({ message: NOT_FOUND, extensions: { status: 404 } });
  });
});

describe('level', () => {
  const levelAt = async (stock: string, alertThreshold = '5', warningThreshold = '10') =>
    (await create({ stock, alertThreshold, warningThreshold })).level;

  it('is ALERTE at or below the alert threshold, AVERTISSEMENT at or below the warning one, NORMAL above — exactly at the boundaries', async () => {
    expect(await levelAt('0')).toBe('ALERTE');
    expect(await levelAt('4.999')).toBe('ALERTE');
    expect(await levelAt('5')).toBe('ALERTE');
    expect(await levelAt('5.001')).toBe('AVERTISSEMENT');
    expect(await levelAt('9.999')).toBe('AVERTISSEMENT');
    expect(await levelAt('10')).toBe('AVERTISSEMENT');
    expect(await levelAt('10.001')).toBe('NORMAL');
    expect(await levelAt('100')).toBe('NORMAL');
    // Thresholds of different widths compare as numbers, not as text.
    expect(await levelAt('9', '0', '10')).toBe('AVERTISSEMENT');
    expect(await levelAt('11', '0', '10')).toBe('NORMAL');
    expect(await levelAt('100', '0', '99.5')).toBe('NORMAL');
    expect(await levelAt('0', '0', '0')).toBe('ALERTE');
    expect(await levelAt('0.001', '0', '0')).toBe('NORMAL');
    expect(await levelAt('7', '7', '7')).toBe('ALERTE');
  });

  it('follows the stock as movements cross each boundary, on the movement answer, get and list', async () => {
    const created = await create({ label: 'Gravette 15/25', stock: '10.001', alertThreshold: '5', warningThreshold: '10' });
    expect(created.level).toBe('NORMAL');
    const steps: [string, string, string][] = [
      ['0.001', '10.000', 'AVERTISSEMENT'],
      ['4.999', '5.001', 'AVERTISSEMENT'],
      ['0.001', '5.000', 'ALERTE'],
      ['5', '0.000', 'ALERTE'],
    ];
    for (const [quantity, stock, level] of steps) {
      const res = gqlOk(await t.gql(MOVE, { productId: created.id, input: { type: 'SORTIE', quantity } }, a.manager.accessToken)).addStockMovement;
      expect(res.product).toEqual({ stock, level });
      expect(await get(created.id)).toMatchObject({ stock, level });
      const listed = gqlOk(await t.gql(LIST, { search: 'gravette 15/25' }, a.manager.accessToken)).stockProducts.items;
      expect(listed).toEqual([expect.objectContaining({ id: created.id, stock, level })]);
    }
    const back = gqlOk(
      await t.gql(MOVE, { productId: created.id, input: { type: 'ENTREE', quantity: '10.001' } }, a.manager.accessToken),
    ).addStockMovement;
    expect(back.product).toEqual({ stock: '10.001', level: 'NORMAL' });
  });

  it('follows the thresholds when they are updated', async () => {
    const created = await create({ stock: '8', alertThreshold: '1', warningThreshold: '2' });
    expect(created.level).toBe('NORMAL');
    const up = (alertThreshold: string, warningThreshold: string) =>
      t.gql(UPDATE, { id: created.id, input: input({ alertThreshold, warningThreshold }) }, a.manager.accessToken);
    expect(gqlOk(await up('1', '8')).updateStockProduct.level).toBe('AVERTISSEMENT');
    expect(gqlOk(await up('8', '8')).updateStockProduct.level).toBe('ALERTE');
    expect(gqlOk(await up('7.999', '8')).updateStockProduct.level).toBe('AVERTISSEMENT');
    expect(gqlOk(await up('7.999', '7.999')).updateStockProduct.level).toBe('NORMAL');
  });
});

describe('list, search, filters, count and categories', () => {
  let c: TestCompany;
  const names = (page: { items: { label: string }[] }) => page.items.map((p) => p.label);
  const list = async (vars: Record<string, unknown>) => gqlOk(await t.gql(LIST, vars, c.manager.accessToken)).stockProducts;
  beforeAll(async () => {
    c = await createCompany(t, 'Liste Stock');
    const products: [string, string, string, string, string][] = [
      // label, category, stock, alert, warning
      ['Ciment CPJ 45', 'Liants', '50', '5', '10'],
      ['Chaux éteinte', 'Liants', '10', '2', '10'],
      ['Électrodes 2,5 mm', 'Électricité', '3', '5', '10'],
      ['ampoules LED', 'Électricité', '10.001', '5', '10'],
      ['Béton prêt', 'Gros œuvre', '0', '0', '0'],
      ['Zinc', 'Couverture', '0.5', '1', '1'],
    ];
    for (const [label, category, stock, alertThreshold, warningThreshold] of products) {
      gqlOk(await t.gql(CREATE, { input: input({ label, category, stock, alertThreshold, warningThreshold }) }, c.manager.accessToken));
    }
  });

  it('orders by label, ignoring case and accents', async () => {
    const page = await list({});
    expect(names(page)).toEqual(['ampoules LED', 'Béton prêt', 'Chaux éteinte', 'Ciment CPJ 45', 'Électrodes 2,5 mm', 'Zinc']);
    expect(page).toMatchObject({ total: 6, page: 0, size: 20 });
  });

  it('pages with page/size and counts the total', async () => {
    const first = await list({ page: 0, size: 4 });
    expect(first).toMatchObject({ total: 6, page: 0, size: 4 });
    expect(names(first)).toEqual(['ampoules LED', 'Béton prêt', 'Chaux éteinte', 'Ciment CPJ 45']);
    expect(names(await list({ page: 1, size: 4 }))).toEqual(['Électrodes 2,5 mm', 'Zinc']);
    expect(await list({ page: 2, size: 4 })).toMatchObject({ items: [], total: 6 });
    // Out-of-range paging is clamped, never an error.
    expect(await list({ page: -3, size: 0 })).toMatchObject({ page: 0, size: 1, total: 6, items: [{ label: 'ampoules LED' }] });
    expect(await list({ size: 1000 })).toMatchObject({ size: 100, total: 6 });
  });

  it('searches label and category without regard to accents or case; LIKE wildcards match themselves', async () => {
    expect(names(await list({ search: 'CHAUX ETEINTE' }))).toEqual(['Chaux éteinte']);
    expect(names(await list({ search: 'electr' }))).toEqual(['ampoules LED', 'Électrodes 2,5 mm']);
    expect(names(await list({ search: 'liants' }))).toEqual(['Chaux éteinte', 'Ciment CPJ 45']);
    expect(names(await list({ search: 'gros oeuvre' }))).toEqual([]);
    expect(names(await list({ search: 'gros œuvre' }))).toEqual(['Béton prêt']);
    expect(names(await list({ search: '  béton   PRET ' }))).toEqual(['Béton prêt']);
    expect(names(await list({ search: '2,5' }))).toEqual(['Électrodes 2,5 mm']);
    expect(await list({ search: '%' })).toMatchObject({ items: [], total: 0 });
    expect(await list({ search: '_' })).toMatchObject({ items: [], total: 0 });
    expect(await list({ search: 'introuvable' })).toMatchObject({ items: [], total: 0 });
    expect((await list({ search: '' })).total).toBe(6);
  });

  it('filters by exact category, alone and with the search', async () => {
    expect(names(await list({ category: 'Électricité' }))).toEqual(['ampoules LED', 'Électrodes 2,5 mm']);
    expect(names(await list({ category: 'Liants', search: 'ciment' }))).toEqual(['Ciment CPJ 45']);
    expect(names(await list({ category: 'Liants', search: 'led' }))).toEqual([]);
    expect((await list({ category: 'Inconnue' })).total).toBe(0);
  });

  it('keeps only products at or below their warning threshold with toRestock, and counts them', async () => {
    const expected = ['Béton prêt', 'Chaux éteinte', 'Électrodes 2,5 mm', 'Zinc'];
    const page = await list({ toRestock: true });
    expect(names(page)).toEqual(expected);
    expect(page.total).toBe(4);
    expect(page.items.every((p: { level: string }) => p.level !== 'NORMAL')).toBe(true);
    expect(names(await list({ toRestock: false }))).toHaveLength(6);
    expect(names(await list({ toRestock: true, category: 'Électricité' }))).toEqual(['Électrodes 2,5 mm']);
    expect(names(await list({ toRestock: true, search: 'ELECTR' }))).toEqual(['Électrodes 2,5 mm']);
    expect(names(await list({ toRestock: true, search: 'c' }))).toEqual(['Chaux éteinte', 'Électrodes 2,5 mm', 'Zinc']);
    expect(gqlOk(await t.gql(COUNT, {}, c.manager.accessToken)).stockToRestockCount).toBe(4);

    // Crossing the warning threshold moves a product in and out of both.
    const ampoules = (await list({ search: 'ampoules' })).items[0];
    gqlOk(await t.gql(MOVE, { productId: ampoules.id, input: { type: 'SORTIE', quantity: '0.001' } }, c.manager.accessToken));
    expect(gqlOk(await t.gql(COUNT, {}, c.manager.accessToken)).stockToRestockCount).toBe(5);
    expect(names(await list({ toRestock: true }))).toContain('ampoules LED');
    gqlOk(await t.gql(MOVE, { productId: ampoules.id, input: { type: 'ENTREE', quantity: '0.001' } }, c.manager.accessToken));
    expect(gqlOk(await t.gql(COUNT, {}, c.manager.accessToken)).stockToRestockCount).toBe(4);
    expect(names(await list({ toRestock: true }))).not.toContain('ampoules LED');
  });

  it('lists each category in use once, sorted', async () => {
    const categories = gqlOk(await t.gql(CATEGORIES, {}, c.manager.accessToken)).stockCategories;
    expect([...categories].sort()).toEqual(['Couverture', 'Gros œuvre', 'Liants', 'Électricité'].sort());
    expect(categories).toHaveLength(4);
    const sorted = await sql(t, 'select distinct category from stock_product where company_id = $1 order by category', [c.id]);
    expect(categories).toEqual(sorted.map((r) => r.category));
  });

  it('a search after an update finds the new label and category, not the old ones', async () => {
    const zinc = (await list({ search: 'zinc' })).items[0];
    gqlOk(
      await t.gql(
        UPDATE,
        { id: zinc.id, input: input({ label: 'Tôle ondulée', category: 'Étanchéité', alertThreshold: '1', warningThreshold: '1' }) },
        c.manager.accessToken,
      ),
    );
    expect(names(await list({ search: 'zinc' }))).toEqual([]);
    expect(names(await list({ search: 'tole' }))).toEqual(['Tôle ondulée']);
    expect(names(await list({ search: 'etancheite' }))).toEqual(['Tôle ondulée']);
    expect(gqlOk(await t.gql(CATEGORIES, {}, c.manager.accessToken)).stockCategories).not.toContain('Couverture');
  });
});

describe('delete', () => {
  it('deletes the product and its movements; then get and delete answer NOT_FOUND', async () => {
    const created = await create({ stock: '10' });
    gqlOk(await t.gql(MOVE, { productId: created.id, input: { type: 'SORTIE', quantity: '2' } }, a.manager.accessToken));
    expect(await movementRows(created.id)).toHaveLength(2);
    const other = await create({ label: 'Autre produit', stock: '4' });
    expect(gqlOk(await t.gql(DELETE, { id: created.id }, a.manager.accessToken)).deleteStockProduct).toBe(true);
    expect(await movementRows(created.id)).toEqual([]);
    expect((await sql(t, 'select count(*)::int as n from stock_product where id = $1', [created.id]))[0].n).toBe(0);
    expect(gqlErr(await t.gql(GET, { id: created.id }, a.manager.accessToken))).toMatchObject({
      message: NOT_FOUND,
      extensions: { code: 'NOT_FOUND', status: 404 },
    });
    expect(gqlErr(await t.gql(DELETE, { id: created.id }, a.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(HISTORY, { productId: created.id }, a.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
    expect(
      gqlErr(await t.gql(MOVE, { productId: created.id, input: { type: 'ENTREE', quantity: '1' } }, a.manager.accessToken)).extensions.code,
    ).toBe('NOT_FOUND');
    // The other product and its history are untouched.
    expect(await get(other.id)).toMatchObject({ stock: '4.000' });
    expect(await movementRows(other.id)).toHaveLength(1);
  });
});
