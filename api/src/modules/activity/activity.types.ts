import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { SiteRef } from '../../core/records/site-ref';
import { DecimalScalar, LocalDateScalar } from '../../graphql/scalars';

@ObjectType({ description: 'Un jour férié : civil (date fixe) ou religieux (date attendue, corrigée par la société).' })
export class HolidayView {
  @Field(() => LocalDateScalar) day!: string;
  @Field() name!: string;
  @Field({ description: 'CIVIL ou RELIGIOUS.' }) kind!: string;
  @Field({ description: 'Ajouté ou déplacé par la société.' }) corrected!: boolean;
}

@ObjectType()
export class ActivityPerson {
  @Field(() => ID) id!: string;
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() trade!: string;
}

@ObjectType()
export class ActivityWeekRow {
  @Field(() => ActivityPerson) personnel!: ActivityPerson;
  @Field(() => [String], { nullable: 'items', description: 'Lundi → dimanche : "1", "0.5", "0" ou null (rien de saisi).' }) values!: (
    string | null
  )[];
  @Field({ description: 'Jours de la semaine sur ce chantier.' }) days!: string;
  @Field(() => DecimalScalar) net!: string;
  @Field(() => DecimalScalar) bonus!: string;
}

@ObjectType({ description: 'La semaine (lundi → dimanche) d’un chantier : une ligne par personne affectée ou imputée.' })
export class ActivityWeekView {
  @Field(() => SiteRef) site!: SiteRef;
  @Field(() => [LocalDateScalar]) days!: string[];
  @Field(() => [ActivityWeekRow]) rows!: ActivityWeekRow[];
  @Field(() => [String], { description: 'Les mois validés (AAAA-MM) que la semaine touche.' }) lockedMonths!: string[];
  @Field(() => [HolidayView], { description: 'Les jours fériés de la semaine.' }) holidays!: HolidayView[];
}

@ObjectType()
export class ActivityCell {
  @Field(() => LocalDateScalar) day!: string;
  @Field() value!: string;
  @Field(() => SiteRef) site!: SiteRef;
}

@ObjectType()
export class ActivityTotals {
  @Field() days!: string;
  @Field(() => DecimalScalar, { description: 'Jours × tarif journalier.' }) net!: string;
  @Field(() => DecimalScalar, { description: 'Jours × prime panier.' }) bonus!: string;
  @Field(() => DecimalScalar, { description: 'Net + prime.' }) gross!: string;
}

@ObjectType()
export class ActivityMonthRow extends ActivityTotals {
  @Field(() => ActivityPerson) personnel!: ActivityPerson;
  @Field(() => [ActivityCell]) entries!: ActivityCell[];
}

@ObjectType({ description: 'Un mois d’imputations, par personne (tous les chantiers ou un seul).' })
export class ActivityMonthView {
  @Field({ description: 'AAAA-MM.' }) month!: string;
  @Field({ description: '« novembre 2026 ».' }) label!: string;
  @Field({ description: 'Validé : les imputations ne changent plus sans déverrouillage.' }) locked!: boolean;
  @Field(() => [ActivityMonthRow]) rows!: ActivityMonthRow[];
  @Field(() => ActivityTotals) totals!: ActivityTotals;
  @Field(() => [HolidayView], { description: 'Les jours fériés du mois.' }) holidays!: HolidayView[];
}

@ObjectType()
export class ActivityEntryView {
  @Field(() => ID) siteId!: string;
  @Field(() => ID) personnelId!: string;
  @Field(() => LocalDateScalar) day!: string;
  @Field() value!: string;
  @Field(() => DecimalScalar) net!: string;
  @Field(() => DecimalScalar) bonus!: string;
}

@InputType()
export class ActivityEntryInput {
  @Field(() => String, { nullable: true }) siteId?: string;
  @Field(() => String, { nullable: true }) personnelId?: string;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ.' }) day?: string;
  @Field(() => String, { nullable: true, description: '"1" (journée), "0.5" (demi-journée) ou "0" (absent).' }) value?: string;
}

@InputType()
export class ActivityCellInput {
  @Field(() => String, { nullable: true }) siteId?: string;
  @Field(() => String, { nullable: true }) personnelId?: string;
  @Field(() => String, { nullable: true }) day?: string;
}
