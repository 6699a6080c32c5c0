import { CLIENT_ID_DESCRIPTION } from '../../core/records/client-id';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SiteRef } from '../../core/records/site-ref';
import { LocalDateScalar } from '../../graphql/scalars';

@ObjectType({ description: 'Une photo d’une fiche de suivi : l’image réduite (1600 px au plus, sans métadonnées) et sa vignette (320 px).' })
export class FollowUpPhotoView {
  @Field(() => ID, { description: 'L’identifiant à redonner dans photoIds pour garder la photo.' }) id!: string;
  @Field({ description: 'URL signée de l’image (valable un jour au plus).' }) url!: string;
  @Field({ description: 'URL signée de la vignette.' }) thumbnailUrl!: string;
  @Field() name!: string;
}

export enum FollowUpSendingStatus {
  PENDING = 'PENDING',
  SENT = 'SENT',
  FAILED = 'FAILED',
}
registerEnumType(FollowUpSendingStatus, {
  name: 'FollowUpSendingStatus',
  description: 'PENDING : dans la file d’envoi ; SENT : parti vers chaque destinataire ; FAILED : la file a renoncé pour au moins un.',
});

@ObjectType({ description: 'Un envoi de la fiche de suivi par e-mail (un message par destinataire, le PDF joint).' })
export class FollowUpSendingView {
  @Field(() => ID) id!: string;
  @Field(() => [String]) to!: string[];
  @Field(() => Date) sentAt!: Date;
  @Field(() => FollowUpSendingStatus) status!: FollowUpSendingStatus;
  @Field({ description: "Qui l'a envoyée." }) sentByName!: string;
}

@ObjectType({ description: 'Une fiche de suivi (SPEC §3) : le compte rendu d’une visite de chantier.' })
export class FollowUpView {
  @Field(() => ID) id!: string;
  @Field(() => SiteRef) site!: SiteRef;
  @Field() label!: string;
  @Field(() => LocalDateScalar) visitDate!: string;
  @Field({ description: "Maîtrise d'oeuvre." }) projectManager!: string;
  @Field({ description: "Maîtrise d'ouvrage." }) projectOwner!: string;
  @Field() report!: string;
  @Field(() => [FollowUpPhotoView], { description: 'Dans l’ordre donné (12 au plus).' }) photos!: FollowUpPhotoView[];
  @Field(() => [FollowUpSendingView], { description: 'Les envois par e-mail, le plus récent d’abord (20 au plus).' })
  sendings!: FollowUpSendingView[];
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

@ObjectType({ description: 'Une page des fiches de suivi d’un chantier, la visite la plus récente d’abord.' })
export class FollowUpPageView {
  @Field(() => [FollowUpView]) items!: FollowUpView[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) size!: number;
}

@InputType()
export class FollowUpInput {
  @Field(() => String, {
    nullable: true,
    description: CLIENT_ID_DESCRIPTION,
  })
  id?: string | null;
  @Field(() => String, { nullable: true, description: 'Requis à la création ; absent à la modification : le chantier ne change pas.' })
  siteId?: string | null;
  @Field(() => String, { nullable: true }) label?: string;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ.' }) visitDate?: string;
  @Field(() => String, { nullable: true, description: "Maîtrise d'oeuvre." }) projectManager?: string;
  @Field(() => String, { nullable: true, description: "Maîtrise d'ouvrage." }) projectOwner?: string;
  @Field(() => String, { nullable: true }) report?: string;
  @Field(() => [String], {
    nullable: true,
    description:
      'Toutes les photos, dans l’ordre (12 au plus) : les id des photos de la fiche à garder et ceux de nouveaux envois ' +
      '(POST /api/v1/files?kind=image) ; celles qui manquent sont supprimées. Absent : inchangées.',
  })
  photoIds?: string[] | null;
}

@InputType()
export class FollowUpMailInput {
  @Field(() => [String], { description: '1 à 10 adresses ; chacune reçoit son propre message.' }) to!: string[];
  @Field(() => String, { nullable: true, description: 'Quelques mots ajoutés au message, 2000 caractères au plus.' }) message?: string | null;
}
