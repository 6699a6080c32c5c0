import { foldForSearch } from '../../../core/text/search';
import { COUNTRIES } from './countries';
import { type CityData, MOROCCO_REGIONS, type ProvinceKind } from './morocco';

/** The referentials as table rows: what Migration20261126240000 inserts and the tests compare with. */

export interface CountryRow {
  code: string;
  nameFr: string;
  nameEn: string;
  position: number;
}
export interface RegionRow {
  code: string;
  country: string;
  nameFr: string;
  nameEn: string;
  capital: string;
  position: number;
}
export interface ProvinceRow {
  code: string;
  region: string;
  kind: ProvinceKind;
  nameFr: string;
  nameEn: string;
  seat: string | null;
  position: number;
}
export interface CityRow {
  code: string;
  country: string;
  region: string;
  province: string;
  nameFr: string;
  nameEn: string;
  searchKey: string;
}

/** English when no English form is given: the French without its accents ('Béni Mellal' -> 'Beni Mellal'). */
const plain = (fr: string) => fr.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
/** A city's code: its country, then its French name folded to ASCII words ('Ksar El Kébir' -> 'ma-ksar-el-kebir'). */
export const cityCode = (country: string, fr: string) =>
  `${country}-${foldForSearch(fr)}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const cityNames = (c: CityData): [string, string] => (typeof c === 'string' ? [c, plain(c)] : [c[0], c[1]]);

export const COUNTRY_ROWS: readonly CountryRow[] = COUNTRIES.map((c, i) => ({ code: c.code, nameFr: c.fr, nameEn: c.en, position: i + 1 }));

export const CITY_ROWS: readonly CityRow[] = MOROCCO_REGIONS.flatMap((r) =>
  r.provinces.flatMap((p) =>
    p.cities.map(cityNames).map(([fr, en]) => ({
      code: cityCode('MA', fr),
      country: 'MA',
      region: `MA-${r.code}`,
      province: `MA-${p.code}`,
      nameFr: fr,
      nameEn: en,
      searchKey: foldForSearch(fr, en),
    })),
  ),
);

const cityOf = (fr: string) => {
  const code = cityCode('MA', fr);
  if (!CITY_ROWS.some((c) => c.code === code)) throw new Error(`referentials: no city ${fr}`);
  return code;
};

export const REGION_ROWS: readonly RegionRow[] = MOROCCO_REGIONS.map((r, i) => ({
  code: `MA-${r.code}`,
  country: 'MA',
  nameFr: r.fr,
  nameEn: r.en,
  capital: cityOf(r.capital),
  position: i + 1,
}));

export const PROVINCE_ROWS: readonly ProvinceRow[] = MOROCCO_REGIONS.flatMap((r) =>
  r.provinces.map((p, i) => ({
    code: `MA-${p.code}`,
    region: `MA-${r.code}`,
    kind: p.kind,
    nameFr: p.fr,
    nameEn: p.en ?? plain(p.fr),
    seat: p.seat === false ? null : cityOf(cityNames(p.cities[0])[0]),
    position: i + 1,
  })),
);
