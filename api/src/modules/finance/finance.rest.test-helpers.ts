import { bearer, createCompany, createSite, type TestCompany, createSupplier } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';

export const PURCHASE_KEYS = [
  'id',
  'idChantier',
  'idFournisseur',
  'fournisseur',
  'libelle',
  'reference',
  'date',
  'montantHT',
  'tva',
  'montantTVA',
  'montantTTC',
  'montantRegle',
  'montantRestant',
  'dateReglement',
  'modeReglement',
  // Issue 38: the agreed due date (law 69-21), optional.
  'dateEcheance',
  'solde',
  // Issue 38: computed, optional extra keys.
  'tvaRetenue',
  'netAPayer',
  'facture',
  'createdAt',
  'updatedAt',
];
export const REVENUE_KEYS = [
  'id',
  'idChantier',
  'libelle',
  'date',
  'reference',
  'montant',
  'tva',
  'montantHT',
  'montantTVA',
  'facture',
  'createdAt',
  'updatedAt',
];
export const SERVICE_KEYS = [
  'id',
  'idChantier',
  'jour',
  'date',
  'montantPaye',
  'montantPrime',
  'total',
  'fournisseur',
  'telephone',
  'intervenant',
  'createdAt',
  'updatedAt',
];
export const LINE_KEYS = [
  'recettes',
  'recettesHT',
  'tvaCollectee',
  'achatsHT',
  'tvaDeductible',
  'achatsTTC',
  'sousTraitance',
  'mainOeuvre',
  'soldeTva',
  'marge',
  'margePourcent',
];
export const PAGE_KEYS = ['content', 'totalElements', 'totalPages', 'number', 'size', 'totaux'];

export const M = {
  site: 'Choisissez un chantier',
  supplier: 'Choisissez un fournisseur',
  label: 'Le libellé est requis',
  reference: 'La référence est requise',
  date: 'La date est requise',
  ht: 'Le montant HT est requis',
  amount: 'Le montant doit être un nombre positif (au plus 999 999 999 999,99 DH, deux décimales, 20 caractères)',
  rate: 'Taux de TVA invalide (20, 14, 10, 7 ou 0 %)',
  paidTooHigh: 'Le montant réglé ne peut pas dépasser le montant TTC',
  revenueAmount: 'Le montant est requis',
  phone: 'Le numéro de téléphone doit contenir 10 chiffres',
  dayMismatch: 'Le jour ne correspond pas à la date',
  dayInvalid: 'Le jour doit être un jour de la semaine (Lundi … Dimanche)',
  periodOrder: 'La fin de la période ne peut pas précéder son début',
};

export let t: TestServer;
export let a: TestCompany;
export let site: string;
export let supplier: string;
beforeAll(async () => {
  t = await startTestServer();
  a = await createCompany(t, 'Atlas BTP');
  site = (await createSite(t, a.manager.accessToken, { name: 'Tour Hassan', budget: '100000', progress: 20 })).id;
  supplier = (await createSupplier(t, a.manager.accessToken, { ice: '001525874000023', email: 'ventes@beton.ma' })).id;
});
afterAll(() => t.stop());

export const call = (method: string, path: string, body?: unknown) => t.rest(method, path, body, bearer(a.manager));
export const depense = (overrides: Record<string, unknown> = {}) => ({
  idChantier: site,
  idFournisseur: supplier,
  libelle: 'Ciment CPJ 45',
  reference: 'FAC-001',
  date: '2024-03-15',
  montantHT: '1000.10',
  tva: '20',
  montantRegle: '200.00',
  ...overrides,
});
export const saveDepense = async (overrides: Record<string, unknown> = {}) => {
  const res = await call('POST', '/chantiers/depenses/save', depense(overrides));
  expect(res.status).toBe(201);
  return res.body;
};
export const fieldsOf = (res: { status: number; body: any }) => {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ status: 400, error: 'BAD_USER_INPUT' });
  return res.body.fields;
};
