import { Field, InputType, ObjectType } from 'type-graphql';

@InputType({ description: 'Un message du formulaire de contact (SPEC §5 : nom et prénom, e-mail, objet, message).' })
export class ContactMessageInput {
  @Field(() => String, { nullable: true, description: 'Nom et prénom : 4 à 40 caractères, sans chiffres.' }) name?: string;
  @Field(() => String, { nullable: true, description: 'Adresse de réponse : 40 caractères au plus.' }) email?: string;
  @Field(() => String, { nullable: true, description: 'Objet : 5 à 40 caractères.' }) subject?: string;
  @Field(() => String, { nullable: true, description: 'Message : 500 caractères au plus.' }) message?: string;
  @Field(() => String, { nullable: true, description: 'À laisser vide (piège à robots).' }) website?: string | null;
}

@ObjectType()
export class ContactMessageResult {
  @Field({ description: 'Le message à montrer : « Votre message a bien été envoyé… ».' }) message!: string;
}
