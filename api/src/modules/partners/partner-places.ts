import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/errors/app-error';
import { City, Region } from '../referentials';
import type { PlaceRef } from '../referentials';

export interface Places {
  regions: string[];
  cities: string[];
}

const regionKey = (code: string) => code.trim().toUpperCase();
const cityKey = (code: string) => code.trim().toLowerCase();

/**
 * The regions and cities a partner serves, checked against the referentials: unknown codes are refused with the field
 * named; the regions of the cities are added, so a region filter finds whoever serves one of its cities.
 */
export async function checkPlaces(em: EntityManager, input: Places): Promise<Places> {
  const regionCodes = [...new Set(input.regions.map(regionKey))];
  const cityCodes = [...new Set(input.cities.map(cityKey))];
  const regions = regionCodes.length ? await em.find(Region, { code: { $in: regionCodes } }) : [];
  if (regions.length !== regionCodes.length) throw AppError.badInput({ regions: 'partner.region.unknown' });
  const cities = cityCodes.length ? await em.find(City, { code: { $in: cityCodes } }) : [];
  if (cities.length !== cityCodes.length) throw AppError.badInput({ cities: 'partner.city.unknown' });
  const cityRegions = cities.map((c) => c.region?.code).filter((c): c is string => Boolean(c));
  return { regions: [...new Set([...regionCodes, ...cityRegions])], cities: cityCodes };
}

/** The sign-up's one region and one city of it. */
export async function checkSignUpPlace(em: EntityManager, region: string, city: string): Promise<Places> {
  const r = await em.findOne(Region, { code: regionKey(region) });
  if (!r) throw AppError.badInput({ region: 'partner.region.unknown' });
  const c = await em.findOne(City, { code: cityKey(city) });
  if (!c) throw AppError.badInput({ city: 'partner.city.unknown' });
  if (c.region?.code !== r.code) throw AppError.badInput({ city: 'partner.city.otherRegion' });
  return { regions: [r.code], cities: [c.code] };
}

/** Names of the places of several listings, read in two queries whatever their number. */
export async function placeNames(em: EntityManager, lists: Places[]): Promise<(p: Places) => { regions: PlaceRef[]; cities: PlaceRef[] }> {
  const regionCodes = [...new Set(lists.flatMap((l) => l.regions))];
  const cityCodes = [...new Set(lists.flatMap((l) => l.cities))];
  const regions = regionCodes.length ? await em.find(Region, { code: { $in: regionCodes } }, { orderBy: { position: 'asc' } }) : [];
  const cities = cityCodes.length ? await em.find(City, { code: { $in: cityCodes } }) : [];
  const ref = (p: { code: string; nameFr: string; nameEn: string; nameAr: string }): PlaceRef => ({
    code: p.code,
    nameFr: p.nameFr,
    nameEn: p.nameEn,
    nameAr: p.nameAr,
  });
  const regionMap = new Map(regions.map((r) => [r.code, ref(r)]));
  const cityMap = new Map(cities.map((c) => [c.code, ref(c)]));
  const order = new Map(regions.map((r, i) => [r.code, i]));
  return (p) => ({
    regions: [...p.regions].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)).flatMap((c) => regionMap.get(c) ?? []),
    cities: p.cities.flatMap((c) => cityMap.get(c) ?? []),
  });
}
