import { RESERVE_RESPONSIBLE_TYPES, RESERVE_STATUSES } from '@chantiers/schema';
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CLIENT_ID_DESCRIPTION } from '../../core/records/client-id';
import { SiteRef } from '../../core/records/site-ref';
import { LocalDateScalar } from '../../graphql/scalars';
import { PlanRef, PlanVersionView } from './plan.types';

export const ReserveStatusEnum = Object.fromEntries(RESERVE_STATUSES.map((s) => [s, s])) as { [K in (typeof RESERVE_STATUSES)[number]]: K };
registerEnumType(ReserveStatusEnum, {
  name: 'ReserveStatus',
  description: 'OPEN ouverte, LIFTED levée par le responsable, VALIDATED contrôlée et validée (close), REFUSED refusée au contrôle (à reprendre).',
});

export const ReserveResponsibleTypeEnum = Object.fromEntries(RESERVE_RESPONSIBLE_TYPES.map((s) => [s, s])) as {
  [K in (typeof RESERVE_RESPONSIBLE_TYPES)[number]]: K;
};
registerEnumType(ReserveResponsibleTypeEnum, {
  name: 'ReserveResponsibleType',
  description: 'PERSONNEL une personne de la société, PARTNER un partenaire de l’annuaire, OTHER un nom saisi.',
});

@ObjectType({ description: 'Une photo d’une réserve : l’image réduite (1600 px au plus, sans métadonnées) et sa vignette.' })
export class ReservePhotoView {
  @Field(() => ID, { description: 'L’identifiant à redonner dans photoIds pour garder la photo.' }) id!: string;
  @Field({ description: 'URL signée de l’image.' }) url!: string;
  @Field({ description: 'URL signée de la vignette.' }) thumbnailUrl!: string;
  @Field() name!: string;
}

@ObjectType({ description: 'Qui doit lever la réserve.' })
export class ReserveResponsibleView {
  @Field(() => ReserveResponsibleTypeEnum) type!: string;
  @Field(() => ID, { nullable: true, description: 'La personne ou le partenaire ; absent pour un nom saisi (ou une fiche supprimée depuis).' })
  id!: string | null;
  @Field({ description: 'Le nom tel qu’il était à l’affectation.' }) name!: string;
}

@ObjectType({ description: 'Une réserve : un défaut placé sur un plan, à lever par son responsable puis à contrôler.' })
export class ReserveView {
  @Field(() => ID) id!: string;
  @Field(() => Int, { description: '1, 2, 3… par chantier.' }) number!: number;
  @Field({ description: 'Le numéro tel qu’il s’affiche : R-001.' }) reference!: string;
  @Field(() => SiteRef) site!: SiteRef;
  @Field(() => PlanRef) plan!: PlanRef;
  @Field(() => PlanVersionView, { description: 'La version du plan sur laquelle la réserve est placée (peut-être remplacée depuis).' })
  version!: PlanVersionView;
  @Field(() => Int) page!: number;
  @Field(() => Float, { description: 'La position sur la page, depuis le coin haut gauche : part de la largeur (0 à 1).' }) x!: number;
  @Field(() => Float, { description: 'Part de la hauteur (0 à 1).' }) y!: number;
  @Field() title!: string;
  @Field() description!: string;
  @Field({ description: 'Le corps de métier.' }) trade!: string;
  @Field(() => [ReservePhotoView], { description: 'Le défaut constaté.' }) photos!: ReservePhotoView[];
  @Field(() => [ReservePhotoView], { description: 'Les travaux repris, envoyés avec la levée.' }) liftPhotos!: ReservePhotoView[];
  @Field(() => ReserveResponsibleView, { nullable: true }) responsible!: ReserveResponsibleView | null;
  @Field(() => LocalDateScalar, { nullable: true }) dueDate!: string | null;
  @Field({ description: 'L’échéance est passée et la réserve n’est pas levée.' }) overdue!: boolean;
  @Field(() => ReserveStatusEnum) status!: string;
  @Field({ description: 'La note de la dernière levée, ou le motif du dernier refus.' }) statusNote!: string;
  @Field(() => Date, { nullable: true }) liftedAt!: Date | null;
  @Field(() => String, { nullable: true }) liftedByName!: string | null;
  @Field(() => Date, { nullable: true, description: 'Le contrôle : validée ou refusée.' }) reviewedAt!: Date | null;
  @Field(() => String, { nullable: true }) reviewedByName!: string | null;
  @Field() createdByName!: string;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

@ObjectType({ description: 'Les réserves du filtre par statut (le filtre de statut mis à part) : de quoi remplir les onglets.' })
export class ReserveTotalsView {
  @Field(() => Int) open!: number;
  @Field(() => Int) lifted!: number;
  @Field(() => Int) validated!: number;
  @Field(() => Int) refused!: number;
}

@ObjectType({ description: 'Une page des réserves d’un chantier, la plus récente d’abord.' })
export class ReservePageView {
  @Field(() => [ReserveView]) items!: ReserveView[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) size!: number;
  @Field(() => ReserveTotalsView) totals!: ReserveTotalsView;
}

@InputType({ description: 'Le responsable : une personne ou un partenaire de l’annuaire par son id, ou un nom saisi.' })
export class ReserveResponsibleInput {
  @Field(() => ReserveResponsibleTypeEnum) type!: string;
  @Field(() => String, { nullable: true, description: 'PERSONNEL : un membre du personnel ; PARTNER : une fiche publiée de l’annuaire.' })
  id?: string | null;
  @Field(() => String, { nullable: true, description: 'OTHER : le nom (150 caractères au plus).' }) name?: string | null;
}

@InputType({ description: 'Une réserve, tout entière : ce qui manque est vidé (sauf les photos, inchangées sans photoIds).' })
export class ReserveUpdateInput {
  @Field(() => String, { nullable: true }) planId?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Le numéro de la version du plan ; absent : celle où la réserve est déjà placée, sinon la version en vigueur.',
  })
  version?: number | null;
  @Field(() => Int, { nullable: true, description: 'La page du document (1 par défaut).' }) page?: number | null;
  @Field(() => Float, { nullable: true, description: 'De 0 (bord gauche) à 1 (bord droit).' }) x?: number | null;
  @Field(() => Float, { nullable: true, description: 'De 0 (haut) à 1 (bas).' }) y?: number | null;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) trade?: string | null;
  @Field(() => [String], {
    nullable: true,
    description: 'Toutes les photos du défaut, dans l’ordre (6 au plus) : gardées et nouveaux envois (POST /api/v1/files?kind=image).',
  })
  photoIds?: string[] | null;
  @Field(() => ReserveResponsibleInput, { nullable: true }) responsible?: ReserveResponsibleInput | null;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ.' }) dueDate?: string | null;
}

@InputType({ description: 'Une nouvelle réserve sur un plan du chantier.' })
export class ReserveInput extends ReserveUpdateInput {
  @Field(() => String, { nullable: true, description: CLIENT_ID_DESCRIPTION }) id?: string | null;
  @Field(() => ID) siteId!: string;
}

@InputType({ description: 'La levée : le responsable dit le défaut repris.' })
export class ReserveLiftInput {
  @Field(() => String, { nullable: true }) note?: string | null;
  @Field(() => [String], { nullable: true, description: 'Les photos des travaux repris, dans l’ordre (6 au plus) ; absent : inchangées.' })
  photoIds?: string[] | null;
}

@InputType({ description: 'Le refus au contrôle : ce qui reste à reprendre.' })
export class ReserveRefusalInput {
  @Field(() => String, { nullable: true }) reason?: string | null;
}

@InputType({ description: 'Le filtre d’une liste de réserves.' })
export class ReserveFilterInput {
  @Field(() => String, { nullable: true }) planId?: string | null;
  @Field(() => String, { nullable: true, description: 'Le corps de métier (le même mot, accents et casse à part).' }) trade?: string | null;
  @Field(() => ReserveStatusEnum, { nullable: true }) status?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'L’id d’une personne ou d’un partenaire, ou une partie du nom du responsable (sans accents ni casse).',
  })
  responsible?: string | null;
}
