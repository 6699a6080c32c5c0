import { randomUUID } from 'node:crypto';
import { gqlErr, gqlOk, sql } from '../../../test/company';
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
  user,
  input,
  create,
  get,
  count,
  movementRows,
} from './stock.test-helpers';

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
