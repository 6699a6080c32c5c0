import { ArgsType, Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Un pays (ISO 3166-1 alpha-2), nommé en français, en anglais et en arabe.' })
export class CountryView {
  @Field({ description: 'Code ISO 3166-1 alpha-2 (MA).' }) code!: string;
  @Field() nameFr!: string;
  @Field() nameEn!: string;
  @Field({ description: 'Le nom arabe, tel que l’administration marocaine l’écrit.' }) nameAr!: string;
}

@ObjectType({ description: 'Une ville (ou une subdivision) citée par son code et ses noms.' })
export class PlaceRef {
  @Field() code!: string;
  @Field() nameFr!: string;
  @Field() nameEn!: string;
  @Field({ description: 'Le nom arabe, tel que l’administration marocaine l’écrit.' }) nameAr!: string;
}

@ObjectType({ description: 'Une préfecture ou une province (décret n° 2-15-40 du 20 février 2015).' })
export class ProvinceView {
  @Field({ description: 'Code ISO 3166-2 (MA-FES).' }) code!: string;
  @Field({ description: 'PREFECTURE ou PROVINCE.' }) kind!: string;
  @Field() nameFr!: string;
  @Field() nameEn!: string;
  @Field({ description: 'Le nom arabe, tel que l’administration marocaine l’écrit.' }) nameAr!: string;
  @Field(() => PlaceRef, { nullable: true, description: 'Le chef-lieu, quand les données le nomment.' }) seat!: PlaceRef | null;
}

@ObjectType({ description: 'Une région (pour le Maroc, l’une des 12 régions de 2015), avec ses préfectures et provinces.' })
export class RegionView {
  @Field({ description: 'Code ISO 3166-2 (MA-03).' }) code!: string;
  @Field({ description: 'Code du pays.' }) country!: string;
  @Field() nameFr!: string;
  @Field() nameEn!: string;
  @Field({ description: 'Le nom arabe, tel que l’administration marocaine l’écrit.' }) nameAr!: string;
  @Field(() => PlaceRef, { nullable: true, description: 'Le chef-lieu de la région.' }) capital!: PlaceRef | null;
  @Field(() => [ProvinceView]) provinces!: ProvinceView[];
}

@ObjectType({ description: 'Une ville proposée (les saisies libres restent possibles là où une ville est demandée).' })
export class CityView {
  @Field({ description: 'Code stable : le pays et le nom sans accents (ma-fes).' }) code!: string;
  @Field() country!: string;
  @Field(() => String, { nullable: true, description: 'Code de la région.' }) region!: string | null;
  @Field(() => PlaceRef, { nullable: true, description: 'La préfecture ou la province.' }) province!: PlaceRef | null;
  @Field() nameFr!: string;
  @Field() nameEn!: string;
  @Field({ description: 'Le nom arabe, tel que l’administration marocaine l’écrit.' }) nameAr!: string;
}

@ArgsType()
export class CityArgs {
  @Field({ description: 'Code du pays (MA).' }) country!: string;
  @Field(() => String, { nullable: true, description: 'Code de la région (MA-03, ou 03) ; absent : tout le pays.' }) region?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Dans le nom français, anglais ou arabe, sans accents, casse ni signes (fes trouve Fès, فاس aussi).',
  })
  search?: string | null;
  @Field(() => Int, { nullable: true, description: '50 au plus (défaut 50).' }) limit?: number | null;
}
