import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { API_TOKEN_PREFIX } from '@chantiers/schema';
import type { ApiToken } from './api-token.entity';

@ObjectType({ description: 'Un jeton d’accès personnel à l’API (son secret n’est montré qu’à sa création).' })
export class ApiTokenView {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field({ description: 'Début du jeton (cht_ et son identifiant public), pour le reconnaître.' }) prefix!: string;
  @Field(() => [String], { description: 'read (requêtes, GET) et/ou write (mutations, autres méthodes).' }) scopes!: string[];
  @Field(() => Date) createdAt!: Date;
  @Field({ description: 'Prénom et nom de qui l’a créé ; le jeton agit avec ses droits.' }) createdByName!: string;
  @Field(() => Date) expiresAt!: Date;
  @Field(() => Boolean) expired!: boolean;
  @Field(() => Date, { nullable: true, description: 'Dernière utilisation (mise à jour au plus une fois par minute).' }) lastUsedAt!: Date | null;
}

@ObjectType({ description: 'Un jeton qui vient d’être créé : son secret n’est donné qu’ici, une seule fois.' })
export class CreatedApiTokenView {
  @Field({ description: 'Le jeton, à envoyer en « Authorization: Bearer … ». Il ne sera plus affiché.' }) token!: string;
  @Field(() => ApiTokenView) apiToken!: ApiTokenView;
}

@InputType()
export class CreateApiTokenInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => [String], { nullable: true, description: 'read, write.' }) scopes?: string[];
  @Field(() => String, { nullable: true, description: 'Date d’expiration (AAAA-MM-JJ), de demain à dans un an ; fin de journée, heure du Maroc.' })
  expiresOn?: string;
}

export function toApiTokenView(t: ApiToken): ApiTokenView {
  return {
    id: t.id,
    name: t.name,
    prefix: `${API_TOKEN_PREFIX}${t.publicId}`,
    scopes: t.scopes,
    createdAt: t.createdAt,
    createdByName: `${t.createdBy.firstName} ${t.createdBy.lastName}`.trim(),
    expiresAt: t.expiresAt,
    expired: t.expiresAt.getTime() <= Date.now(),
    lastUsedAt: t.lastUsedAt ?? null,
  };
}
