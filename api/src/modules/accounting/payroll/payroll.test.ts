import { randomUUID } from 'node:crypto';
import { addMember, bearer, createCompany, createSite, gqlErr, gqlOk, sql, type Member, type TestCompany } from '../../../../test/company';
import { createPerson } from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';
import { recordStatements } from '../../../../test/statements';
import { scopeToCompany } from '../../../core/tenancy/scope';
import { FIXTURE_ENTRIES, FIXTURE_MONTH, FIXTURE_WORKERS } from './payroll-fixture';
import { payrollService } from './payroll.service';

/**
 * The CNSS declaration through both doors on the hand-computed month of payroll-fixture.md: the fixture's CRA saved as
 * activity entries, the declaration, the table export and the e-BDS file matched to the centime.
 */
let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;
const personnelIds: Record<string, string> = {};

const DECLARATION = `query ($month: String!) { payrollDeclaration(month: $month) {
  month from to minimumDaily affiliateNumber
  rows { lastName cnssNumber days declaredDays wages mealBonus mealBonusExempt gross base cappedBase
    employeeShare employerShare netToPay belowMinimumWage warnings
    shares { part capped base employee employer } }
  totals { workers declaredDays gross base cappedBase employeeShare employerShare netToPay shares { part employee employer } } } }`;
const PERSON = 'id lastName cnssNumber';
const UPDATE = `mutation ($id: ID!, $input: PersonnelInput!) { updatePersonnel(id: $id, input: $input) { ${PERSON} } }`;

async function download(path: string, token: string) {
  const res = await fetch(`${t.url}/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), text: await res.text() };
}

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Bâtir Atlas'), createCompany(t, 'Rif Travaux')]);
  user = await addMember(t, a);
  const token = a.manager.accessToken;
  const sites = [(await createSite(t, token, { name: 'Villa Anfa' })).id, (await createSite(t, token, { name: 'Immeuble Agdal' })).id];
  for (const w of FIXTURE_WORKERS) {
    const p = await createPerson(
      t,
      token,
      { lastName: w.lastName, firstName: w.firstName, cni: w.cni, ...(w.cnssNumber ? { cnssNumber: w.cnssNumber } : {}) },
      PERSON,
    );
    personnelIds[w.id] = p.id;
  }
  // The fixture's CRA as saved entries (the rates of the day kept with each entry, as the activity module keeps them).
  for (const e of FIXTURE_ENTRIES)
    await sql(
      t,
      `insert into activity_entry (id, company_id, site_id, personnel_id, day, value, daily_rate, meal_bonus, net, bonus, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now(), now())`,
      [randomUUID(), a.id, sites[e.site], personnelIds[e.personnelId], e.day, e.value, e.dailyRate, e.mealBonus, e.net, e.bonus],
    );
  // A day of April and one of June: outside the month.
  for (const day of ['2026-04-30', '2026-06-01'])
    await sql(
      t,
      `insert into activity_entry (id, company_id, site_id, personnel_id, day, value, daily_rate, meal_bonus, net, bonus, created_at, updated_at)
       values ($1, $2, $3, $4, $5, 1, 999, 0, 999, 0, now(), now())`,
      [randomUUID(), a.id, sites[0], personnelIds['w-alami'], day],
    );
  await sql(t, `update company set cnss = '1234567' where id = $1`, [a.id]);
}, 120_000);

afterAll(() => t?.stop());

describe('payrollDeclaration', () => {
  it('answers the fixture month to the centime', async () => {
    const d = gqlOk(await t.gql(DECLARATION, { month: FIXTURE_MONTH }, a.manager.accessToken)).payrollDeclaration;
    expect(d).toMatchObject({ month: '2026-05', from: '2026-05-01', to: '2026-05-31', minimumDaily: '131.41', affiliateNumber: '1234567' });
    expect(d.rows.map((r: any) => [r.lastName, r.declaredDays, r.base, r.cappedBase, r.employeeShare, r.employerShare, r.netToPay])).toEqual([
      ['ALAMI', 26, '4050.00', '4050.00', '272.97', '854.16', '4587.03'],
      ['BENNANI', 22, '8011.52', '6000.00', '449.86', '1508.99', '8350.14'],
      ['CHERKAOUI', 20, '2340.00', '2340.00', '157.71', '493.50', '2572.29'],
      ['DAOUDI', 10, '2000.00', '2000.00', '134.80', '421.80', '1865.20'],
    ]);
    expect(d.rows[0].warnings).toEqual(['DAYS_OVER_MAX']);
    expect([...d.rows[2].warnings].sort()).toEqual(['BELOW_MINIMUM_WAGE', 'NO_CNSS_NUMBER']);
    expect(d.rows[1].mealBonusExempt).toBe('788.48');
    expect(d.totals).toMatchObject({
      workers: 4,
      declaredDays: 78,
      gross: '18390.00',
      base: '16401.52',
      cappedBase: '14390.00',
      employeeShare: '1015.34',
      employerShare: '3278.45',
      netToPay: '17374.66',
    });
  });

  it('refuses a malformed month with a French message', async () => {
    const err = gqlErr(await t.gql(DECLARATION, { month: '2026-13' }, a.manager.accessToken));
    expect(err.extensions.code).toBe('BAD_USER_INPUT');
    expect(err.message).toBe('Mois invalide : AAAA-MM');
  });

  it('is refused to a USER (accounting.read)', async () => {
    expect(gqlErr(await t.gql(DECLARATION, { month: FIXTURE_MONTH }, user.accessToken)).extensions.code).toBe('FORBIDDEN');
  });

  it("never shows another company's workers", async () => {
    const d = gqlOk(await t.gql(DECLARATION, { month: FIXTURE_MONTH }, b.manager.accessToken)).payrollDeclaration;
    expect(d.rows).toEqual([]);
    expect(d.totals.workers).toBe(0);
    expect(d.affiliateNumber).toBeNull();
  });
});

describe('payrollService.monthlyTotals (the books)', () => {
  it("gives each month's declaration totals from two reads, however many months", async () => {
    const scoped = () => {
      const em = t.server.orm.em.fork();
      scopeToCompany(em, a.id);
      return em;
    };
    const months = ['2026-03', '2026-04', '2026-05', '2026-06', '2026-07'];
    const each = [];
    for (const month of months) each.push({ month, totals: (await payrollService.declaration(scoped(), a.id, month)).totals });
    const recorder = recordStatements(t.server.orm);
    try {
      const all = await payrollService.monthlyTotals(scoped(), '2026-03', '2026-07');
      expect(all).toEqual(each);
      expect(recorder.statements.filter((s) => !/\bfrom "auth_session"/i.test(s))).toHaveLength(2);
    } finally {
      recorder.stop();
    }
    expect(each.map((m) => [m.totals.workers, m.totals.gross])).toEqual([
      [0, '0.00'],
      [1, '999.00'],
      [4, '18390.00'],
      [1, '999.00'],
      [0, '0.00'],
    ]);
  });
});

describe('REST /api/v1/comptabilite/declaration-cnss', () => {
  it('answers French keys', async () => {
    const res = await t.rest('GET', `/comptabilite/declaration-cnss?mois=${FIXTURE_MONTH}`, undefined, bearer(a.manager));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      mois: '2026-05',
      numeroAffiliation: '1234567',
      totaux: { salaries: 4, partPatronale: '3278.45', netAPayer: '17374.66' },
    });
    expect(res.body.salaries[1]).toMatchObject({
      nom: 'BENNANI',
      numeroCnss: '234567890',
      joursDeclares: 22,
      salaireReel: '8011.52',
      salairePlafonne: '6000.00',
    });
    expect(res.body.salaries[1].cotisations[0]).toEqual({
      cotisation: 'shortTerm',
      plafonnee: true,
      base: '6000.00',
      tauxSalarial: '0.52',
      tauxPatronal: '1.05',
      partSalariale: '31.20',
      partPatronale: '63.00',
    });
  });

  it('answers 400 with the message for a bad month', async () => {
    const res = await t.rest('GET', '/comptabilite/declaration-cnss?mois=mai', undefined, bearer(a.manager));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ mois: 'Mois invalide : AAAA-MM' });
  });

  it('exports the table with the totals', async () => {
    const file = await download(`/comptabilite/declaration-cnss/export?mois=${FIXTURE_MONTH}`, a.manager.accessToken);
    expect(file.status).toBe(200);
    expect(file.disposition).toContain('declaration-cnss');
    const lines = file.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(6);
    expect(lines[2]).toContain('BENNANI');
    // The CSV writes amounts the French way.
    expect(lines[2]).toBe('234567890;BENNANI;Karim;B200;22.0;22;7700,00;1100,00;8800,00;8011,52;6000,00;449,86;1508,99;8350,14;350,00;');
    expect(lines[5]).toBe('Total;;;;;78;16090,00;2300,00;18390,00;16401,52;14390,00;1015,34;3278,45;17374,66;;');
  });

  it('gives the e-BDS file of the fixture month', async () => {
    const file = await download(`/comptabilite/declaration-cnss/ebds?mois=${FIXTURE_MONTH}`, a.manager.accessToken);
    expect(file.status).toBe(200);
    expect(file.disposition).toBe('attachment; filename="DS_1234567_202605.txt"');
    const lines = file.text.split('\n').slice(0, -1);
    expect(lines.map((l) => l.slice(0, 3))).toEqual(['B00', 'B01', 'B02', 'B02', 'B02', 'B03', 'B04', 'B05', 'B06']);
    expect(lines[1].slice(16, 56).trimEnd()).toBe('BATIR ATLAS');
    expect(lines[3].slice(16, 25) + lines[3].slice(111, 156)).toBe('234567890' + '22' + '0000000801152' + '000600000' + '  ' + '0000000000235969064');
    expect(lines[8].slice(16, 90)).toBe('000004' + '000000703703580' + '000078' + '000000001640152' + '0000001439000' + '0000000000706782810');
  });

  it('refuses the e-BDS file without the company affiliate number, in French', async () => {
    const file = await download(`/comptabilite/declaration-cnss/ebds?mois=${FIXTURE_MONTH}`, b.manager.accessToken);
    expect(file.status).toBe(400);
    expect(JSON.parse(file.text).message).toContain('numéro d’affiliation CNSS');
  });

  it('is refused to a USER', async () => {
    expect((await download(`/comptabilite/declaration-cnss/ebds?mois=${FIXTURE_MONTH}`, user.accessToken)).status).toBe(403);
  });
});

describe('personnel cnssNumber', () => {
  it('validates 9 digits, keeps it when absent, clears it when empty', async () => {
    const token = a.manager.accessToken;
    const id = personnelIds['w-cherkaoui'];
    const base = {
      lastName: 'CHERKAOUI',
      firstName: 'Saïd',
      cni: 'C300',
      phone: '0661234567',
      address: 'Rabat',
      trade: 'Manœuvre',
      dailyRate: '120',
      mealBonus: '20',
      email: 's@example.ma',
    };
    const bad = gqlErr(await t.gql(UPDATE, { id, input: { ...base, cnssNumber: '12345' } }, token));
    expect(bad.extensions.code).toBe('BAD_USER_INPUT');
    expect(bad.extensions.fields).toEqual({ cnssNumber: 'Le numéro d’immatriculation CNSS compte 9 chiffres' });
    expect(gqlOk(await t.gql(UPDATE, { id, input: { ...base, cnssNumber: '456 789 012' } }, token)).updatePersonnel.cnssNumber).toBe('456789012');
    expect(gqlOk(await t.gql(UPDATE, { id, input: base }, token)).updatePersonnel.cnssNumber).toBe('456789012');
    expect(gqlOk(await t.gql(UPDATE, { id, input: { ...base, cnssNumber: '' } }, token)).updatePersonnel.cnssNumber).toBeNull();
  });

  it('reads and writes numeroCnss on the legacy personnel routes', async () => {
    const res = await t.rest('GET', '/chantiers/personnel/list?size=50', undefined, bearer(a.manager));
    expect(res.status).toBe(200);
    const alami = res.body.content.find((p: any) => p.nom === 'ALAMI');
    expect(alami.numeroCnss).toBe('123456789');
  });
});
