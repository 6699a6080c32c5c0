import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Une règle du profil marocain (mentions du CGI, montants) que la facture électronique ne respecte pas.' })
export class UblViolationView {
  @Field({ description: 'MA-01 … MA-19.' }) rule!: string;
  @Field({ description: 'Le texte dont vient la règle : « CGI art. 145-III-2° ».' }) article!: string;
  @Field() message!: string;
}

@ObjectType({ description: 'La facture électronique (UBL 2.1) d’une facture ou d’un avoir : son fichier et les règles qu’il ne respecte pas.' })
export class InvoiceUblView {
  @Field() fileName!: string;
  @Field(() => [UblViolationView], { description: 'Vide : le fichier peut être soumis à la plateforme.' }) violations!: UblViolationView[];
}
