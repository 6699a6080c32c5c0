import { Field, ID, InputType, ObjectType } from 'type-graphql';

@InputType()
export class InvoiceMailInput {
  @Field(() => String, { nullable: true, description: "L'adresse du destinataire (celle du client par défaut à l'écran)." }) to?: string;
  @Field(() => String, { nullable: true, description: 'Quelques mots ajoutés au message, 2000 caractères au plus.' }) message?: string | null;
}

@ObjectType({ description: "Un envoi de la facture (ou de l'avoir) par e-mail." })
export class InvoiceSendingView {
  @Field(() => ID) id!: string;
  @Field() to!: string;
  @Field({ description: "Qui l'a envoyée." }) sentByName!: string;
  @Field(() => Date) createdAt!: Date;
  @Field({ description: "Vrai quand le message a quitté la file d'envoi." }) delivered!: boolean;
}
