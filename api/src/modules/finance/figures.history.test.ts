import { addMember, createSite, gqlErr, gqlOk, sql } from '../../../test/company';
import { feed } from '../sites/news/site-news.test-helpers';
import {
  MONTH,
  TASKS,
  LATEST,
  DELETE_SITE,
  DELETE_SUPPLIER,
  UPDATE_PURCHASE,
  DELETE_PURCHASE,
  ARCHIVED_INSTEAD,
  SUPPLIER_IN_USE,
  line,
  ZERO,
  strip,
  MONTHS_2024,
  t,
  a,
  b,
  token,
  tour,
  beton,
  newSupplier,
  purchase,
  revenue,
  sheet,
  summary,
  global,
  monthFinance,
} from './figures.test-helpers';

describe('monthFinance (financeMois)', () => {
  it('gives the month, the month before and the six months ending with it', async () => {
    const m = await monthFinance('2024-03');
    expect(m.month).toBe('2024-03');
    expect(m.current).toEqual(MONTHS_2024['2024-03']);
    expect(m.previous).toEqual(MONTHS_2024['2024-02']);
    expect(m.lastMonths.map((x: any) => x.month)).toEqual(['2023-10', '2023-11', '2023-12', '2024-01', '2024-02', '2024-03']);
    expect(m.lastMonths.map(strip)).toEqual([
      ZERO,
      ZERO,
      line('999.00', '0.00', '0.00', '0.00', '999.00'),
      MONTHS_2024['2024-01'],
      MONTHS_2024['2024-02'],
      MONTHS_2024['2024-03'],
    ]);
  });

  it('crosses a year: January 2025 follows December 2024', async () => {
    const m = await monthFinance('2025-01');
    expect(m.current).toEqual(line('0.00', '50.00', '60.00', '0.00', '-60.00'));
    expect(m.previous).toEqual(ZERO);
    expect(m.lastMonths.map((x: any) => x.month)).toEqual(['2024-08', '2024-09', '2024-10', '2024-11', '2024-12', '2025-01']);
    expect(strip(m.lastMonths[3])).toEqual(MONTHS_2024['2024-11']);
  });

  it('defaults to the current month in Morocco and agrees with globalFinance over the same six months', async () => {
    const current = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date()).slice(0, 7);
    const m = await monthFinance();
    expect(m.month).toBe(current);
    expect(m.lastMonths).toHaveLength(6);
    expect(m.lastMonths[5].month).toBe(current);
    const [y, mo] = current.split('-').map(Number);
    const first = new Date(Date.UTC(y, mo - 6, 1)).toISOString().slice(0, 10);
    const last = new Date(Date.UTC(y, mo, 0)).toISOString().slice(0, 10);
    const g = await global(first, last);
    expect(m.lastMonths).toEqual(g.months);
    expect(m.current).toEqual(strip(g.months[5]));
    expect(m.previous).toEqual(strip(g.months[4]));
  });

  it('refuses a month that is not AAAA-MM; monthTasks is empty until the planning exists', async () => {
    for (const month of ['2024-13', 'mars', '2024-3', '2024-03-01']) {
      expect(gqlErr(await t.gql(MONTH, { month }, token)).extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { month: 'Date invalide (AAAA-MM-JJ)' },
      });
    }
    expect(gqlOk(await t.gql(TASKS, { month: '2024-03' }, token)).monthTasks).toEqual([]);
    expect(gqlOk(await t.gql(TASKS, {}, token)).monthTasks).toEqual([]);
    expect(gqlErr(await t.gql(TASKS, { month: 'x' }, token)).extensions.code).toBe('BAD_USER_INPUT');
    expect(gqlErr(await t.gql(MONTH, { month: '2024-03' })).extensions.code).toBe('UNAUTHENTICATED');
  });
});
describe('latestSites (derniersChantier)', () => {
  it('gives the newest active sites first, five by default, at most twenty', async () => {
    for (const name of ['Ancien 1', 'Ancien 2', 'Ancien 3']) await createSite(t, token, { name });
    const [newer, archived, newest] = [
      (await createSite(t, token, { name: 'Récent 1' })).id,
      (await createSite(t, token, { name: 'Archivé récent' })).id,
      (await createSite(t, token, { name: 'Récent 2' })).id,
    ];
    gqlOk(await t.gql(`mutation ($id: ID!) { archiveSite(id: $id) { id } }`, { id: archived }, token));
    const latest = gqlOk(await t.gql(LATEST, {}, token)).latestSites;
    expect(latest).toHaveLength(5);
    expect(latest.slice(0, 2).map((s: any) => s.id)).toEqual([newest, newer]);
    expect(latest.every((s: any) => !s.archived)).toBe(true);
    expect(gqlOk(await t.gql(LATEST, { limit: 1 }, token)).latestSites.map((s: any) => s.name)).toEqual(['Récent 2']);
    const [{ n }] = await sql(t, 'select count(*)::int as n from site where company_id = $1 and not archived', [a.id]);
    expect(gqlOk(await t.gql(LATEST, { limit: 500 }, token)).latestSites).toHaveLength(Math.min(20, n));
    expect(gqlOk(await t.gql(LATEST, { limit: 500 }, b.manager.accessToken)).latestSites.map((s: any) => s.name)).toEqual(['Aaa Nador Port']);
  });
});
describe('deleteSite and deleteSupplier keep financial history', () => {
  it.each([
    ['a purchase', async (id: string) => void (await purchase(id, beton, '2019-06-01', '1.00', '20'))],
    ['a revenue', async (id: string) => void (await revenue(id, '2019-06-01', '1.00'))],
    ['a service sheet', async (id: string) => void (await sheet(id, 'Lundi', '2019-06-03', '1.00', '0.00'))],
  ])('archives instead of deleting a site with %s, and keeps the record', async (_what, add) => {
    const id = (await createSite(t, token, { name: 'Chantier avec données' })).id;
    await add(id);
    expect(gqlOk(await t.gql(DELETE_SITE, { id }, token)).deleteSite).toEqual({ deleted: false, message: ARCHIVED_INSTEAD });
    const [row] = await sql(t, 'select archived from site where id = $1', [id]);
    expect(row).toEqual({ archived: true });
    const [{ n }] = await sql(
      t,
      'select (select count(*) from purchase where site_id = $1) + (select count(*) from revenue where site_id = $1) + ' +
        '(select count(*) from service_sheet where site_id = $1) as n',
      [id],
    );
    expect(Number(n)).toBe(1);
    expect((await summary(id)).revenues).toMatch(/^\d+\.\d{2}$/);
  });

  it('deletes a site without records; a USER may not delete', async () => {
    const id = (await createSite(t, token, { name: 'Chantier vide' })).id;
    const user = await addMember(t, a);
    expect(gqlErr(await t.gql(DELETE_SITE, { id }, user.accessToken)).extensions.code).toBe('FORBIDDEN');
    expect(gqlOk(await t.gql(DELETE_SITE, { id }, token)).deleteSite).toEqual({ deleted: true, message: null });
    expect(await sql(t, 'select id from site where id = $1', [id])).toEqual([]);
  });

  it("refuses to delete a supplier named on purchases, with the 'figure sur des achats' message", async () => {
    const err = gqlErr(await t.gql(DELETE_SUPPLIER, { id: beton }, token));
    expect(err).toMatchObject({ message: SUPPLIER_IN_USE, extensions: { code: 'CONFLICT', status: 409 } });
    expect(await sql(t, 'select id from supplier where id = $1', [beton])).toHaveLength(1);
  });

  it('deletes the supplier once its last purchase is gone', async () => {
    const supplier = await newSupplier(token, 'Fournisseur éphémère');
    const p = await purchase(tour, supplier, '2019-06-01', '1.00', '20');
    expect(gqlErr(await t.gql(DELETE_SUPPLIER, { id: supplier }, token)).extensions.code).toBe('CONFLICT');
    gqlOk(await t.gql(DELETE_PURCHASE, { id: p.id }, token));
    expect(gqlOk(await t.gql(DELETE_SUPPLIER, { id: supplier }, token)).deleteSupplier).toBe(true);
    expect(await sql(t, 'select id from supplier where id = $1', [supplier])).toEqual([]);
  });
});
describe('the site news feed', () => {
  it("records 'Ajout', each changed field and 'Suppression' for purchases, revenues and sheets, without TVA/TTC noise", async () => {
    const site = (await createSite(t, token, { name: 'Fil actualité' })).id;
    const p = await purchase(site, beton, '2019-06-01', '1000.00', '20', 'Ciment CPJ 45');
    await revenue(site, '2019-06-02', '10.00', 'Acompte client');
    await sheet(site, 'Lundi', '2019-06-03', '1.00', '0.00', 'Karim');
    gqlOk(
      await t.gql(
        UPDATE_PURCHASE,
        {
          id: p.id,
          input: { supplierId: beton, label: 'Ciment CPJ 45', reference: 'F-2019-06-01', date: '2019-06-01', amountHT: '2000', vatRate: '20' },
        },
        token,
      ),
    );
    gqlOk(await t.gql(DELETE_PURCHASE, { id: p.id }, token));

    const items = (await feed(t, token, site)).items;
    const whole = items.filter((e: any) => e.type !== 'MODIFICATION').map((e: any) => [e.type, e.entityKind, e.entityLabel, e.content]);
    expect(whole).toEqual(
      expect.arrayContaining([
        ['ADD', 'Purchase', 'Ciment CPJ 45', null],
        ['ADD', 'Revenue', 'Acompte client', null],
        ['ADD', 'ServiceSheet', 'Karim', null],
        ['DELETION', 'Purchase', 'Ciment CPJ 45', null],
      ]),
    );
    const changes = items.filter((e: any) => e.type === 'MODIFICATION' && e.entityId === p.id);
    expect(changes.map((e: any) => [e.field, e.before, e.after])).toEqual([['amountHT', '1000.00', '2000.00']]);
    expect(items.every((e: any) => e.authorName === 'Amina Benali')).toBe(true);
  });
});
