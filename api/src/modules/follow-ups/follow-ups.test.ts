// @both-databases: follow-up sheets numbered in raw SQL (the REST door, with its hostile-text loop, runs on PostgreSQL only).
import { addMember, createCompany, createSite, giveSite, gqlErr, gqlOk, type Member, sql, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import { CREATE, createSheet, DELETE, GET, LIST, sheetInput, UPDATE } from './follow-ups.test-helpers';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;
let villa: string;
let immeuble: string;

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas Suivi'), createCompany(t, 'Souss Suivi')]);
  user = await addMember(t, a);
  villa = (await createSite(t, a.manager.accessToken, { name: 'Villa Anfa', address: '12, rue des Orangers', city: 'Casablanca' })).id;
  immeuble = (await createSite(t, a.manager.accessToken, { name: 'Immeuble Maârif' })).id;
  await giveSite(t, immeuble, user);
});
afterAll(() => t.stop());

const fieldsOf = async (input: Record<string, unknown>, token = a.manager.accessToken) =>
  gqlErr(await t.gql(CREATE, { input }, token)).extensions.fields;
const count = async () => (await sql(t, 'select count(*)::int as n from follow_up where company_id = $1', [a.id]))[0].n as number;

describe('a follow-up sheet', () => {
  it('is created with its site, its visit, both maîtrises and its report, and read back', async () => {
    const sheet = await createSheet(t, a.manager.accessToken, villa, { label: '  Visite de réception  ' });
    expect(sheet).toMatchObject({
      site: { id: villa, name: 'Villa Anfa' },
      label: 'Visite de réception',
      visitDate: '2026-11-23',
      projectManager: 'Cabinet Benjelloun Architectes',
      projectOwner: 'Société Immobilière Anfa',
      report: expect.stringContaining('\nFerraillage'),
      photos: [],
      sendings: [],
    });
    expect(gqlOk(await t.gql(GET, { id: sheet.id }, a.manager.accessToken)).followUp).toEqual(sheet);
  });

  it('is edited, all fields replaced, and deleted', async () => {
    const sheet = await createSheet(t, a.manager.accessToken, villa);
    const input = sheetInput(villa, {
      label: 'Visite OPC',
      visitDate: '2026-11-30',
      projectManager: 'BET Atlas',
      projectOwner: 'M. Alami',
      report: 'RAS',
    });
    const edited = gqlOk(await t.gql(UPDATE, { id: sheet.id, input }, a.manager.accessToken)).updateFollowUp;
    expect(edited).toMatchObject({
      id: sheet.id,
      label: 'Visite OPC',
      visitDate: '2026-11-30',
      projectManager: 'BET Atlas',
      projectOwner: 'M. Alami',
      report: 'RAS',
    });
    expect(new Date(edited.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(sheet.updatedAt).getTime());
    // Without siteId an edit keeps the sheet's site.
    const { siteId: _ignored, ...withoutSite } = input;
    expect(gqlOk(await t.gql(UPDATE, { id: sheet.id, input: withoutSite }, a.manager.accessToken)).updateFollowUp.site.id).toBe(villa);
    expect(gqlOk(await t.gql(DELETE, { id: sheet.id }, a.manager.accessToken)).deleteFollowUp).toBe(true);
    expect(gqlErr(await t.gql(GET, { id: sheet.id }, a.manager.accessToken))).toMatchObject({
      message: "Cette fiche de suivi n'existe pas ou a été supprimée.",
      extensions: { code: 'NOT_FOUND' },
    });
    expect(gqlErr(await t.gql(DELETE, { id: sheet.id }, a.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
  });
});

describe('the rules of SPEC §5, with their messages', () => {
  it('requires the libellé, the date, both maîtrises and the report', async () => {
    const before = await count();
    expect(await fieldsOf({ siteId: villa })).toEqual({
      label: 'Le libellé est requis',
      visitDate: 'La date est requise',
      projectManager: "La maîtrise d'oeuvre est requise",
      projectOwner: "La maîtrise d'ouvrage est requise",
      report: 'Le rapport est requis',
    });
    expect(await fieldsOf(sheetInput(villa, { label: '   ', visitDate: '', projectManager: ' ', projectOwner: '', report: '\n' }))).toEqual({
      label: 'Le libellé est requis',
      visitDate: 'La date est requise',
      projectManager: "La maîtrise d'oeuvre est requise",
      projectOwner: "La maîtrise d'ouvrage est requise",
      report: 'Le rapport est requis',
    });
    expect(await count()).toBe(before);
  });

  it('keeps the libellé to 50 characters, the maîtrises to 100 and the report to 1000', async () => {
    const atMost = sheetInput(villa, {
      label: 'L'.repeat(50),
      projectManager: 'M'.repeat(100),
      projectOwner: 'O'.repeat(100),
      report: 'R'.repeat(1000),
    });
    expect((await createSheet(t, a.manager.accessToken, villa, atMost)).report).toHaveLength(1000);
    const before = await count();
    expect(
      await fieldsOf(
        sheetInput(villa, { label: 'L'.repeat(51), projectManager: 'M'.repeat(101), projectOwner: 'O'.repeat(101), report: 'R'.repeat(1001) }),
      ),
    ).toEqual({
      label: 'Le libellé ne peut pas dépasser 50 caractères',
      projectManager: "La maîtrise d'oeuvre ne peut pas dépasser 100 caractères",
      projectOwner: "La maîtrise d'ouvrage ne peut pas dépasser 100 caractères",
      report: 'Le rapport ne peut pas dépasser 1000 caractères',
    });
    expect(await count()).toBe(before);
  });

  it('wants a real day for the date', async () => {
    for (const visitDate of ['2026-02-30', '23/11/2026', '2026-13-01', '0000-01-01', 'demain'])
      expect({ visitDate, fields: await fieldsOf(sheetInput(villa, { visitDate })) }).toEqual({
        visitDate,
        fields: { visitDate: 'Date invalide (AAAA-MM-JJ)' },
      });
    expect((await createSheet(t, a.manager.accessToken, villa, { visitDate: '2028-02-29' })).visitDate).toBe('2028-02-29');
  });

  it('needs a site of the caller to create a sheet', async () => {
    const { siteId: _none, ...noSite } = sheetInput(villa);
    expect(await fieldsOf(noSite)).toEqual({ siteId: 'Choisissez un chantier' });
    expect(await fieldsOf(sheetInput('pas-un-id'))).toEqual({ siteId: "Ce chantier n'existe pas ou a été supprimé." });
    const theirs = (await createSite(t, b.manager.accessToken, { name: 'Chantier de Souss' })).id;
    expect(await fieldsOf(sheetInput(theirs))).toEqual({ siteId: "Ce chantier n'existe pas ou a été supprimé." });
  });
});

describe("a site's list", () => {
  let site: string;
  beforeAll(async () => {
    site = (await createSite(t, a.manager.accessToken, { name: 'Résidence Liste' })).id;
    for (const [label, visitDate, report] of [
      ['Première visite', '2026-10-01', 'Implantation validée'],
      ['Réunion électricité', '2026-11-15', 'Gaines posées, tableau à déplacer'],
      ['Contrôle béton', '2026-11-20', 'Éprouvettes prélevées par le laboratoire'],
      ['Visite façade', '2026-11-15', 'Enduit à reprendre côté ÉCOLE'],
    ])
      await createSheet(t, a.manager.accessToken, site, { label, visitDate, report });
  });
  const list = async (vars: Record<string, unknown>, token = a.manager.accessToken) =>
    gqlOk(await t.gql(LIST, { siteId: site, ...vars }, token)).followUps;

  it('reads the newest visit first, the same day the last entered first, by pages', async () => {
    const all = await list({});
    expect(all).toMatchObject({ total: 4, page: 0, size: 20 });
    expect(all.items.map((s: { label: string }) => s.label)).toEqual(['Contrôle béton', 'Visite façade', 'Réunion électricité', 'Première visite']);
    const second = await list({ page: 1, size: 3 });
    expect(second).toMatchObject({ total: 4, page: 1, size: 3 });
    expect(second.items.map((s: { label: string }) => s.label)).toEqual(['Première visite']);
    expect((await list({ size: 1000 })).size).toBe(100);
  });

  it('searches the libellé and the report without accents or case', async () => {
    const labels = async (search: string) => (await list({ search })).items.map((s: { label: string }) => s.label);
    expect(await labels('ELECTRICITE')).toEqual(['Réunion électricité']);
    expect(await labels('eprouvettes')).toEqual(['Contrôle béton']);
    expect(await labels('école')).toEqual(['Visite façade']);
    expect(await labels('visite')).toEqual(['Visite façade', 'Première visite']);
    expect(await labels('50%_')).toEqual([]);
    expect((await list({ search: '   ' })).total).toBe(4);
    expect(gqlErr(await t.gql(LIST, { siteId: site, search: 'x'.repeat(101) }, a.manager.accessToken)).extensions.fields).toEqual({
      search: 'La recherche ne doit pas dépasser 100 caractères',
    });
  });

  it('answers NOT_FOUND for an unknown site or another company’s, and asks for a site when none is given', async () => {
    expect(gqlErr(await t.gql(LIST, { siteId: site }, b.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(LIST, { siteId: '00000000-0000-4000-8000-000000000000' }, a.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(LIST, { siteId: '' }, a.manager.accessToken)).extensions.fields).toEqual({ siteId: 'Choisissez un chantier' });
  });

  it('uses the (site, visit date) index', async () => {
    const [plan] = await sql(
      t,
      `explain (format json) select id from follow_up where company_id = $1 and site_id = $2
        order by visit_date desc, created_at desc, id desc limit 20`,
      [a.id, site],
    );
    expect(JSON.stringify(plan)).toContain('follow_up_site_visit_idx');
  });
});

describe('isolation and policies', () => {
  it('hides the sheets from another company: read, list, edit and delete all answer NOT_FOUND, nothing changes', async () => {
    const sheet = await createSheet(t, a.manager.accessToken, villa);
    const token = b.manager.accessToken;
    expect(gqlErr(await t.gql(GET, { id: sheet.id }, token)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(UPDATE, { id: sheet.id, input: sheetInput(villa, { label: 'Piraté' }) }, token)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(DELETE, { id: sheet.id }, token)).extensions.code).toBe('NOT_FOUND');
    expect(gqlOk(await t.gql(GET, { id: sheet.id }, a.manager.accessToken)).followUp.label).toBe(sheet.label);
  });

  it('lets a Gestionnaire Chantier work on the sheets of their sites only', async () => {
    const mine = await createSheet(t, user.accessToken, immeuble, { label: 'Ma visite' });
    expect(mine.site).toEqual({ id: immeuble, name: 'Immeuble Maârif' });
    expect(
      gqlOk(await t.gql(UPDATE, { id: mine.id, input: sheetInput(immeuble, { label: 'Ma visite (2)' }) }, user.accessToken)).updateFollowUp.label,
    ).toBe('Ma visite (2)');
    const others = await createSheet(t, a.manager.accessToken, villa, { label: 'Visite du directeur' });
    expect(gqlErr(await t.gql(GET, { id: others.id }, user.accessToken)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(UPDATE, { id: others.id, input: sheetInput(villa) }, user.accessToken)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(DELETE, { id: others.id }, user.accessToken)).extensions.code).toBe('FORBIDDEN');
    expect(gqlErr(await t.gql(LIST, { siteId: villa }, user.accessToken)).extensions.code).toBe('NOT_FOUND');
    expect(await fieldsOf(sheetInput(villa), user.accessToken)).toEqual({ siteId: "Ce chantier n'existe pas ou a été supprimé." });
    // Nor move one of theirs onto a site that is not theirs.
    expect(gqlErr(await t.gql(UPDATE, { id: mine.id, input: sheetInput(villa) }, user.accessToken)).extensions.fields).toEqual({
      siteId: "Ce chantier n'existe pas ou a été supprimé.",
    });
    // Deleting is the Admin Société's, as for the site's purchases.
    expect(gqlErr(await t.gql(DELETE, { id: mine.id }, user.accessToken)).extensions.code).toBe('FORBIDDEN');
    expect(gqlOk(await t.gql(DELETE, { id: mine.id }, a.manager.accessToken)).deleteFollowUp).toBe(true);
  });

  it('goes with its site when the site is deleted', async () => {
    const site = (await createSite(t, a.manager.accessToken, { name: 'Chantier éphémère' })).id;
    const sheet = await createSheet(t, a.manager.accessToken, site);
    gqlOk(await t.gql('mutation ($id: ID!) { deleteSite(id: $id) { deleted } }', { id: site }, a.manager.accessToken));
    expect(await sql(t, 'select id from follow_up where id = $1', [sheet.id])).toEqual([]);
  });
});
