import { randomUUID } from 'node:crypto';
import { addMember, createCompany, createSite, gqlErr, gqlOk, sql, type TestCompany, giveSite } from '../../../../test/company';
import { startTestServer, type TestServer } from '../../../../test/server';

const FIELDS = 'id siteId day date amountPaid bonus total supplier phone worker';
const CREATE = `mutation ($siteId: ID!, $input: ServiceSheetInput!) { createServiceSheet(siteId: $siteId, input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: ServiceSheetInput!) { updateServiceSheet(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteServiceSheet(id: $id) }`;
const GET = `query ($id: ID!) { serviceSheet(id: $id) { ${FIELDS} } }`;
const LIST = `query ($siteId: ID!, $from: String, $to: String, $supplier: String, $page: Int, $size: Int) {
  serviceSheets(siteId: $siteId, from: $from, to: $to, supplier: $supplier, page: $page, size: $size) {
    items { id day date supplier amountPaid bonus total } total page size totals { count amountPaid bonus total } } }`;

const M = {
  dayRequired: 'Le jour est requis',
  dayInvalid: 'Le jour doit être un jour de la semaine (Lundi … Dimanche)',
  dayMismatch: 'Le jour ne correspond pas à la date',
  dateInvalid: 'Date invalide (AAAA-MM-JJ)',
  paidRequired: 'Le montant payé est requis',
  bonusRequired: 'Le montant de la prime est requis',
  amountInvalid: 'Le montant doit être un nombre positif (au plus 999 999 999 999,99 DH, deux décimales, 20 caractères)',
  supplierRequired: 'Le fournisseur est requis',
  supplierMax: 'Le fournisseur ne doit pas dépasser 75 caractères',
  phone: 'Le numéro de téléphone doit contenir 10 chiffres',
  workerRequired: "L'intervenant est requis",
  workerMax: "L'intervenant ne doit pas dépasser 75 caractères",
  periodOrder: 'La fin de la période ne peut pas précéder son début',
  notFound: "Cette fiche de service n'existe pas ou a été supprimée.",
};

/** getUTCDay() order. */
const FRENCH_DAYS = ['Dimanche', 'Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi'];
const weekdayOf = (iso: string) => FRENCH_DAYS[new Date(`${iso}T12:00:00Z`).getUTCDay()];
const moroccoToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date());
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

let t: TestServer;
let a: TestCompany;
let token: string;
let site: string;
beforeAll(async () => {
  t = await startTestServer();
  a = await createCompany(t, 'Atlas BTP');
  token = a.manager.accessToken;
  site = (await createSite(t, token, { name: 'Centre commercial Anfa' })).id;
});
afterAll(() => t.stop());

// 2024-03-04 is a Monday.
const input = (overrides: Record<string, unknown> = {}) => ({
  day: 'Lundi',
  date: '2024-03-04',
  amountPaid: '300.00',
  bonus: '50.00',
  supplier: 'Plomberie Atlas',
  phone: '0612345678',
  worker: 'Omar Idrissi',
  ...overrides,
});
const create = async (overrides: Record<string, unknown> = {}, siteId = site, tok = token) =>
  gqlOk(await t.gql(CREATE, { siteId, input: input(overrides) }, tok)).createServiceSheet;
const refused = async (overrides: Record<string, unknown>) => {
  const err = gqlErr(await t.gql(CREATE, { siteId: site, input: input(overrides) }, token));
  expect(err.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
  return err.extensions.fields ?? {};
};
const countSheets = async (siteId = site) =>
  (await sql(t, 'select count(*)::int as n from service_sheet where site_id = $1', [siteId]))[0].n as number;
const list = async (vars: Record<string, unknown>) => gqlOk(await t.gql(LIST, vars, token)).serviceSheets;

describe('create, read, update, delete', () => {
  it('takes a phone as people type it (« +212 6 12 34 56 78 », « 06.12.34.56.78 ») and keeps its 10 digits', async () => {
    for (const typed of ['+212 6 12 34 56 78', '06.12.34.56.78', '06 12 34 56 78']) {
      const sheet = await create({ phone: typed });
      expect((await sql(t, 'select phone from service_sheet where id = $1', [sheet.id]))[0]).toEqual({ phone: '0612345678' });
    }
  });

  it('stores every field; total is payé + prime; get answers the same', async () => {
    const s = await create({ amountPaid: '300.10', bonus: '0.20' });
    expect(s).toMatchObject({
      siteId: site,
      day: 'Lundi',
      date: '2024-03-04',
      amountPaid: '300.10',
      bonus: '0.20',
      total: '300.30',
      supplier: 'Plomberie Atlas',
      phone: '0612345678',
      worker: 'Omar Idrissi',
    });
    expect(gqlOk(await t.gql(GET, { id: s.id }, token)).serviceSheet).toEqual(s);
    const [row] = await sql(t, 'select day, date::text, amount_paid, bonus, phone, company_id from service_sheet where id = $1', [s.id]);
    expect(row).toEqual({ day: 'Lundi', date: '2024-03-04', amount_paid: '300.10', bonus: '0.20', phone: '0612345678', company_id: a.id });
  });

  it('keeps the largest amounts exact, their total included', async () => {
    const s = await create({ amountPaid: '999999999999.99', bonus: '999999999999.99' });
    expect(s).toMatchObject({ amountPaid: '999999999999.99', bonus: '999999999999.99', total: '1999999999999.98' });
  });

  it('lets a USER update, and only a MANAGER delete; a deleted sheet is NOT_FOUND', async () => {
    const user = await addMember(t, a);
    await giveSite(t, site, user);
    const s = await create({}, site, user.accessToken);
    // 2024-03-08 is a Friday.
    const updated = gqlOk(
      await t.gql(
        UPDATE,
        { id: s.id, input: input({ day: 'vendredi', date: '2024-03-08', amountPaid: '1', bonus: '2', worker: 'Said' }) },
        user.accessToken,
      ),
    ).updateServiceSheet;
    expect(updated).toMatchObject({ id: s.id, day: 'Vendredi', date: '2024-03-08', total: '3.00', worker: 'Said' });
    expect(gqlErr(await t.gql(DELETE, { id: s.id }, user.accessToken)).extensions.code).toBe('FORBIDDEN');
    expect(gqlOk(await t.gql(GET, { id: s.id }, token)).serviceSheet.id).toBe(s.id);
    expect(gqlOk(await t.gql(DELETE, { id: s.id }, token)).deleteServiceSheet).toBe(true);
    const err = gqlErr(await t.gql(GET, { id: s.id }, token));
    expect(err).toMatchObject({ message: M.notFound, extensions: { code: 'NOT_FOUND' } });
    expect(gqlErr(await t.gql(UPDATE, { id: s.id, input: input() }, token)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(DELETE, { id: s.id }, token)).extensions.code).toBe('NOT_FOUND');
  });

  it('answers NOT_FOUND for an unknown site and UNAUTHENTICATED without a session', async () => {
    expect(gqlErr(await t.gql(CREATE, { siteId: randomUUID(), input: input() }, token)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(CREATE, { siteId: site, input: input() })).extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('jour: a weekday name matching the date', () => {
  it.each([
    ['lundi', '2024-03-04', 'Lundi'],
    ['  MARDI ', '2024-03-05', 'Mardi'],
    ['Mercredi', '2024-03-06', 'Mercredi'],
    ['mércredi', '2024-03-06', 'Mercredi'],
    ['JEUDI', '2024-03-07', 'Jeudi'],
    ['Vendredi', '2024-03-08', 'Vendredi'],
    ['samedi', '2024-03-09', 'Samedi'],
    ['DIMANCHE', '2024-03-10', 'Dimanche'],
    ['Dîmanche', '2024-12-29', 'Dimanche'],
    ['jeudi', '2024-02-29', 'Jeudi'],
  ])('reads %j on %s as %s', async (day, date, stored) => {
    expect(weekdayOf(date)).toBe(stored);
    const s = await create({ day, date });
    expect(s).toMatchObject({ day: stored, date });
  });

  it.each([
    [{ day: '' }, M.dayRequired],
    [{ day: '   ' }, M.dayRequired],
    [{ day: 'Lun' }, M.dayInvalid],
    [{ day: 'Monday' }, M.dayInvalid],
    [{ day: 'Lundi Mardi' }, M.dayInvalid],
    [{ day: '1' }, M.dayInvalid],
    [{ day: 'Mardi', date: '2024-03-04' }, M.dayMismatch],
    [{ day: 'dimanche', date: '2024-03-09' }, M.dayMismatch],
  ])('refuses %j', async (overrides, message) => {
    const before = await countSheets();
    expect(await refused(overrides)).toEqual({ day: message });
    expect(await countSheets()).toBe(before);
  });

  it('refuses a date that does not exist, and a day that does not match it on update', async () => {
    expect(await refused({ date: '2024-02-30' })).toEqual({ date: M.dateInvalid });
    expect(await refused({ date: '04/03/2024' })).toEqual({ date: M.dateInvalid });
    const s = await create();
    const err = gqlErr(await t.gql(UPDATE, { id: s.id, input: input({ day: 'Jeudi' }) }, token));
    expect(err.extensions.fields).toEqual({ day: M.dayMismatch });
    expect((await sql(t, 'select day from service_sheet where id = $1', [s.id]))[0].day).toBe('Lundi');
  });

  it.each(FRENCH_DAYS)('places a %s sheet without a date on the latest such day, today included', async (day) => {
    const today = moroccoToday();
    const s = await create({ day: day.toLowerCase(), date: null });
    expect(s.day).toBe(day);
    expect(weekdayOf(s.date)).toBe(day);
    expect(s.date <= today).toBe(true);
    expect(daysBetween(s.date, today)).toBeGreaterThanOrEqual(0);
    expect(daysBetween(s.date, today)).toBeLessThan(7);
    if (weekdayOf(today) === day) expect(s.date).toBe(today);
  });
});

describe('other rules (SPEC §5)', () => {
  it('gives every message at once when nothing is sent', async () => {
    const err = gqlErr(await t.gql(CREATE, { siteId: site, input: {} }, token));
    expect(err.extensions.fields).toEqual({
      day: M.dayRequired,
      amountPaid: M.paidRequired,
      bonus: M.bonusRequired,
      supplier: M.supplierRequired,
      phone: M.phone,
      worker: M.workerRequired,
    });
  });

  it.each([
    ['phone', { phone: '061234567' }, M.phone],
    ['phone', { phone: '06123456789' }, M.phone],
    ['phone', { phone: '+212612345' }, M.phone],
    ['phone', { phone: '06123456ab' }, M.phone],
    ['phone', { phone: '' }, M.phone],
    ['amountPaid', { amountPaid: '' }, M.paidRequired],
    ['amountPaid', { amountPaid: 'cent' }, M.amountInvalid],
    ['amountPaid', { amountPaid: '-10' }, M.amountInvalid],
    ['amountPaid', { amountPaid: '1'.repeat(21) }, M.amountInvalid],
    ['amountPaid', { amountPaid: '10.001' }, M.amountInvalid],
    ['bonus', { bonus: '' }, M.bonusRequired],
    ['bonus', { bonus: 'x' }, M.amountInvalid],
    ['bonus', { bonus: '0000000000000000000001' }, M.amountInvalid],
    ['supplier', { supplier: ' ' }, M.supplierRequired],
    ['supplier', { supplier: 'S'.repeat(76) }, M.supplierMax],
    ['worker', { worker: '' }, M.workerRequired],
    ['worker', { worker: 'W'.repeat(76) }, M.workerMax],
  ])('refuses %s %j', async (field, overrides, message) => {
    const before = await countSheets();
    expect(await refused(overrides)).toEqual({ [field]: message });
    expect(await countSheets()).toBe(before);
  });

  it('accepts a trimmed 10-digit phone, zero amounts, a comma, and 75-character names', async () => {
    const s = await create({ phone: ' 0522000000 ', amountPaid: '0', bonus: '12,5', supplier: 'S'.repeat(75), worker: 'W'.repeat(75) });
    expect(s).toMatchObject({
      phone: '0522000000',
      amountPaid: '0.00',
      bonus: '12.50',
      total: '12.50',
      supplier: 'S'.repeat(75),
      worker: 'W'.repeat(75),
    });
  });
});

describe('the list: period, supplier, pages and totals', () => {
  let listSite: string;
  // date (its weekday by the calendar), supplier, payé, prime:
  const sheets: [string, string, string, string][] = [
    ['2024-05-06', 'Électricité Moderne', '100.10', '0.20'],
    ['2024-05-07', 'Plomberie Atlas', '200.00', '20.00'],
    ['2024-05-31', 'électricité moderne SARL', '0.10', '0.00'],
    ['2024-06-01', 'Plomberie Atlas', '50.00', '5.05'],
    ['2024-06-15', '100% Carrelage', '75.00', '0.00'],
  ];
  beforeAll(async () => {
    listSite = (await createSite(t, token, { name: 'Hôtel Agdal' })).id;
    for (const [date, supplier, amountPaid, bonus] of sheets) await create({ day: weekdayOf(date), date, supplier, amountPaid, bonus }, listSite);
  });

  it('lists the newest first with the totals of the whole site', async () => {
    const page = await list({ siteId: listSite });
    expect(page.items.map((s: any) => [s.date, s.day])).toEqual([...sheets].reverse().map(([date]) => [date, weekdayOf(date)]));
    // payé 100.10+200.00+0.10+50.00+75.00 = 425.20; prime 0.20+20.00+0.00+5.05+0.00 = 25.25; total 450.45.
    expect(page).toMatchObject({ total: 5, totals: { count: 5, amountPaid: '425.20', bonus: '25.25', total: '450.45' } });
    expect(page.items.map((s: any) => s.total)).toEqual(['75.00', '55.05', '0.10', '220.00', '100.30']);
  });

  it('filters by period, bounds included', async () => {
    const may = await list({ siteId: listSite, from: '2024-05-01', to: '2024-05-31' });
    expect(may.items.map((s: any) => s.date)).toEqual(['2024-05-31', '2024-05-07', '2024-05-06']);
    expect(may.totals).toEqual({ count: 3, amountPaid: '300.20', bonus: '20.20', total: '320.40' });
    expect((await list({ siteId: listSite, from: '2024-06-01' })).totals).toEqual({ count: 2, amountPaid: '125.00', bonus: '5.05', total: '130.05' });
  });

  it('filters by part of the supplier name, ignoring case and accents, and with a period', async () => {
    const plomberie = await list({ siteId: listSite, supplier: 'PLOMB' });
    expect(plomberie.items.map((s: any) => s.date)).toEqual(['2024-06-01', '2024-05-07']);
    expect(plomberie.totals).toEqual({ count: 2, amountPaid: '250.00', bonus: '25.05', total: '275.05' });
    // 0.10 + 100.10 = 100.20 payé, 0.20 prime.
    for (const search of ['électricité', 'ÉLECTRICITÉ', 'electricite', 'Electricite moderne']) {
      const found = await list({ siteId: listSite, supplier: search });
      expect({ search, dates: found.items.map((s: any) => s.date), totals: found.totals }).toEqual({
        search,
        dates: ['2024-05-31', '2024-05-06'],
        totals: { count: 2, amountPaid: '100.20', bonus: '0.20', total: '100.40' },
      });
    }
    const inMay = await list({ siteId: listSite, supplier: 'plomberie', to: '2024-05-31' });
    expect(inMay).toMatchObject({ total: 1, totals: { count: 1, total: '220.00' } });
  });

  it('takes % and _ in the supplier filter literally', async () => {
    expect((await list({ siteId: listSite, supplier: '100%' })).items.map((s: any) => s.supplier)).toEqual(['100% Carrelage']);
    expect((await list({ siteId: listSite, supplier: '%' })).totals.count).toBe(1);
    expect((await list({ siteId: listSite, supplier: '_' })).totals.count).toBe(0);
    expect((await list({ siteId: listSite, supplier: '   ' })).totals.count).toBe(5);
  });

  it('pages with the totals of the whole filter on every page', async () => {
    const pages = await Promise.all([0, 1, 2].map((page) => list({ siteId: listSite, page, size: 2 })));
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((p) => p.items.map((s: any) => s.date))).toEqual(sheets.map(([d]) => d).reverse());
    for (const p of pages) expect(p).toMatchObject({ total: 5, size: 2, totals: { count: 5, total: '450.45' } });
  });

  it('refuses a period whose end precedes its start', async () => {
    const err = gqlErr(await t.gql(LIST, { siteId: listSite, from: '2024-06-02', to: '2024-06-01' }, token));
    expect(err.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { to: M.periodOrder } });
  });
});
