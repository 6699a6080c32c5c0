import { foldPlace } from '../place-search';
import { COUNTRY_AR, CITY_AR, PROVINCE_AR, REGION_AR } from './arabic-names';
import { CITY_ROWS, COUNTRY_ROWS, PROVINCE_ROWS, REGION_ROWS } from './rows';

/**
 * The Arabic names by row code, as Migration20261202120000 writes them, and the cities' search keys with their Arabic
 * name folded in. A row without its Arabic name stops the migration (and the tests) rather than ship Latin.
 */
const arabic = (table: Readonly<Record<string, string>>, key: string, what: string): string => {
  const name = table[key];
  if (!name) throw new Error(`referentials: no Arabic name for ${what} ${key}`);
  return name;
};
const local = (code: string) => code.replace(/^MA-/, '');

export const COUNTRY_AR_ROWS: readonly { code: string; nameAr: string }[] = COUNTRY_ROWS.map((c) => ({
  code: c.code,
  nameAr: arabic(COUNTRY_AR, c.code, 'country'),
}));

export const REGION_AR_ROWS: readonly { code: string; nameAr: string }[] = REGION_ROWS.map((r) => ({
  code: r.code,
  nameAr: arabic(REGION_AR, local(r.code), 'region'),
}));

export const PROVINCE_AR_ROWS: readonly { code: string; nameAr: string }[] = PROVINCE_ROWS.map((p) => ({
  code: p.code,
  nameAr: arabic(PROVINCE_AR, local(p.code), 'province'),
}));

export const CITY_AR_ROWS: readonly { code: string; nameAr: string; searchKey: string }[] = CITY_ROWS.map((c) => {
  const nameAr = arabic(CITY_AR, c.nameFr, 'city');
  return { code: c.code, nameAr, searchKey: foldPlace(c.nameFr, c.nameEn, nameAr) };
});
