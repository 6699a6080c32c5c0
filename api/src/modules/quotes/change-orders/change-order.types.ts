import { CHANGE_ORDER_ACTIONS, CHANGE_ORDER_STATUSES } from '@chantiers/schema';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DecimalScalar, LocalDateScalar } from '../../../graphql/scalars';

export const ChangeOrderStatusEnum = Object.fromEntries(CHANGE_ORDER_STATUSES.map((s) => [s, s])) as {
  [K in (typeof CHANGE_ORDER_STATUSES)[number]]: K;
};
registerEnumType(ChangeOrderStatusEnum, { name: 'ChangeOrderStatus', description: 'EN_COURS : en attente du client ; ACCEPTE ; REFUSE.' });
export const ChangeOrderActionEnum = Object.fromEntries(CHANGE_ORDER_ACTIONS.map((s) => [s, s])) as {
  [K in (typeof CHANGE_ORDER_ACTIONS)[number]]: K;
};
registerEnumType(ChangeOrderActionEnum, {
  name: 'ChangeOrderAction',
  description: 'ADD : une ligne ajoutée ; CHANGE : une ligne modifiée (quantité, prix…) ; REMOVE : une ligne supprimée.',
});

/** The fields the two line views share (inherited: TypeGraphQL reads a parent's fields only from an object type). */
@ObjectType({ description: 'Le contenu d’une ligne de devis ou d’avenant.' })
abstract class LineContentView {
  @Field() lotTitle!: string;
  @Field() designation!: string;
  @Field() unit!: string;
  @Field() quantity!: string;
  @Field(() => DecimalScalar) unitPriceHT!: string;
  @Field(() => DecimalScalar) vatRate!: string;
  @Field(() => DecimalScalar) discountPercent!: string;
  @Field(() => DecimalScalar, { description: 'Son total HT (une ligne supprimée par un avenant garde ce qui en était facturé).' }) totalHT!: string;
}

@ObjectType({ description: 'Une ligne d’avenant : ce qu’elle fait, la ligne visée et son contenu après.' })
export class ChangeOrderLineView extends LineContentView {
  @Field(() => ID, { description: 'Pour une ligne ajoutée : l’identifiant sous lequel les situations la facturent.' }) id!: string;
  @Field(() => ChangeOrderActionEnum) action!: string;
  @Field(() => ID, { nullable: true, description: 'CHANGE, REMOVE : la ligne du devis (ou d’un avenant accepté).' }) lineId!: string | null;
  @Field(() => DecimalScalar, { description: 'Son total HT avant.' }) previousHT!: string;
}

@ObjectType({ description: 'Un avenant à un devis accepté (AVT-AAAA-NNNN, numéroté dans le devis).' })
export class ChangeOrderView {
  @Field(() => ID) id!: string;
  @Field(() => ID) quoteId!: string;
  @Field() quoteReference!: string;
  @Field(() => Int) number!: number;
  @Field() reference!: string;
  @Field() label!: string;
  @Field(() => LocalDateScalar) issueDate!: string;
  @Field(() => ChangeOrderStatusEnum) status!: string;
  @Field(() => DecimalScalar, { description: 'Ce que l’avenant ajoute au devis (négatif s’il retire), HT.' }) deltaHT!: string;
  @Field(() => DecimalScalar) deltaVAT!: string;
  @Field(() => DecimalScalar) deltaTTC!: string;
  @Field(() => Date, { nullable: true }) decidedAt!: Date | null;
  @Field(() => String, { nullable: true }) refusalReason!: string | null;
  @Field(() => [ChangeOrderLineView]) lines!: ChangeOrderLineView[];
  @Field() createdAt!: Date;
}

@ObjectType({ description: 'Une ligne que le devis facture : la sienne ou celle d’un avenant accepté, telle que les avenants l’ont laissée.' })
export class BillableLineView extends LineContentView {
  @Field(() => ID, { description: 'L’identifiant qu’une situation donne dans `progress`.' }) id!: string;
  @Field(() => String, { nullable: true, description: 'L’avenant qui l’a ajoutée.' }) addedBy!: string | null;
  @Field(() => String, { nullable: true, description: 'Le dernier avenant qui l’a modifiée ou supprimée.' }) changedBy!: string | null;
  @Field({ description: 'Supprimée par un avenant : elle ne se facture plus.' }) removed!: boolean;
}

@ObjectType({ description: 'Les avenants d’un devis et ce qu’il facture avec eux.' })
export class QuoteChangeOrdersView {
  @Field(() => [ChangeOrderView], { description: 'Par numéro.' }) items!: ChangeOrderView[];
  @Field(() => DecimalScalar, { description: 'Le devis initial, HT.' }) initialHT!: string;
  @Field(() => DecimalScalar) initialTTC!: string;
  @Field(() => DecimalScalar, { description: 'Le devis avec ses avenants acceptés, HT.' }) currentHT!: string;
  @Field(() => DecimalScalar) currentTTC!: string;
  @Field(() => [BillableLineView], { description: 'Les lignes facturables, dans l’ordre du devis puis des avenants.' }) lines!: BillableLineView[];
}

@InputType()
export class ChangeOrderLineInput {
  @Field(() => String, { nullable: true, description: 'ADD, CHANGE ou REMOVE.' }) action?: string | null;
  @Field(() => ID, { nullable: true, description: 'CHANGE, REMOVE : la ligne visée.' }) lineId?: string | null;
  @Field(() => String, { nullable: true, description: 'ADD : le lot où l’ajouter.' }) lotTitle?: string | null;
  @Field(() => String, { nullable: true }) designation?: string | null;
  @Field(() => String, { nullable: true }) unit?: string | null;
  @Field(() => String, { nullable: true }) quantity?: string | null;
  @Field(() => String, { nullable: true }) unitPriceHT?: string | null;
  @Field(() => String, { nullable: true }) vatRate?: string | null;
  @Field(() => String, { nullable: true }) discountPercent?: string | null;
}

@InputType()
export class ChangeOrderInput {
  @Field(() => String, { nullable: true }) label?: string | null;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ, pas avant le devis.' }) issueDate?: string | null;
  @Field(() => [ChangeOrderLineInput], { nullable: true }) lines?: ChangeOrderLineInput[] | null;
}
