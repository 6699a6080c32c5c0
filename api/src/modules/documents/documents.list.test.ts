import { createCompany, createSite, gqlErr, gqlOk, sql, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import { BUILT_IN, COUNTS, CREATE_TYPE, createDocument, LIST, MSG } from './documents.test-helpers';

let t: TestServer;
let a: TestCompany;
let token: string;
let site: string;
let ownType: string;

/** In the order they are added (newest last); each with its type and the document's date. */
const DOCS: [string, keyof typeof BUILT_IN | 'own', string][] = [
  ['Permis de construire', 'permisHabiter', '2025-11-02'],
  ['Plan étage 1', 'plansArchitecte', '2026-01-20'],
  ['Caution de bonne fin', 'caution', '2026-02-10'],
  ['Plan RDC', 'plansBeton', '2025-12-24'],
  ['Éclairage de sécurité', 'planSecurite', '2026-03-01'],
  ['Vue aérienne', 'photos', '2026-02-10'],
  ['Note de calcul', 'own', '2024-06-30'],
];

beforeAll(async () => {
  t = await startTestServer();
  a = await createCompany(t, 'Atlas BTP');
  token = a.manager.accessToken;
  site = (await createSite(t, token, { name: 'Tour Hassan' })).id;
  ownType = gqlOk(await t.gql(CREATE_TYPE, { input: { name: 'Note de synthèse BET', category: 'TECHNIQUE' } }, token)).createDocumentType.id;
  for (const [label, type, documentDate] of DOCS) {
    await createDocument(t, token, site, { label, documentDate, typeId: type === 'own' ? ownType : BUILT_IN[type] });
  }
  // Distinct instants for 'newest first', whatever the clock's resolution.
  for (const [i, [label]] of DOCS.entries())
    await sql(t, `update site_document set created_at = now() - ($1 || ' minutes')::interval where label = $2`, [String(60 - i), label]);
  // Another site's documents never show.
  await createDocument(t, token, (await createSite(t, token, { name: 'Villa Anfa' })).id, { label: 'Plan étage 2' });
});
afterAll(() => t.stop());

const list = async (vars: Record<string, unknown> = {}) => gqlOk(await t.gql(LIST, { siteId: site, ...vars }, token)).siteDocuments;
const labels = async (vars: Record<string, unknown> = {}) => (await list(vars)).items.map((d: { label: string }) => d.label);

describe('a site’s documents: filters, sorts, search and pages', () => {
  it('lists the site’s documents newest first by default, 20 a page', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 7, page: 0, size: 20 });
    expect(page.items.map((d: { label: string }) => d.label)).toEqual(DOCS.map(([label]) => label).reverse());
  });

  it('sorts alphabetically (accents and case aside) and by the document’s date either way', async () => {
    expect(await labels({ sort: 'ALPHA' })).toEqual([
      'Caution de bonne fin',
      'Éclairage de sécurité',
      'Note de calcul',
      'Permis de construire',
      'Plan étage 1',
      'Plan RDC',
      'Vue aérienne',
    ]);
    // Two documents of 10 February: the one added first comes first ascending, last descending.
    expect(await labels({ sort: 'DATE_ASC' })).toEqual([
      'Note de calcul',
      'Permis de construire',
      'Plan RDC',
      'Plan étage 1',
      'Caution de bonne fin',
      'Vue aérienne',
      'Éclairage de sécurité',
    ]);
    expect(await labels({ sort: 'date_desc' })).toEqual([
      'Éclairage de sécurité',
      'Vue aérienne',
      'Caution de bonne fin',
      'Plan étage 1',
      'Plan RDC',
      'Permis de construire',
      'Note de calcul',
    ]);
    expect(await labels({ sort: 'NEWEST' })).toEqual(await labels({ sort: 'anything else' }));
  });

  it('filters by category and by type', async () => {
    expect(await labels({ category: 'TECHNIQUE', sort: 'ALPHA' })).toEqual(['Note de calcul', 'Plan étage 1', 'Plan RDC']);
    expect(await labels({ category: 'sécurité' })).toEqual(['Éclairage de sécurité']);
    expect(await labels({ category: 'ADMINISTRATIF' })).toEqual(['Permis de construire']);
    expect(await labels({ typeId: BUILT_IN.plansBeton })).toEqual(['Plan RDC']);
    expect(await labels({ typeId: ownType })).toEqual(['Note de calcul']);
    expect(await labels({ typeId: ownType, category: 'FINANCIER' })).toEqual([]);
    expect(await labels({ category: '' })).toHaveLength(7);
  });

  it('searches the libellé and the type’s name, accents and case aside', async () => {
    expect(await labels({ search: 'ETAGE' })).toEqual(['Plan étage 1']);
    expect(await labels({ search: 'eclairage', category: 'SECURITE' })).toEqual(['Éclairage de sécurité']);
    expect(await labels({ search: 'béton', sort: 'ALPHA' })).toEqual(['Plan RDC']);
    expect(await labels({ search: 'synthese' })).toEqual(['Note de calcul']);
    expect(await labels({ search: 'plan', sort: 'ALPHA' })).toEqual(['Éclairage de sécurité', 'Plan étage 1', 'Plan RDC']);
    expect(await labels({ search: '%' })).toEqual([]);
    expect(await labels({ search: '   ' })).toHaveLength(7);
  });

  it('pages without overlap, the total of the whole filter on every page', async () => {
    const pages = await Promise.all([0, 1, 2, 3].map((page) => list({ sort: 'ALPHA', page, size: 2 })));
    expect(pages.map((p) => p.items.map((d: { label: string }) => d.label))).toEqual([
      ['Caution de bonne fin', 'Éclairage de sécurité'],
      ['Note de calcul', 'Permis de construire'],
      ['Plan étage 1', 'Plan RDC'],
      ['Vue aérienne'],
    ]);
    for (const p of pages) expect(p).toMatchObject({ total: 7, size: 2 });
    expect(await list({ size: 1000 })).toMatchObject({ size: 100 });
    expect(await list({ page: -3, size: 0 })).toMatchObject({ page: 0, size: 1 });
  });

  it('refuses an unknown category or a malformed type id with their messages', async () => {
    expect(gqlErr(await t.gql(LIST, { siteId: site, category: 'JURIDIQUE' }, token)).extensions.fields).toEqual({ category: MSG.categoryInvalid });
    expect(gqlErr(await t.gql(LIST, { siteId: site, typeId: 'plans' }, token)).extensions.fields).toEqual({ typeId: MSG.typeUnknown });
  });

  it('counts the documents of each category, every category listed', async () => {
    expect(gqlOk(await t.gql(COUNTS, { siteId: site }, token)).siteDocumentCounts).toEqual([
      { category: 'ADMINISTRATIF', count: 1 },
      { category: 'TECHNIQUE', count: 3 },
      { category: 'FINANCIER', count: 1 },
      { category: 'SECURITE', count: 1 },
      { category: 'PHOTOS', count: 1 },
      { category: 'AUTRE', count: 0 },
    ]);
  });
});
