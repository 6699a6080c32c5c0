import { Entity, Enum, Index, ManyToOne, PrimaryKey, PrimaryKeyProp, Property, type Rel } from '@mikro-orm/core';

/**
 * Reference data (issue 19): countries, Morocco's regions, prefectures and provinces, and main cities. Global and
 * read-only: no company, no tenant filter (not CompanyScoped), written only by migrations. Rows are identified by
 * stable codes (ISO 3166-1 alpha-2, ISO 3166-2:MA, a city's slug) that later tables and the REST paths refer to.
 */
/** The names every place carries, in the app's three languages. */
abstract class PlaceNames {
  @Property({ length: 100 })
  nameFr!: string;

  @Property({ length: 100 })
  nameEn!: string;

  /** As Moroccan administrations write it (territory/arabic-names.ts). */
  @Property({ length: 100 })
  nameAr!: string;
}

@Entity({ tableName: 'country' })
export class Country extends PlaceNames {
  [PrimaryKeyProp]?: 'code';

  /** ISO 3166-1 alpha-2. */
  @PrimaryKey({ length: 2 })
  code!: string;

  /** The order of the lists: Morocco first. */
  @Property({ type: 'smallint' })
  position!: number;
}

@Entity({ tableName: 'region' })
export class Region extends PlaceNames {
  [PrimaryKeyProp]?: 'code';

  /** ISO 3166-2 ('MA-03'). */
  @PrimaryKey({ length: 10 })
  code!: string;

  @ManyToOne(() => Country)
  country!: Rel<Country>;

  /** The chef-lieu. */
  @ManyToOne(() => City, { nullable: true })
  capital?: Rel<City> | null;

  @Property({ type: 'smallint' })
  position!: number;
}

export const PROVINCE_KINDS = ['PREFECTURE', 'PROVINCE'] as const;

/** A prefecture or province (Morocco's second level). */
@Entity({ tableName: 'province' })
export class Province extends PlaceNames {
  [PrimaryKeyProp]?: 'code';

  /** ISO 3166-2 ('MA-FES'). */
  @PrimaryKey({ length: 10 })
  code!: string;

  @ManyToOne(() => Region)
  region!: Rel<Region>;

  @Enum({ items: () => [...PROVINCE_KINDS] })
  kind!: (typeof PROVINCE_KINDS)[number];

  /** The chef-lieu, when the data names it. */
  @ManyToOne(() => City, { nullable: true })
  seat?: Rel<City> | null;

  @Property({ type: 'smallint' })
  position!: number;
}

@Entity({ tableName: 'city' })
@Index({ name: 'city_country_region_idx', properties: ['country', 'region'] })
export class City extends PlaceNames {
  [PrimaryKeyProp]?: 'code';

  /** The country and the French name as ASCII words ('ma-ksar-el-kebir'). */
  @PrimaryKey({ length: 60 })
  code!: string;

  @ManyToOne(() => Country, { index: false })
  country!: Rel<Country>;

  @ManyToOne(() => Region, { nullable: true, index: false })
  region?: Rel<Region> | null;

  @ManyToOne(() => Province, { nullable: true })
  province?: Rel<Province> | null;

  /** The three names folded (place-search.ts: French accents and Arabic marks aside): what a search compares. */
  @Property({ type: 'text', hidden: true })
  searchKey!: string;
}
