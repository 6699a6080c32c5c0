import { type DocumentPdfRoute, documentPdfDoc, documentPdfRouter } from '../../core/documents/pdf-route';
import { renderDocumentPdf } from '../../core/documents/pdf/document-pdf';
import { invoicePdfData } from './invoice-pdf-data';
import { intOr } from '../../core/rest/params';
import type { RestRoute } from '../../core/rest/facade';
import {
  type LegacyKeys,
  type LegacyRead,
  legacyErrorFields,
  legacyInput,
  legacyReader,
  legacySelection,
  text,
  textList,
} from '../../core/rest/legacy-keys';
import type { RouterOperation } from '../../core/rest/router-doc';

/** Each quote line's progress: `{idLigneDevis, avancement}` (or the older `{id, pourcentage}`). */
const PROGRESS_KEYS: LegacyKeys = {
  lineId: { key: 'idLigneDevis', or: 'id', read: text },
  percent: { key: 'avancement', or: 'pourcentage', read: text },
};
const readProgress = legacyReader(PROGRESS_KEYS);
/** `lignes` (as the detail answers them) or `avancements`. */
const progressOf: LegacyRead = (v, req, body) =>
  (Array.isArray(v) ? v : Array.isArray(body.avancements) ? body.avancements : undefined)?.map((raw) =>
    readProgress(raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}, req),
  );

/** A payment, as recorded and answered. */
const PAYMENT_KEYS: LegacyKeys = {
  id: 'id',
  date: { read: text },
  amount: { key: 'montant', read: text },
  mode: { read: text },
  reference: { read: text },
};

/** An invoice under its legacy keys, in the answer's order; the lines, the VAT and the payments in the detail only. */
const INVOICE_KEYS: LegacyKeys = {
  id: 'id',
  reference: 'reference',
  kind: { key: 'type', read: text },
  label: 'libelle',
  quote: { key: 'devis', select: { id: 'id', reference: 'reference' } },
  client: { select: { id: 'id', name: 'nom', ice: 'ice' } },
  site: { key: 'chantier', select: { id: 'id', name: 'nom' } },
  creditOf: { key: 'avoirDe', select: { id: 'id', reference: 'reference' } },
  issueDate: { key: 'dateEmission', read: text },
  dueDate: 'dateEcheance',
  percent: { key: 'pourcentage', read: text },
  amountHT: { key: 'montant', or: 'montantHT', read: text, out: false },
  totalHT: 'montantHT',
  totalVAT: 'montantTVA',
  totalTTC: 'montantTTC',
  retentionRate: 'tauxRetenue',
  retentionAmount: 'retenue',
  netToPay: 'netAPayer',
  paidAmount: 'montantPaye',
  creditedAmount: 'montantAvoirs',
  balance: 'resteAPayer',
  status: 'statut',
  amountInWords: 'montantEnLettres',
  notes: { read: text },
  progress: { key: 'lignes', read: progressOf, out: false },
  clearance: {
    key: 'factureElectronique',
    select: { status: 'statut', number: 'numero', reasons: 'motifs', submittedAt: 'dateSoumission', answeredAt: 'dateReponse' },
  },
  lines: {
    key: 'lignes',
    detail: true,
    select: {
      designation: 'designation',
      quoteLineId: 'idLigneDevis',
      quoteAmountHT: 'montantDevisHT',
      previousPercent: 'avancementPrecedent',
      cumulativePercent: 'avancementCumule',
      deduction: 'deduction',
      vatRate: 'tva',
      totalHT: 'montantHT',
    },
  },
  vat: { key: 'tva', detail: true, select: { rate: 'taux', base: 'base', vat: 'montant' } },
  payments: { key: 'paiements', detail: true, select: PAYMENT_KEYS },
};
/** A credit note on an invoice: its reason and its amount (all that is still to pay when absent). */
const CREDIT_NOTE_KEYS: LegacyKeys = {
  reason: { key: 'motif', read: text },
  amountTTC: { key: 'montant', or: 'montantTTC', read: text },
  issueDate: { key: 'dateEmission', read: text },
};
/** An invoice sent by e-mail, under the quote's sending keys: `destinataire` (or `to`), `envoyePar`, `date`, `remis`. */
const MAIL_KEYS: LegacyKeys = {
  to: { key: 'destinataire', or: 'to', read: text },
  message: { read: text, out: false },
  sentByName: 'envoyePar',
  createdAt: 'date',
  delivered: 'remis',
};
const mailInput = legacyInput(MAIL_KEYS);
/** The DGI platform's answer recorded by hand: `resultat` VALIDEE or REJETEE, its `numero`, or its `motifs` (one a line). */
const CLEARANCE_ANSWER_KEYS: LegacyKeys = {
  outcome: { key: 'resultat', read: text },
  number: { key: 'numero', read: text },
  reasons: { key: 'motifs', read: (v, req, body) => textList(typeof v === 'string' ? v.split(/\r?\n/) : v, req, body) },
};
const clearanceAnswerInput = legacyInput(CLEARANCE_ANSWER_KEYS);
const INVOICE = legacySelection(INVOICE_KEYS);
const DETAIL = legacySelection(INVOICE_KEYS, 'detail');
const invoiceInput = legacyInput(INVOICE_KEYS, ['progress']);
// A progress error has always been named `avancements`, whichever key the lines came under.
const INVOICE_FIELDS = legacyErrorFields(INVOICE_KEYS, { progress: 'avancements' });
const paymentInput = legacyInput(PAYMENT_KEYS);
const creditNoteInput = legacyInput(CREDIT_NOTE_KEYS);

/** `/factures…` in the style of SPEC §7: a Spring page, the detail, issuing from a quote, payments, credit notes, sending. */
export const invoiceRestRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/factures/search',
    operation:
      `query SearchInvoices($filter: InvoiceFilterInput, $page: Int, $size: Int) { invoices(filter: $filter, page: $page, size: $size) { ` +
      `items { ${INVOICE} } total page size totaux: totals { nombre: count montantTTC: totalTTC resteAPayer: due } } }`,
    variables: (req) => ({
      filter: {
        status: text(req.query.statut) || undefined,
        kind: text(req.query.type) || undefined,
        search: text(req.query.search),
        quoteId: text(req.query.idDevis) || undefined,
      },
      page: intOr(req.query.page, 0),
      size: intOr(req.query.size, 20),
    }),
    legacyFields: { status: 'statut', kind: 'type', quoteId: 'idDevis' },
    answer: (data) => {
      const p = data.invoices as { items: unknown[]; total: number; page: number; size: number; totaux: unknown };
      return { content: p.items, totalElements: p.total, totalPages: Math.ceil(p.total / p.size), number: p.page, size: p.size, totaux: p.totaux };
    },
  },
  {
    method: 'get',
    path: '/factures/:id',
    operation: `query GetInvoice($id: ID!) { invoice(id: $id) { ${DETAIL} } }`,
    variables: (req) => ({ id: req.params.id }),
  },
  {
    method: 'post',
    path: '/devis/:id/factures',
    status: 201,
    operation: `mutation CreateInvoice($quoteId: ID!, $input: InvoiceInput!) { createInvoice(quoteId: $quoteId, input: $input) { ${DETAIL} } }`,
    variables: (req) => ({ quoteId: req.params.id, input: invoiceInput(req) }),
    legacyFields: INVOICE_FIELDS,
  },
  {
    method: 'post',
    path: '/factures/:id/paiements',
    status: 201,
    operation: `mutation RecordPayment($invoiceId: ID!, $input: PaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { ${DETAIL} } }`,
    variables: (req) => ({ invoiceId: req.params.id, input: paymentInput(req) }),
    legacyFields: legacyErrorFields(PAYMENT_KEYS),
  },
  {
    method: 'delete',
    path: '/factures/paiements/:id',
    operation: `mutation DeletePayment($paymentId: ID!) { deletePayment(paymentId: $paymentId) { ${DETAIL} } }`,
    variables: (req) => ({ paymentId: req.params.id }),
  },
  {
    method: 'post',
    path: '/factures/:id/avoir',
    status: 201,
    operation: `mutation CreateCreditNote($invoiceId: ID!, $input: CreditNoteInput!) { createCreditNote(invoiceId: $invoiceId, input: $input) { ${DETAIL} } }`,
    variables: (req) => ({ invoiceId: req.params.id, input: creditNoteInput(req) }),
    legacyFields: legacyErrorFields(CREDIT_NOTE_KEYS),
  },
  {
    method: 'post',
    path: '/factures/:id/soumission',
    operation: `mutation SubmitInvoiceClearance($id: ID!) { submitInvoiceClearance(id: $id) { ${DETAIL} } }`,
    variables: (req) => ({ id: req.params.id }),
  },
  {
    method: 'post',
    path: '/factures/:id/reponse-plateforme',
    operation: `mutation RecordInvoiceClearance($id: ID!, $input: ClearanceAnswerInput!) { recordInvoiceClearance(id: $id, input: $input) { ${DETAIL} } }`,
    variables: (req) => ({ id: req.params.id, input: clearanceAnswerInput(req) }),
    legacyFields: legacyErrorFields(CLEARANCE_ANSWER_KEYS),
  },
  {
    method: 'post',
    path: '/factures/:id/envoi',
    operation: `mutation SendInvoice($id: ID!, $input: InvoiceMailInput!) { sendInvoice(id: $id, input: $input) { ${legacySelection(MAIL_KEYS)} } }`,
    variables: (req) => ({ id: req.params.id, input: mailInput(req) }),
    legacyFields: legacyErrorFields(MAIL_KEYS),
    answerFor: (req) => (data) => ({ id: req.params.id, envois: data.sendInvoice }),
  },
];

/** `GET /api/v1/factures/{id}/pdf`: the invoice or credit note as a PDF (application/pdf), named after its reference. */
const INVOICE_PDF: DocumentPdfRoute = {
  access: 'invoices.read',
  summary: "Télécharger la facture ou l'avoir en PDF",
  description: "La facture (ou l'avoir) mise en page à l'en-tête de l'entreprise, avec ses mentions légales ; nommée d'après sa référence.",
  idDescription: "La facture ou l'avoir.",
  answer: 'Le PDF de la facture.',
  render: async (ctx, _auth, id) => {
    const invoice = await ctx.services.invoices.get(ctx.em, id);
    return { filename: `${invoice.reference}.pdf`, pdf: await renderDocumentPdf(await invoicePdfData(ctx.em, ctx.services.files, invoice)) };
  },
};
export const invoicePdfDoc: readonly RouterOperation[] = [documentPdfDoc(INVOICE_PDF)];
export const invoicePdfRouter = documentPdfRouter(INVOICE_PDF);
