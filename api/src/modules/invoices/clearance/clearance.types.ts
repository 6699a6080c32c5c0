import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType({ description: 'La facture électronique : où en est sa validation par la plateforme de la DGI (CGI art. 145-IX).' })
export class InvoiceClearanceView {
  @Field({ description: 'A_SOUMETTRE, SOUMISE, VALIDEE ou REJETEE.' }) status!: string;
  @Field(() => String, { nullable: true, description: 'VALIDEE : le numéro donné par la plateforme.' }) number!: string | null;
  @Field(() => [String], { nullable: true, description: 'REJETEE : les motifs de la plateforme.' }) reasons!: string[] | null;
  @Field(() => Date, { nullable: true }) submittedAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'Quand la réponse de la plateforme a été enregistrée.' }) answeredAt!: Date | null;
}

@InputType()
export class ClearanceAnswerInput {
  @Field(() => String, { nullable: true, description: 'VALIDEE ou REJETEE.' }) outcome?: string;
  @Field(() => String, { nullable: true, description: 'VALIDEE : le numéro donné par la plateforme (requis).' }) number?: string | null;
  @Field(() => [String], { nullable: true, description: 'REJETEE : les motifs, un par entrée (requis).' }) reasons?: string[] | null;
}
