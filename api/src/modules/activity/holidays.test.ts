import { addMember, createCompany, createSite, gqlErr, gqlOk, type Member, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import { defaultHolidays } from './holidays';

const HOLIDAYS = 'query ($year: Int!) { holidays(year: $year) { day name kind corrected } }';
const SET = 'mutation ($day: String!, $name: String!) { setHoliday(day: $day, name: $name) }';
const REMOVE = 'mutation ($day: String!) { removeHoliday(day: $day) }';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas Fériés'), createCompany(t, 'Souss Fériés')]);
  user = await addMember(t, a);
});
afterAll(() => t.stop());

describe('Moroccan public holidays', () => {
  it('knows the civil days of a year, those added since (Nouvel an amazigh, Fête de l’unité), and the expected religious ones', () => {
    const days = (year: number) => defaultHolidays(year).map((h) => h.day);
    expect(days(2026)).toEqual(
      expect.arrayContaining(['2026-01-01', '2026-01-11', '2026-01-14', '2026-05-01', '2026-07-30', '2026-08-14', '2026-08-20', '2026-08-21']),
    );
    expect(days(2026)).toEqual(expect.arrayContaining(['2026-10-31', '2026-11-06', '2026-11-18', '2026-03-20', '2026-05-27', '2026-08-26']));
    expect(days(2023)).not.toContain('2023-01-14');
    expect(days(2024)).not.toContain('2024-10-31');
    expect(defaultHolidays(2026).find((h) => h.day === '2026-05-27')).toEqual({ day: '2026-05-27', name: 'Aïd al-Adha', kind: 'RELIGIOUS' });
  });

  it('computes the religious days of any year from the Hijri calendar, on the days Morocco announced', () => {
    const religious = (year: number) =>
      defaultHolidays(year)
        .filter((h) => h.kind === 'RELIGIOUS')
        .map((h) => `${h.day} ${h.name}`);
    // 2025 as announced in Morocco (a day after Umm al-Qura's calendar).
    expect(religious(2025)).toEqual([
      '2025-03-31 Aïd al-Fitr',
      '2025-04-01 Aïd al-Fitr',
      '2025-06-07 Aïd al-Adha',
      '2025-06-08 Aïd al-Adha',
      '2025-06-27 Nouvel an de l’Hégire',
      '2025-09-05 Aïd al-Mawlid',
      '2025-09-06 Aïd al-Mawlid',
    ]);
    // Long after any table typed in by hand; a Hijri year is 11 days shorter, so 2033 has two Aïd al-Fitr.
    expect(religious(2033).filter((h) => h.endsWith('Aïd al-Fitr'))).toEqual([
      '2033-01-03 Aïd al-Fitr',
      '2033-01-04 Aïd al-Fitr',
      '2033-12-23 Aïd al-Fitr',
      '2033-12-24 Aïd al-Fitr',
    ]);
    expect(religious(2040)).toHaveLength(7);
  });

  it('lets a MANAGER move a religious holiday for the company, and nobody else', async () => {
    expect(gqlErr(await t.gql(SET, { day: '2026-05-29', name: 'Aïd al-Adha' }, user.accessToken)).extensions.code).toBe('FORBIDDEN');
    gqlOk(await t.gql(REMOVE, { day: '2026-05-27' }, a.manager.accessToken));
    gqlOk(await t.gql(SET, { day: '2026-05-29', name: 'Aïd al-Adha' }, a.manager.accessToken));
    const mine = gqlOk(await t.gql(HOLIDAYS, { year: 2026 }, user.accessToken)).holidays;
    const may = mine.filter((h: { day: string }) => h.day.startsWith('2026-05'));
    expect(may).toEqual([
      { day: '2026-05-01', name: 'Fête du travail', kind: 'CIVIL', corrected: false },
      { day: '2026-05-28', name: 'Aïd al-Adha', kind: 'RELIGIOUS', corrected: false },
      { day: '2026-05-29', name: 'Aïd al-Adha', kind: 'RELIGIOUS', corrected: true },
    ]);
    const theirs = gqlOk(await t.gql(HOLIDAYS, { year: 2026 }, b.manager.accessToken)).holidays;
    expect(theirs.map((h: { day: string }) => h.day)).toContain('2026-05-27');
    expect(theirs.map((h: { day: string }) => h.day)).not.toContain('2026-05-29');
    // An added day taken back is forgotten.
    gqlOk(await t.gql(REMOVE, { day: '2026-05-29' }, a.manager.accessToken));
    expect(gqlOk(await t.gql(HOLIDAYS, { year: 2026 }, a.manager.accessToken)).holidays.map((h: { day: string }) => h.day)).not.toContain(
      '2026-05-29',
    );
    expect(gqlErr(await t.gql(SET, { day: '2026-05-29', name: ' ' }, a.manager.accessToken)).extensions.fields).toEqual({
      name: 'Le nom du jour férié est requis (100 caractères au plus)',
    });
  });

  it('shows the week’s holidays on a site’s week', async () => {
    const site = (await createSite(t, a.manager.accessToken, { name: 'Chantier férié' })).id;
    const week = gqlOk(
      await t.gql(
        'query ($id: ID!) { siteActivityWeek(siteId: $id, day: "2026-11-18") { holidays { day name } } }',
        { id: site },
        a.manager.accessToken,
      ),
    ).siteActivityWeek;
    expect(week.holidays).toEqual([{ day: '2026-11-18', name: 'Fête de l’indépendance' }]);
  });
});
