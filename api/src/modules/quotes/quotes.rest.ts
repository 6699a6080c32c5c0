import { type DocumentPdfRoute, documentPdfDoc, documentPdfRouter } from '../../core/documents/pdf-route';
import { renderDocumentPdf } from '../../core/documents/pdf/document-pdf';
import { intOr } from '../../core/rest/params';
import type { RestRoute } from '../../core/rest/facade';
import { bodyOf } from '../../core/rest/facade';
import { type LegacyKeys, type LegacyRead, legacyErrorFields, legacyInput, legacyReader, legacySelection, text } from '../../core/rest/legacy-keys';
import type { RouterOperation } from '../../core/rest/router-doc';
import { quotePdfData } from './quote-pdf-data';

/** A quote line, as sent and answered (the legacy body sends it flat, naming its lot). */
const LINE_KEYS: LegacyKeys = {
  designation: { read: text },
  unit: { key: 'unite', read: text },
  quantity: { key: 'quantite', read: text },
  unitPriceHT: { key: 'prixUnitaireHT', read: text },
  vatRate: { key: 'tva', read: text },
  discountPercent: { key: 'remise', read: text },
  totalHT: 'montantHT',
};
const readLine = legacyReader(LINE_KEYS);

/** The legacy body: flat lines, grouped into lots by their 'lot' in the order they first appear; absent keeps the lots. */
const lotsOf: LegacyRead = (v, req) => {
  if (!Array.isArray(v)) return undefined;
  const lots: { title: string | undefined; lines: Record<string, unknown>[] }[] = [];
  for (const raw of v) {
    const l = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const title = text(l.lot) ?? 'Lot 1';
    let lot = lots.find((x) => x.title === title);
    if (!lot) lots.push((lot = { title, lines: [] }));
    lot.lines.push(readLine(l, req));
  }
  return lots;
};
/** EN_COURS is where a quote starts, not a change of status. */
const statusOf: LegacyRead = (v) => {
  const status = text(v);
  return status && status !== 'EN_COURS' ? status : undefined;
};

/** A quote under its legacy keys, in the answer's order (legacyQuote flattens the client, the site and the lots). */
const QUOTE_KEYS: LegacyKeys = {
  id: 'id',
  reference: 'reference',
  clientName: { key: 'client', read: text, out: false },
  client: { select: { id: 'id', name: 'nom', ice: 'ice' } },
  clientPhone: { key: 'telephoneClient', read: text },
  issueDate: { key: 'dateEmission', read: text },
  validUntil: { key: 'dateValidite', read: text },
  siteId: { key: 'idChantier', read: text, out: false },
  site: { key: 'chantier', select: { id: 'id', name: 'nom' } },
  object: { key: 'objet', read: text },
  status: { key: 'statut', read: statusOf },
  totalHT: 'montantHT',
  totalVAT: 'montantTVA',
  totalTTC: 'montantTTC',
  amountInWords: 'montantEnLettres',
  lots: { key: 'lignes', read: lotsOf, select: { title: 'titre', subtotalHT: 'sousTotalHT', lines: { key: 'lignes', select: LINE_KEYS } } },
  notes: { read: text },
  conditions: { read: text },
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
};
const QUOTE = legacySelection(QUOTE_KEYS);
const quoteInput = legacyInput(QUOTE_KEYS, ['lots', 'status']);
// A client chosen by id is named `client` too, and a lot's lines are the legacy body's `lignes`.
const LEGACY_FIELDS = legacyErrorFields(QUOTE_KEYS, { clientId: 'client', lines: 'lignes' });

/** A quote sent by e-mail: to whom (`destinataire`, or `to`), by whom, when, and whether it was delivered. */
const MAIL_KEYS: LegacyKeys = {
  to: { key: 'destinataire', or: 'to', read: text },
  message: { read: text, out: false },
  sentByName: 'envoyePar',
  createdAt: 'date',
  delivered: 'remis',
};
const mailInput = legacyInput(MAIL_KEYS);

type LegacyLot = { titre: string; lignes: Record<string, unknown>[] } & Record<string, unknown>;
/** The legacy quote: the client's name, its site's id, and the lines flat, each naming its lot. */
function legacyQuote(q: Record<string, unknown>) {
  const { client, chantier, lignes, ...rest } = q as { client: { nom: string }; chantier: { id: string } | null; lignes: LegacyLot[] | null };
  return {
    ...rest,
    client: client.nom,
    idChantier: chantier?.id ?? null,
    lignes: (lignes ?? []).flatMap((lot) => lot.lignes.map((l) => ({ lot: lot.titre, ...l }))),
  };
}

/** `/devis…` (SPEC §7): search (a Spring page), create, read, update, delete; the PDF is an express route. */
export const quoteRestRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/devis/search',
    operation:
      `query SearchQuotes($filter: QuoteFilterInput, $page: Int, $size: Int) { quotes(filter: $filter, page: $page, size: $size) { ` +
      `items { ${QUOTE} } total page size totaux: totals { nombre: count montantHT: totalHT montantTTC: totalTTC } } }`,
    variables: (req) => ({
      filter: { status: text(req.query.statut) || undefined, search: text(req.query.search) },
      page: intOr(req.query.page, 0),
      size: intOr(req.query.size, 20),
    }),
    legacyFields: { status: 'statut' },
    answer: (data) => {
      const p = data.quotes as { items: Record<string, unknown>[]; total: number; page: number; size: number; totaux: unknown };
      return {
        content: p.items.map(legacyQuote),
        totalElements: p.total,
        totalPages: Math.ceil(p.total / p.size),
        number: p.page,
        size: p.size,
        totaux: p.totaux,
      };
    },
  },
  {
    method: 'post',
    path: '/devis',
    status: 201,
    operation: `mutation CreateQuote($input: QuoteInput!) { createQuote(input: $input) { ${QUOTE} } }`,
    variables: (req) => ({ input: quoteInput(req) }),
    legacyFields: LEGACY_FIELDS,
    answer: (data) => legacyQuote(data.createQuote as Record<string, unknown>),
  },
  {
    method: 'get',
    path: '/devis/:id',
    operation: `query GetQuote($id: ID!) { quote(id: $id) { ${QUOTE} } }`,
    variables: (req) => ({ id: req.params.id }),
    answer: (data) => legacyQuote(data.quote as Record<string, unknown>),
  },
  {
    method: 'put',
    path: '/devis/:id',
    operation: `mutation UpdateQuote($id: ID!, $input: QuoteInput!) { updateQuote(id: $id, input: $input) { ${QUOTE} } }`,
    variables: (req) => ({ id: req.params.id, input: quoteInput(req) }),
    legacyFields: LEGACY_FIELDS,
    answer: (data) => legacyQuote(data.updateQuote as Record<string, unknown>),
  },
  {
    method: 'post',
    path: '/devis/:id/envoi',
    operation: `mutation SendQuote($id: ID!, $input: QuoteMailInput!) { ` + `sendQuote(id: $id, input: $input) { ${legacySelection(MAIL_KEYS)} } }`,
    variables: (req) => ({ id: req.params.id, input: mailInput(req) }),
    legacyFields: legacyErrorFields(MAIL_KEYS),
    answerFor: (req) => (data) => ({ id: req.params.id, envois: data.sendQuote }),
  },
  {
    method: 'put',
    path: '/devis/:id/chantier',
    operation: `mutation LinkQuoteToSite($id: ID!, $siteId: ID!) { linkQuoteToSite(id: $id, siteId: $siteId) { ${QUOTE} } }`,
    variables: (req) => ({ id: req.params.id, siteId: text(bodyOf(req).idChantier) ?? '' }),
    legacyFields: { siteId: 'idChantier' },
    answer: (data) => legacyQuote(data.linkQuoteToSite as Record<string, unknown>),
  },
  {
    method: 'delete',
    path: '/devis/:id',
    operation: `mutation DeleteQuote($id: ID!) { deleteQuote(id: $id) }`,
    variables: (req) => ({ id: req.params.id }),
    answer: () => ({ deleted: true }),
  },
];

/** `GET /api/v1/devis/{id}/pdf`: the quote as a PDF (application/pdf), named after its reference. */
const QUOTE_PDF: DocumentPdfRoute = {
  access: 'quotes.read',
  summary: 'Télécharger le devis en PDF',
  description: "Le devis mis en page à l'en-tête de l'entreprise, avec ses mentions légales ; nommé d'après sa référence.",
  idDescription: 'Le devis.',
  answer: 'Le PDF du devis.',
  render: async (ctx, auth, id) => {
    const quote = await ctx.services.quotes.get(ctx.em, id);
    return { filename: `${quote.reference}.pdf`, pdf: await renderDocumentPdf(await quotePdfData(ctx.em, ctx.services.files, auth, quote)) };
  },
};
export const quotePdfDoc: readonly RouterOperation[] = [documentPdfDoc(QUOTE_PDF)];
export const quotePdfRouter = documentPdfRouter(QUOTE_PDF);
