import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/errors/app-error';
import { escapeLike, foldForSearch } from '../../core/text/search';
import { foldPlace } from './place-search';
import { City, Country, Province, Region } from './referentials.entity';

/** At most this many cities per answer (a select's suggestions, a region's list). */
export const CITY_LIMIT = 50;
const SEARCH_MAX = 100;

const byFr = (a: { nameFr: string }, b: { nameFr: string }) => foldForSearch(a.nameFr).localeCompare(foldForSearch(b.nameFr), 'fr');

/** A country by its ISO code, any case; an unknown or malformed one is NOT_FOUND. */
async function countryOf(em: EntityManager, code: string): Promise<Country> {
  const key = code.trim().toUpperCase();
  const country = /^[A-Z]{2}$/.test(key) ? await em.findOne(Country, { code: key }) : null;
  if (!country) throw AppError.notFound('referential.country.unknown');
  return country;
}

/** A region of the country by its code, any case: 'MA-03', or '03' within MA. */
async function regionOf(em: EntityManager, country: Country, code: string): Promise<Region> {
  const key = code.trim().toUpperCase();
  const full = key.startsWith(`${country.code}-`) ? key : `${country.code}-${key}`;
  const region = /^[A-Z]{2}-[A-Z0-9]{1,3}$/.test(full) ? await em.findOne(Region, { code: full, country: country.code }) : null;
  if (!region) throw AppError.notFound('referential.region.unknown');
  return region;
}

export interface CitySearch {
  country: string;
  region?: string | null;
  search?: string | null;
  limit?: number | null;
}

/** Countries, Morocco's regions with their prefectures and provinces, and cities: global reference data, read-only. */
export const referentials = {
  /** Every country offered, Morocco first. */
  countries: (em: EntityManager): Promise<Country[]> => em.find(Country, {}, { orderBy: { position: 'asc' } }),

  /** A country's regions in their official order, each with its prefectures and provinces; none for a country without. */
  async regions(em: EntityManager, countryCode: string): Promise<{ region: Region; provinces: Province[] }[]> {
    const country = await countryOf(em, countryCode);
    const regions = await em.find(Region, { country: country.code }, { orderBy: { position: 'asc' }, populate: ['capital'] });
    const provinces = regions.length
      ? await em.find(Province, { region: { $in: regions.map((r) => r.code) } }, { orderBy: { position: 'asc' }, populate: ['seat'] })
      : [];
    return regions.map((region) => ({ region, provinces: provinces.filter((p) => p.region.code === region.code) }));
  },

  /**
   * A country's cities, of one region if given, whose French, English or Arabic name contains `search` (case, accents
   * and Arabic marks aside: 'fes' finds Fès, 'اكادير' أكادير); the names that start with it first, then alphabetical.
   * At most CITY_LIMIT.
   */
  async cities(em: EntityManager, query: CitySearch): Promise<City[]> {
    const search = query.search?.trim() ?? '';
    if (search.length > SEARCH_MAX) throw AppError.badInput({ search: 'referential.search.max' });
    const country = await countryOf(em, query.country);
    const region = query.region?.trim() ? await regionOf(em, country, query.region) : null;
    const folded = foldPlace(search);
    const cities = await em.find(
      City,
      {
        country: country.code,
        ...(region ? { region: region.code } : {}),
        ...(folded ? { searchKey: { $like: `%${escapeLike(folded)}%` } } : {}),
      },
      { populate: ['province'] },
    );
    const starts = (c: City) => (folded && c.searchKey.split(' ').some((w, i, all) => all.slice(i).join(' ').startsWith(folded)) ? 0 : 1);
    const limit = Math.min(Math.max(query.limit ?? CITY_LIMIT, 1), CITY_LIMIT);
    return cities.sort((a, b) => starts(a) - starts(b) || byFr(a, b)).slice(0, limit);
  },

  /** The region of a country (REST paths, later the directory's filters); unknown codes are NOT_FOUND. */
  async region(em: EntityManager, countryCode: string, regionCode: string): Promise<Region> {
    return regionOf(em, await countryOf(em, countryCode), regionCode);
  },
};
