// @both-databases: movements under row locks.
import { randomUUID } from 'node:crypto';
import { addMember, createCompany, createSite, gqlErr, gqlOk, type Member, sql, type TestCompany } from '../../../test/company';
import { createProduct } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';

const MOVEMENT_FIELDS = 'id productId type quantity stockAfter date site { id name } note authorName createdAt';
const GET = `query ($id: ID!) { stockProduct(id: $id) { id stock level } }`;
const MOVE = `mutation ($productId: ID!, $input: StockMovementInput!) {
  addStockMovement(productId: $productId, input: $input) { movement { ${MOVEMENT_FIELDS} } product { id label stock level } } }`;
const HISTORY =
  `query ($productId: ID!, $page: Int, $size: Int) { stockMovements(productId: $productId, page: $page, ` +
  `size: $size) { items { ${MOVEMENT_FIELDS} } total page size } }`;

const QUANTITY = 'La quantité doit être un nombre non nul (positif pour une entrée ou une sortie, trois décimales au plus)';
const INSUFFICIENT = 'Stock insuffisant : ce mouvement rendrait le stock négatif.';
const TOO_LARGE = 'Le stock dépasserait la capacité maximale (999 999 999 999,999).';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;
beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas BTP'), createCompany(t, 'Rif Travaux')]);
  user = await addMember(t, a, { firstName: 'Karim', lastName: 'Alaoui' });
});
afterAll(() => t.stop());

const newProduct = async (stock = '0', overrides: Record<string, unknown> = {}, token = a.manager.accessToken): Promise<string> =>
  (await createProduct(t, token, { label: 'Ciment', stock, category: 'Liants', backgroundColor: null, ...overrides })).id;
const move = (productId: string, input: Record<string, unknown>, token = a.manager.accessToken) => t.gql(MOVE, { productId, input }, token);
const moveOk = async (productId: string, input: Record<string, unknown>, token = a.manager.accessToken) =>
  gqlOk(await move(productId, input, token)).addStockMovement;
const stockOf = async (productId: string) =>
  (await sql(t, 'select stock::text from stock_product where id = $1', [productId]))[0]?.stock as string | undefined;
/** The stock, the number of movements and the sum of their quantities, read outside the api. */
const ledger = async (productId: string) =>
  (
    await sql(
      t,
      `select p.stock::text as stock, count(m.id)::int as movements, coalesce(sum(m.quantity), 0)::numeric(15,3)::text as total
    from stock_product p left join stock_movement m on m.product_id = p.id where p.id = $1 group by p.id`,
      [productId],
    )
  )[0];
const newsOf = (siteId: string) =>
  sql(
    t,
    'select type, entity_kind, entity_label, quantity::text, unit, author_name from site_news_entry where site_id = $1 order by created_at, id',
    [siteId],
  );
const todayIn = (timeZone: string) => new Date().toLocaleDateString('sv-SE', { timeZone });

describe('entries, exits and adjustments', () => {
  it('adds an ENTREE, subtracts a SORTIE (given positive, stored negative), and applies a signed AJUSTEMENT', async () => {
    const id = await newProduct('10');
    const entry = await moveOk(id, { type: 'ENTREE', quantity: '5' });
    expect(entry.movement).toMatchObject({ productId: id, type: 'ENTREE', quantity: '5.000', stockAfter: '15.000' });
    expect(entry.product).toMatchObject({ id, label: 'Ciment', stock: '15.000', level: 'NORMAL' });

    const exit = await moveOk(id, { type: 'SORTIE', quantity: '6' });
    expect(exit.movement).toMatchObject({ type: 'SORTIE', quantity: '-6.000', stockAfter: '9.000' });
    expect(exit.product).toMatchObject({ stock: '9.000', level: 'AVERTISSEMENT' });

    const down = await moveOk(id, { type: 'AJUSTEMENT', quantity: '-4.5' });
    expect(down.movement).toMatchObject({ type: 'AJUSTEMENT', quantity: '-4.500', stockAfter: '4.500' });
    expect(down.product).toMatchObject({ stock: '4.500', level: 'ALERTE' });

    const up = await moveOk(id, { type: 'AJUSTEMENT', quantity: '0.5' });
    expect(up.movement).toMatchObject({ type: 'AJUSTEMENT', quantity: '0.500', stockAfter: '5.000' });

    expect(await stockOf(id)).toBe('5.000');
    const rows = await sql(t, 'select type, quantity::text, stock_after::text from stock_movement where product_id = $1 order by created_at, id', [
      id,
    ]);
    expect(rows).toEqual([
      { type: 'AJUSTEMENT', quantity: '10.000', stock_after: '10.000' },
      { type: 'ENTREE', quantity: '5.000', stock_after: '15.000' },
      { type: 'SORTIE', quantity: '-6.000', stock_after: '9.000' },
      { type: 'AJUSTEMENT', quantity: '-4.500', stock_after: '4.500' },
      { type: 'AJUSTEMENT', quantity: '0.500', stock_after: '5.000' },
    ]);
    expect(await ledger(id)).toEqual({ stock: '5.000', movements: 5, total: '5.000' });
  });

  it('lets a SORTIE take the stock to exactly zero', async () => {
    const id = await newProduct('2.5');
    expect((await moveOk(id, { type: 'SORTIE', quantity: '2,5' })).product).toMatchObject({ stock: '0.000', level: 'ALERTE' });
    expect(await ledger(id)).toEqual({ stock: '0.000', movements: 2, total: '0.000' });
  });

  it('refuses a zero, negative or malformed quantity with the French message, and changes nothing', async () => {
    const id = await newProduct('10');
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ type: 'ENTREE', quantity: '0' }, { quantity: QUANTITY }],
      [{ type: 'ENTREE', quantity: '0.000' }, { quantity: QUANTITY }],
      [{ type: 'ENTREE', quantity: '-1' }, { quantity: QUANTITY }],
      [{ type: 'SORTIE', quantity: '0' }, { quantity: QUANTITY }],
      [{ type: 'SORTIE', quantity: '-2' }, { quantity: QUANTITY }],
      [{ type: 'AJUSTEMENT', quantity: '0' }, { quantity: QUANTITY }],
      [{ type: 'AJUSTEMENT', quantity: '-0.000' }, { quantity: QUANTITY }],
      [{ type: 'ENTREE', quantity: '1.0001' }, { quantity: QUANTITY }],
      [{ type: 'ENTREE', quantity: 'dix' }, { quantity: QUANTITY }],
      [{ type: 'ENTREE', quantity: '' }, { quantity: QUANTITY }],
      [{ type: 'ENTREE', quantity: '1e2' }, { quantity: QUANTITY }],
      [{ type: 'ENTREE', quantity: '123456789012' }, { quantity: QUANTITY }],
      [{ type: 'ENTREE' }, { quantity: QUANTITY }],
      [{ type: 'VOL', quantity: '1' }, { type: 'Choisissez le type de mouvement : entrée, sortie ou ajustement' }],
      [{ quantity: '1' }, { type: 'Choisissez le type de mouvement : entrée, sortie ou ajustement' }],
      [{ type: 'entree', quantity: '1' }, { type: 'Choisissez le type de mouvement : entrée, sortie ou ajustement' }],
      [{ type: 'ENTREE', quantity: '1', date: '2026-02-30' }, { date: 'Date invalide (AAAA-MM-JJ)' }],
      [{ type: 'ENTREE', quantity: '1', date: '30/01/2026' }, { date: 'Date invalide (AAAA-MM-JJ)' }],
      [{ type: 'ENTREE', quantity: '1', note: 'n'.repeat(256) }, { note: 'La note ne doit pas dépasser 255 caractères' }],
      [{ type: 'ENTREE', quantity: '1', siteId: 'pas-un-id' }, { siteId: "Ce chantier n'existe pas ou a été supprimé." }],
    ];
    for (const [input, fields] of cases) {
      const err = gqlErr(await move(id, input));
      expect({ input, code: err.extensions.code, status: err.extensions.status, fields: err.extensions.fields }).toEqual({
        input,
        code: 'BAD_USER_INPUT',
        status: 400,
        fields,
      });
    }
    expect(await ledger(id)).toEqual({ stock: '10.000', movements: 1, total: '10.000' });
  });

  it('refuses an exit beyond the stock with CONFLICT, and changes nothing', async () => {
    const id = await newProduct('3');
    const before = (await sql(t, 'select stock::text, updated_at from stock_product where id = $1', [id]))[0];
    for (const input of [
      { type: 'SORTIE', quantity: '3.001' },
      { type: 'SORTIE', quantity: '100' },
      { type: 'AJUSTEMENT', quantity: '-3.001' },
    ]) {
      const err = gqlErr(await move(id, input));
      expect({ input, err }).toEqual({
        input,
        err: expect.objectContaining({ message: INSUFFICIENT, extensions: expect.objectContaining({ code: 'CONFLICT', status: 409 }) }),
      });
    }
    expect((await sql(t, 'select stock::text, updated_at from stock_product where id = $1', [id]))[0]).toEqual(before);
    expect(await ledger(id)).toEqual({ stock: '3.000', movements: 1, total: '3.000' });
    const empty = await newProduct('0');
    expect(gqlErr(await move(empty, { type: 'SORTIE', quantity: '0.001' })).extensions.code).toBe('CONFLICT');
    expect(await ledger(empty)).toEqual({ stock: '0.000', movements: 0, total: '0.000' });
  });

  it('refuses a product that does not exist, and anonymous callers', async () => {
    for (const productId of [randomUUID(), 'abc']) {
      expect(gqlErr(await move(productId, { type: 'ENTREE', quantity: '1' })).extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    }
    const id = await newProduct('1');
    expect(gqlErr(await t.gql(MOVE, { productId: id, input: { type: 'ENTREE', quantity: '1' } })).extensions.code).toBe('UNAUTHENTICATED');
    expect(gqlErr(await t.gql(HISTORY, { productId: id })).extensions.code).toBe('UNAUTHENTICATED');
    expect(await stockOf(id)).toBe('1.000');
  });
});

describe('exact decimals', () => {
  it('adds 0.1 and 0.2 to exactly 0.300, and keeps three decimals exactly', async () => {
    const id = await newProduct('0');
    await moveOk(id, { type: 'ENTREE', quantity: '0.1' });
    const second = await moveOk(id, { type: 'ENTREE', quantity: '0.2' });
    expect(second.movement.stockAfter).toBe('0.300');
    expect(second.product.stock).toBe('0.300');
    expect(await stockOf(id)).toBe('0.300');
    expect((await moveOk(id, { type: 'ENTREE', quantity: '0.001' })).product.stock).toBe('0.301');
    expect((await moveOk(id, { type: 'SORTIE', quantity: '0.3' })).product.stock).toBe('0.001');
    expect(await ledger(id)).toEqual({ stock: '0.001', movements: 4, total: '0.001' });
  });

  it("accepts a decimal comma ('2,5') and spaces as thousands separators", async () => {
    const id = await newProduct('0');
    expect((await moveOk(id, { type: 'ENTREE', quantity: '2,5' })).movement).toMatchObject({ quantity: '2.500', stockAfter: '2.500' });
    expect((await moveOk(id, { type: 'ENTREE', quantity: ' 1 000,125 ' })).movement).toMatchObject({ quantity: '1000.125', stockAfter: '1002.625' });
    expect((await moveOk(id, { type: 'AJUSTEMENT', quantity: '-0,625' })).movement).toMatchObject({ quantity: '-0.625', stockAfter: '1002.000' });
  });

  it("refuses a movement that would pass numeric(15,3) with 'stock.tooLarge', and changes nothing", async () => {
    const max = '99999999999.999';
    const id = await newProduct(max);
    for (let i = 0; i < 9; i++) await moveOk(id, { type: 'ENTREE', quantity: max });
    expect(await stockOf(id)).toBe('999999999999.990');
    const before = await ledger(id);
    for (const input of [
      { type: 'ENTREE', quantity: '0.01' },
      { type: 'ENTREE', quantity: max },
      { type: 'AJUSTEMENT', quantity: '1' },
    ]) {
      const err = gqlErr(await move(id, input));
      expect({ input, err }).toEqual({
        input,
        err: expect.objectContaining({
          message: TOO_LARGE,
          extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', status: 400, fields: { quantity: TOO_LARGE } }),
        }),
      });
    }
    expect(await ledger(id)).toEqual(before);
    // The very top of the column still fits.
    const top = await moveOk(id, { type: 'ENTREE', quantity: '0.009' });
    expect(top.product.stock).toBe('999999999999.999');
    expect(await ledger(id)).toEqual({ stock: '999999999999.999', movements: 11, total: '999999999999.999' });
    expect(gqlOk(await t.gql(GET, { id }, a.manager.accessToken)).stockProduct.stock).toBe('999999999999.999');
  });
});

describe('date, site, note and author', () => {
  it('dates a movement today in Africa/Casablanca by default, or the day given', async () => {
    const id = await newProduct('0');
    const before = todayIn('Africa/Casablanca');
    const byDefault = (await moveOk(id, { type: 'ENTREE', quantity: '1' })).movement;
    const after = todayIn('Africa/Casablanca');
    expect([before, after]).toContain(byDefault.date);
    const withNull = (await moveOk(id, { type: 'ENTREE', quantity: '1', date: null })).movement;
    expect([before, todayIn('Africa/Casablanca')]).toContain(withNull.date);
    expect((await moveOk(id, { type: 'ENTREE', quantity: '1', date: '2025-12-31' })).movement.date).toBe('2025-12-31');
    expect((await sql(t, 'select date::text from stock_movement where product_id = $1 order by created_at', [id])).map((r) => r.date)).toEqual([
      byDefault.date,
      withNull.date,
      '2025-12-31',
    ]);
  });

  it("records the signed-in user's 'Prénom Nom' as author", async () => {
    const id = await newProduct('0');
    expect((await moveOk(id, { type: 'ENTREE', quantity: '1' }, user.accessToken)).movement.authorName).toBe('Karim Alaoui');
    expect((await moveOk(id, { type: 'ENTREE', quantity: '1' }, a.manager.accessToken)).movement.authorName).toBe('Amina Benali');
    const rows = await sql(t, 'select author_id, author_name from stock_movement where product_id = $1 order by created_at', [id]);
    expect(rows).toEqual([
      { author_id: user.id, author_name: 'Karim Alaoui' },
      { author_id: a.manager.id, author_name: 'Amina Benali' },
    ]);
  });

  it('keeps a note up to 255 characters; a blank note is none', async () => {
    const id = await newProduct('0');
    expect((await moveOk(id, { type: 'ENTREE', quantity: '1', note: '  Livraison Lafarge BL 1234  ' })).movement.note).toBe(
      'Livraison Lafarge BL 1234',
    );
    expect((await moveOk(id, { type: 'ENTREE', quantity: '1', note: 'n'.repeat(255) })).movement.note).toHaveLength(255);
    expect((await moveOk(id, { type: 'ENTREE', quantity: '1', note: '   ' })).movement.note).toBeNull();
    expect((await moveOk(id, { type: 'ENTREE', quantity: '1' })).movement.note).toBeNull();
  });

  it("ties a movement to one of the company's sites and adds one entry to that site's news", async () => {
    const site = await createSite(t, a.manager.accessToken, { name: 'Villa A', managerId: user.id });
    const id = await newProduct('10');
    const newsBefore = await newsOf(site.id);

    const entry = await moveOk(id, { type: 'ENTREE', quantity: '1', siteId: site.id });
    expect(entry.movement.site).toEqual({ id: site.id, name: 'Villa A' });
    expect((await sql(t, 'select site_id from stock_movement where id = $1', [entry.movement.id]))[0].site_id).toBe(site.id);
    const exit = await moveOk(id, { type: 'SORTIE', quantity: '2.5', siteId: site.id.toUpperCase() }, user.accessToken);
    expect(exit.movement.site).toEqual({ id: site.id, name: 'Villa A' });

    const added = (await newsOf(site.id)).slice(newsBefore.length);
    expect(added).toEqual([
      { type: 'ADD', entity_kind: 'StockMovement', entity_label: 'Ciment', quantity: '1.000', unit: 'sac de 50 kg', author_name: 'Amina Benali' },
      { type: 'ADD', entity_kind: 'StockMovement', entity_label: 'Ciment', quantity: '-2.500', unit: 'sac de 50 kg', author_name: 'Karim Alaoui' },
    ]);

    // Without a site: no news anywhere. A refused movement with a site: no news either.
    const allNews = async () => (await sql(t, 'select count(*)::int as n from site_news_entry where company_id = $1', [a.id]))[0].n as number;
    const total = await allNews();
    expect((await moveOk(id, { type: 'ENTREE', quantity: '1' })).movement.site).toBeNull();
    expect(gqlErr(await move(id, { type: 'SORTIE', quantity: '1000', siteId: site.id })).extensions.code).toBe('CONFLICT');
    expect(await allNews()).toBe(total);
  });

  it("refuses another company's site, or one that does not exist, with NOT_FOUND and changes nothing", async () => {
    const foreign = await createSite(t, b.manager.accessToken, { name: 'Nador Port' });
    const id = await newProduct('10');
    for (const siteId of [foreign.id, randomUUID()]) {
      const err = gqlErr(await move(id, { type: 'ENTREE', quantity: '1', siteId }));
      expect(err).toMatchObject({ message: "Ce chantier n'existe pas ou a été supprimé.", extensions: { code: 'NOT_FOUND', status: 404 } });
    }
    expect(await ledger(id)).toEqual({ stock: '10.000', movements: 1, total: '10.000' });
    expect(await newsOf(foreign.id)).toEqual(expect.not.arrayContaining([expect.objectContaining({ entity_kind: 'StockMovement' })]));
  });
});

describe('history', () => {
  it('lists movements newest first with the stock after each line, paged, and adds up to the stock', async () => {
    const id = await newProduct('4', { stockDay: '2026-01-10' });
    const steps: [string, string][] = [
      ['ENTREE', '6'],
      ['SORTIE', '2.25'],
      ['AJUSTEMENT', '-0.75'],
      ['ENTREE', '10'],
      ['SORTIE', '17'],
    ];
    for (const [type, quantity] of steps) await moveOk(id, { type, quantity });
    const history = gqlOk(await t.gql(HISTORY, { productId: id }, a.manager.accessToken)).stockMovements;
    expect(history).toMatchObject({ total: 6, page: 0, size: 20 });
    expect(history.items.map((m: { type: string; quantity: string; stockAfter: string }) => [m.type, m.quantity, m.stockAfter])).toEqual([
      ['SORTIE', '-17.000', '0.000'],
      ['ENTREE', '10.000', '17.000'],
      ['AJUSTEMENT', '-0.750', '7.000'],
      ['SORTIE', '-2.250', '7.750'],
      ['ENTREE', '6.000', '10.000'],
      ['AJUSTEMENT', '4.000', '4.000'],
    ]);
    expect(history.items[5]).toMatchObject({ note: 'Stock initial', date: '2026-01-10', authorName: 'Amina Benali', site: null });
    // Each line's stock is the one below it plus its quantity, and the newest line is the product's stock.
    const milli = (v: string) => Math.round(Number(v) * 1000);
    for (let i = 0; i < history.items.length; i++) {
      const below = i + 1 < history.items.length ? milli(history.items[i + 1].stockAfter) : 0;
      expect(milli(history.items[i].stockAfter)).toBe(below + milli(history.items[i].quantity));
    }
    expect(gqlOk(await t.gql(GET, { id }, a.manager.accessToken)).stockProduct.stock).toBe(history.items[0].stockAfter);
    expect(await ledger(id)).toEqual({ stock: '0.000', movements: 6, total: '0.000' });

    const page1 = gqlOk(await t.gql(HISTORY, { productId: id, page: 1, size: 4 }, a.manager.accessToken)).stockMovements;
    expect(page1).toMatchObject({ total: 6, page: 1, size: 4 });
    expect(page1.items.map((m: { stockAfter: string }) => m.stockAfter)).toEqual(['10.000', '4.000']);
  });
});

describe('concurrency', () => {
  it('100 parallel entries of 1 end at exactly opening + 100, with 100 rows and each stockAfter once', async () => {
    const opening = 7;
    const id = await newProduct(String(opening));
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => move(id, { type: 'ENTREE', quantity: '1' }, i % 2 ? user.accessToken : a.manager.accessToken)),
    );
    const results = answers.map((r) => gqlOk(r).addStockMovement);
    expect(await stockOf(id)).toBe(`${opening + 100}.000`);
    expect((await sql(t, "select count(*)::int as n from stock_movement where product_id = $1 and type = 'ENTREE'", [id]))[0].n).toBe(100);
    expect(await ledger(id)).toEqual({ stock: `${opening + 100}.000`, movements: 101, total: `${opening + 100}.000` });

    const expected = Array.from({ length: 100 }, (_, i) => `${opening + 1 + i}.000`);
    const answered = results.map((r) => r.movement.stockAfter).sort((x, y) => Number(x) - Number(y));
    expect(answered).toEqual(expected);
    const stored = (
      await sql(t, "select stock_after::text from stock_movement where product_id = $1 and type = 'ENTREE' order by stock_movement.stock_after", [id])
    ).map((r) => r.stock_after);
    expect(stored).toEqual(expected);
    // Each answer's product carries the stock its own movement left.
    expect(results.every((r) => r.product.stock === r.movement.stockAfter)).toBe(true);
    // The history reads newest first even for movements made in the same instant.
    const history = gqlOk(await t.gql(HISTORY, { productId: id, size: 100 }, a.manager.accessToken)).stockMovements;
    expect(history.total).toBe(101);
    expect(history.items.map((m: { stockAfter: string }) => m.stockAfter)).toEqual([...expected].reverse());
  });

  it('50 parallel exits of 1 on a stock of 30: exactly 30 succeed, 20 are refused, the stock ends at 0', async () => {
    const id = await newProduct('30');
    const answers = await Promise.all(Array.from({ length: 50 }, () => move(id, { type: 'SORTIE', quantity: '1' })));
    const ok = answers.filter((r) => !r.body.errors);
    const refused = answers.filter((r) => r.body.errors).map((r) => gqlErr(r));
    expect(ok).toHaveLength(30);
    expect(refused).toHaveLength(20);
    expect(refused.every((e) => e.message === INSUFFICIENT && e.extensions.code === 'CONFLICT')).toBe(true);
    expect(await ledger(id)).toEqual({ stock: '0.000', movements: 31, total: '0.000' });
    const stored = (
      await sql(t, "select stock_after::text from stock_movement where product_id = $1 and type = 'SORTIE' order by stock_movement.stock_after", [id])
    ).map((r) => r.stock_after);
    expect(stored).toEqual(Array.from({ length: 30 }, (_, i) => `${i}.000`));
  });
});
