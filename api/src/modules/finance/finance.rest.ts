import type { Request } from 'express';
import type { RestRoute } from '../../rest/facade';
import { bodyOf, text, uploadedFileId } from '../../rest/facade';
import { intOr } from '../../core/rest/params';

/** Legacy records (SPEC §3 keys); amounts are decimal strings. */
const PURCHASE =
  'id idChantier: siteId idFournisseur: supplierId fournisseur: supplier { id nom: name } libelle: label reference date montantHT: amountHT tva: vatRate montantTVA: amountVAT montantTTC: amountTTC montantRegle: amountPaid montantRestant: amountRemaining solde: settled facture: hasInvoice createdAt updatedAt';
const PURCHASE_DETAIL = PURCHASE.replace(
  'facture: hasInvoice',
  'facture: hasInvoice fichierFacture: invoice { url nom: name type: contentType taille: size pdf: isPdf }',
);
const REVENUE = 'id idChantier: siteId libelle: label date reference montant: amount facture: hasInvoice createdAt updatedAt';
const REVENUE_DETAIL = REVENUE.replace(
  'facture: hasInvoice',
  'facture: hasInvoice fichierFacture: invoice { url nom: name type: contentType taille: size pdf: isPdf }',
);
const SERVICE =
  'id idChantier: siteId jour: day date montantPaye: amountPaid montantPrime: bonus total fournisseur: supplier telephone: phone intervenant: worker createdAt updatedAt';

const PURCHASE_FIELDS = {
  file: 'facture',
  siteId: 'idChantier',
  from: 'dateDebut',
  to: 'dateFin',
  supplierId: 'idFournisseur',
  label: 'libelle',
  amountHT: 'montantHT',
  vatRate: 'tva',
  amountPaid: 'montantRegle',
  invoiceFileId: 'idFacture',
};
const REVENUE_FIELDS = {
  file: 'facture',
  siteId: 'idChantier',
  from: 'dateDebut',
  to: 'dateFin',
  label: 'libelle',
  amount: 'montant',
  invoiceFileId: 'idFacture',
};
const SERVICE_FIELDS = {
  siteId: 'idChantier',
  from: 'dateDebut',
  to: 'dateFin',
  day: 'jour',
  amountPaid: 'montantPaye',
  bonus: 'montantPrime',
  supplier: 'fournisseur',
  phone: 'telephone',
  worker: 'intervenant',
};

/** A number an old client sends (1200.5) is read as its decimal text; '20 %' as '20'. */
const numberText = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : text(v));
const file = (v: unknown) => (v === null ? null : text(v));
/** The invoice: a `facture` file sent in the same multipart request, else an `idFacture` uploaded before. */
const invoiceOf = (req: Request, b: Record<string, unknown>) => uploadedFileId(req) ?? file(b.idFacture);
/** Multipart (fields and a `facture` file) or JSON: the legacy client sent the invoice with the form. */
const INVOICE_UPLOAD = { field: 'facture', kind: 'document' as const };

function purchaseInput(req: Request) {
  const b = bodyOf(req);
  return {
    supplierId: text(b.idFournisseur),
    label: text(b.libelle),
    reference: text(b.reference),
    date: text(b.date),
    amountHT: numberText(b.montantHT),
    vatRate: numberText(b.tva)?.replace(/\s*%$/, ''),
    amountPaid: numberText(b.montantRegle),
    invoiceFileId: invoiceOf(req, b),
  };
}
const revenueInput = (req: Request) => {
  const b = bodyOf(req);
  return {
    label: text(b.libelle),
    date: text(b.date),
    reference: text(b.reference),
    amount: numberText(b.montant),
    invoiceFileId: invoiceOf(req, b),
  };
};
const serviceInput = (req: Request) => {
  const b = bodyOf(req);
  return {
    day: text(b.jour),
    date: text(b.date) ?? null,
    amountPaid: numberText(b.montantPaye),
    bonus: numberText(b.montantPrime),
    supplier: text(b.fournisseur),
    phone: numberText(b.telephone),
    worker: text(b.intervenant),
  };
};

/** A Spring page with the filter's totals beside it. */
const pageWithTotals = (key: string) => (data: Record<string, unknown>) => {
  const p = data[key] as { items: unknown[]; total: number; page: number; size: number; totals: unknown };
  return { content: p.items, totalElements: p.total, totalPages: Math.ceil(p.total / p.size), number: p.page, size: p.size, totaux: p.totals };
};
const listVariables = (req: Request) => ({
  siteId: text(req.query.idChantier) ?? '',
  from: text(req.query.dateDebut),
  to: text(req.query.dateFin),
  page: intOr(req.query.page, 0),
  size: intOr(req.query.size, 20),
});
const LINE = 'recettes: revenues achatsHT: purchasesHT achatsTTC: purchasesTTC sousTraitance: subcontracting mainOeuvre: labour marge: margin';

/** `/chantiers/{depenses,recettes,services}/*` and `/chantiers/dashboard/*`. */
export const financeRestRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/chantiers/depenses/list',
    operation: `query ListPurchases($siteId: ID!, $from: String, $to: String, $supplierId: ID, $page: Int, $size: Int) { purchases(siteId: $siteId, from: $from, to: $to, supplierId: $supplierId, page: $page, size: $size) { items { ${PURCHASE} } total page size totals { nombre: count montantHT: amountHT montantTVA: amountVAT montantTTC: amountTTC montantRegle: amountPaid montantRestant: amountRemaining } } }`,
    variables: (req) => ({ ...listVariables(req), supplierId: text(req.query.idFournisseur) }),
    legacyFields: PURCHASE_FIELDS,
    answer: pageWithTotals('purchases'),
  },
  {
    method: 'get',
    path: '/chantiers/depenses/get/:id',
    operation: `query GetPurchase($id: ID!) { purchase(id: $id) { ${PURCHASE_DETAIL} } }`,
    variables: (req) => ({ id: req.params.id }),
  },
  {
    method: 'post',
    path: '/chantiers/depenses/save',
    upload: INVOICE_UPLOAD,
    status: 201,
    operation: `mutation SavePurchase($siteId: ID!, $input: PurchaseInput!) { createPurchase(siteId: $siteId, input: $input) { ${PURCHASE} } }`,
    variables: (req) => ({ siteId: text(bodyOf(req).idChantier) ?? '', input: purchaseInput(req) }),
    legacyFields: PURCHASE_FIELDS,
  },
  {
    method: 'put',
    path: '/chantiers/depenses/modifierDepense/:id',
    upload: INVOICE_UPLOAD,
    operation: `mutation EditPurchase($id: ID!, $input: PurchaseInput!) { updatePurchase(id: $id, input: $input) { ${PURCHASE} } }`,
    variables: (req) => ({ id: req.params.id, input: purchaseInput(req) }),
    legacyFields: PURCHASE_FIELDS,
  },
  {
    method: 'delete',
    path: '/chantiers/depenses/delete/:id',
    operation: `mutation DeletePurchase($id: ID!) { deletePurchase(id: $id) }`,
    variables: (req) => ({ id: req.params.id }),
    answer: () => ({ deleted: true }),
  },

  {
    method: 'get',
    path: '/chantiers/recettes/list',
    operation: `query ListRevenues($siteId: ID!, $from: String, $to: String, $page: Int, $size: Int) { revenues(siteId: $siteId, from: $from, to: $to, page: $page, size: $size) { items { ${REVENUE} } total page size totals { nombre: count montant: amount } } }`,
    variables: listVariables,
    legacyFields: REVENUE_FIELDS,
    answer: pageWithTotals('revenues'),
  },
  {
    method: 'get',
    path: '/chantiers/recettes/get/:id',
    operation: `query GetRevenue($id: ID!) { revenue(id: $id) { ${REVENUE_DETAIL} } }`,
    variables: (req) => ({ id: req.params.id }),
  },
  {
    method: 'post',
    path: '/chantiers/recettes/save',
    upload: INVOICE_UPLOAD,
    status: 201,
    operation: `mutation SaveRevenue($siteId: ID!, $input: RevenueInput!) { createRevenue(siteId: $siteId, input: $input) { ${REVENUE} } }`,
    variables: (req) => ({ siteId: text(bodyOf(req).idChantier) ?? '', input: revenueInput(req) }),
    legacyFields: REVENUE_FIELDS,
  },
  {
    method: 'put',
    path: '/chantiers/recettes/modifierRecette/:id',
    upload: INVOICE_UPLOAD,
    operation: `mutation EditRevenue($id: ID!, $input: RevenueInput!) { updateRevenue(id: $id, input: $input) { ${REVENUE} } }`,
    variables: (req) => ({ id: req.params.id, input: revenueInput(req) }),
    legacyFields: REVENUE_FIELDS,
  },
  {
    method: 'delete',
    path: '/chantiers/recettes/delete/:id',
    operation: `mutation DeleteRevenue($id: ID!) { deleteRevenue(id: $id) }`,
    variables: (req) => ({ id: req.params.id }),
    answer: () => ({ deleted: true }),
  },

  {
    method: 'get',
    path: '/chantiers/services/list',
    operation: `query ListServiceSheets($siteId: ID!, $from: String, $to: String, $supplier: String, $page: Int, $size: Int) { serviceSheets(siteId: $siteId, from: $from, to: $to, supplier: $supplier, page: $page, size: $size) { items { ${SERVICE} } total page size totals { nombre: count montantPaye: amountPaid montantPrime: bonus total } } }`,
    variables: (req) => ({ ...listVariables(req), supplier: text(req.query.fournisseur) }),
    legacyFields: SERVICE_FIELDS,
    answer: pageWithTotals('serviceSheets'),
  },
  {
    method: 'get',
    path: '/chantiers/services/get/:id',
    operation: `query GetServiceSheet($id: ID!) { serviceSheet(id: $id) { ${SERVICE} } }`,
    variables: (req) => ({ id: req.params.id }),
  },
  {
    method: 'post',
    path: '/chantiers/services/save',
    status: 201,
    operation: `mutation SaveServiceSheet($siteId: ID!, $input: ServiceSheetInput!) { createServiceSheet(siteId: $siteId, input: $input) { ${SERVICE} } }`,
    variables: (req) => ({ siteId: text(bodyOf(req).idChantier) ?? '', input: serviceInput(req) }),
    legacyFields: SERVICE_FIELDS,
  },
  {
    method: 'put',
    path: '/chantiers/services/modifierService/:id',
    operation: `mutation EditServiceSheet($id: ID!, $input: ServiceSheetInput!) { updateServiceSheet(id: $id, input: $input) { ${SERVICE} } }`,
    variables: (req) => ({ id: req.params.id, input: serviceInput(req) }),
    legacyFields: SERVICE_FIELDS,
  },
  {
    method: 'delete',
    path: '/chantiers/services/delete/:id',
    operation: `mutation DeleteServiceSheet($id: ID!) { deleteServiceSheet(id: $id) }`,
    variables: (req) => ({ id: req.params.id }),
    answer: () => ({ deleted: true }),
  },

  {
    method: 'get',
    path: '/chantiers/dashboard/financeMois',
    operation: `query MonthFinance($month: String) { monthFinance(month: $month) { mois: month courant: current { ${LINE} } precedent: previous { ${LINE} } derniersMois: lastMonths { mois: month ${LINE} } } }`,
    variables: (req) => ({ month: text(req.query.mois) }),
    legacyFields: { month: 'mois' },
  },
  {
    method: 'get',
    path: '/chantiers/dashboard/taskMois',
    operation: `query MonthTasks($month: String) { monthTasks(month: $month) { id titre: title dateDebut: startDate dateFin: endDate chantier: siteName } }`,
    variables: (req) => ({ month: text(req.query.mois) }),
    legacyFields: { month: 'mois' },
  },
  {
    method: 'get',
    path: '/chantiers/dashboard/derniersChantier',
    operation: `query LatestSites($limit: Int) { latestSites(limit: $limit) { id libelle: name client ville: city statut: status avancement: progress createdAt } }`,
    variables: (req) => ({ limit: intOr(req.query.size, 5) }),
  },
  {
    method: 'get',
    path: '/chantiers/finance-globale',
    operation: `query GlobalFinance($from: String, $to: String) { globalFinance(from: $from, to: $to) { dateDebut: from dateFin: to totaux: totals { ${LINE} } chantiers: sites { chantier: site { id nom: name } ${LINE} } mois: months { mois: month ${LINE} } } }`,
    variables: (req) => ({ from: text(req.query.dateDebut), to: text(req.query.dateFin) }),
    legacyFields: { from: 'dateDebut', to: 'dateFin' },
  },
];
