import type { Request } from 'express';
import type { RestRoute } from '../../core/rest/facade';
import { type LegacyKeys, type LegacyRead, legacyErrorFields, legacyReader, legacySelection, text } from '../../core/rest/legacy-keys';

const PARTY: LegacyKeys = { role: { key: 'role', read: text }, name: { key: 'nom', read: text }, organisation: { key: 'organisme', read: text } };
const readParty = legacyReader(PARTY);
const parties: LegacyRead = (v, req) =>
  Array.isArray(v) ? v.map((p) => (p && typeof p === 'object' && !Array.isArray(p) ? readParty(p as Record<string, unknown>, req) : p)) : v;

/** A PV under its French keys: what GET answers, what POST and PUT read. */
const KEYS: LegacyKeys = {
  id: { key: 'id', read: text },
  site: { key: 'chantier', select: { id: 'id', name: 'nom' } },
  kind: { key: 'type', read: text },
  date: { key: 'date', read: text },
  parties: { key: 'parties', select: PARTY, read: parties },
  notes: { key: 'observations', read: text },
  status: 'statut',
  withReserves: 'avecReserves',
  reserves: { key: 'reserves', select: { number: 'numero', title: 'titre', trade: 'metier', status: 'statut', responsible: 'responsable' } },
  companySignerName: 'signataireEntreprise',
  companySignatureUrl: 'urlSignatureEntreprise',
  clientSignerName: 'signataireClient',
  clientSignatureUrl: 'urlSignatureClient',
  signedAt: 'signeLe',
  createdAt: 'createdAt',
};
const PV = legacySelection(KEYS);
const readPv = legacyReader(KEYS);
const LEGACY_FIELDS = {
  ...legacyErrorFields(KEYS),
  name: 'nom',
  organisation: 'organisme',
  siteId: 'idChantier',
  companySignerName: 'signataireEntreprise',
  companySignature: 'signatureEntreprise',
  clientSignerName: 'signataireClient',
  clientSignature: 'signatureClient',
};
const body = (req: Request): Record<string, unknown> => (req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {});

/**
 * PV de réception on the REST door (issue 37): `/chantiers/{idChantier}/receptions` (GET with the open réserves, POST),
 * `/chantiers/receptions/{id}` (PUT and DELETE while unsigned), `…/signature` (both signatures).
 */
export const receptionRestRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/chantiers/:idChantier/receptions',
    operation:
      'query Receptions($siteId: ID!) { receptions(siteId: $siteId) { ' +
      `items { ${PV} } guaranteeMonths finalFrom openReserves { numero: number titre: title metier: trade statut: status responsable: responsible } } }`,
    variables: (req) => ({ siteId: req.params.idChantier }),
    answer: (data) => {
      const v = data.receptions as { items: unknown[]; guaranteeMonths: number; finalFrom: string | null; openReserves: unknown[] };
      return { receptions: v.items, delaiGarantieMois: v.guaranteeMonths, definitivePossibleLe: v.finalFrom, reservesOuvertes: v.openReserves };
    },
  },
  {
    method: 'post',
    path: '/chantiers/:idChantier/receptions',
    status: 201,
    operation: `mutation CreateReception($input: ReceptionInput!) { createReception(input: $input) { ${PV} } }`,
    variables: (req) => ({ input: { ...readPv(body(req), req), siteId: req.params.idChantier } }),
    legacyFields: LEGACY_FIELDS,
  },
  {
    method: 'put',
    path: '/chantiers/receptions/:id',
    operation: `mutation UpdateReception($id: ID!, $input: ReceptionInput!) { updateReception(id: $id, input: $input) { ${PV} } }`,
    variables: (req) => ({ id: req.params.id, input: readPv(body(req), req) }),
    legacyFields: LEGACY_FIELDS,
  },
  {
    method: 'post',
    path: '/chantiers/receptions/:id/signature',
    operation: `mutation SignReception($id: ID!, $input: ReceptionSignInput!) { signReception(id: $id, input: $input) { ${PV} } }`,
    variables: (req) => {
      const b = body(req);
      return {
        id: req.params.id,
        input: {
          companySignerName: text(b.signataireEntreprise),
          companySignature: text(b.signatureEntreprise),
          clientSignerName: text(b.signataireClient),
          clientSignature: text(b.signatureClient),
        },
      };
    },
    legacyFields: LEGACY_FIELDS,
  },
  {
    method: 'delete',
    path: '/chantiers/receptions/:id',
    operation: 'mutation DeleteReception($id: ID!) { deleteReception(id: $id) }',
    variables: (req) => ({ id: req.params.id }),
    answer: () => ({ deleted: true }),
  },
];
