import { gqlErr, gqlOk } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import { foldArabic, foldPlace } from './place-search';
import { CITY_AR_ROWS, COUNTRY_AR_ROWS, PROVINCE_AR_ROWS, REGION_AR_ROWS } from './territory/arabic-rows';
import { CITY_ROWS, COUNTRY_ROWS, PROVINCE_ROWS, REGION_ROWS } from './territory/rows';

/** Issue 19, referentials: GraphQL, signed out (they are public), against the rows the migration loaded. */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

const COUNTRIES = 'query { countries { code nameFr nameEn nameAr } }';
const REGIONS =
  'query ($country: String!) { regions(country: $country) { code country nameFr nameEn nameAr capital { code nameFr nameAr } ' +
  'provinces { code kind nameFr nameEn nameAr seat { code nameFr nameAr } } } }';
const CITIES =
  'query ($country: String!, $region: String, $search: String, $limit: Int) { ' +
  'cities(country: $country, region: $region, search: $search, limit: $limit) { code country region nameFr nameEn nameAr province { code nameFr nameAr } } }';

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
    expect(countries[0]).toEqual({ code: 'MA', nameFr: 'Maroc', nameEn: 'Morocco', nameAr: 'المغرب' });
    expect(countries.map((c: any) => c.code)).toEqual(['MA', 'DZ', 'BE', 'CI', 'ES', 'FR', 'IT', 'MR', 'PT', 'SN', 'TN']);
    expect(countries.find((c: any) => c.code === 'SN')).toEqual({ code: 'SN', nameFr: 'Sénégal', nameEn: 'Senegal', nameAr: 'السنغال' });
    expect(countries.map((c: any) => c.nameAr)).toEqual([
      'المغرب',
      'الجزائر',
      'بلجيكا',
      'كوت ديفوار',
      'إسبانيا',
      'فرنسا',
      'إيطاليا',
      'موريتانيا',
      'البرتغال',
      'السنغال',
      'تونس',
    ]);
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
    expect(regions[2]).toMatchObject({
      code: 'MA-03',
      country: 'MA',
      nameEn: 'Fez-Meknes',
      nameAr: 'فاس-مكناس',
      capital: { code: 'ma-fes', nameFr: 'Fès', nameAr: 'فاس' },
    });
    expect(regions[2].provinces.slice(0, 2)).toEqual([
      { code: 'MA-FES', kind: 'PREFECTURE', nameFr: 'Fès', nameEn: 'Fez', nameAr: 'فاس', seat: { code: 'ma-fes', nameFr: 'Fès', nameAr: 'فاس' } },
      {
        code: 'MA-MEK',
        kind: 'PREFECTURE',
        nameFr: 'Meknès',
        nameEn: 'Meknes',
        nameAr: 'مكناس',
        seat: { code: 'ma-meknes', nameFr: 'Meknès', nameAr: 'مكناس' },
      },
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
      nameAr: 'فاس',
      province: { code: 'MA-FES', nameFr: 'Fès', nameAr: 'فاس' },
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

/** Issue 39: the Arabic names, as the Moroccan administration writes them. */
describe('Arabic names', () => {
  /** Arabic letters, words apart by one space, parts by a hyphen: no Latin letter, digit or stray mark. */
  const ARABIC = /^[\u0621-\u064a]+(?:[ -][\u0621-\u064a]+)*$/;

  it('every country, region, province and city has one in Arabic script, no Latin letters; the database holds the file', async () => {
    const tables: [string, readonly { code: string; nameAr: string }[], number][] = [
      ['country', COUNTRY_AR_ROWS, COUNTRY_ROWS.length],
      ['region', REGION_AR_ROWS, REGION_ROWS.length],
      ['province', PROVINCE_AR_ROWS, PROVINCE_ROWS.length],
      ['city', CITY_AR_ROWS, CITY_ROWS.length],
    ];
    for (const [table, rows, count] of tables) {
      const held: { code: string; name_ar: string | null }[] = await t.sql(`select code, name_ar from "${table}" order by code`);
      expect([table, held.length]).toEqual([table, count]);
      const bad = held.filter((r) => !r.name_ar || !ARABIC.test(r.name_ar) || /[A-Za-z\u00c0-\u024f]/.test(r.name_ar));
      expect([table, bad]).toEqual([table, []]);
      // What a fresh database holds is what the data file says, row for row (an upgraded one ran the same migration).
      const file = new Map(rows.map((r) => [r.code, r.nameAr]));
      expect([table, held.filter((r) => file.get(r.code) !== r.name_ar)]).toEqual([table, []]);
    }
    // The search keys are the three names folded.
    const keys: { code: string; search_key: string }[] = await t.sql('select code, search_key from "city"');
    expect(keys.filter((k) => CITY_AR_ROWS.find((c) => c.code === k.code)?.searchKey !== k.search_key)).toEqual([]);
  });

  it("the decree 2-15-40's regions, without « جهة »; prefectures and provinces without « عمالة » or « إقليم »", async () => {
    const { regions } = gqlOk(await t.gql(REGIONS, { country: 'MA' }));
    expect(regions.map((r: any) => r.nameAr)).toEqual([
      'طنجة-تطوان-الحسيمة',
      'الشرق',
      'فاس-مكناس',
      'الرباط-سلا-القنيطرة',
      'بني ملال-خنيفرة',
      'الدار البيضاء-سطات',
      'مراكش-آسفي',
      'درعة-تافيلالت',
      'سوس-ماسة',
      'كلميم-واد نون',
      'العيون-الساقية الحمراء',
      'الداخلة-وادي الذهب',
    ]);
    expect(regions.map((r: any) => r.capital.nameAr)).toEqual([
      'طنجة',
      'وجدة',
      'فاس',
      'الرباط',
      'بني ملال',
      'الدار البيضاء',
      'مراكش',
      'الرشيدية',
      'أكادير',
      'كلميم',
      'العيون',
      'الداخلة',
    ]);
    const provinces = regions.flatMap((r: any) => r.provinces);
    expect(provinces.filter((p: any) => /^(جهة|عمالة|إقليم) /.test(p.nameAr))).toEqual([]);
    expect(new Set(provinces.map((p: any) => p.nameAr)).size).toBe(75);
    expect(regions[5].provinces.map((p: any) => p.nameAr)).toEqual([
      'الدار البيضاء',
      'المحمدية',
      'الجديدة',
      'النواصر',
      'مديونة',
      'بنسليمان',
      'برشيد',
      'سطات',
      'سيدي بنور',
    ]);
    // Two cities of one name would be two suggestions no Arabic reader could tell apart.
    expect(new Set(CITY_AR_ROWS.map((c) => c.nameAr)).size).toBe(CITY_AR_ROWS.length);
  });

  it('typing Arabic finds the city, with or without hamza, ta marbuta or short vowels; the names that start with it first', async () => {
    const ar = async (search: string) => (await cities({ search })).map((c) => c.nameAr);
    expect(await ar('الدار البيضاء')).toEqual(['الدار البيضاء']);
    expect(await ar('البيضاء')).toEqual(['الدار البيضاء']);
    expect(await ar('فاس')).toEqual(['فاس']);
    expect(await ar('اكادير')).toEqual(['أكادير']);
    expect(await ar('مَرَّاكُش')).toEqual(['مراكش']);
    expect(await ar('الداخله')).toEqual(['الداخلة']);
    expect(await ar('طنجـــة')).toEqual(['طنجة']);
    // The Moroccan ڭ is ك: Guelmim, and Goulmima whose name contains it (both start with it: the French order).
    expect(await ar('ڭلميم')).toEqual(['كلميمة', 'كلميم']);
    expect(await ar('سيدي')).toEqual(['العيون سيدي ملوك', 'سيدي بنور', 'سيدي إفني', 'سيدي قاسم', 'سيدي سليمان']);
    expect(await ar('العيون')).toEqual(['العيون سيدي ملوك', 'العيون']);
    expect(await ar('الرباط')).toEqual(['الرباط']);
    expect(names(await cities({ search: 'وجدة', region: 'MA-06' }))).toEqual([]);
  });

  it('folds Arabic and leaves Latin as French folding leaves it', () => {
    expect(foldArabic('أإآؤئ')).toBe('اااوي');
    expect(foldArabic('مدرسةٌ على')).toBe('مدرسه علي');
    expect(foldPlace('Ksar El Kébir', 'القصر الكبير')).toBe('ksar el kebir القصر الكبير');
    expect(foldPlace('  FÈS ')).toBe('fes');
  });
});
