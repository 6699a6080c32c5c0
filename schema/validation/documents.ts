import * as z from 'zod/mini';
import { localDate } from './sites';

/** What a document type is about: the filter of a site's documents (SPEC §3 'type de document: specific type and category'). */
export const DOCUMENT_CATEGORIES = ['ADMINISTRATIF', 'TECHNIQUE', 'FINANCIER', 'SECURITE', 'PHOTOS', 'AUTRE'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** SPEC §5: a libellé of 100 at most; a type's name the same; a company makes at most `companyTypes` types of its own. */
export const DOCUMENT_LIMITS = { label: 100, typeName: 100, companyTypes: 200 } as const;

/** A site's documents in SPEC §3's orders: newest first, alphabetical, by the document's date ascending or descending. */
export const DOCUMENT_SORTS = ['NEWEST', 'ALPHA', 'DATE_ASC', 'DATE_DESC'] as const;
export type DocumentSort = (typeof DOCUMENT_SORTS)[number];

/** 'ADMINISTRATIF', 'administratif' or 'Sécurité' as a category; null when it names none. */
export function documentCategoryOf(value: unknown): DocumentCategory | null {
  if (typeof value !== 'string') return null;
  const key = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toUpperCase();
  return DOCUMENT_CATEGORIES.find((c) => c === key) ?? null;
}

const text = (max: number, requiredId: string, maxId: string) =>
  z.string({ error: requiredId }).check(z.trim(), z.minLength(1, requiredId), z.maxLength(max, maxId));
const id = (requiredId: string, invalidId: string) => z.string({ error: requiredId }).check(z.trim(), z.minLength(1, requiredId), z.uuid(invalidId));

/** A document type a company adds to the built-in ones: a name (unique within the company and the built-ins) and a category. */
export const documentTypeSchema = z.object({
  name: text(DOCUMENT_LIMITS.typeName, 'documentType.name.required', 'documentType.name.max'),
  category: z.pipe(
    z.pipe(
      z.string({ error: 'documentType.category.invalid' }),
      z.transform((v) => documentCategoryOf(v) ?? v),
    ),
    z.enum(DOCUMENT_CATEGORIES, { error: 'documentType.category.invalid' }),
  ),
});
export type DocumentTypeValues = z.input<typeof documentTypeSchema>;
export type DocumentTypeData = z.output<typeof documentTypeSchema>;

const documentFields = {
  label: text(DOCUMENT_LIMITS.label, 'document.label.required', 'document.label.max'),
  typeId: id('document.type.required', 'document.type.unknown'),
  documentDate: z.pipe(
    z.string({ error: 'document.date.required' }).check(z.trim(), z.minLength(1, 'document.date.required')),
    localDate('document.date.invalid'),
  ),
};

/**
 * A site document (SPEC §5): libellé required (100 at most, unique on its site), the document's date ('date de
 * création') required and a real day, a type required and known, a file (PDF, PNG or JPEG uploaded first) required.
 */
export const siteDocumentSchema = z.object({
  siteId: id('document.site.required', 'site.notFound'),
  ...documentFields,
  fileId: id('document.file.required', 'file.notFound'),
});
export type SiteDocumentValues = z.input<typeof siteDocumentSchema>;
export type SiteDocumentData = z.output<typeof siteDocumentSchema>;

/**
 * An edit: the same rules; without `fileId` (absent or null: a document always has a file) the document keeps its
 * file, without `siteId` its site.
 */
export const siteDocumentUpdateSchema = z.object({
  siteId: z.optional(z.nullable(z.string().check(z.trim(), z.uuid('site.notFound')))),
  ...documentFields,
  fileId: z.optional(z.nullable(z.string().check(z.trim(), z.minLength(1, 'document.file.required'), z.uuid('file.notFound')))),
});
export type SiteDocumentUpdateData = z.output<typeof siteDocumentUpdateSchema>;
