import { Field, Int, ObjectType } from 'type-graphql';
import { DecimalScalar } from '../../../graphql/scalars';

@ObjectType({ description: 'Une ligne d’écriture : un compte au débit ou au crédit.' })
export class EntryLineView {
  @Field({ description: 'Numéro de compte (CGNC, ou celui de la correspondance de la société).' }) account!: string;
  @Field({ description: 'L’usage du compte (clients, ventes, TVA facturée…).' }) key!: string;
  @Field() label!: string;
  @Field(() => DecimalScalar) debit!: string;
  @Field(() => DecimalScalar) credit!: string;
}

@ObjectType({ description: 'Une écriture équilibrée, numérotée dans son journal, qui renvoie à sa pièce.' })
export class JournalEntryView {
  @Field({ description: 'VT ventes, AC achats, BQ banque, CA caisse, PA paie.' }) journal!: string;
  @Field() number!: string;
  @Field() date!: string;
  @Field({ description: 'La pièce : facture, avoir, référence d’achat, de règlement…' }) documentRef!: string;
  @Field() documentDate!: string;
  @Field() label!: string;
  @Field(() => [EntryLineView]) lines!: EntryLineView[];
}

@ObjectType()
export class JournalTotalView {
  @Field({ description: 'Le journal, ou ALL pour l’ensemble.' }) journal!: string;
  @Field(() => DecimalScalar) debit!: string;
  @Field(() => DecimalScalar) credit!: string;
  @Field(() => Int) entries!: number;
}

@ObjectType({ description: 'Les journaux d’une période.' })
export class JournalsView {
  @Field() from!: string;
  @Field() to!: string;
  @Field(() => [JournalEntryView]) entries!: JournalEntryView[];
  @Field(() => [JournalTotalView]) totals!: JournalTotalView[];
}

@ObjectType({ description: 'Le compte d’un usage : celui de la société, et celui du CGNC par défaut.' })
export class AccountMappingView {
  @Field() key!: string;
  @Field() label!: string;
  @Field() account!: string;
  @Field() defaultAccount!: string;
}
