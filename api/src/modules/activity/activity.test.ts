// @both-databases: activity-report months locked in raw SQL.
import { addMember, createCompany, createSite, giveSite, gqlErr, gqlOk, type Member, sql, type TestCompany } from '../../../test/company';
import { createPerson, personInput } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { todayInMorocco } from '../../core/time/morocco';
import { addDays, mondayOf } from './activity-dates';

const SAVE = 'mutation ($entries: [ActivityEntryInput!]!) { saveActivity(entries: $entries) { siteId personnelId day value net bonus } }';
const WEEK =
  'query ($siteId: ID!, $day: String!) { siteActivityWeek(siteId: $siteId, day: $day) { days lockedMonths ' +
  'rows { personnel { id lastName } values days net bonus } } }';
const MONTH =
  'query ($month: String!, $siteId: ID) { activityMonth(month: $month, siteId: $siteId) { label locked ' +
  'rows { personnel { lastName } days net bonus gross entries { day value site { name } } } totals { days net bonus gross } } }';
const FIGURES = 'query ($id: ID!) { siteSummary(id: $id) { labourNet labourBonus labourGross profitability committed } }';
const LOCK = 'mutation ($m: String!) { lockActivityMonth(month: $m) }';
const UNLOCK = 'mutation ($m: String!) { unlockActivityMonth(month: $m) }';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;
let site1: string;
let site2: string;
let userSite: string;
let karim: string;
let said: string;

/** A past month, so that a rate changed today leaves it as it was: October 2026 starts on a Thursday. */
const MONTH_ID = '2026-10';
const MON = '2026-10-05';
const week = Array.from({ length: 7 }, (_, i) => addDays(MON, i));
const save = (entries: Record<string, unknown>[], token = a.manager.accessToken) => t.gql(SAVE, { entries }, token);
const cell = (siteId: string, personnelId: string, day: string, value: string) => ({ siteId, personnelId, day, value });
const figures = async (id: string) => gqlOk(await t.gql(FIGURES, { id }, a.manager.accessToken)).siteSummary;

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas CRA'), createCompany(t, 'Souss CRA')]);
  user = await addMember(t, a);
  site1 = (await createSite(t, a.manager.accessToken, { name: 'Villa Anfa' })).id;
  site2 = (await createSite(t, a.manager.accessToken, { name: 'Immeuble Maârif' })).id;
  userSite = (await createSite(t, a.manager.accessToken, { name: 'Chantier du chef' })).id;
  await giveSite(t, userSite, user);
  karim = (await createPerson(t, a.manager.accessToken, { lastName: 'Alami', firstName: 'Karim', dailyRate: '300', mealBonus: '30' })).id;
  said = (await createPerson(t, a.manager.accessToken, { lastName: 'Bennani', firstName: 'Saïd', dailyRate: '250', mealBonus: '25' })).id;
});
afterAll(() => t.stop());

describe('a site’s week', () => {
  it('records full days, half days and absences, values them at the rates and feeds the site’s labour', async () => {
    const saved = gqlOk(
      await save([
        ...week.slice(0, 5).map((d) => cell(site1, karim, d, '1')),
        cell(site1, said, week[0], '1'),
        cell(site1, said, week[1], '0,5'),
        cell(site1, said, week[2], '0'),
      ]),
    ).saveActivity;
    expect(saved).toHaveLength(8);
    expect(saved.find((e: { day: string; personnelId: string }) => e.personnelId === said && e.day === week[1])).toMatchObject({
      value: '0.5',
      net: '125.00',
      bonus: '12.50',
    });
    const w = gqlOk(await t.gql(WEEK, { siteId: site1, day: week[3] }, a.manager.accessToken)).siteActivityWeek;
    expect(w.days).toEqual(week);
    expect(w.rows).toEqual([
      { personnel: { id: karim, lastName: 'Alami' }, values: ['1', '1', '1', '1', '1', null, null], days: '5', net: '1500.00', bonus: '150.00' },
      { personnel: { id: said, lastName: 'Bennani' }, values: ['1', '0.5', '0', null, null, null, null], days: '1.5', net: '375.00', bonus: '37.50' },
    ]);
    // By hand: net 5 × 300 + 1.5 × 250 = 1 875, prime 5 × 30 + 1.5 × 25 = 187,50, brut 2 062,50.
    expect(await figures(site1)).toMatchObject({ labourNet: '1875.00', labourBonus: '187.50', labourGross: '2062.50', profitability: '-2062.50' });
    expect((await figures(site1)).committed).toBe('2062.50');
  });

  it('changes a cell in place, or empties it, its month following', async () => {
    gqlOk(await save([cell(site1, karim, week[0], '0.5')]));
    expect(await figures(site1)).toMatchObject({ labourNet: '1725.00', labourBonus: '172.50' });
    const CLEAR = 'mutation ($cells: [ActivityCellInput!]!) { clearActivity(cells: $cells) }';
    expect(gqlOk(await t.gql(CLEAR, { cells: [{ siteId: site1, personnelId: karim, day: week[0] }] }, a.manager.accessToken)).clearActivity).toBe(1);
    expect(await figures(site1)).toMatchObject({ labourNet: '1575.00', labourBonus: '157.50' });
    expect(gqlOk(await t.gql(CLEAR, { cells: [{ siteId: site1, personnelId: karim, day: week[0] }] }, a.manager.accessToken)).clearActivity).toBe(0);
    gqlOk(await save([cell(site1, karim, week[0], '1')]));
    expect(await figures(site1)).toMatchObject({ labourNet: '1875.00', labourBonus: '187.50' });
  });

  it('lists the people assigned to the site that week before anything is imputed', async () => {
    const hassan = (await createPerson(t, a.manager.accessToken, { lastName: 'Chraibi', firstName: 'Hassan' })).id;
    gqlOk(
      await t.gql(
        'mutation ($input: AssignmentInput!) { assignPersonnel(input: $input) { id } }',
        { input: { personnelIds: [hassan], siteId: site2, startDate: week[0], endDate: week[6] } },
        a.manager.accessToken,
      ),
    );
    const w = gqlOk(await t.gql(WEEK, { siteId: site2, day: week[0] }, a.manager.accessToken)).siteActivityWeek;
    expect(w.rows).toEqual([
      { personnel: { id: hassan, lastName: 'Chraibi' }, values: [null, null, null, null, null, null, null], days: '0', net: '0.00', bonus: '0.00' },
    ]);
  });
});

describe('the rules', () => {
  it('counts a person one day at most per day across sites, naming the other site', async () => {
    gqlOk(await save([cell(site2, said, week[1], '0.5')]));
    const err = gqlErr(await save([cell(site2, karim, week[1], '0.5')]));
    expect(err.extensions.fields).toEqual({
      value: 'Karim Alami est déjà imputé(e) le 06/10/2026 sur le chantier « Villa Anfa » : une personne compte une journée au plus par jour.',
    });
    // Nothing of the refused save stays.
    expect(await sql(t, 'select count(*)::int as n from activity_entry where site_id = $1 and personnel_id = $2', [site2, karim])).toEqual([
      { n: 0 },
    ]);
  });

  it('requires a valid imputation and date, and a site and person of the company', async () => {
    expect(gqlErr(await save([{ siteId: site1, personnelId: karim, day: week[0] }])).extensions.fields).toEqual({
      'entries.0.value': "L'imputation est requise",
    });
    expect(gqlErr(await save([cell(site1, karim, week[0], '2')])).extensions.fields).toEqual({
      'entries.0.value': 'Imputation invalide : 1 (journée), 0,5 (demi-journée) ou 0 (absent)',
    });
    expect(gqlErr(await save([cell(site1, karim, '2026-02-30', '1')])).extensions.fields).toEqual({ 'entries.0.day': 'Date invalide (AAAA-MM-JJ)' });
    const other = (await createPerson(t, b.manager.accessToken, personInput())).id;
    expect(gqlErr(await save([cell(site1, other, week[0], '1')])).extensions.fields).toEqual({
      personnelId: "Cette personne n'existe pas ou a été supprimée.",
    });
    const foreignSite = (await createSite(t, b.manager.accessToken, { name: 'Ailleurs' })).id;
    expect(gqlErr(await save([cell(foreignSite, karim, week[0], '1')])).extensions.fields).toEqual({
      siteId: "Ce chantier n'existe pas ou a été supprimé.",
    });
  });

  it('lets a Gestionnaire Chantier impute on their sites only', async () => {
    gqlOk(await save([cell(userSite, said, week[3], '1')], user.accessToken));
    expect(gqlErr(await save([cell(site1, said, week[4], '1')], user.accessToken)).extensions.fields).toEqual({
      siteId: "Ce chantier n'existe pas ou a été supprimé.",
    });
    expect(gqlErr(await t.gql(WEEK, { siteId: site1, day: week[0] }, user.accessToken)).extensions.code).toBe('NOT_FOUND');
    const mine = gqlOk(await t.gql(MONTH, { month: MONTH_ID }, user.accessToken)).activityMonth;
    expect(mine.rows.flatMap((r: { entries: { site: { name: string } }[] }) => r.entries.map((e) => e.site.name))).toEqual(['Chantier du chef']);
  });

  it('freezes a validated month until a MANAGER unlocks it, and says so in the sites’ news', async () => {
    expect(gqlErr(await t.gql(LOCK, { m: MONTH_ID }, user.accessToken)).extensions.code).toBe('FORBIDDEN');
    gqlOk(await t.gql(LOCK, { m: MONTH_ID }, a.manager.accessToken));
    const err = gqlErr(await save([cell(site1, karim, week[0], '0.5')]));
    expect(err.extensions.code).toBe('CONFLICT');
    expect(err.message).toBe('Le mois est validé : demandez à un Admin Société de le déverrouiller pour le modifier.');
    expect(gqlOk(await t.gql(WEEK, { siteId: site1, day: week[0] }, a.manager.accessToken)).siteActivityWeek.lockedMonths).toEqual([MONTH_ID]);
    expect(gqlErr(await t.gql(LOCK, { m: MONTH_ID }, a.manager.accessToken)).message).toBe('Ce mois est déjà validé.');
    gqlOk(await t.gql(UNLOCK, { m: MONTH_ID }, a.manager.accessToken));
    const news = await sql(
      t,
      `select field, entity_label from site_news_entry where site_id = $1 and entity_kind = 'ActivityMonth' order by created_at`,
      [site1],
    );
    expect(news).toEqual([
      { field: 'locked', entity_label: 'octobre 2026' },
      { field: 'unlocked', entity_label: 'octobre 2026' },
    ]);
    gqlOk(await save([cell(site1, karim, week[5], '1')]));
  });
});

describe('labour at the rates in force', () => {
  it('keeps past days at the old rate after a raise, values days from today at the new one, and totals the month', async () => {
    const before = await figures(site1);
    gqlOk(
      await t.gql(
        'mutation ($id: ID!, $input: PersonnelInput!) { updatePersonnel(id: $id, input: $input) { dailyRate } }',
        {
          id: karim,
          input: personInput({
            lastName: 'Alami',
            firstName: 'Karim',
            dailyRate: '400',
            mealBonus: '40',
            cni: (await sql(t, 'select cni from personnel where id = $1', [karim]))[0].cni,
          }),
        },
        a.manager.accessToken,
      ),
    );
    expect(await figures(site1)).toEqual(before);
    // A past day typed after the raise is still worth the old rate; today is worth the new one.
    gqlOk(await save([cell(site1, karim, addDays(MON, 14), '1')]));
    const today = todayInMorocco();
    gqlOk(await save([cell(site2, karim, today, '1')]));
    // The day before the raise, in the same month unless today is the 1st: the old rate still.
    gqlOk(await save([cell(site2, karim, addDays(today, -1), '0.5')]));
    const [yesterday] = await sql(t, 'select net::text, bonus::text from activity_entry where personnel_id = $1 and day = $2', [
      karim,
      addDays(today, -1),
    ]);
    expect(yesterday).toEqual({ net: '150.00', bonus: '15.00' });
    const rows = await sql(
      t,
      `select to_char(day, 'YYYY-MM-DD') as day, net::text, bonus::text from activity_entry where personnel_id = $1 and day in ($2, $3) order by day`,
      [karim, addDays(MON, 14), today],
    );
    expect(rows).toEqual([
      { day: addDays(MON, 14), net: '300.00', bonus: '30.00' },
      { day: today, net: '400.00', bonus: '40.00' },
    ]);
    const month = gqlOk(await t.gql(MONTH, { month: MONTH_ID, siteId: site1 }, a.manager.accessToken)).activityMonth;
    expect(month.label).toBe('octobre 2026');
    expect(month.rows.map((r: { personnel: { lastName: string }; days: string; gross: string }) => [r.personnel.lastName, r.days, r.gross])).toEqual([
      ['Alami', '7', '2310.00'],
      ['Bennani', '1.5', '412.50'],
    ]);
    expect(month.totals).toEqual({ days: '8.5', net: '2475.00', bonus: '247.50', gross: '2722.50' });
  });

  it('keeps the monthly totals equal to a recomputation from the days, and the global finance counts them', async () => {
    const kept = await sql(
      t,
      `select site_id, to_char(month, 'YYYY-MM') as m, labour_net::text as net, labour_bonus::text as bonus from site_month_finance
      where company_id = $1 and (labour_net <> 0 or labour_bonus <> 0) order by site_id, m`,
      [a.id],
    );
    const rebuilt = await sql(
      t,
      `select site_id, to_char(date_trunc('month', day), 'YYYY-MM') as m, sum(net)::numeric(18,2)::text as net, sum(bonus)::numeric(18,2)::text as bonus
      from activity_entry where company_id = $1 group by 1, 2 having sum(net) <> 0 or sum(bonus) <> 0 order by 1, 2`,
      [a.id],
    );
    expect(kept).toEqual(rebuilt);
    const g = gqlOk(
      await t.gql('query { globalFinance(from: "2026-10-01", to: "2026-10-31") { totals { labour } } }', {}, a.manager.accessToken),
    ).globalFinance;
    const expected = rebuilt.filter((r) => r.m === MONTH_ID).reduce((s, r) => s + Number(r.net) + Number(r.bonus), 0);
    expect(Number(g.totals.labour)).toBeCloseTo(expected, 2);
    const partial = gqlOk(
      await t.gql('query { globalFinance(from: "2026-10-05", to: "2026-10-09") { totals { labour } } }', {}, a.manager.accessToken),
    ).globalFinance;
    const [week1] = await sql(
      t,
      `select (sum(net) + sum(bonus))::numeric(18,2)::text as lab from activity_entry where company_id = $1 and day between '2026-10-05' and '2026-10-09'`,
      [a.id],
    );
    expect(partial.totals.labour).toBe(week1.lab);
  });

  it('keeps another company out of the week, the month and the saves', async () => {
    expect(gqlErr(await t.gql(WEEK, { siteId: site1, day: MON }, b.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
    expect(gqlOk(await t.gql(MONTH, { month: MONTH_ID }, b.manager.accessToken)).activityMonth.rows).toEqual([]);
    expect(gqlErr(await save([cell(site1, karim, MON, '1')], b.manager.accessToken)).extensions.fields).toEqual({
      siteId: "Ce chantier n'existe pas ou a été supprimé.",
    });
  });
});

describe('REST /api/v1/chantiers/cra', () => {
  it('gets a week, adds one imputation or an array, and lists a month', async () => {
    const h = { authorization: `Bearer ${a.manager.accessToken}` };
    const day = addDays(MON, 21);
    const one = await t.rest('POST', '/chantiers/cra/ajouter', { idChantier: site2, idPersonnel: said, dateImputation: day, imputation: 1 }, h);
    expect(one.status).toBe(200);
    expect(one.body).toEqual([{ idChantier: site2, idPersonnel: said, dateImputation: day, imputation: '1', net: '250.00', prime: '25.00' }]);
    const many = await t.rest(
      'POST',
      '/chantiers/cra/ajouter',
      [
        { idChantier: site2, idPersonnel: said, dateImputation: addDays(day, 1), imputation: 0.5 },
        { idChantier: site2, idPersonnel: said, dateImputation: addDays(day, 2), imputation: 0 },
      ],
      h,
    );
    expect(many.status).toBe(200);
    expect(many.body.map((e: { imputation: string }) => e.imputation)).toEqual(['0.5', '0']);
    const bad = await t.rest('POST', '/chantiers/cra/ajouter', { idChantier: site2, idPersonnel: said, dateImputation: day }, h);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ 'imputations.0.imputation': "L'imputation est requise" });
    const got = await t.rest('GET', `/chantiers/cra/get?idChantier=${site2}&dateImputation=${day}`, undefined, h);
    expect(got.status).toBe(200);
    expect(got.body.jours[0]).toBe(mondayOf(day));
    expect(got.body.lignes.find((l: { personnel: { id: string } }) => l.personnel.id === said).imputations.slice(0, 3)).toEqual(['1', '0.5', '0']);
    const list = await t.rest('GET', `/chantiers/cra/list?mois=${MONTH_ID}`, undefined, h);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ mois: MONTH_ID, libelle: 'octobre 2026', valide: false });
    expect((await t.rest('GET', '/chantiers/cra/list?mois=2026-13', undefined, h)).status).toBe(400);
    expect((await t.rest('GET', '/chantiers/cra/list?mois=0000-01', undefined, h)).status).toBe(400);
  });
});
