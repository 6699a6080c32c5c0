import { SITE_NEWS_TYPES } from '@chantiers/schema';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { SiteNewsEntry } from './site-news-entry.entity';

export enum SiteNewsTypeEnum {
  ADD = 'ADD',
  MODIFICATION = 'MODIFICATION',
  DELETION = 'DELETION',
  EVENT = 'EVENT',
  ANNOUNCEMENT = 'ANNOUNCEMENT',
}
registerEnumType(SiteNewsTypeEnum, { name: 'SiteNewsType', description: `Nature d'une actualité de chantier : ${SITE_NEWS_TYPES.join(', ')}.` });

@ObjectType({ description: "Une actualité d'un chantier : ajout, modification (un champ), suppression, événement ou annonce." })
export class SiteNewsEntryView {
  @Field(() => ID) id!: string;
  @Field(() => ID) siteId!: string;
  @Field(() => SiteNewsTypeEnum) type!: SiteNewsTypeEnum;
  @Field(() => String, { nullable: true, description: 'MODIFICATION : le nom de la propriété modifiée.' }) field!: string | null;
  @Field(() => String, { nullable: true, description: 'Valeur avant (dates AAAA-MM-JJ, montants "1000.00", oui/non, relations par leur nom).' })
  before!: string | null;
  @Field(() => String, { nullable: true, description: 'Valeur après, même format.' }) after!: string | null;
  @Field(() => String, { nullable: true, description: "La classe de l'élément modifié (Site, …)." }) entityKind!: string | null;
  @Field(() => String, { nullable: true }) entityId!: string | null;
  @Field(() => String, { nullable: true, description: "Nom de l'auteur au moment de l'actualité." }) authorName!: string | null;
  @Field(() => String, { nullable: true, description: 'Annonce : HTML nettoyé ; ajout / suppression : un résumé.' }) content!: string | null;
  @Field() createdAt!: Date;
}

export function toSiteNewsEntryView(e: SiteNewsEntry): SiteNewsEntryView {
  return {
    id: e.id,
    siteId: e.site.id,
    type: e.type as SiteNewsTypeEnum,
    field: e.field ?? null,
    before: e.before ?? null,
    after: e.after ?? null,
    entityKind: e.entityKind ?? null,
    entityId: e.entityId ?? null,
    authorName: e.authorName ?? null,
    content: e.content ?? null,
    createdAt: e.createdAt,
  };
}

@ObjectType()
export class SiteNewsPageView {
  @Field(() => [SiteNewsEntryView]) items!: SiteNewsEntryView[];
  @Field(() => Int) totalCount!: number;
  @Field(() => String, { nullable: true, description: 'À passer en `after` pour la page suivante.' }) endCursor!: string | null;
  @Field() hasNextPage!: boolean;
}
