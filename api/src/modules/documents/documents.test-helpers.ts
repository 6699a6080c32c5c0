import { gqlOk, PDF, sql, upload } from '../../../test/company';
import type { TestServer } from '../../../test/server';

/** Shared by the documents test files: the operations, the French messages, the built-in types' ids, small steps. */
export const TYPE_FIELDS = 'id name category builtIn';
export const DOC_FIELDS =
  `id site { id name } label type { ${TYPE_FIELDS} } documentDate ` + 'file { id name contentType size url previewable } createdAt updatedAt';
export const TYPES = `query { documentTypes { ${TYPE_FIELDS} } }`;
export const CREATE_TYPE = `mutation ($input: DocumentTypeInput!) { createDocumentType(input: $input) { ${TYPE_FIELDS} } }`;
export const CREATE = `mutation ($input: SiteDocumentInput!) { createSiteDocument(input: $input) { ${DOC_FIELDS} } }`;
export const UPDATE = `mutation ($id: ID!, $input: SiteDocumentInput!) { updateSiteDocument(id: $id, input: $input) { ${DOC_FIELDS} } }`;
export const DELETE = 'mutation ($id: ID!) { deleteSiteDocument(id: $id) }';
export const GET = `query ($id: ID!) { siteDocument(id: $id) { ${DOC_FIELDS} } }`;
export const LIST =
  'query ($siteId: ID!, $category: String, $typeId: ID, $search: String, $sort: String, $page: Int, $size: Int) { ' +
  'siteDocuments(siteId: $siteId, category: $category, typeId: $typeId, search: $search, sort: $sort, page: $page, size: $size) { ' +
  'items { id label documentDate type { name category } } total page size } }';
export const COUNTS = 'query ($siteId: ID!) { siteDocumentCounts(siteId: $siteId) { category count } }';

export const MSG = {
  labelRequired: 'Le libellé est requis',
  labelMax: 'Le libellé ne doit pas dépasser 100 caractères',
  labelTaken: 'Il y a déjà un libellé avec ce nom',
  dateRequired: 'La date de création est requise',
  dateInvalid: 'Date invalide (AAAA-MM-JJ)',
  typeRequired: 'Le type de document est requis',
  typeUnknown: 'Type de document inconnu',
  fileRequired: 'Le fichier est requis',
  fileGone: "Ce fichier n'existe pas ou n'est plus disponible.",
  fileType: 'Seuls les fichiers PDF, PNG ou JPEG sont acceptés.',
  tooLarge: "Une erreur s'est produite lors de la soumission du formulaire. Veuillez réessayer.",
  siteRequired: 'Choisissez un chantier',
  siteNotFound: "Ce chantier n'existe pas ou a été supprimé.",
  notFound: "Ce document n'existe pas ou a été supprimé.",
  typeNameRequired: 'Le nom du type de document est requis',
  typeNameMax: 'Le nom du type de document ne doit pas dépasser 100 caractères',
  typeNameTaken: 'Votre société a déjà un type de document de ce nom',
  typeNameBuiltIn: 'Ce nom est celui d’un type de document prédéfini',
  categoryInvalid: 'Catégorie invalide (administratif, technique, financier, sécurité, photos ou autre)',
};

/** Some built-in types, by the fixed ids the migration seeds. */
export const BUILT_IN = {
  permisHabiter: 'd0c7e000-0000-4000-8000-000000000002',
  plansArchitecte: 'd0c7e000-0000-4000-8000-000000000006',
  plansBeton: 'd0c7e000-0000-4000-8000-000000000007',
  cps: 'd0c7e000-0000-4000-8000-000000000008',
  caution: 'd0c7e000-0000-4000-8000-000000000013',
  planSecurite: 'd0c7e000-0000-4000-8000-000000000016',
  photos: 'd0c7e000-0000-4000-8000-000000000019',
  autre: 'd0c7e000-0000-4000-8000-000000000020',
};

/** An upload of kind `document` (POST /api/v1/files), its id. */
export async function uploadDocument(t: TestServer, token: string, bytes: Buffer = PDF, name = 'plan.pdf'): Promise<string> {
  const res = await upload(t, token, bytes, name, 'document');
  if (res.status !== 201) throw new Error(`upload refused: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.id as string;
}

/** A complete document input: a PDF plan of the site dated 15 March 2026 unless told. */
export const documentInput = (siteId: string, fileId: string, over: Record<string, unknown> = {}) => ({
  siteId,
  label: 'Plan de masse',
  typeId: BUILT_IN.plansArchitecte,
  documentDate: '2026-03-15',
  fileId,
  ...over,
});

/** A document created through GraphQL with a fresh PDF upload. */
export async function createDocument(t: TestServer, token: string, siteId: string, over: Record<string, unknown> = {}): Promise<any> {
  const fileId = await uploadDocument(t, token);
  return gqlOk(await t.gql(CREATE, { input: documentInput(siteId, fileId, over) }, token)).createSiteDocument;
}

/** Whether the stored file exists, and is claimed by a record. */
export async function fileState(t: TestServer, id: string): Promise<'absent' | 'claimed' | 'unclaimed'> {
  const [row] = await sql(t, 'select claimed_at is not null as claimed from stored_file where id = $1', [id]);
  return !row ? 'absent' : row.claimed ? 'claimed' : 'unclaimed';
}

export async function countDocuments(t: TestServer, siteId?: string): Promise<number> {
  const rows = siteId
    ? await sql(t, 'select count(*)::int as n from site_document where site_id = $1', [siteId])
    : await sql(t, 'select count(*)::int as n from site_document');
  return rows[0].n as number;
}
