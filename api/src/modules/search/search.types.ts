import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { SEARCH_KINDS, type SearchKind } from './search.query';

const SearchKindEnum = Object.fromEntries(SEARCH_KINDS.map((k) => [k, k])) as { [K in SearchKind]: K };
registerEnumType(SearchKindEnum, { name: 'SearchKind', description: 'Ce qu’un résultat de la recherche désigne.' });

@ObjectType({ description: 'Un résultat de la recherche de l’en-tête : ce qu’il désigne, de quoi le reconnaître et où l’ouvrir.' })
export class SearchHitView {
  @Field(() => SearchKindEnum) kind!: SearchKind;
  @Field(() => ID) id!: string;
  @Field({ description: 'Nom, référence ou libellé.' }) title!: string;
  @Field(() => String, { nullable: true, description: 'Client, ville, chantier, métier… selon le genre.' }) subtitle!: string | null;
  @Field(() => ID, { nullable: true, description: 'Le chantier du résultat, quand il en a un.' }) siteId!: string | null;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ : la date d’un document, le début d’une tâche.' }) day!: string | null;
}
