import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DecimalScalar, LocalDateScalar } from '../../../graphql/scalars';

@ObjectType({ description: 'La période d’une déclaration de TVA : un mois ou un trimestre.' })
export class VatPeriodView {
  @Field({ description: '2026-03 ou 2026-T1.' }) key!: string;
  @Field({ description: 'MONTH ou QUARTER.' }) kind!: string;
  @Field(() => Int) year!: number;
  @Field(() => Int, { description: 'Le mois (1–12) ou le trimestre (1–4).' }) number!: number;
  @Field(() => LocalDateScalar) from!: string;
  @Field(() => LocalDateScalar) to!: string;
}

@ObjectType({ description: 'Une ligne par taux : TVA collectée (encaissements) et déductible (règlements).' })
export class VatRateRowView {
  @Field(() => DecimalScalar, { description: 'Taux en %.' }) rate!: string;
  @Field(() => DecimalScalar) collectedHT!: string;
  @Field(() => DecimalScalar) collectedVAT!: string;
  @Field(() => DecimalScalar) deductibleHT!: string;
  @Field(() => DecimalScalar) deductibleVAT!: string;
  @Field(() => DecimalScalar, { description: 'TVA des paiements en espèces au-delà des plafonds : non déductible.' }) nonDeductibleVAT!: string;
}

@ObjectType({ description: 'Un encaissement (recette) de la période : pièce justificative de la TVA collectée.' })
export class VatRevenueView {
  @Field(() => ID) id!: string;
  @Field(() => LocalDateScalar) date!: string;
  @Field() label!: string;
  @Field() reference!: string;
  @Field() site!: string;
  @Field(() => DecimalScalar) vatRate!: string;
  @Field(() => DecimalScalar) amountHT!: string;
  @Field(() => DecimalScalar) amountVAT!: string;
  @Field(() => DecimalScalar, { description: 'TTC encaissé.' }) amount!: string;
}

@ObjectType({ description: 'Un règlement fournisseur de la période : pièce justificative de la TVA déductible.' })
export class VatDeductionView {
  @Field(() => ID, { description: 'Le règlement (une ligne du registre des règlements de l’achat).' }) id!: string;
  @Field(() => ID, { description: 'L’achat réglé.' }) purchaseId!: string;
  @Field(() => LocalDateScalar, { description: 'Date de la facture (de l’achat).' }) date!: string;
  @Field() label!: string;
  @Field() reference!: string;
  @Field() site!: string;
  @Field(() => ID) supplierId!: string;
  @Field() supplierName!: string;
  @Field({ description: 'Identifiant fiscal (IF) du fournisseur.' }) supplierTaxId!: string;
  @Field() supplierIce!: string;
  @Field(() => DecimalScalar) vatRate!: string;
  @Field(() => DecimalScalar) amountTTC!: string;
  @Field(() => DecimalScalar) amountPaid!: string;
  @Field(() => LocalDateScalar) paymentDate!: string;
  @Field(() => String, { nullable: true }) paymentMode!: string | null;
  @Field(() => DecimalScalar, { description: 'HT de ce qui est réglé.' }) paidHT!: string;
  @Field(() => DecimalScalar, { description: 'TVA de ce qui est réglé : TVA × réglé / TTC.' }) paidVAT!: string;
  @Field(() => DecimalScalar, { description: 'Part en espèces au-delà de 5 000 DH par jour ou 50 000 DH par mois.' }) cashExcess!: string;
  @Field(() => DecimalScalar) nonDeductibleVAT!: string;
  @Field(() => DecimalScalar) deductibleVAT!: string;
}

@ObjectType({ description: 'Un fournisseur auto-entrepreneur sur une année, face au seuil de 80 000 DH.' })
export class AutoEntrepreneurYearView {
  @Field(() => ID) supplierId!: string;
  @Field() supplierName!: string;
  @Field(() => Int) year!: number;
  @Field(() => DecimalScalar, { description: 'Achats TTC de l’année.' }) total!: string;
  @Field(() => DecimalScalar) threshold!: string;
  @Field(() => DecimalScalar, { description: 'Au-delà du seuil.' }) excess!: string;
  @Field(() => DecimalScalar, { description: 'Retenue de 30 % de l’excédent.' }) withholding!: string;
  @Field(() => ID, { nullable: true, description: 'L’achat qui a franchi le seuil.' }) crossedBy!: string | null;
}

@ObjectType({ description: 'L’aide à la déclaration de TVA d’une période (régime de l’encaissement).' })
export class VatReturnView {
  @Field(() => VatPeriodView) period!: VatPeriodView;
  @Field({ description: 'Faux : la société n’est pas assujettie, elle n’a pas de déclaration (le reste est vide).' }) vatSubject!: boolean;
  @Field(() => [VatRateRowView]) byRate!: VatRateRowView[];
  @Field(() => DecimalScalar) collectedVAT!: string;
  @Field(() => DecimalScalar) deductibleVAT!: string;
  @Field(() => DecimalScalar) nonDeductibleVAT!: string;
  @Field(() => DecimalScalar, { description: 'Collectée − déductible : positif, TVA due ; négatif, crédit de TVA.' }) balance!: string;
  @Field(() => [VatRevenueView]) revenues!: VatRevenueView[];
  @Field(() => [VatDeductionView]) deductions!: VatDeductionView[];
  @Field(() => [AutoEntrepreneurYearView], { description: 'Les auto-entrepreneurs de l’année de la période.' })
  autoEntrepreneurs!: AutoEntrepreneurYearView[];
}

@ObjectType({ description: 'Le relevé des déductions au format XML de SIMPL-TVA.' })
export class VatStatementFileView {
  @Field() fileName!: string;
  @Field() content!: string;
}

@ObjectType({ description: 'Avant d’enregistrer un paiement en espèces : ce qui ne serait pas déductible.' })
export class CashPaymentCheckView {
  @Field(() => DecimalScalar) nonDeductibleAmount!: string;
  @Field(() => DecimalScalar) nonDeductibleVat!: string;
  @Field({ description: 'Plus de 5 000 DH ce jour à ce fournisseur.' }) overDay!: boolean;
  @Field({ description: 'Plus de 50 000 DH ce mois à ce fournisseur.' }) overMonth!: boolean;
}
