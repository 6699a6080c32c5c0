import ExcelJS from 'exceljs';
import { createCompany, createSite, gqlErr, gqlOk, sql, type TestCompany } from '../../../test/company';
import { createPerson } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';

const SAVE = 'mutation ($entries: [ActivityEntryInput!]!) { saveActivity(entries: $entries) { day } }';
const CLEAR = 'mutation ($cells: [ActivityCellInput!]!) { clearActivity(cells: $cells) }';

let t: TestServer;
let a: TestCompany;
let sites: string[];
let people: string[];

beforeAll(async () => {
  t = await startTestServer();
  a = await createCompany(t, 'Atlas Cohérence');
  sites = [(await createSite(t, a.manager.accessToken, { name: 'Alpha' })).id, (await createSite(t, a.manager.accessToken, { name: 'Bêta' })).id];
  people = [];
  for (const [rate, bonus] of [
    ['300', '30'],
    ['275.50', '22.25'],
    ['199.99', '0'],
  ])
    people.push((await createPerson(t, a.manager.accessToken, { dailyRate: rate, mealBonus: bonus })).id);
});
afterAll(() => t.stop());

/** A small deterministic generator: the same sequence on every run, so a failure can be replayed. */
function generator(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x / 2 ** 31;
  };
}

const kept = () =>
  sql(
    t,
    `select site_id, to_char(month, 'YYYY-MM') as m, labour_net::text as net, labour_bonus::text as bonus from site_month_finance
      where company_id = $1 and (labour_net <> 0 or labour_bonus <> 0) order by 1, 2`,
    [a.id],
  );
const recomputed = () =>
  sql(
    t,
    `select site_id, to_char(date_trunc('month', day), 'YYYY-MM') as m, sum(net)::numeric(18,2)::text as net, sum(bonus)::numeric(18,2)::text as bonus
      from activity_entry where company_id = $1 group by 1, 2 having sum(net) <> 0 or sum(bonus) <> 0 order by 1, 2`,
    [a.id],
  );

describe('the monthly labour totals', () => {
  it('equal a recomputation from the days after random saves, changes, moves and clears, and concurrent saves', async () => {
    const random = generator(20261126);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
    const days = ['2026-09-28', '2026-09-29', '2026-09-30', '2026-10-01', '2026-10-02', '2026-10-30', '2026-10-31', '2026-11-02'];
    let refused = 0;
    for (let i = 0; i < 60; i++) {
      const cell = { siteId: pick(sites), personnelId: pick(people), day: pick(days) };
      const r = random();
      const res =
        r < 0.2
          ? await t.gql(CLEAR, { cells: [cell] }, a.manager.accessToken)
          : await t.gql(SAVE, { entries: [{ ...cell, value: pick(['1', '0.5', '0']) }] }, a.manager.accessToken);
      if (res.body.errors) refused++;
    }
    // Two sites saving the same person's same day at once: the sum stays within a day.
    const day = '2026-10-15';
    const answers = await Promise.all(
      sites.map((siteId) => t.gql(SAVE, { entries: [{ siteId, personnelId: people[0], day, value: '1' }] }, a.manager.accessToken)),
    );
    expect(answers.filter((x) => !x.body.errors)).toHaveLength(1);
    expect(gqlErr(answers.find((x) => x.body.errors)!).extensions.code).toBe('BAD_USER_INPUT');
    const [sum] = await sql(t, 'select sum(value)::text as s from activity_entry where personnel_id = $1 and day = $2', [people[0], day]);
    expect(sum.s).toBe('1.0');
    expect(refused).toBeGreaterThan(0);
    expect(await kept()).toEqual(await recomputed());
    const [{ over }] = await sql(
      t,
      'select count(*)::int as over from (select 1 from activity_entry where company_id = $1 group by personnel_id, day having sum(value) > 1) x',
      [a.id],
    );
    expect(over).toBe(0);
  });

  it('exports a month for payroll: a line per person and site, the rates, net, prime, brut and the CNI', async () => {
    gqlOk(await t.gql(SAVE, { entries: [{ siteId: sites[1], personnelId: people[1], day: '2026-10-20', value: '0.5' }] }, a.manager.accessToken));
    const h = { authorization: `Bearer ${a.manager.accessToken}` };
    const csv = await fetch(`${t.url}/api/v1/chantiers/cra/export?mois=2026-10&format=csv`, { headers: h });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('cra_2026-10.csv');
    const text = await csv.text();
    expect(text.split('\n')[0]).toContain('Nom;Prénom;CNI;Métier;Chantier;Jours;Tarif journalier;Prime panier;Net;Prime;Brut');
    const [{ cni }] = await sql(t, 'select cni from personnel where id = $1', [people[1]]);
    expect(text).toContain(`;${cni};`);
    const [total] = await sql(
      t,
      `select sum(net)::text as net, sum(bonus)::text as bonus, (sum(net) + sum(bonus))::text as gross from activity_entry
        where company_id = $1 and day >= '2026-10-01' and day <= '2026-10-31'`,
      [a.id],
    );
    const last = text.trim().split('\n').at(-1)!;
    expect(last).toMatch(new RegExp(`^Total;.*;${total.net.replace('.', ',')};${total.bonus.replace('.', ',')};${total.gross.replace('.', ',')}$`));
    const xlsx = await fetch(`${t.url}/api/v1/chantiers/cra/export?mois=2026-10&format=xlsx`, { headers: h });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const sheet = book.worksheets[0];
    // Days are numbers payroll can add up (Excel's SUM of text is 0), the month's total row included.
    const days: unknown[] = [];
    sheet.eachRow((row, n) => n > 1 && days.push(row.getCell(6).value));
    expect(days.length).toBeGreaterThan(1);
    expect(days.every((d) => typeof d === 'number')).toBe(true);
    const [{ sum }] = await sql(
      t,
      `select sum(value)::text as sum from activity_entry where company_id = $1 and day >= '2026-10-01' and day <= '2026-10-31'`,
      [a.id],
    );
    expect(days[days.length - 1]).toBe(Number(sum));
    expect((await fetch(`${t.url}/api/v1/chantiers/cra/export?mois=2026-13`, { headers: h })).status).toBe(400);
    const other = await createCompany(t, 'Ailleurs Paie');
    const foreign = await (
      await fetch(`${t.url}/api/v1/chantiers/cra/export?mois=2026-10&format=csv`, {
        headers: { authorization: `Bearer ${other.manager.accessToken}` },
      })
    ).text();
    expect(foreign).not.toContain(cni);
  });
});
