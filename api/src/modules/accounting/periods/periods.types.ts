import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Un mois clôturé des livres de la société.' })
export class ClosedMonthView {
  @Field({ description: 'AAAA-MM' })
  month!: string;

  @Field()
  closedAt!: Date;

  @Field(() => String, { nullable: true, description: 'Qui l’a clôturé (utilisateur).' })
  closedBy!: string | null;
}

@ObjectType({ description: 'Les périodes des livres : le dernier mois clôturé, les mois ouverts (au plus deux), les clôtures.' })
export class BooksPeriodsView {
  @Field(() => String, { nullable: true, description: 'Dernier mois clôturé (AAAA-MM) ; null tant qu’aucun ne l’est (tout mois est alors ouvert).' })
  closedThrough!: string | null;

  @Field(() => [String], { description: 'Les mois ouverts après le dernier clôturé (vide tant qu’aucun ne l’est).' })
  openMonths!: string[];

  @Field(() => [ClosedMonthView], { description: 'Les clôtures, la plus récente d’abord (24 au plus).' })
  closings!: ClosedMonthView[];
}
