import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Un fournisseur de connexion configuré (un bouton « Continuer avec … »).' })
export class AuthProviderView {
  @Field({ description: 'Identifiant du fournisseur dans /oauth2/authorize/{provider} : google ou microsoft.' }) id!: string;
  @Field({ description: 'Nom affiché.' }) name!: string;
}

@ObjectType({ description: 'Une inscription par un fournisseur en attente : l’adresse vérifiée et les noms connus.' })
export class PendingSocialSignUpView {
  @Field() email!: string;
  @Field(() => String, { nullable: true }) firstName!: string | null;
  @Field(() => String, { nullable: true }) lastName!: string | null;
  @Field() providerName!: string;
}

// Fields are nullable so that a missing value reaches the shared zod schema and gets its French message.
@InputType()
export class SocialSignUpInput {
  @Field(() => String, { nullable: true }) ticket?: string;
  @Field(() => String, { nullable: true, description: 'COMPANY (une société et son administrateur) ou PARTNER.' }) kind?: string;
  @Field(() => String, { nullable: true }) firstName?: string;
  @Field(() => String, { nullable: true }) lastName?: string;
  @Field(() => String, { nullable: true }) companyName?: string;
  @Field(() => String, { nullable: true, description: 'Partenaire seulement.' }) phone?: string;
  @Field(() => [String], { nullable: true, description: 'Partenaire seulement : les métiers.' }) serviceTypes?: string[];
  @Field(() => String, { nullable: true, description: 'Partenaire seulement.' }) region?: string;
  @Field(() => String, { nullable: true, description: 'Partenaire seulement.' }) city?: string;
  @Field(() => String, { nullable: true, description: 'Partenaire seulement.' }) ice?: string;
  @Field(() => String, { nullable: true, description: 'Partenaire seulement.' }) description?: string;
}
