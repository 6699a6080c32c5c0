import { intOr, springPage } from '../../core/rest/params';
import { SITE_RECORD_PAGE } from '../../core/records/list-args';
import type { RestRoute } from '../../core/rest/facade';
import { uploadedFileId } from '../../core/rest/facade';
import { type LegacyKeys, type LegacyRead, legacyErrorFields, legacyInput, legacySelection, text } from '../../core/rest/legacy-keys';

/** The file of this request, else an id sent as `idFichier`; absent (or null) keeps the document's file on an edit. */
const uploadedOrId: LegacyRead = (v, req) => uploadedFileId(req) ?? text(v);
const SITE_KEYS: LegacyKeys = { id: 'id', name: 'nom' };

/** A document type: its name and its category. */
const TYPE_KEYS: LegacyKeys = {
  id: 'id',
  name: { key: 'libelle', read: text },
  category: { key: 'categorie', read: text },
  builtIn: 'predefini',
};
const TYPE = legacySelection(TYPE_KEYS);
const typeInput = legacyInput(TYPE_KEYS);

/** A document as the legacy client reads it (SPEC §3: libellé, type de document with its category, date de création, file). */
const DOCUMENT_KEYS: LegacyKeys = {
  id: 'id',
  siteId: { key: 'idChantier', read: text, out: false },
  site: { key: 'chantier', select: SITE_KEYS },
  label: { key: 'libelle', read: text },
  typeId: { key: 'idTypeDocument', read: text, out: false },
  type: { key: 'typeDocument', select: TYPE_KEYS },
  documentDate: { key: 'dateCreation', read: text },
  fileId: { key: 'idFichier', read: uploadedOrId, out: false },
  file: { key: 'fichier', select: { id: 'id', name: 'nom', contentType: 'type', size: 'taille', url: 'url', previewable: 'apercu' } },
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
};
const DOCUMENT = legacySelection(DOCUMENT_KEYS);
/** Multipart (the fields and a `file`) or JSON with `idFichier`: one request uploads and saves, or saves nothing. */
const UPLOAD = { field: 'file', kind: 'document' as const };
/** A file's errors name the form's `file`; `categorie` is the list's filter. */
const LEGACY = legacyErrorFields(DOCUMENT_KEYS, { fileId: UPLOAD.field, category: 'categorie' });
const documentInput = legacyInput(DOCUMENT_KEYS);

const LIST =
  'query ListSiteDocuments($siteId: ID!, $category: String, $typeId: ID, $search: String, $sort: String, $page: Int, $size: Int) { ' +
  'siteDocuments(siteId: $siteId, category: $category, typeId: $typeId, search: $search, sort: $sort, page: $page, size: $size) { ' +
  `items { ${DOCUMENT} } total page size } }`;

/**
 * SPEC §7 documents: `/chantiers/document/list|ajouterdocument|modifierDocument|get|delete` under /api/v1, and the
 * document types `/typedocument/ajoutertypedocument|list|options`, which the SPEC places outside /api/v1 (they are
 * mounted at the root too: documents.module.ts `rootPrefixes`).
 */
export const documentsRestRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/chantiers/document/list',
    operation: LIST,
    variables: (req) => ({
      siteId: text(req.query.idChantier) ?? '',
      category: text(req.query.categorie),
      typeId: text(req.query.idTypeDocument),
      search: text(req.query.search),
      sort: text(req.query.sort),
      page: intOr(req.query.page, 0),
      size: intOr(req.query.size, SITE_RECORD_PAGE.pageSizeDefault),
    }),
    legacyFields: LEGACY,
    answer: (data) => springPage(data.siteDocuments as { items: unknown[]; total: number; page: number; size: number }),
  },
  {
    method: 'post',
    path: '/chantiers/document/ajouterdocument',
    upload: UPLOAD,
    status: 201,
    operation: `mutation AddSiteDocument($input: SiteDocumentInput!) { createSiteDocument(input: $input) { ${DOCUMENT} } }`,
    variables: (req) => ({ input: documentInput(req) }),
    legacyFields: LEGACY,
  },
  {
    method: 'put',
    path: '/chantiers/document/modifierDocument/:id',
    upload: UPLOAD,
    operation: `mutation EditSiteDocument($id: ID!, $input: SiteDocumentInput!) { updateSiteDocument(id: $id, input: $input) { ${DOCUMENT} } }`,
    variables: (req) => ({ id: req.params.id, input: documentInput(req) }),
    legacyFields: LEGACY,
  },
  {
    method: 'get',
    path: '/chantiers/document/get/:id',
    operation: `query GetSiteDocument($id: ID!) { siteDocument(id: $id) { ${DOCUMENT} } }`,
    variables: (req) => ({ id: req.params.id }),
  },
  {
    method: 'delete',
    path: '/chantiers/document/delete/:id',
    operation: 'mutation DeleteSiteDocument($id: ID!) { deleteSiteDocument(id: $id) }',
    variables: (req) => ({ id: req.params.id }),
    answer: () => ({ deleted: true }),
  },
  {
    method: 'post',
    path: '/typedocument/ajoutertypedocument',
    status: 201,
    operation: `mutation AddDocumentType($input: DocumentTypeInput!) { createDocumentType(input: $input) { ${TYPE} } }`,
    variables: (req) => ({ input: typeInput(req) }),
    legacyFields: legacyErrorFields(TYPE_KEYS),
  },
  {
    method: 'get',
    path: '/typedocument/list',
    operation: `query ListDocumentTypes { documentTypes { ${TYPE} } }`,
  },
  {
    // A flat list for a select, by category then name; `categorie` lets a client group it.
    method: 'get',
    path: '/typedocument/options',
    operation: 'query DocumentTypeOptions { documentTypes { value: id label: name categorie: category } }',
  },
];
