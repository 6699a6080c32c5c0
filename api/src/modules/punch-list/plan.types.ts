import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { SiteRef } from '../../core/records/site-ref';

@ObjectType({
  description: 'Une version (un indice) d’un plan : le fichier déposé, son nombre de pages, et si une version plus récente le remplace.',
})
export class PlanVersionView {
  @Field(() => ID) id!: string;
  @Field(() => Int, { description: '1, 2, 3… pour ce plan.' }) number!: number;
  @Field({ description: 'URL signée du fichier (PDF, PNG ou JPEG).' }) fileUrl!: string;
  @Field() fileName!: string;
  @Field() contentType!: string;
  @Field(() => Int, { description: 'Pages du PDF ; 1 pour une image.' }) pageCount!: number;
  @Field() note!: string;
  @Field() uploadedByName!: string;
  @Field() uploadedAt!: Date;
  @Field({ description: 'Une version plus récente du plan est en vigueur : cette feuille est périmée.' }) superseded!: boolean;
  @Field(() => Int, { nullable: true, description: 'Le numéro de la version en vigueur, quand celle-ci est remplacée.' })
  supersededBy!: number | null;
}

@ObjectType({ description: 'Un plan d’un chantier et ses versions, la plus récente d’abord.' })
export class PlanView {
  @Field(() => ID) id!: string;
  @Field(() => SiteRef) site!: SiteRef;
  @Field() title!: string;
  @Field(() => PlanVersionView, { description: 'La version en vigueur (la plus récente).' }) currentVersion!: PlanVersionView;
  @Field(() => [PlanVersionView], { description: 'Toutes les versions, la plus récente d’abord.' }) versions!: PlanVersionView[];
  @Field(() => Int, { description: 'Les réserves placées sur ce plan (toutes versions) : un plan qui en a ne se supprime pas.' })
  reserveCount!: number;
  @Field(() => Int, { description: 'Celles qui ne sont pas encore validées.' }) openReserveCount!: number;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

@ObjectType({ description: 'Le plan auquel une réserve se rapporte.' })
export class PlanRef {
  @Field(() => ID) id!: string;
  @Field() title!: string;
}

@InputType({ description: 'Un nouveau plan et sa première version.' })
export class PlanInput {
  @Field(() => ID) siteId!: string;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true, description: 'Un envoi de type document (POST /api/v1/files?kind=document) : PDF, PNG ou JPEG.' })
  fileId?: string | null;
  @Field(() => String, { nullable: true, description: 'Ce que la version change (200 caractères au plus).' }) note?: string | null;
}

@InputType({ description: 'Une nouvelle version d’un plan : les précédentes restent, marquées comme remplacées.' })
export class PlanVersionInput {
  @Field(() => String, { nullable: true, description: 'Un envoi de type document (POST /api/v1/files?kind=document) : PDF, PNG ou JPEG.' })
  fileId?: string | null;
  @Field(() => String, { nullable: true }) note?: string | null;
}
