import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DecimalScalar, LocalDateScalar } from '../../../graphql/scalars';

export enum PayrollWarningCode {
  DAYS_OVER_MAX = 'DAYS_OVER_MAX',
  DAY_OVER_ONE = 'DAY_OVER_ONE',
  BELOW_MINIMUM_WAGE = 'BELOW_MINIMUM_WAGE',
  NO_MINIMUM_WAGE = 'NO_MINIMUM_WAGE',
  NO_CNSS_NUMBER = 'NO_CNSS_NUMBER',
}
registerEnumType(PayrollWarningCode, {
  name: 'PayrollWarningCode',
  description:
    'DAYS_OVER_MAX : plus de 26 jours au CRA (26 déclarés) ; DAY_OVER_ONE : un jour compté plus d’une fois (deux chantiers) ; ' +
    'BELOW_MINIMUM_WAGE : tarif journalier sous le SMIG ; NO_MINIMUM_WAGE : aucun SMIG connu pour le mois ; NO_CNSS_NUMBER : sans immatriculation.',
});

@ObjectType({ description: 'Une cotisation d’un salarié : sa base (plafonnée ou non), ses taux et montants.' })
export class PayrollShareView {
  @Field({ description: 'shortTerm, longTerm, familyAllowances, amo, amoSolidarity, tfp.' }) part!: string;
  @Field({ description: 'Vrai : sur le salaire plafonné à 6 000 DH.' }) capped!: boolean;
  @Field(() => DecimalScalar) base!: string;
  @Field(() => DecimalScalar, { description: 'Taux salarial en %.' }) employeeRate!: string;
  @Field(() => DecimalScalar, { description: 'Taux patronal en %.' }) employerRate!: string;
  @Field(() => DecimalScalar) employee!: string;
  @Field(() => DecimalScalar) employer!: string;
}

@ObjectType({ description: 'Un salarié sur le mois : jours, salaire, cotisations CNSS/AMO/TFP, net à payer.' })
export class PayrollRowView {
  @Field() personnelId!: string;
  @Field() lastName!: string;
  @Field() firstName!: string;
  @Field() cni!: string;
  @Field(() => String, { nullable: true }) cnssNumber!: string | null;
  @Field(() => DecimalScalar, { description: 'Jours au CRA (demi-journées comprises).' }) days!: string;
  @Field(() => Int, { description: 'Jours déclarés : arrondis au jour supérieur, 26 au plus.' }) declaredDays!: number;
  @Field(() => DecimalScalar, { description: 'Σ jours × tarif journalier.' }) wages!: string;
  @Field(() => DecimalScalar, { description: 'Prime panier du mois.' }) mealBonus!: string;
  @Field(() => DecimalScalar, { description: 'Part de la prime panier hors assiette (2 × SMIG horaire par jour).' }) mealBonusExempt!: string;
  @Field(() => DecimalScalar, { description: 'Salaire + prime panier.' }) gross!: string;
  @Field(() => DecimalScalar, { description: 'Assiette CNSS (salaire réel déclaré).' }) base!: string;
  @Field(() => DecimalScalar, { description: 'Assiette plafonnée à 6 000 DH.' }) cappedBase!: string;
  @Field(() => [PayrollShareView]) shares!: PayrollShareView[];
  @Field(() => DecimalScalar) employeeShare!: string;
  @Field(() => DecimalScalar) employerShare!: string;
  @Field(() => DecimalScalar, { description: 'Brut − part salariale (hors IR).' }) netToPay!: string;
  @Field(() => DecimalScalar, { nullable: true, description: 'Le minimum journalier appliqué.' }) minimumDaily!: string | null;
  @Field(() => DecimalScalar) lowestDailyRate!: string;
  @Field() belowMinimumWage!: boolean;
  @Field(() => [PayrollWarningCode]) warnings!: PayrollWarningCode[];
}

@ObjectType({ description: 'Une cotisation sur le mois : parts salariale et patronale.' })
export class PayrollPartTotalView {
  @Field() part!: string;
  @Field(() => DecimalScalar) employee!: string;
  @Field(() => DecimalScalar) employer!: string;
}

@ObjectType()
export class PayrollTotalsView {
  @Field(() => Int) workers!: number;
  @Field(() => Int) declaredDays!: number;
  @Field(() => DecimalScalar) wages!: string;
  @Field(() => DecimalScalar) mealBonus!: string;
  @Field(() => DecimalScalar) gross!: string;
  @Field(() => DecimalScalar) base!: string;
  @Field(() => DecimalScalar) cappedBase!: string;
  @Field(() => DecimalScalar) employeeShare!: string;
  @Field(() => DecimalScalar) employerShare!: string;
  @Field(() => DecimalScalar) netToPay!: string;
  @Field(() => [PayrollPartTotalView]) shares!: PayrollPartTotalView[];
}

@ObjectType({ description: 'La déclaration des salaires CNSS d’un mois, tirée des comptes rendus d’activité.' })
export class PayrollDeclarationView {
  @Field({ description: 'AAAA-MM.' }) month!: string;
  @Field(() => LocalDateScalar) from!: string;
  @Field(() => LocalDateScalar) to!: string;
  @Field(() => DecimalScalar, { nullable: true, description: 'Minimum journalier (SMIG horaire × 44 / 6) au dernier jour du mois.' }) minimumDaily!:
    string | null;
  @Field(() => String, { nullable: true, description: 'Numéro d’affiliation CNSS de la société (7 chiffres), null s’il manque.' }) affiliateNumber!:
    string | null;
  @Field(() => [PayrollRowView]) rows!: PayrollRowView[];
  @Field(() => PayrollTotalsView) totals!: PayrollTotalsView;
}
