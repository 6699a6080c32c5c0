import type { Request } from 'express';
import type { RestRoute } from '../../../core/rest/facade';
import { type LegacyKeys, type LegacyRead, legacyErrorFields, legacyReader, legacySelection, text } from '../../../core/rest/legacy-keys';

/** A line's action in French (AJOUT, MODIFICATION, SUPPRESSION) or as answered (ADD, CHANGE, REMOVE). */
const ACTION_IN: Record<string, string> = { AJOUT: 'ADD', MODIFICATION: 'CHANGE', SUPPRESSION: 'REMOVE' };

const action: LegacyRead = (v) => (typeof v === 'string' ? (ACTION_IN[v.trim().toUpperCase()] ?? v) : v);
const LINE: LegacyKeys = {
  id: 'id',
  action: { key: 'type', read: action },
  lineId: { key: 'idLigne', read: text },
  lotTitle: { key: 'lot', read: text },
  designation: { key: 'designation', read: text },
  unit: { key: 'unite', read: text },
  quantity: { key: 'quantite', read: text },
  unitPriceHT: { key: 'prixUnitaireHT', read: text },
  vatRate: { key: 'tva', read: text },
  discountPercent: { key: 'remise', read: text },
  totalHT: 'totalHT',
  previousHT: 'totalHTAvant',
};
const readLine = legacyReader(LINE);
const lines: LegacyRead = (v, req) =>
  Array.isArray(v) ? v.map((l) => (l && typeof l === 'object' && !Array.isArray(l) ? readLine(l as Record<string, unknown>, req) : l)) : v;

/** An avenant under its French keys: what GET answers, what POST and PUT read. */
const KEYS: LegacyKeys = {
  id: 'id',
  quoteId: 'idDevis',
  quoteReference: 'referenceDevis',
  number: 'numero',
  reference: 'reference',
  label: { key: 'objet', read: text },
  issueDate: { key: 'date', read: text },
  status: 'statut',
  deltaHT: 'montantHT',
  deltaVAT: 'montantTVA',
  deltaTTC: 'montantTTC',
  decidedAt: 'dateDecision',
  refusalReason: 'motifRefus',
  lines: { key: 'lignes', select: LINE, read: lines },
  createdAt: 'createdAt',
};
const ORDER = legacySelection(KEYS);
const LEGACY_FIELDS = { ...legacyErrorFields(KEYS), ...legacyErrorFields(LINE), reason: 'motif' };
const readOrder = legacyReader(KEYS);
const body = (req: Request): Record<string, unknown> => (req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {});

/**
 * Avenants on the REST door (issue 37): `/devis/{id}/avenants` (GET the quote's, with its totals; POST one),
 * `/devis/avenants/{id}` (GET, PUT while pending, DELETE while pending), `…/acceptation`, `…/refus` (`motif`).
 */
export const changeOrderRestRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/devis/:id/avenants',
    operation:
      'query QuoteChangeOrders($quoteId: ID!) { changeOrders(quoteId: $quoteId) { ' +
      `items { ${ORDER} } initialHT initialTTC currentHT currentTTC } }`,
    variables: (req) => ({ quoteId: req.params.id }),
    answer: (data) => {
      const v = data.changeOrders as {
        items: Record<string, unknown>[];
        initialHT: string;
        initialTTC: string;
        currentHT: string;
        currentTTC: string;
      };
      return {
        avenants: v.items,
        montantInitialHT: v.initialHT,
        montantInitialTTC: v.initialTTC,
        montantAvecAvenantsHT: v.currentHT,
        montantAvecAvenantsTTC: v.currentTTC,
      };
    },
  },
  {
    method: 'post',
    path: '/devis/:id/avenants',
    status: 201,
    operation: `mutation CreateChangeOrder($quoteId: ID!, $input: ChangeOrderInput!) { createChangeOrder(quoteId: $quoteId, input: $input) { ${ORDER} } }`,
    variables: (req) => ({ quoteId: req.params.id, input: readOrder(body(req), req) }),
    legacyFields: LEGACY_FIELDS,
  },
  {
    method: 'get',
    path: '/devis/avenants/:id',
    operation: `query ChangeOrder($id: ID!) { changeOrder(id: $id) { ${ORDER} } }`,
    variables: (req) => ({ id: req.params.id }),
  },
  {
    method: 'put',
    path: '/devis/avenants/:id',
    operation: `mutation UpdateChangeOrder($id: ID!, $input: ChangeOrderInput!) { updateChangeOrder(id: $id, input: $input) { ${ORDER} } }`,
    variables: (req) => ({ id: req.params.id, input: readOrder(body(req), req) }),
    legacyFields: LEGACY_FIELDS,
  },
  {
    method: 'post',
    path: '/devis/avenants/:id/acceptation',
    operation: `mutation AcceptChangeOrder($id: ID!) { acceptChangeOrder(id: $id) { ${ORDER} } }`,
    variables: (req) => ({ id: req.params.id }),
  },
  {
    method: 'post',
    path: '/devis/avenants/:id/refus',
    operation: `mutation RefuseChangeOrder($id: ID!, $reason: String!) { refuseChangeOrder(id: $id, reason: $reason) { ${ORDER} } }`,
    variables: (req) => ({ id: req.params.id, reason: text(body(req).motif) ?? '' }),
    legacyFields: LEGACY_FIELDS,
  },
  {
    method: 'delete',
    path: '/devis/avenants/:id',
    operation: 'mutation DeleteChangeOrder($id: ID!) { deleteChangeOrder(id: $id) }',
    variables: (req) => ({ id: req.params.id }),
    answer: () => ({ deleted: true }),
  },
];
