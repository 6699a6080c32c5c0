import { gqlErr, gqlOk } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import { CITY_ROWS, PROVINCE_ROWS, REGION_ROWS } from './territory/rows';

/** Issue 19, referentials: GraphQL, signed out (they are public), against the rows the migration loaded. */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

const COUNTRIES = 'query { countries { code nameFr nameEn } }';
const REGIONS =
  'query ($country: String!) { regions(country: $country) { code country nameFr nameEn capital { code nameFr } ' +
  'provinces { code kind nameFr nameEn seat { code nameFr } } } }';
const CITIES =
  'query ($country: String!, $region: String, $search: String, $limit: Int) { ' +
  'cities(country: $country, region: $region, search: $search, limit: $limit) { code country region nameFr nameEn province { code nameFr } } }';

/** Décret n° 2-15-40 du 20 février 2015: the 12 regions in order, their chefs-lieux and how many prefectures and provinces. */
const DECREE: [string, string, number][] = [
  ['Tanger-Tétouan-Al Hoceïma', 'Tanger', 8],
  ["L'Oriental", 'Oujda', 8],
  ['Fès-Meknès', 'Fès', 9],
  ['Rabat-Salé-Kénitra', 'Rabat', 7],
  ['Béni Mellal-Khénifra', 'Béni Mellal', 5],
  ['Casablanca-Settat', 'Casablanca', 9],
  ['Marrakech-Safi', 'Marrakech', 8],
  ['Drâa-Tafilalet', 'Errachidia', 5],
  ['Souss-Massa', 'Agadir', 6],
  ['Guelmim-Oued Noun', 'Guelmim', 4],
  ['Laâyoune-Sakia El Hamra', 'Laâyoune', 4],
  ['Dakhla-Oued Ed-Dahab', 'Dakhla', 2],
];

const cities = async (vars: Record<string, unknown>) => gqlOk(await t.gql(CITIES, { country: 'MA', ...vars })).cities as any[];
const names = (list: { nameFr: string }[]) => list.map((c) => c.nameFr);

describe('countries', () => {
  it('lists Morocco first, then the others in French alphabetical order, without sign-in', async () => {
    const { countries } = gqlOk(await t.gql(COUNTRIES));
    expect(countries[0]).toEqual({ code: 'MA', nameFr: 'Maroc', nameEn: 'Morocco' });
    expect(countries.map((c: any) => c.code)).toEqual(['MA', 'DZ', 'BE', 'CI', 'ES', 'FR', 'IT', 'MR', 'PT', 'SN', 'TN']);
    expect(countries.find((c: any) => c.code === 'SN')).toEqual({ code: 'SN', nameFr: 'Sénégal', nameEn: 'Senegal' });
  });
});

describe('regions', () => {
  it("Morocco's 12 regions of 2015, in the decree's order, with their French names, chefs-lieux and 75 prefectures and provinces", async () => {
    const { regions } = gqlOk(await t.gql(REGIONS, { country: 'MA' }));
    expect(regions.map((r: any) => [r.nameFr, r.capital.nameFr, r.provinces.length])).toEqual(DECREE);
    expect(regions.map((r: any) => r.code)).toEqual(DECREE.map((_, i) => `MA-${String(i + 1).padStart(2, '0')}`));
    const provinces = regions.flatMap((r: any) => r.provinces);
    expect(provinces).toHaveLength(75);
    expect(provinces.filter((p: any) => p.kind === 'PREFECTURE')).toHaveLength(13);
    expect(provinces.filter((p: any) => p.kind === 'PROVINCE')).toHaveLength(62);
    expect(new Set(provinces.map((p: any) => p.code)).size).toBe(75);
    expect(regions[2]).toMatchObject({ code: 'MA-03', country: 'MA', nameEn: 'Fez-Meknes', capital: { code: 'ma-fes', nameFr: 'Fès' } });
    expect(regions[2].provinces.slice(0, 2)).toEqual([
      { code: 'MA-FES', kind: 'PREFECTURE', nameFr: 'Fès', nameEn: 'Fez', seat: { code: 'ma-fes', nameFr: 'Fès' } },
      { code: 'MA-MEK', kind: 'PREFECTURE', nameFr: 'Meknès', nameEn: 'Meknes', seat: { code: 'ma-meknes', nameFr: 'Meknès' } },
    ]);
    expect(regions[5].provinces.map((p: any) => p.nameFr)).toEqual([
      'Casablanca',
      'Mohammédia',
      'El Jadida',
      'Nouaceur',
      'Médiouna',
      'Benslimane',
      'Berrechid',
      'Settat',
      'Sidi Bennour',
    ]);
  });

  it('the database holds what the data file says', async () => {
    const count = async (table: string) => (await t.sql(`select count(*)::int as n from "${table}"`))[0].n;
    expect([await count('region'), await count('province'), await count('city')]).toEqual([12, 75, CITY_ROWS.length]);
    expect(REGION_ROWS).toHaveLength(12);
    expect(PROVINCE_ROWS).toHaveLength(75);
    // Each province has its chef-lieu among its cities, or says it is not confirmed; every city code is unique.
    expect(new Set(CITY_ROWS.map((c) => c.code)).size).toBe(CITY_ROWS.length);
    expect(PROVINCE_ROWS.filter((p) => !p.seat).map((p) => p.code)).toEqual(['MA-FAH', 'MA-BOM', 'MA-NOU']);
  });

  it('a country code in any case; a known country without regions has none; an unknown one is NOT_FOUND in French', async () => {
    expect(gqlOk(await t.gql(REGIONS, { country: ' ma ' })).regions).toHaveLength(12);
    expect(gqlOk(await t.gql(REGIONS, { country: 'FR' })).regions).toEqual([]);
    for (const country of ['ZZ', '', 'MAR', "M'", 'x'.repeat(5000)]) {
      const err = gqlErr(await t.gql(REGIONS, { country }));
      expect([err.extensions.code, err.message]).toEqual(['NOT_FOUND', "Ce pays n'est pas dans la liste des pays."]);
    }
  });
});

describe('cities', () => {
  it('of Fès-Meknès include Fès and Meknès, with their province, alphabetical', async () => {
    const list = await cities({ region: 'MA-03' });
    expect(names(list)).toEqual(expect.arrayContaining(['Fès', 'Meknès', 'Ifrane', 'Taza', 'Sefrou']));
    expect(list.every((c) => c.region === 'MA-03' && c.country === 'MA')).toBe(true);
    expect(list.find((c) => c.nameFr === 'Fès')).toEqual({
      code: 'ma-fes',
      country: 'MA',
      region: 'MA-03',
      nameFr: 'Fès',
      nameEn: 'Fez',
      province: { code: 'MA-FES', nameFr: 'Fès' },
    });
    expect(names(list)).toEqual([...names(list)].sort((a, b) => a.localeCompare(b, 'fr')));
    // The decree's number alone, in the country, names the same region.
    expect(await cities({ region: '03' })).toEqual(list);
  });

  it('search ignores case and accents, in French or English; names that start with it come first', async () => {
    expect(names(await cities({ search: 'fes' }))).toEqual(['Fès']);
    expect(names(await cities({ search: 'FÈS' }))).toEqual(['Fès']);
    expect(names(await cities({ search: 'fez' }))).toEqual(['Fès']);
    expect(names(await cities({ search: 'casa' }))).toEqual(['Casablanca']);
    expect(names(await cities({ search: 'tangier' }))).toEqual(['Tanger']);
    expect(names(await cities({ search: 'kebir' }))).toEqual(['Ksar El Kébir']);
    expect(names(await cities({ search: 'laayoune' }))).toEqual(['Laâyoune']);
    const kenitra = await cities({ search: 'Kénitra', region: 'MA-04' });
    expect(names(kenitra)).toEqual(['Kénitra']);
    expect(names(await cities({ search: 'fes', region: 'MA-06' }))).toEqual([]);
    // 'el': the names with a word that starts with it (El Hajeb, Souk El Arbaâ) before those that only contain it (Béni Mellal).
    const el = names(await cities({ search: 'el' }));
    expect(el[0]).toBe('El Aïoun Sidi Mellouk');
    expect(el.indexOf('Souk El Arbaâ')).toBeLessThan(el.indexOf('Béni Mellal'));
    // LIKE's wildcards are only themselves.
    expect(await cities({ search: '%' })).toEqual([]);
    expect(await cities({ search: '_' })).toEqual([]);
  });

  it('at most 50, and `limit` fewer', async () => {
    expect(await cities({})).toHaveLength(50);
    expect(await cities({ limit: 1000 })).toHaveLength(50);
    expect(await cities({ limit: 3 })).toHaveLength(3);
    expect(await cities({ limit: -5 })).toHaveLength(1);
    expect(await cities({ country: 'FR' })).toEqual([]);
  });

  it('unknown country or region: NOT_FOUND in French; an overlong search is refused', async () => {
    const unknownRegion = gqlErr(await t.gql(CITIES, { country: 'MA', region: 'MA-13' }));
    expect([unknownRegion.extensions.code, unknownRegion.message]).toEqual(['NOT_FOUND', "Cette région n'existe pas dans ce pays."]);
    expect(gqlErr(await t.gql(CITIES, { country: 'FR', region: 'MA-03' })).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(CITIES, { country: 'QQ' })).message).toBe("Ce pays n'est pas dans la liste des pays.");
    const long = gqlErr(await t.gql(CITIES, { country: 'MA', search: 'a'.repeat(101) }));
    expect([long.extensions.code, long.extensions.fields]).toEqual([
      'BAD_USER_INPUT',
      { search: 'La recherche ne doit pas dépasser 100 caractères' },
    ]);
  });
});
