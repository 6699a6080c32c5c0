import { createCompany, createSite, gqlErr, gqlOk, sql, type TestCompany } from '../../../../test/company';
import { createPerson, createProduct } from '../../../../test/factories';
import { createDocument } from '../../documents/documents.test-helpers';
import { createSheet, UPDATE as UPDATE_SHEET, sheetInput } from '../../follow-ups/follow-ups.test-helpers';
import { startTestServer, type TestServer } from '../../../../test/server';
import { STRUCTURE_FEED_SQL } from '../../../db/migrations/Migration20261125000000';
import { NEWS_FIELDS, updateSite } from './site-news.test-helpers';

/** The feed as data: what the audit writes, the type filter, and the entries written as French sentences before. */
let t: TestServer;
let a: TestCompany;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  a = await createCompany(t, 'Atlas BTP');
  token = a.manager.accessToken;
});
afterAll(() => t.stop());

const FEED = `query ($siteId: ID!, $types: [SiteNewsType!]) { siteNews(siteId: $siteId, first: 50, types: $types) { items { ${NEWS_FIELDS} } totalCount } }`;
const feed = async (siteId: string, types?: string[]) => gqlOk(await t.gql(FEED, { siteId, types }, token)).siteNews;
const MOVE = `mutation ($productId: ID!, $input: StockMovementInput!) { addStockMovement(productId: $productId, input: $input) { product { stock } } }`;

describe('entries as data', () => {
  it('names the record, types each changed value and keeps a movement signed with its unit', async () => {
    const site = await createSite(t, token, { name: 'Villa Anfa', budget: '100000', progress: 10 });
    await updateSite(t, token, site.id, { name: 'Villa Anfa', budget: '45900', progress: 35, status: 'EN_COURS' });
    const product = await createProduct(t, token, { label: 'Parpaing 20 × 20 × 50', unit: 'unités', stock: '1000' });
    gqlOk(await t.gql(MOVE, { productId: product.id, input: { type: 'SORTIE', quantity: '900', siteId: site.id } }, token));

    const { items } = await feed(site.id);
    const changes = items.filter((e: any) => e.type === 'MODIFICATION').map((e: any) => [e.field, e.valueKind, e.before, e.after]);
    expect(changes.sort()).toEqual([
      ['budget', 'money', '100000.00', '45900.00'],
      ['progress', 'percent', '10', '35'],
      ['status', 'enum', 'EN_PREPARATION', 'EN_COURS'],
    ]);
    const movement = items.find((e: any) => e.entityKind === 'StockMovement');
    expect(movement).toMatchObject({ type: 'ADD', entityLabel: 'Parpaing 20 × 20 × 50', quantity: '-900.000', unit: 'unités', content: null });
    expect(items.find((e: any) => e.entityKind === 'Site' && e.type === 'ADD')).toMatchObject({ entityLabel: 'Villa Anfa', content: null });
    expect(JSON.stringify(items)).not.toMatch(/Ajout :|Fichier|oui|non/);
  });

  it('records follow-up sheets, documents and the activity report’s days (one line per save, not per cell)', async () => {
    const site = await createSite(t, token, { name: 'Résidence Targa' });
    const sheet = await createSheet(t, token, site.id, { label: 'Visite n° 1', visitDate: '2026-11-23' });
    gqlOk(await t.gql(UPDATE_SHEET, { id: sheet.id, input: sheetInput(site.id, { label: 'Visite n° 1', visitDate: '2026-11-24' }) }, token));
    await createDocument(t, token, site.id, { label: 'Plan de ferraillage' });
    const people = await Promise.all(
      ['Karim', 'Saïd', 'Hassan', 'Youssef'].map(async (firstName) => (await createPerson(t, token, { firstName, lastName: 'Alami' })).id as string),
    );
    const SAVE = 'mutation ($entries: [ActivityEntryInput!]!) { saveActivity(entries: $entries) { day } }';
    const days = ['2026-11-23', '2026-11-24', '2026-11-25'];
    const entries = people.flatMap((personnelId, i) => days.map((day) => ({ siteId: site.id, personnelId, day, value: i === 0 ? '0.5' : '1' })));
    gqlOk(await t.gql(SAVE, { entries }, token));
    const CLEAR = 'mutation ($cells: [ActivityCellInput!]!) { clearActivity(cells: $cells) }';
    gqlOk(await t.gql(CLEAR, { cells: [{ siteId: site.id, personnelId: people[1], day: days[2] }] }, token));
    // Another click on the grid a moment later: the same line, widened (each click of the grid is a save).
    gqlOk(await t.gql(SAVE, { entries: [{ siteId: site.id, personnelId: people[0], day: '2026-11-26', value: '1' }] }, token));

    const { items } = await feed(site.id);
    const of = (kind: string) => items.filter((e: any) => e.entityKind === kind).map((e: any) => [e.type, e.field, e.entityLabel, e.before, e.after]);
    expect(of('FollowUp')).toEqual([
      ['MODIFICATION', 'visitDate', 'Visite n° 1', '2026-11-23', '2026-11-24'],
      ['ADD', null, 'Visite n° 1', null, null],
    ]);
    expect(of('SiteDocument')).toEqual([['ADD', null, 'Plan de ferraillage', null, null]]);
    // Twelve cells saved at once, then one more: one line with the days spanned, the days they count now on the site
    // (3 × 0.5 + 9 × 1 − the cleared one + 1) and who; the clear is its own line.
    const cra = items.filter((e: any) => e.entityKind === 'ActivityDays');
    expect(cra.map((e: any) => [e.type, e.field, e.before, e.after, e.quantity, e.entityLabel, e.authorName])).toEqual([
      ['EVENT', 'saved', '2026-11-23', '2026-11-26', '10.500', 'Hassan Alami, Karim Alami, Saïd Alami +1', expect.stringMatching(/\S/)],
      ['EVENT', 'cleared', '2026-11-25', '2026-11-25', '1.000', 'Saïd Alami', expect.stringMatching(/\S/)],
    ]);
  });

  it('filters by type on GraphQL and REST, and refuses an unknown type on GraphQL', async () => {
    const site = await createSite(t, token, { name: 'Villa Filtre' });
    await updateSite(t, token, site.id, { name: 'Villa Filtrée' });
    expect((await feed(site.id, ['MODIFICATION'])).items.map((e: any) => e.type)).toEqual(['MODIFICATION']);
    expect((await feed(site.id, ['ADD', 'DELETION'])).items.map((e: any) => e.type)).toEqual(['ADD']);
    expect((await feed(site.id, [])).totalCount).toBe(2);
    expect(gqlErr(await t.gql(FEED, { siteId: site.id, types: ['NOPE'] }, token)).extensions.code).toBe('BAD_USER_INPUT');

    const rest = await fetch(`${t.url}/api/v1/chantiers/actualite/list?idChantier=${site.id}&type=modification,inconnu`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(rest.status).toBe(200);
    const body = (await rest.json()) as any;
    expect(body.content.map((e: any) => [e.type, e.champ, e.typeValeur, e.libelleEntite])).toEqual([
      ['MODIFICATION', 'name', 'text', 'Villa Filtrée'],
    ]);
  });
});

describe('entries written as French sentences before', () => {
  it('become the same data, and changes that changed nothing go', async () => {
    const site = await createSite(t, token, { name: 'Villa Ancienne' });
    const product = await createProduct(t, token, { label: 'Parpaing 20 × 20 × 50', unit: 'unités', stock: '1000' });
    gqlOk(await t.gql(MOVE, { productId: product.id, input: { type: 'SORTIE', quantity: '900', siteId: site.id } }, token));
    const [movement] = await sql(t, 'select id from stock_movement where product_id = $1', [product.id]);
    await sql(t, 'delete from site_news_entry where site_id = $1', [site.id]);
    const legacy: [string, string | null, string | null, string | null, string | null, string | null][] = [
      // type, entity kind, entity id, field, before, after (content follows)
      ['ADD', 'Site', site.id, null, null, null],
      ['ADD', 'StockMovement', movement.id, null, null, null],
      ['DELETION', 'ServiceSheet', null, null, null, null],
      ['MODIFICATION', 'Site', site.id, 'photoFileId', null, null],
      ['MODIFICATION', 'Site', site.id, 'archived', 'non', 'oui'],
      ['MODIFICATION', 'Purchase', null, 'amountPaid', '0.00', '45900.00'],
      ['MODIFICATION', 'Purchase', null, 'vatRate', '20.00', '14.00'],
      ['MODIFICATION', 'Site', site.id, 'name', 'Villa', 'Villa'],
    ];
    const contents = [
      'Ajout : Chantier « Villa Ancienne »',
      'Ajout : Mouvement de stock « Parpaing 20 × 20 × 50 (-900.000) »',
      'Suppression : Fiche de service « Omar (Lundi) »',
      'Fichier ajouté',
      null,
      null,
      null,
      null,
    ];
    for (const [i, [type, kind, id, field, before, after]] of legacy.entries())
      await sql(
        t,
        `insert into site_news_entry (id, company_id, site_id, type, entity_kind, entity_id, field, before, after, content, created_at)
         values (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7, $8, $9, now() + make_interval(secs => $10))`,
        [a.id, site.id, type, kind, id, field, before, after, contents[i], i],
      );
    for (const statement of STRUCTURE_FEED_SQL) await sql(t, statement);

    const rows = await sql(
      t,
      `select type, entity_kind, entity_label, field, value_kind, before, after, quantity::text, unit, content
       from site_news_entry where site_id = $1 order by created_at`,
      [site.id],
    );
    const row = (type: string, kind: string, rest: Record<string, unknown>) => ({
      type,
      entity_kind: kind,
      entity_label: null,
      field: null,
      value_kind: null,
      before: null,
      after: null,
      quantity: null,
      unit: null,
      content: null,
      ...rest,
    });
    expect(rows).toEqual([
      row('ADD', 'Site', { entity_label: 'Villa Ancienne' }),
      row('ADD', 'StockMovement', { entity_label: 'Parpaing 20 × 20 × 50', quantity: '-900.000', unit: 'unités' }),
      row('DELETION', 'ServiceSheet', { entity_label: 'Omar' }),
      row('MODIFICATION', 'Site', { field: 'photoFileId', value_kind: 'file', after: 'file' }),
      row('MODIFICATION', 'Site', { field: 'archived', value_kind: 'boolean', before: 'false', after: 'true' }),
      row('MODIFICATION', 'Purchase', { field: 'amountPaid', value_kind: 'money', before: '0.00', after: '45900.00' }),
      row('MODIFICATION', 'Purchase', { field: 'vatRate', value_kind: 'percent', before: '20.00', after: '14.00' }),
    ]);
  });
});
