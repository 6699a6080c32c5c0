import type { Request } from 'express';
import { intOr, springPage } from '../../core/rest/params';
import { SITE_RECORD_PAGE } from '../../core/records/list-args';
import type { RestRoute } from '../../rest/facade';
import { bodyOf, text, uploadedFileId } from '../../rest/facade';

/** A document as the legacy client reads it (SPEC §3: libellé, type de document with its category, date de création, file). */
const DOCUMENT =
  'id chantier: site { id nom: name } libelle: label typeDocument: type { id libelle: name categorie: category predefini: builtIn } ' +
  'dateCreation: documentDate fichier: file { id nom: name type: contentType taille: size url apercu: previewable } createdAt updatedAt';
const TYPE = 'id libelle: name categorie: category predefini: builtIn';
/** GraphQL input field -> what the legacy client sent; `file` is the multipart field (or `idFichier`, an id uploaded before). */
const LEGACY = {
  siteId: 'idChantier',
  label: 'libelle',
  typeId: 'idTypeDocument',
  documentDate: 'dateCreation',
  fileId: 'file',
  category: 'categorie',
};
/** Multipart (the fields and a `file`) or JSON with `idFichier`: one request uploads and saves, or saves nothing. */
const UPLOAD = { field: 'file', kind: 'document' as const };

/** The file of this request, else an id sent as `idFichier`; absent keeps the document's file on an edit. */
const fileIdOf = (req: Request) => uploadedFileId(req) ?? text(bodyOf(req).idFichier);

function documentInput(req: Request) {
  const b = bodyOf(req);
  return {
    siteId: text(b.idChantier),
    label: text(b.libelle),
    typeId: text(b.idTypeDocument),
    documentDate: text(b.dateCreation),
    fileId: fileIdOf(req),
  };
}

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
    variables: (req) => ({ input: { name: text(bodyOf(req).libelle), category: text(bodyOf(req).categorie) } }),
    legacyFields: { name: 'libelle', category: 'categorie' },
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
