// @both-databases: the keyset list and accent-free search in raw SQL.
import { createCompany, createSite, gqlErr, gqlOk, LIST_SITES, sql, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';

let t: TestServer;
let a: TestCompany;
/** Created in this order, oldest first. */
const names = ['Béni Mellal — lot 1', 'école Al Farabi', 'Tour 50% Marina', 'Villa_Anfa', 'Villa Anfa bis'];
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestServer();
  a = await createCompany(t, 'Atlas BTP');
  const extra: Record<string, Record<string, unknown>> = {
    'Béni Mellal — lot 1': { city: 'Béni Mellal', status: 'EN_COURS' },
    'école Al Farabi': { client: 'Commune de Salé', city: 'Salé', status: 'EN_COURS' },
    'Tour 50% Marina': { client: 'Marina Invest', city: 'Casablanca', status: 'TERMINE' },
    Villa_Anfa: { client: 'M. Bennani', city: 'casablanca' },
    'Villa Anfa bis': { client: 'M. Bennani', city: 'Rabat', status: 'SUSPENDU' },
  };
  for (const name of names) ids[name] = (await createSite(t, a.manager.accessToken, { name, ...extra[name] })).id;
});
afterAll(() => t.stop());

const list = async (vars: Record<string, unknown>) => gqlOk(await t.gql(LIST_SITES, vars, a.manager.accessToken)).sites;
const namesOf = (page: { items: { name: string }[] }) => page.items.map((s) => s.name);
const search = async (text: string) => namesOf(await list({ filter: { search: text }, first: 50 }));

/** Every page of a filter, `first` at a time. */
async function walk(first: number, filter: Record<string, unknown> = {}) {
  const pages: { items: { id: string; name: string }[]; totalCount: number; hasNextPage: boolean }[] = [];
  let after: string | null = null;
  do {
    const page = await list({ filter, first, after });
    pages.push(page);
    after = page.hasNextPage ? page.endCursor : null;
  } while (after && pages.length < 20);
  return pages;
}

describe('the sites list', () => {
  it('answers the newest first with the right total', async () => {
    const page = await list({});
    expect(namesOf(page)).toEqual([...names].reverse());
    expect(page).toMatchObject({ totalCount: 5, hasNextPage: false });
  });

  it('walks every site with first=2, in order, without duplicates or gaps', async () => {
    const pages = await walk(2);
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
    expect(pages.map((p) => p.hasNextPage)).toEqual([true, true, false]);
    expect(pages.every((p) => p.totalCount === 5)).toBe(true);
    expect(pages.flatMap(namesOf)).toEqual([...names].reverse());
  });

  it('walks sites created in the same instant without duplicates or gaps (the id breaks ties)', async () => {
    await sql(t, `update site set created_at = '2025-01-15T10:00:00.123Z' where company_id = $1`, [a.id]);
    try {
      const walked = (await walk(2)).flatMap((p) => p.items.map((s) => s.id));
      expect(walked).toEqual(Object.values(ids).sort().reverse());
    } finally {
      for (const [i, name] of names.entries())
        await sql(t, `update site set created_at = now() - make_interval(mins => $2) where id = $1`, [ids[name], 10 - i]);
    }
  });

  it('searches name, client and city without regard to accents or case', async () => {
    expect(await search('beni')).toEqual(['Béni Mellal — lot 1']);
    expect(await search('BENI MELLAL')).toEqual(['Béni Mellal — lot 1']);
    expect(await search('ÉCOLE')).toEqual(['école Al Farabi']);
    expect(await search('ecole')).toEqual(['école Al Farabi']);
    expect(await search('sale')).toEqual(['école Al Farabi']);
    expect(await search('bennani')).toEqual(['Villa Anfa bis', 'Villa_Anfa']);
    expect(await search('CASABLANCA')).toEqual(['Villa_Anfa', 'Tour 50% Marina']);
    expect(await search('  ')).toHaveLength(5);
    expect(await search('introuvable')).toEqual([]);
  });

  it('matches % and _ in a search literally', async () => {
    expect(await search('50%')).toEqual(['Tour 50% Marina']);
    expect(await search('%')).toEqual(['Tour 50% Marina']);
    expect(await search('villa_')).toEqual(['Villa_Anfa']);
    expect(await search('_')).toEqual(['Villa_Anfa']);
    expect(await search('\\')).toEqual([]);
    const page = await list({ filter: { search: '%' } });
    expect(page.totalCount).toBe(1);
  });

  it('filters by status and by city (case- and accent-insensitive), with the matching total', async () => {
    const enCours = await list({ filter: { status: 'EN_COURS' } });
    expect(namesOf(enCours)).toEqual(['école Al Farabi', 'Béni Mellal — lot 1']);
    expect(enCours.totalCount).toBe(2);
    const casa = await list({ filter: { city: 'Casablanca' } });
    expect(namesOf(casa)).toEqual(['Villa_Anfa', 'Tour 50% Marina']);
    expect(casa.totalCount).toBe(2);
    expect(namesOf(await list({ filter: { city: 'casablanca', status: 'TERMINE' } }))).toEqual(['Tour 50% Marina']);
    expect(await list({ filter: { city: 'Casa' } })).toMatchObject({ items: [], totalCount: 0, endCursor: null, hasNextPage: false });
    // Accents aside too: 'sale' finds Salé, 'BENI MELLAL' finds Béni Mellal, each with its total.
    expect(await list({ filter: { city: 'sale' } })).toMatchObject({ totalCount: 1, items: [{ name: 'école Al Farabi' }] });
    expect(await list({ filter: { city: ' BENI MELLAL ' } })).toMatchObject({ totalCount: 1, items: [{ name: 'Béni Mellal — lot 1' }] });
    expect(await list({ filter: { city: 'sal%' } })).toMatchObject({ totalCount: 0, items: [] });
    expect(gqlErr(await t.gql(LIST_SITES, { filter: { status: 'ANNULE' } }, a.manager.accessToken)).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { status: 'Statut de chantier invalide' },
    });
  });

  it('pages a filtered list with the filter kept', async () => {
    const pages = await walk(1, { search: 'villa' });
    expect(pages.flatMap(namesOf)).toEqual(['Villa Anfa bis', 'Villa_Anfa']);
    expect(pages.map((p) => p.totalCount)).toEqual([2, 2]);
  });

  it('shows archived sites only with archived=true', async () => {
    const ARCHIVE = `mutation ($id: ID!) { archiveSite(id: $id) { id } }`;
    gqlOk(await t.gql(ARCHIVE, { id: ids.Villa_Anfa }, a.manager.accessToken));
    try {
      const active = await list({ filter: { search: 'villa' } });
      expect(namesOf(active)).toEqual(['Villa Anfa bis']);
      expect(active.totalCount).toBe(1);
      expect(namesOf(await list({ filter: { archived: false } }))).not.toContain('Villa_Anfa');
      const archived = await list({ filter: { archived: true } });
      expect(archived).toMatchObject({ totalCount: 1, items: [{ name: 'Villa_Anfa', archived: true }] });
    } finally {
      gqlOk(await t.gql(`mutation ($id: ID!) { unarchiveSite(id: $id) { id } }`, { id: ids.Villa_Anfa }, a.manager.accessToken));
    }
  });

  it('keeps the page size between 1 and 50', async () => {
    expect((await list({ first: 0 })).items).toHaveLength(1);
    expect((await list({ first: -3 })).items).toHaveLength(1);
    expect((await list({ first: 1000 })).items).toHaveLength(5);
  });
});

describe('cursors the api did not make', () => {
  const cursor = (text: string) => Buffer.from(text).toString('base64url');
  const uuid = '0b7c6f0e-2a55-4d4e-9a8f-3b1d2c4e5f60';

  it('are ignored or refused with 400, never a 500', async () => {
    for (const after of [
      '',
      'garbage',
      '%%%',
      cursor('hello'),
      cursor(`2025-01-01T00:00:00.000Z|not-a-uuid`),
      cursor(`2025-01-01T00:00:00.000Z|${'-'.repeat(36)}`),
      cursor(`-271821-04-20T00:00:00.000Z|${uuid}`),
      cursor(`+275760-09-13T00:00:00.000Z|${uuid}`),
      cursor(`1|${uuid}`),
      cursor(`2025-01-01T00:00:00.000Z|${uuid}|extra`),
    ]) {
      const res = await t.gql(LIST_SITES, { after, first: 2 }, a.manager.accessToken);
      const outcome = res.body.errors ? res.body.errors[0].extensions.code : 'OK';
      expect({ after, outcome }).toEqual({ after, outcome: expect.stringMatching(/^(OK|BAD_USER_INPUT)$/) });
    }
  });
});
