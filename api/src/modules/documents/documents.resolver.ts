import {
  DOCUMENT_SORTS,
  type DocumentCategory,
  type DocumentSort,
  documentCategoryOf,
  documentTypeSchema,
  FILE_KINDS,
  siteDocumentSchema,
  siteDocumentUpdateSchema,
} from '@chantiers/schema';
import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../core/context/context';
import { AppError } from '../../core/errors/app-error';
import { parseId, parseInput } from '../../core/errors/parse';
import type { FilesService } from '../../core/files/files.service';
import { isUuid } from '../../core/ids';
import { recordPaging, siteIdArg } from '../../core/records/list-args';
import type { DocumentType } from './document-type.entity';
import {
  DocumentCategoryCount,
  DocumentTypeInput,
  DocumentTypeView,
  SiteDocumentInput,
  SiteDocumentListArgs,
  SiteDocumentPageView,
  SiteDocumentView,
} from './documents.types';
import type { SiteDocument } from './site-document.entity';

const PREVIEWABLE: readonly string[] = FILE_KINDS.document.types;

export const toDocumentTypeView = (t: DocumentType): DocumentTypeView => ({ id: t.id, name: t.name, category: t.category, builtIn: !t.company });

export const toSiteDocumentView = (d: SiteDocument, files: FilesService): SiteDocumentView => ({
  id: d.id,
  site: { id: d.site.id, name: d.site.name },
  label: d.label,
  type: toDocumentTypeView(d.type),
  documentDate: d.documentDate,
  file: {
    id: d.file.id,
    name: d.fileName,
    contentType: d.fileContentType,
    size: d.fileSize,
    url: files.url(d.file.id),
    previewable: PREVIEWABLE.includes(d.fileContentType),
  },
  createdAt: d.createdAt,
  updatedAt: d.updatedAt,
});

/** A list's category: absent or empty for all; 'Sécurité' is SECURITE; anything else is refused. */
function categoryArg(category: string | null | undefined): DocumentCategory | null {
  if (!category) return null;
  const found = documentCategoryOf(category);
  if (!found) throw AppError.badInput({ category: 'documentType.category.invalid' });
  return found;
}

function typeIdArg(typeId: string | null | undefined): string | null {
  if (!typeId) return null;
  if (!isUuid(typeId)) throw AppError.badInput({ typeId: 'document.type.unknown' });
  return typeId.toLowerCase();
}

/** An unknown order reads newest first, like the other lists' sorts. */
const sortArg = (sort: string | null | undefined): DocumentSort => DOCUMENT_SORTS.find((s) => s === sort?.trim().toUpperCase()) ?? 'NEWEST';

/** Document types (SPEC §3: creatable and listable) and a site's documents (SPEC §2 `/detail-chantier/:id/documents`). */
@Resolver()
export class DocumentsResolver {
  @Authorized('documentTypes.read')
  @Query(() => [DocumentTypeView], { description: 'Les types prédéfinis et ceux de la société, par catégorie puis par nom.' })
  async documentTypes(@Ctx() ctx: Context): Promise<DocumentTypeView[]> {
    return (await ctx.services.documentTypes.list(ctx.em)).map(toDocumentTypeView);
  }

  @Authorized('documentTypes.create')
  @Mutation(() => DocumentTypeView)
  async createDocumentType(@Arg('input', () => DocumentTypeInput) input: DocumentTypeInput, @Ctx() ctx: Context): Promise<DocumentTypeView> {
    return toDocumentTypeView(await ctx.services.documentTypes.create(ctx.em, authOf(ctx), parseInput(documentTypeSchema, input)));
  }

  @Authorized('documents.read')
  @Query(() => SiteDocumentPageView, { description: 'Les documents d’un chantier : filtre par catégorie ou type, recherche, tri, pages.' })
  async siteDocuments(@Args() args: SiteDocumentListArgs, @Ctx() ctx: Context): Promise<SiteDocumentPageView> {
    const paging = recordPaging(args.page, args.size);
    const filter = { category: categoryArg(args.category), typeId: typeIdArg(args.typeId), search: args.search, sort: sortArg(args.sort) };
    const { items, total } = await ctx.services.documents.list(ctx.em, siteIdArg(args.siteId), filter, paging);
    return { items: items.map((d) => toSiteDocumentView(d, ctx.services.files)), total, ...paging };
  }

  @Authorized('documents.read')
  @Query(() => [DocumentCategoryCount], { description: 'Le nombre de documents du chantier par catégorie (toutes, 0 compris).' })
  async siteDocumentCounts(@Arg('siteId', () => ID) siteId: string, @Ctx() ctx: Context): Promise<DocumentCategoryCount[]> {
    return ctx.services.documents.counts(ctx.em, siteIdArg(siteId));
  }

  @Authorized('documents.read')
  @Query(() => SiteDocumentView)
  async siteDocument(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<SiteDocumentView> {
    return toSiteDocumentView(await ctx.services.documents.get(ctx.em, parseId(id)), ctx.services.files);
  }

  @Authorized('documents.create')
  @Mutation(() => SiteDocumentView)
  async createSiteDocument(@Arg('input', () => SiteDocumentInput) input: SiteDocumentInput, @Ctx() ctx: Context): Promise<SiteDocumentView> {
    const document = await ctx.services.documents.create(ctx.em, authOf(ctx), parseInput(siteDocumentSchema, input));
    return toSiteDocumentView(document, ctx.services.files);
  }

  @Authorized('documents.update')
  @Mutation(() => SiteDocumentView)
  async updateSiteDocument(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => SiteDocumentInput) input: SiteDocumentInput,
    @Ctx() ctx: Context,
  ): Promise<SiteDocumentView> {
    const documentId = parseId(id);
    const document = await ctx.services.documents.update(ctx.em, documentId, parseInput(siteDocumentUpdateSchema, input));
    return toSiteDocumentView(document, ctx.services.files);
  }

  @Authorized('documents.delete')
  @Mutation(() => Boolean)
  async deleteSiteDocument(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.documents.remove(ctx.em, parseId(id));
    return true;
  }
}
