import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LocalDateScalar } from '../../graphql/scalars';
import { ReservePhotoView, ReserveStatusEnum } from './reserve.types';

/** Which of a partner's réserves a list shows: to lift (open or refused), lifted (waiting for the check), validated. */
export const PARTNER_RESERVE_STATES = ['TO_LIFT', 'LIFTED', 'VALIDATED'] as const;
export type PartnerReserveState = (typeof PARTNER_RESERVE_STATES)[number];

export const PartnerReserveStateEnum = Object.fromEntries(PARTNER_RESERVE_STATES.map((s) => [s, s])) as { [K in PartnerReserveState]: K };
registerEnumType(PartnerReserveStateEnum, {
  name: 'PartnerReserveState',
  description: 'TO_LIFT à lever (ouverte ou refusée), LIFTED levée (en attente du contrôle), VALIDATED validée.',
});

@ObjectType({ description: 'Le chantier d’une réserve confiée à un partenaire : où aller.' })
export class PartnerReserveSiteView {
  @Field() name!: string;
  @Field(() => String, { nullable: true }) address!: string | null;
  @Field(() => String, { nullable: true }) city!: string | null;
}

@ObjectType({ description: 'La feuille de plan où la réserve est placée.' })
export class PartnerReservePlanView {
  @Field() title!: string;
  @Field(() => Int) version!: number;
  @Field(() => Int, { description: 'La version en vigueur (plus grande : la feuille de la réserve est remplacée).' }) versionInForce!: number;
  @Field(() => Int) page!: number;
  @Field({ description: 'URL signée du fichier de la feuille (PDF ou image).' }) fileUrl!: string;
  @Field() contentType!: string;
}

@ObjectType({ description: 'Une réserve confiée au partenaire connecté : ce qu’il doit reprendre, où, et avant quand.' })
export class PartnerReserveView {
  @Field(() => ID) id!: string;
  @Field({ description: 'R-001.' }) reference!: string;
  @Field({ description: 'La société qui a relevé la réserve.' }) companyName!: string;
  @Field(() => PartnerReserveSiteView) site!: PartnerReserveSiteView;
  @Field(() => PartnerReservePlanView) plan!: PartnerReservePlanView;
  @Field() title!: string;
  @Field() description!: string;
  @Field() trade!: string;
  @Field(() => [ReservePhotoView]) photos!: ReservePhotoView[];
  @Field(() => [ReservePhotoView]) liftPhotos!: ReservePhotoView[];
  @Field(() => LocalDateScalar, { nullable: true }) dueDate!: string | null;
  @Field() overdue!: boolean;
  @Field(() => ReserveStatusEnum) status!: string;
  @Field({ description: 'La note de la dernière levée, ou le motif du dernier refus.' }) statusNote!: string;
  @Field(() => Date, { nullable: true }) liftedAt!: Date | null;
  @Field(() => Date, { nullable: true }) reviewedAt!: Date | null;
  @Field() createdAt!: Date;
}

@ObjectType({ description: 'Les réserves du partenaire par état.' })
export class PartnerReserveCountsView {
  @Field(() => Int) toLift!: number;
  @Field(() => Int) lifted!: number;
  @Field(() => Int) validated!: number;
}

@ObjectType({ description: 'Une page des réserves confiées au partenaire connecté.' })
export class PartnerReservePageView {
  @Field(() => [PartnerReserveView]) items!: PartnerReserveView[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) size!: number;
  @Field(() => PartnerReserveCountsView) counts!: PartnerReserveCountsView;
}
