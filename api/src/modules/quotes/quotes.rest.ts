import express, { type Request, type Router } from 'express';
import type { Context } from '../../context';
import { handle } from '../../core/http/handler';
import { parseId } from '../../core/errors/parse';
import { intOr } from '../../core/rest/params';
import type { RestRoute } from '../../rest/facade';
import { bodyOf, text } from '../../rest/facade';
import { fileAnswer, MEDIA, type RouterOperation, uuidParam } from '../../rest/openapi/router-doc';
import { quotePdfData } from './quote-pdf-data';
import { renderQuotePdf } from './pdf/quote-pdf';

const LINE = 'designation unite: unit quantite: quantity prixUnitaireHT: unitPriceHT tva: vatRate remise: discountPercent montantHT: totalHT';
const QUOTE =
  'id reference client { id nom: name ice } telephoneClient: clientPhone dateEmission: issueDate dateValidite: validUntil ' +
  'chantier: site { id nom: name } objet: object statut: status montantHT: totalHT montantTVA: totalVAT montantTTC: totalTTC ' +
  `montantEnLettres: amountInWords lots { titre: title sousTotalHT: subtotalHT lignes: lines { ${LINE} } } notes conditions createdAt updatedAt`;
const LEGACY_FIELDS = {
  clientId: 'client',
  clientName: 'client',
  clientPhone: 'telephoneClient',
  issueDate: 'dateEmission',
  validUntil: 'dateValidite',
  siteId: 'idChantier',
  object: 'objet',
  lots: 'lignes',
  lines: 'lignes',
  status: 'statut',
};

type LegacyLot = { titre: string; lignes: Record<string, unknown>[] } & Record<string, unknown>;
/** The legacy quote: the client's name, its site's id, and the lines flat, each naming its lot. */
function legacyQuote(q: Record<string, unknown>) {
  const { client, chantier, lots, ...rest } = q as { client: { nom: string }; chantier: { id: string } | null; lots: LegacyLot[] | null };
  return {
    ...rest,
    client: client.nom,
    idChantier: chantier?.id ?? null,
    lignes: (lots ?? []).flatMap((lot) => lot.lignes.map((l) => ({ lot: lot.titre, ...l }))),
  };
}

/** The legacy body: flat lines, grouped into lots by their 'lot' in the order they first appear. */
function quoteInput(req: Request) {
  const b = bodyOf(req);
  const lots: { title: string | undefined; lines: Record<string, unknown>[] }[] = [];
  for (const raw of Array.isArray(b.lignes) ? b.lignes : []) {
    const l = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const title = text(l.lot) ?? 'Lot 1';
    let lot = lots.find((x) => x.title === title);
    if (!lot) lots.push((lot = { title, lines: [] }));
    lot.lines.push({
      designation: text(l.designation),
      unit: text(l.unite),
      quantity: text(l.quantite),
      unitPriceHT: text(l.prixUnitaireHT),
      vatRate: text(l.tva),
      discountPercent: text(l.remise),
    });
  }
  const statut = text(b.statut);
  return {
    clientName: text(b.client),
    clientPhone: text(b.telephoneClient),
    issueDate: text(b.dateEmission),
    validUntil: text(b.dateValidite),
    siteId: text(b.idChantier),
    object: text(b.objet),
    lots: Array.isArray(b.lignes) ? lots : undefined,
    notes: text(b.notes),
    conditions: text(b.conditions),
    status: statut && statut !== 'EN_COURS' ? statut : undefined,
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
    operation:
      `mutation SendQuote($id: ID!, $input: QuoteMailInput!) { ` +
      `sendQuote(id: $id, input: $input) { destinataire: to envoyePar: sentByName date: createdAt remis: delivered } }`,
    variables: (req) => {
      const b = bodyOf(req);
      return { id: req.params.id, input: { to: text(b.destinataire) ?? text(b.to), message: text(b.message) } };
    },
    legacyFields: { to: 'destinataire' },
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

const QUOTE_PDF = {
  method: 'get',
  path: '/{id}/pdf',
  summary: 'Télécharger le devis en PDF',
  description: "Le devis mis en page à l'en-tête de l'entreprise, avec ses mentions légales ; nommé d'après sa référence.",
  access: 'quotes.read',
  parameters: [uuidParam('id', 'Le devis.')],
  responses: fileAnswer('Le PDF du devis.', [MEDIA.pdf]),
} satisfies RouterOperation;
export const quotePdfDoc: readonly RouterOperation[] = [QUOTE_PDF];

/** `GET /api/v1/devis/{id}/pdf`: the quote as a PDF (application/pdf), named after its reference. */
export function quotePdfRouter(contextFor: (req: Request) => Context): Router {
  const router = express.Router();
  router.get(
    '/:id/pdf',
    handle(contextFor, QUOTE_PDF.access, async (ctx, auth, req, res) => {
      const quote = await ctx.services.quotes.get(ctx.em, parseId(String(req.params.id)));
      const pdf = await renderQuotePdf(await quotePdfData(ctx.em, ctx.services.files, auth, quote));
      res
        .status(200)
        .type('application/pdf')
        .setHeader('Content-Disposition', `inline; filename="${quote.reference}.pdf"`)
        .setHeader('Cache-Control', 'private, no-store')
        .send(pdf);
    }),
  );
  return router;
}
