import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Un enregistrement ajouté, modifié ou supprimé (le flux de changements du mode hors ligne).' })
export class ChangeView {
  @Field({ description: "La classe de l'enregistrement : 'Purchase', 'StockMovement', 'Supplier'…" })
  kind!: string;

  @Field(() => ID)
  id!: string;

  @Field(() => ID, { nullable: true, description: 'Son chantier ; vide pour les enregistrements partagés de la société.' })
  siteId!: string | null;

  @Field()
  deleted!: boolean;

  @Field()
  at!: Date;
}

@ObjectType()
export class ChangePage {
  @Field(() => [ChangeView])
  items!: ChangeView[];

  @Field({ description: 'À renvoyer dans `since` pour la suite.' })
  cursor!: string;

  @Field({ description: "D'autres changements attendent : relire tout de suite avec `cursor`." })
  more!: boolean;

  @Field({ description: 'Aucun curseur, ou un curseur trop ancien : tout recharger, puis suivre le flux depuis `cursor`.' })
  reset!: boolean;
}
