import express, { type Request, type Router } from 'express';
import type { Context } from '../../context';
import { parseId } from '../../core/errors/parse';
import { handle } from '../../core/http/handler';
import { renderQuotePdf } from '../quotes/pdf/quote-pdf';
import { invoicePdfData } from './invoice-pdf-data';
import { intOr } from '../../core/rest/params';
import type { RestRoute } from '../../rest/facade';
import { bodyOf, text } from '../../rest/facade';
import { fileAnswer, MEDIA, type RouterOperation, uuidParam } from '../../rest/openapi/router-doc';

const INVOICE =
  'id reference type: kind libelle: label devis: quote { id reference } client { id nom: name ice } chantier: site { id nom: name } ' +
  'avoirDe: creditOf { id reference } dateEmission: issueDate dateEcheance: dueDate pourcentage: percent montantHT: totalHT ' +
  'montantTVA: totalVAT montantTTC: totalTTC tauxRetenue: retentionRate retenue: retentionAmount netAPayer: netToPay ' +
  'montantPaye: paidAmount montantAvoirs: creditedAmount resteAPayer: balance statut: status montantEnLettres: amountInWords notes';
const DETAIL =
  `${INVOICE} lignes: lines { designation idLigneDevis: quoteLineId montantDevisHT: quoteAmountHT avancementPrecedent: previousPercent ` +
  'avancementCumule: cumulativePercent deduction tva: vatRate montantHT: totalHT } tva: vat { taux: rate base montant: vat } ' +
  'paiements: payments { id date montant: amount mode reference }';

function invoiceInput(req: Request) {
  const b = bodyOf(req);
  const lignes = Array.isArray(b.lignes) ? b.lignes : Array.isArray(b.avancements) ? b.avancements : undefined;
  return {
    kind: text(b.type),
    issueDate: text(b.dateEmission),
    percent: text(b.pourcentage),
    amountHT: text(b.montant) ?? text(b.montantHT),
    progress: lignes?.map((raw) => {
      const l = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
      return { lineId: text(l.idLigneDevis) ?? text(l.id), percent: text(l.avancement) ?? text(l.pourcentage) };
    }),
    notes: text(b.notes),
  };
}
const INVOICE_FIELDS = {
  kind: 'type',
  issueDate: 'dateEmission',
  percent: 'pourcentage',
  amountHT: 'montant',
  progress: 'avancements',
  notes: 'notes',
};

/** `/factures…` in the style of SPEC §7: a Spring page, the detail, issuing from a quote, payments and credit notes. */
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
    variables: (req) => {
      const b = bodyOf(req);
      return { invoiceId: req.params.id, input: { date: text(b.date), amount: text(b.montant), mode: text(b.mode), reference: text(b.reference) } };
    },
    legacyFields: { date: 'date', amount: 'montant', mode: 'mode', reference: 'reference' },
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
    variables: (req) => {
      const b = bodyOf(req);
      return {
        invoiceId: req.params.id,
        input: { reason: text(b.motif), amountTTC: text(b.montant) ?? text(b.montantTTC), issueDate: text(b.dateEmission) },
      };
    },
    legacyFields: { reason: 'motif', amountTTC: 'montant', issueDate: 'dateEmission' },
  },
];

const INVOICE_PDF = {
  method: 'get',
  path: '/{id}/pdf',
  summary: "Télécharger la facture ou l'avoir en PDF",
  description: "La facture (ou l'avoir) mise en page à l'en-tête de l'entreprise, avec ses mentions légales ; nommée d'après sa référence.",
  access: 'invoices.read',
  parameters: [uuidParam('id', "La facture ou l'avoir.")],
  responses: fileAnswer('Le PDF de la facture.', [MEDIA.pdf]),
} satisfies RouterOperation;
export const invoicePdfDoc: readonly RouterOperation[] = [INVOICE_PDF];

/** `GET /api/v1/factures/{id}/pdf`: the invoice or credit note as a PDF (application/pdf), named after its reference. */
export function invoicePdfRouter(contextFor: (req: Request) => Context): Router {
  const router = express.Router();
  router.get(
    '/:id/pdf',
    handle(contextFor, INVOICE_PDF.access, async (ctx, _auth, req, res) => {
      const invoice = await ctx.services.invoices.get(ctx.em, parseId(String(req.params.id)));
      const pdf = await renderQuotePdf(await invoicePdfData(ctx.em, ctx.services.files, invoice));
      res
        .status(200)
        .type('application/pdf')
        .setHeader('Content-Disposition', `inline; filename="${invoice.reference}.pdf"`)
        .setHeader('Cache-Control', 'private, no-store')
        .send(pdf);
    }),
  );
  return router;
}
