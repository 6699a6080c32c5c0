import { randomUUID } from 'node:crypto';
import { gqlErr, gqlOk, sql } from '../../../../test/company';
import {
  CREATE,
  UPDATE,
  DELETE,
  GET,
  LIST,
  M,
  t,
  a,
  token,
  site,
  betonId,
  bSupplierId,
  input,
  create,
  refused,
  row,
  countPurchases,
} from './purchases.test-helpers';

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
