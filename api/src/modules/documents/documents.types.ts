import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { SiteRef } from '../../core/records/site-ref';
import { LocalDateScalar } from '../../graphql/scalars';

@ObjectType({ description: 'Un type de document : prédéfini (pour toutes les sociétés) ou propre à la société.' })
export class DocumentTypeView {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field({ description: 'ADMINISTRATIF, TECHNIQUE, FINANCIER, SECURITE, PHOTOS ou AUTRE.' }) category!: string;
  @Field({ description: 'Vrai pour un type prédéfini, faux pour un type créé par la société.' }) builtIn!: boolean;
}

@ObjectType({ description: 'Le fichier d’un document : son URL signée (valable un jour) et de quoi l’afficher.' })
export class DocumentFileView {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() contentType!: string;
  @Field(() => Int, { description: 'Taille en octets.' }) size!: number;
  @Field({ description: 'URL signée, servie sans jeton (inline).' }) url!: string;
  @Field({ description: 'Vrai quand le navigateur sait l’afficher (PDF, PNG, JPEG).' }) previewable!: boolean;
}

@ObjectType({ description: 'Un document d’un chantier (SPEC §3).' })
export class SiteDocumentView {
  @Field(() => ID) id!: string;
  @Field(() => SiteRef) site!: SiteRef;
  @Field() label!: string;
  @Field(() => DocumentTypeView) type!: DocumentTypeView;
  @Field(() => LocalDateScalar, { description: 'La date du document (« date de création »).' }) documentDate!: string;
  @Field(() => DocumentFileView) file!: DocumentFileView;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

@ObjectType()
export class SiteDocumentPageView {
  @Field(() => [SiteDocumentView]) items!: SiteDocumentView[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) size!: number;
}

@ObjectType({ description: 'Le nombre de documents d’un chantier dans une catégorie (les pastilles du filtre).' })
export class DocumentCategoryCount {
  @Field() category!: string;
  @Field(() => Int) count!: number;
}

@ArgsType()
export class SiteDocumentListArgs {
  @Field(() => ID) siteId!: string;
  @Field(() => String, { nullable: true, description: 'Une catégorie (ADMINISTRATIF…) ; absente : toutes.' }) category?: string | null;
  @Field(() => ID, { nullable: true }) typeId?: string | null;
  @Field(() => String, { nullable: true, description: 'Dans le libellé et le nom du type, sans accents ni casse.' }) search?: string | null;
  @Field(() => String, { nullable: true, description: 'NEWEST (défaut), ALPHA, DATE_ASC ou DATE_DESC.' }) sort?: string | null;
  @Field(() => Int, { nullable: true }) page?: number | null;
  @Field(() => Int, { nullable: true }) size?: number | null;
}

@InputType()
export class DocumentTypeInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true, description: 'ADMINISTRATIF, TECHNIQUE, FINANCIER, SECURITE, PHOTOS ou AUTRE.' }) category?: string;
}

@InputType()
export class SiteDocumentInput {
  @Field(() => String, { nullable: true, description: 'Requis à la création ; à la modification, absent : le document reste sur son chantier.' })
  siteId?: string | null;
  @Field(() => String, { nullable: true }) label?: string;
  @Field(() => String, { nullable: true }) typeId?: string;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ.' }) documentDate?: string;
  @Field(() => String, {
    nullable: true,
    description: 'Un envoi de POST /api/v1/files?kind=document (PDF, PNG, JPEG). Requis à la création ; à la modification, absent : inchangé.',
  })
  fileId?: string;
}
