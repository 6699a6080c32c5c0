import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Le lien iCalendar actif d’une personne (le lien lui-même n’est montré qu’à sa création).' })
export class PlanningFeedInfo {
  @Field(() => Date) createdAt!: Date;
}

@ObjectType({ description: 'Un lien iCalendar qui vient d’être créé : son URL n’est donnée qu’ici, une seule fois.' })
export class PlanningFeedLink {
  @Field({ description: 'URL absolue du calendrier (.ics), à ajouter comme abonnement dans l’agenda du téléphone.' }) url!: string;
  @Field(() => Date) createdAt!: Date;
}
