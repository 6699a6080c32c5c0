import { Arg, Args, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context/context';
import type { City, Province, Region } from './referentials.entity';
import { referentials } from './referentials.service';
import { CityArgs, CityView, CountryView, type PlaceRef, type ProvinceView, RegionView } from './referentials.types';

const ref = (p: { code: string; nameFr: string; nameEn: string; nameAr: string } | null | undefined): PlaceRef | null =>
  p ? { code: p.code, nameFr: p.nameFr, nameEn: p.nameEn, nameAr: p.nameAr } : null;

const toProvinceView = (p: Province): ProvinceView => ({
  code: p.code,
  kind: p.kind,
  nameFr: p.nameFr,
  nameEn: p.nameEn,
  nameAr: p.nameAr,
  seat: ref(p.seat),
});

const toRegionView = ({ region, provinces }: { region: Region; provinces: Province[] }): RegionView => ({
  code: region.code,
  country: region.country.code,
  nameFr: region.nameFr,
  nameEn: region.nameEn,
  nameAr: region.nameAr,
  capital: ref(region.capital),
  provinces: provinces.map(toProvinceView),
});

const toCityView = (c: City): CityView => ({
  code: c.code,
  country: c.country.code,
  region: c.region?.code ?? null,
  province: ref(c.province),
  nameFr: c.nameFr,
  nameEn: c.nameEn,
  nameAr: c.nameAr,
});

/**
 * The referentials (issue 19): public, no sign-in (PUBLIC_OPERATIONS), read-only. The directory's filters, the partner
 * profile and the site form's city read them.
 */
@Resolver()
export class ReferentialsResolver {
  @Query(() => [CountryView], { description: 'Les pays proposés, le Maroc en premier.' })
  async countries(@Ctx() ctx: Context): Promise<CountryView[]> {
    return (await referentials.countries(ctx.em)).map((c) => ({ code: c.code, nameFr: c.nameFr, nameEn: c.nameEn, nameAr: c.nameAr }));
  }

  @Query(() => [RegionView], { description: 'Les régions d’un pays dans l’ordre officiel ; un pays inconnu : NOT_FOUND.' })
  async regions(@Arg('country', () => String) country: string, @Ctx() ctx: Context): Promise<RegionView[]> {
    return (await referentials.regions(ctx.em, country)).map(toRegionView);
  }

  @Query(() => [CityView], { description: 'Les villes d’un pays ou d’une région, filtrées par nom ; 50 au plus.' })
  async cities(@Args(() => CityArgs) args: CityArgs, @Ctx() ctx: Context): Promise<CityView[]> {
    return (await referentials.cities(ctx.em, args)).map(toCityView);
  }
}
