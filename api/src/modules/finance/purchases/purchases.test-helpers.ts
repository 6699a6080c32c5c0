import { createCompany, createSite, createSupplier, gqlErr, gqlOk, sql, type TestCompany, upload } from '../../../../test/company';
import { purchaseInput } from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';

export const FIELDS =
  'id siteId supplierId supplier { id name } label reference date amountHT vatRate amountVAT amountTTC amountPaid amountRemaining settled hasInvoice';
export const CREATE = `mutation ($siteId: ID!, $input: PurchaseInput!) { createPurchase(siteId: $siteId, input: $input) { ${FIELDS} } }`;
export const UPDATE = `mutation ($id: ID!, $input: PurchaseInput!) { updatePurchase(id: $id, input: $input) { ${FIELDS} } }`;
export const DELETE = `mutation ($id: ID!) { deletePurchase(id: $id) }`;
export const GET = `query ($id: ID!) { purchase(id: $id) { ${FIELDS} invoice { url name contentType size isPdf } } }`;
export const LIST = `query ($siteId: ID!, $from: String, $to: String, $supplierId: ID, $page: Int, $size: Int) {
  purchases(siteId: $siteId, from: $from, to: $to, supplierId: $supplierId, page: $page, size: $size) {
    items { id label date amountHT amountTTC supplier { name } invoice { url } } total page size
    totals { count amountHT amountVAT amountTTC amountPaid amountRemaining } } }`;

export const M = {
  supplier: 'Choisissez un fournisseur',
  labelRequired: 'Le libellé est requis',
  labelMax: 'Le libellé ne doit pas dépasser 75 caractères',
  referenceRequired: 'La référence est requise',
  referenceMax: 'La référence ne doit pas dépasser 50 caractères',
  dateRequired: 'La date est requise',
  dateInvalid: 'Date invalide (AAAA-MM-JJ)',
  htRequired: 'Le montant HT est requis',
  amountInvalid: 'Le montant doit être un nombre positif (au plus 999 999 999 999,99 DH, deux décimales, 20 caractères)',
  rateInvalid: 'Taux de TVA invalide (20, 14, 10, 7 ou 0 %)',
  rateNotInForce: "Ce taux de TVA n'est pas en vigueur à la date de l'achat",
  paidTooHigh: 'Le montant réglé ne peut pas dépasser le montant TTC',
  periodOrder: 'La fin de la période ne peut pas précéder son début',
  notFound: "Cet achat n'existe pas ou a été supprimé.",
  fileGone: "Ce fichier n'existe pas ou n'est plus disponible.",
  documentsOnly: 'Seuls les fichiers PDF, PNG ou JPEG sont acceptés.',
};

export let t: TestServer;
export let a: TestCompany;
export let b: TestCompany;
export let token: string;
export let site: string;
export let betonId: string;
export let acierId: string;
export let bSupplierId: string;
beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas BTP'), createCompany(t, 'Rif Travaux')]);
  token = a.manager.accessToken;
  site = (await createSite(t, token, { name: 'Résidence Al Amal', budget: '200000' })).id;
  betonId = await newSupplier(token, 'Béton Atlas');
  acierId = await newSupplier(token, 'Acier du Nord');
  bSupplierId = await newSupplier(b.manager.accessToken, 'Rif Matériaux');
});
afterAll(() => t.stop());

export async function newSupplier(tok: string, name: string): Promise<string> {
  return (await createSupplier(t, tok, { name })).id;
}
export const input = (overrides: Record<string, unknown> = {}) => purchaseInput(betonId, overrides);
export const create = async (overrides: Record<string, unknown> = {}, siteId = site, tok = token) =>
  gqlOk(await t.gql(CREATE, { siteId, input: input(overrides) }, tok)).createPurchase;
export const refused = async (overrides: Record<string, unknown>, siteId = site) => {
  const err = gqlErr(await t.gql(CREATE, { siteId, input: input(overrides) }, token));
  expect(err.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
  return err.extensions.fields ?? {};
};
export const row = async (id: string) =>
  (await sql(t, 'select amount_ht, vat_rate, amount_vat, amount_ttc, amount_paid, invoice_file_id, company_id from purchase where id = $1', [id]))[0];
export const countPurchases = async (siteId = site) =>
  (await sql(t, 'select count(*)::int as n from purchase where site_id = $1', [siteId]))[0].n as number;
export const list = async (vars: Record<string, unknown>) => gqlOk(await t.gql(LIST, vars, token)).purchases;
export const newSite = async (name: string) => (await createSite(t, token, { name })).id as string;
export async function uploadId(bytes: Buffer, name: string, tok = token): Promise<string> {
  const res = await upload(t, tok, bytes, name, 'document');
  expect(res.status).toBe(201);
  return res.json.id as string;
}
export const fileRow = async (id: string) =>
  (await sql(t, 'select id, claimed_at is not null as claimed, content_type from stored_file where id = $1', [id]))[0];
