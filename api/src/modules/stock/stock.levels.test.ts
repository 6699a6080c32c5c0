import { createCompany, gqlErr, gqlOk, sql, type TestCompany } from '../../../test/company';
import {
  CREATE,
  UPDATE,
  GET,
  DELETE,
  LIST,
  COUNT,
  CATEGORIES,
  MOVE,
  HISTORY,
  NOT_FOUND,
  t,
  a,
  input,
  create,
  get,
  movementRows,
} from './stock.test-helpers';

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
    expect(names(await list({ search: 'gros oeuvre' }))).toEqual(['Béton prêt']);
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
