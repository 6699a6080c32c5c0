import { WEATHERS } from '@chantiers/schema';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SiteRef } from '../../core/records/site-ref';
import { DecimalScalar, LocalDateScalar } from '../../graphql/scalars';

export const WeatherEnum = Object.fromEntries(WEATHERS.map((w) => [w, w])) as { [K in (typeof WEATHERS)[number]]: K };
registerEnumType(WeatherEnum, {
  name: 'Weather',
  description:
    'La météo d’une demi-journée : SUN ensoleillé, CLOUDS nuageux, RAIN pluie, STORM orage, WIND vent fort, HEAT forte chaleur, COLD froid, FOG brouillard.',
});

@ObjectType({ description: 'Les effectifs d’un corps de métier ce jour-là.' })
export class ManpowerLineView {
  @Field() trade!: string;
  @Field(() => Int) count!: number;
  @Field({ description: 'Vide : le personnel de la société ; sinon le sous-traitant.' }) company!: string;
}

@ObjectType({ description: 'Un matériel présent sur le chantier ce jour-là.' })
export class EquipmentLineView {
  @Field() name!: string;
  @Field(() => Int) count!: number;
}

@ObjectType({ description: 'Un visiteur du chantier ce jour-là.' })
export class VisitorLineView {
  @Field() name!: string;
  @Field() organisation!: string;
  @Field() purpose!: string;
}

@ObjectType({ description: 'Un achat du chantier daté de ce jour : une livraison reçue, ou à cocher comme telle.' })
export class DailyLogPurchaseView {
  @Field(() => ID) id!: string;
  @Field() label!: string;
  @Field(() => String, { nullable: true }) supplierName!: string | null;
  @Field(() => DecimalScalar) amountTTC!: string;
}

@ObjectType({ description: 'Une photo du journal : l’image réduite (1600 px au plus, sans métadonnées) et sa vignette.' })
export class DailyLogPhotoView {
  @Field(() => ID, { description: 'L’identifiant à redonner dans photoIds pour garder la photo.' }) id!: string;
  @Field({ description: 'URL signée de l’image.' }) url!: string;
  @Field({ description: 'URL signée de la vignette.' }) thumbnailUrl!: string;
  @Field() name!: string;
}

@ObjectType({ description: 'Un additif daté à un journal signé : la correction, le journal restant tel qu’il a été signé.' })
export class DailyLogAddendumView {
  @Field(() => ID) id!: string;
  @Field() text!: string;
  @Field() authorName!: string;
  @Field() createdAt!: Date;
}

@ObjectType({
  description:
    'Le journal de chantier d’un jour. Non enregistré (`saved` faux) : un brouillon pré-rempli (effectifs par corps de ' +
    'métier d’après le CRA et les affectations du jour).',
})
export class DailyLogView {
  @Field(() => ID, { nullable: true, description: 'Absent tant que la journée n’est pas enregistrée.' }) id!: string | null;
  @Field(() => SiteRef) site!: SiteRef;
  @Field(() => LocalDateScalar) day!: string;
  @Field() saved!: boolean;
  @Field(() => WeatherEnum, { nullable: true }) weatherMorning!: string | null;
  @Field(() => WeatherEnum, { nullable: true }) weatherAfternoon!: string | null;
  @Field(() => Int, { nullable: true }) temperatureMin!: number | null;
  @Field(() => Int, { nullable: true }) temperatureMax!: number | null;
  @Field() weatherNote!: string;
  @Field({ description: 'Travaux arrêtés pour intempéries.' }) stoppedByWeather!: boolean;
  @Field(() => [ManpowerLineView]) manpower!: ManpowerLineView[];
  @Field(() => [EquipmentLineView]) equipment!: EquipmentLineView[];
  @Field(() => [DailyLogPurchaseView], { description: 'Les achats cochés comme livrés ce jour.' }) deliveries!: DailyLogPurchaseView[];
  @Field(() => [DailyLogPurchaseView], { description: 'Les achats du chantier datés de ce jour (50 au plus) : ceux qu’on peut cocher.' })
  purchasesOfDay!: DailyLogPurchaseView[];
  @Field() deliveryNote!: string;
  @Field() events!: string;
  @Field() incidents!: string;
  @Field(() => [VisitorLineView]) visitors!: VisitorLineView[];
  @Field(() => [DailyLogPhotoView]) photos!: DailyLogPhotoView[];
  @Field(() => Date, { nullable: true, description: 'Signé : le journal est en lecture seule.' }) signedAt!: Date | null;
  @Field(() => String, { nullable: true }) signedByName!: string | null;
  @Field(() => String, { nullable: true, description: 'URL signée de la signature dessinée (PNG).' }) signatureUrl!: string | null;
  @Field(() => [DailyLogAddendumView]) addenda!: DailyLogAddendumView[];
  @Field(() => Date, { nullable: true }) updatedAt!: Date | null;
}

@ObjectType({ description: 'Un jour du journal dans la liste : son état et ses chiffres.' })
export class DailyLogSummaryView {
  @Field(() => ID) id!: string;
  @Field(() => LocalDateScalar) day!: string;
  @Field(() => WeatherEnum, { nullable: true }) weatherMorning!: string | null;
  @Field(() => WeatherEnum, { nullable: true }) weatherAfternoon!: string | null;
  @Field() stoppedByWeather!: boolean;
  @Field(() => Int, { description: 'Total des effectifs du jour.' }) headcount!: number;
  @Field(() => Int) photoCount!: number;
  @Field(() => Int) addendumCount!: number;
  @Field({ description: 'Un incident est noté ce jour.' }) hasIncident!: boolean;
  @Field(() => Date, { nullable: true }) signedAt!: Date | null;
  @Field(() => String, { nullable: true }) signedByName!: string | null;
}

@ObjectType({ description: 'Les journaux d’un chantier sur une période (62 jours au plus), le plus récent d’abord.' })
export class DailyLogListView {
  @Field(() => [DailyLogSummaryView]) items!: DailyLogSummaryView[];
}

@InputType()
export class ManpowerLineInput {
  @Field(() => String) trade!: string;
  @Field(() => Int) count!: number;
  @Field(() => String, { nullable: true }) company?: string | null;
}

@InputType()
export class EquipmentLineInput {
  @Field(() => String) name!: string;
  @Field(() => Int) count!: number;
}

@InputType()
export class VisitorLineInput {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) organisation?: string | null;
  @Field(() => String, { nullable: true }) purpose?: string | null;
}

@InputType({ description: 'Le journal d’un jour, tout entier : ce qui manque est vidé.' })
export class DailyLogInput {
  @Field(() => ID) siteId!: string;
  @Field(() => String, { description: 'AAAA-MM-JJ : aujourd’hui ou un jour passé.' }) day!: string;
  @Field(() => WeatherEnum, { nullable: true }) weatherMorning?: string | null;
  @Field(() => WeatherEnum, { nullable: true }) weatherAfternoon?: string | null;
  @Field(() => Int, { nullable: true }) temperatureMin?: number | null;
  @Field(() => Int, { nullable: true }) temperatureMax?: number | null;
  @Field(() => String, { nullable: true }) weatherNote?: string | null;
  @Field(() => Boolean, { nullable: true }) stoppedByWeather?: boolean | null;
  @Field(() => [ManpowerLineInput], { nullable: true }) manpower?: ManpowerLineInput[] | null;
  @Field(() => [EquipmentLineInput], { nullable: true }) equipment?: EquipmentLineInput[] | null;
  @Field(() => [ID], { nullable: true, description: 'Les achats de ce chantier datés de ce jour reçus comme livraisons.' })
  deliveryPurchaseIds?: string[] | null;
  @Field(() => String, { nullable: true }) deliveryNote?: string | null;
  @Field(() => String, { nullable: true }) events?: string | null;
  @Field(() => String, { nullable: true }) incidents?: string | null;
  @Field(() => [VisitorLineInput], { nullable: true }) visitors?: VisitorLineInput[] | null;
  @Field(() => [String], {
    nullable: true,
    description: 'Toutes les photos, dans l’ordre (12 au plus) : gardées et nouveaux envois (POST /api/v1/files?kind=image). Absent : inchangées.',
  })
  photoIds?: string[] | null;
}

@InputType({ description: 'La signature du responsable, dessinée à l’écran, qui clôt la journée.' })
export class DailyLogSignInput {
  @Field(() => ID) siteId!: string;
  @Field(() => String) day!: string;
  @Field(() => String, { description: 'L’image PNG en data URL (data:image/png;base64,…), 200 Ko au plus.' }) signature!: string;
}

@InputType({ description: 'Un additif daté à un journal signé.' })
export class DailyLogAddendumInput {
  @Field(() => ID) siteId!: string;
  @Field(() => String) day!: string;
  @Field(() => String) text!: string;
}
