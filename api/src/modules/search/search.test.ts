// @both-databases: the header's search reads PostgreSQL's words and trigram indexes (pg_trgm), which PGlite loads apart.
import { addMember, createCompany, createSite, createSupplier, giveSite, gqlErr, gqlOk, type Member, type TestCompany } from '../../../test/company';
import { createPerson, createProduct } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { createDocument } from '../documents/documents.test-helpers';
import { taskInput } from '../planning/planning.test-helpers';

const SEARCH = 'query ($q: String!, $limit: Int) { search(q: $q, limit: $limit) { kind id title subtitle siteId day } }';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas Recherche'), createCompany(t, 'Souss Recherche')]);
  user = await addMember(t, a);
  const token = a.manager.accessToken;
  ids.villa = (await createSite(t, token, { name: 'Villa Anfa', city: 'Casablanca', client: 'M. Bennani' })).id;
  ids.residence = (await createSite(t, token, { name: 'Résidence de la Villa Verte', city: 'Rabat' })).id;
  ids.riad = (await createSite(t, token, { name: 'Riad Agdal', city: 'Marrakech' })).id;
  await giveSite(t, ids.riad, user);
  ids.beton = (await createSupplier(t, token, { name: 'Bétonnière du Souss' })).id;
  ids.karim = (await createPerson(t, token, { firstName: 'Karim', lastName: 'Alami', trade: 'Maçon' })).id;
  ids.ciment = (await createProduct(t, token, { label: 'Ciment CPJ 45' })).id;
  const client = gqlOk(
    await t.gql(
      'mutation ($input: ClientInput!) { createClient(input: $input) { id } }',
      { input: { name: 'Société Générale Immobilière', kind: 'COMPANY' } },
      token,
    ),
  ).createClient.id;
  const lots = [{ title: 'Gros œuvre', lines: [{ designation: 'Béton', unit: 'm³', quantity: '1', unitPriceHT: '1000' }] }];
  ids.quote = gqlOk(
    await t.gql(
      'mutation ($input: QuoteInput!) { createQuote(input: $input) { id } }',
      { input: { clientId: client, issueDate: '2026-11-02', lots, object: 'Extension du R+2' } },
      token,
    ),
  ).createQuote.id;
  ids.plan = (await createDocument(t, token, ids.villa, { label: 'Plan de ferraillage' })).id;
  ids.dalle = gqlOk(
    await t.gql(
      'mutation ($input: TaskInput!) { createTask(input: $input, confirmConflicts: true) { id } }',
      {
        input: taskInput(ids.villa, { title: 'Coulage de la dalle R+1', startDate: '2026-12-14', endDate: '2026-12-16' }),
      },
      token,
    ),
  ).createTask.id;
  ids.agdalTask = gqlOk(
    await t.gql(
      'mutation ($input: TaskInput!) { createTask(input: $input, confirmConflicts: true) { id } }',
      {
        input: taskInput(ids.riad, { title: 'Coulage des fondations', startDate: '2026-12-01', endDate: '2026-12-02' }),
      },
      token,
    ),
  ).createTask.id;
  // Another company's namesakes, which nobody of A may find.
  await createSite(t, b.manager.accessToken, { name: 'Villa Anfa du Souss' });
  await createSupplier(t, b.manager.accessToken, { name: 'Bétonnière de Souss' });
});
afterAll(() => t.stop());

const search = async (q: string, token = a.manager.accessToken, limit?: number) =>
  gqlOk(await t.gql(SEARCH, { q, limit }, token)).search as {
    kind: string;
    id: string;
    title: string;
    subtitle: string | null;
    siteId: string | null;
    day: string | null;
  }[];
const found = async (q: string, token?: string) => (await search(q, token)).map((h) => `${h.kind} ${h.title}`);

describe('the header’s search', () => {
  it('finds every kind of record, accents and case aside, words in any order and as prefixes', async () => {
    expect(await found('ANFA')).toEqual(['SITE Villa Anfa']);
    expect(await found('betonniere')).toEqual(['SUPPLIER Bétonnière du Souss']);
    expect(await found('alami kar')).toEqual(['PERSONNEL Karim Alami']);
    expect(await found('cim 45')).toEqual(['PRODUCT Ciment CPJ 45']);
    // The client, and its quote by the client's name.
    expect((await found('immobiliere')).sort()).toEqual(['CLIENT Société Générale Immobilière', expect.stringMatching(/^QUOTE DEV-\d{4}-\d{4}$/)]);
    expect(await found('ferraillage')).toEqual(['DOCUMENT Plan de ferraillage']);
    const task = (await search('dalle r+1'))[0];
    expect(task).toEqual({
      kind: 'TASK',
      id: ids.dalle,
      title: 'Coulage de la dalle R+1',
      subtitle: 'Villa Anfa',
      siteId: ids.villa,
      day: '2026-12-14',
    });
    // Part of a word, from three letters: the trigram index.
    expect(await found('tonni')).toEqual(['SUPPLIER Bétonnière du Souss']);
  });

  it('ranks a name that starts with what was typed first', async () => {
    expect((await found('villa')).slice(0, 2)).toEqual(['SITE Villa Anfa', 'SITE Résidence de la Villa Verte']);
    const hits = await search('coulage');
    expect(hits.map((h) => h.title).sort()).toEqual(['Coulage de la dalle R+1', 'Coulage des fondations']);
  });

  it('keeps to the company, and a USER to the site records of their sites', async () => {
    expect(JSON.stringify(await search('souss'))).not.toContain('Bétonnière de Souss');
    expect(await found('villa anfa', b.manager.accessToken)).toEqual(['SITE Villa Anfa du Souss']);
    // A USER: their site and its task, the company's suppliers and quotes; not the other sites nor their records.
    expect(await found('coulage', user.accessToken)).toEqual(['TASK Coulage des fondations']);
    expect(await found('villa', user.accessToken)).toEqual([]);
    expect(await found('ferraillage', user.accessToken)).toEqual([]);
    expect(await found('agdal', user.accessToken)).toEqual(['SITE Riad Agdal']);
    expect(await found('betonniere', user.accessToken)).toEqual(['SUPPLIER Bétonnière du Souss']);
  });

  it('takes any text without an error, and answers nothing to nothing', async () => {
    for (const q of ['', '   ', '%', '_', "'", '\\\\', '&|!:*()', "'; drop table site; --", 'é'.repeat(500)]) expect(await search(q)).toEqual([]);
    // One letter is a prefix too; a limit is kept between 1 and 50.
    expect((await search('v', undefined, 1000)).map((h) => h.title)).toEqual(expect.arrayContaining(['Villa Anfa', 'Résidence de la Villa Verte']));
    expect(await search('v', undefined, 1)).toHaveLength(1);
    expect(gqlErr(await t.gql(SEARCH, { q: 'villa' })).extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
