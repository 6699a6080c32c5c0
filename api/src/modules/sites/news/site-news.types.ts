import { NEWS_VALUE_KINDS, SITE_NEWS_TYPES } from '@chantiers/schema';
import { QuantityScalar } from '../../../graphql/scalars';
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

export enum NewsValueKindEnum {
  text = 'text',
  money = 'money',
  quantity = 'quantity',
  percent = 'percent',
  date = 'date',
  boolean = 'boolean',
  enum = 'enum',
  relation = 'relation',
  file = 'file',
  number = 'number',
}
registerEnumType(NewsValueKindEnum, {
  name: 'NewsValueKind',
  description:
    `Comment lire avant / après (${NEWS_VALUE_KINDS.join(', ')}) : money "45900.00", quantity "-900.000", percent "20", ` +
    'date AAAA-MM-JJ, boolean "true" / "false", enum la valeur, relation le nom, file "file" quand un fichier est là.',
});

@ObjectType({ description: "Une actualité d'un chantier : ajout, modification (un champ), suppression, événement ou annonce." })
export class SiteNewsEntryView {
  @Field(() => ID) id!: string;
  @Field(() => ID) siteId!: string;
  @Field(() => SiteNewsTypeEnum) type!: SiteNewsTypeEnum;
  @Field(() => String, { nullable: true, description: 'MODIFICATION : le nom de la propriété modifiée.' }) field!: string | null;
  @Field(() => NewsValueKindEnum, { nullable: true, description: 'MODIFICATION : comment lire avant et après.' })
  valueKind!: NewsValueKindEnum | null;
  @Field(() => String, { nullable: true, description: 'Valeur avant, écrite selon `valueKind`.' }) before!: string | null;
  @Field(() => String, { nullable: true, description: 'Valeur après, même format.' }) after!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "La nature de l'élément : Site, Purchase, Revenue, ServiceSheet, StockMovement, PersonnelAssignment.",
  })
  entityKind!: string | null;
  @Field(() => String, { nullable: true }) entityId!: string | null;
  @Field(() => String, { nullable: true, description: "Le nom de l'élément au moment de l'actualité." }) entityLabel!: string | null;
  @Field(() => QuantityScalar, { nullable: true, description: 'Mouvement de stock : la quantité signée.' }) quantity!: string | null;
  @Field(() => String, { nullable: true, description: 'Mouvement de stock : l’unité du produit.' }) unit!: string | null;
  @Field(() => String, { nullable: true, description: "Nom de l'auteur au moment de l'actualité." }) authorName!: string | null;
  @Field(() => String, { nullable: true, description: 'Annonce : le HTML nettoyé.' }) content!: string | null;
  @Field() createdAt!: Date;
}

export function toSiteNewsEntryView(e: SiteNewsEntry): SiteNewsEntryView {
  return {
    id: e.id,
    siteId: e.site.id,
    type: e.type as SiteNewsTypeEnum,
    field: e.field ?? null,
    valueKind: (e.valueKind as NewsValueKindEnum | null) ?? null,
    before: e.before ?? null,
    after: e.after ?? null,
    entityKind: e.entityKind ?? null,
    entityId: e.entityId ?? null,
    entityLabel: e.entityLabel ?? null,
    quantity: e.quantity ?? null,
    unit: e.unit ?? null,
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
