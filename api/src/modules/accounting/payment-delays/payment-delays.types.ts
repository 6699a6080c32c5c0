import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DecimalScalar, LocalDateScalar } from '../../../graphql/scalars';

@ObjectType({ description: 'Une facture émise ou reçue au regard de la loi 69-21 : échéance, retard et amende à la date d’arrêté.' })
export class PaymentDelayRowView {
  @Field(() => ID) id!: string;
  @Field({ description: 'ISSUED : facture émise (le client doit) ; RECEIVED : facture reçue, un achat (la société doit).' }) side!: string;
  @Field() reference!: string;
  @Field({ description: 'Le client ou le fournisseur.' }) party!: string;
  @Field(() => String, { nullable: true }) partyIce!: string | null;
  @Field(() => LocalDateScalar) issueDate!: string;
  @Field(() => LocalDateScalar, { nullable: true, description: 'L’échéance convenue ; null : aucune.' }) agreedDueDate!: string | null;
  @Field(() => LocalDateScalar, { description: 'L’échéance légale : la convenue, au plus 120 jours ; aucune : 60 jours.' }) dueDate!: string;
  @Field({ description: 'L’échéance convenue dépassait 120 jours et a été ramenée à 120.' }) dueDateCapped!: boolean;
  @Field(() => DecimalScalar, { description: 'Le montant dû : TTC − retenue de garantie − avoirs.' }) amount!: string;
  @Field(() => DecimalScalar) paid!: string;
  @Field(() => DecimalScalar) unpaid!: string;
  @Field(() => Int) daysLate!: number;
  @Field(() => Int, { description: 'Mois ou fractions de mois de retard (la plus longue part).' }) monthsLate!: number;
  @Field(() => DecimalScalar, { nullable: true, description: 'Le taux directeur de Bank Al-Maghrib du premier mois, en %.' })
  keyRate!: string | null;
  @Field(() => DecimalScalar, { description: 'Le taux le plus élevé appliqué à une part, en %.' }) rate!: string;
  @Field(() => DecimalScalar, { description: 'L’amende à la date d’arrêté.' }) penalty!: string;
  @Field() late!: boolean;
}

@ObjectType({ description: 'Les amendes de retard dues par la société (factures reçues) et par ses clients (factures émises).' })
export class PaymentDelayTotalsView {
  @Field(() => LocalDateScalar) asOf!: string;
  @Field(() => DecimalScalar, { description: 'Sur les factures reçues : à la charge de la société.' }) owed!: string;
  @Field(() => DecimalScalar, { description: 'Sur les factures émises : à la charge de ses clients.' }) owedTo!: string;
  @Field(() => Int) lateReceived!: number;
  @Field(() => Int) lateIssued!: number;
}

@ObjectType()
export class PaymentDelaysView {
  @Field(() => LocalDateScalar) asOf!: string;
  @Field(() => [PaymentDelayRowView]) rows!: PaymentDelayRowView[];
  @Field(() => PaymentDelayTotalsView) totals!: PaymentDelayTotalsView;
}

@ObjectType({ description: 'Une ligne de la déclaration des délais de paiement.' })
export class PaymentDelayDeclarationRowView extends PaymentDelayRowView {
  @Field(() => DecimalScalar, { description: 'Payé hors délai pendant la période.' }) paidLateInPeriod!: string;
  @Field(() => DecimalScalar, { description: 'L’amende née pendant la période.' }) periodPenalty!: string;
}

@ObjectType({ description: 'La déclaration des délais de paiement d’un trimestre ou d’une année (factures reçues).' })
export class PaymentDelayDeclarationView {
  @Field(() => Int) year!: number;
  @Field(() => Int, { nullable: true }) quarter!: number | null;
  @Field(() => LocalDateScalar) from!: string;
  @Field(() => LocalDateScalar) to!: string;
  @Field(() => [PaymentDelayDeclarationRowView]) rows!: PaymentDelayDeclarationRowView[];
  @Field(() => DecimalScalar) total!: string;
}

// Nullable fields: what is wrong reaches the shared zod schema and gets its French message.
@InputType()
export class PaymentDelayFilterInput {
  @Field(() => String, { nullable: true, description: 'ISSUED ou RECEIVED ; absent : les deux.' }) side?: string | null;
  @Field(() => String, { nullable: true, description: 'Factures datées à partir de ce jour, AAAA-MM-JJ.' }) from?: string | null;
  @Field(() => String, { nullable: true, description: 'Factures datées jusqu’à ce jour, AAAA-MM-JJ.' }) to?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'En retard seulement.' }) lateOnly?: boolean | null;
  @Field(() => String, { nullable: true, description: 'La date d’arrêté des amendes, AAAA-MM-JJ ; absent : aujourd’hui.' }) asOf?: string | null;
}
