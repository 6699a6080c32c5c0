import type { Request } from 'express';
import type { RestRoute } from '../../core/rest/facade';
import { text } from '../../core/rest/legacy-keys';

const REQUEST =
  'id type: kind idDocument: documentId titre: title email: recipientEmail nom: recipientName statut: status envoyePar: sentByName ' +
  'createdAt expireLe: expiresAt sha256: pdfSha256 signataire: signerName typeSignature: signatureKind reponduLe: answeredAt ' +
  'ip: answerIp motifRefus: refusalReason pdfSigne: signedPdfPath';
const LINK =
  'statut: status type: kind titre: title entreprise: company destinataire: recipientName emailMasque: maskedEmail expireLe: expiresAt ' +
  'message signataire: signerName reponduLe: answeredAt';
const LEGACY_FIELDS = {
  kind: 'type',
  documentId: 'idDocument',
  name: 'nom',
  signerName: 'nom',
  drawn: 'signature',
  consent: 'consentement',
  reason: 'motif',
};
const body = (req: Request): Record<string, unknown> => (req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {});

/**
 * Signature by link on the REST door (issue 37): the company sends (`POST /signatures`), follows
 * (`GET /signatures?type=&idDocument=`) and withdraws (`DELETE /signatures/{id}`); the client, without an account,
 * answers under `/signatures/lien/{jeton}`.
 */
export const signatureRestRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/signatures',
    status: 201,
    operation: `mutation SendForSignature($input: SendForSignatureInput!) { sendForSignature(input: $input) { ${REQUEST} } }`,
    variables: (req) => {
      const b = body(req);
      return { input: { kind: text(b.type), documentId: text(b.idDocument), email: text(b.email), name: text(b.nom), message: text(b.message) } };
    },
    legacyFields: LEGACY_FIELDS,
  },
  {
    method: 'get',
    path: '/signatures',
    operation: `query SignatureRequests($kind: String!, $documentId: ID!) { signatureRequests(kind: $kind, documentId: $documentId) { ${REQUEST} } }`,
    variables: (req) => ({ kind: String(req.query.type ?? ''), documentId: String(req.query.idDocument ?? '') }),
    answer: (data) => ({ demandes: data.signatureRequests }),
  },
  {
    method: 'delete',
    path: '/signatures/:id',
    operation: `mutation CancelSignatureRequest($id: ID!) { cancelSignatureRequest(id: $id) { ${REQUEST} } }`,
    variables: (req) => ({ id: req.params.id }),
  },
  {
    method: 'get',
    path: '/signatures/lien/:jeton',
    operation: `query SignatureLink($token: String!) { signatureLink(token: $token) { ${LINK} } }`,
    variables: (req) => ({ token: req.params.jeton }),
  },
  {
    method: 'post',
    path: '/signatures/lien/:jeton/code',
    operation: `mutation RequestSignatureCode($token: String!) { requestSignatureCode(token: $token) { ${LINK} } }`,
    variables: (req) => ({ token: req.params.jeton }),
  },
  {
    method: 'post',
    path: '/signatures/lien/:jeton/verification',
    operation:
      'mutation VerifySignatureCode($token: String!, $code: String!) { verifySignatureCode(token: $token, code: $code) { session expireLe: expiresAt } }',
    variables: (req) => ({ token: req.params.jeton, code: text(body(req).code) ?? '' }),
  },
  {
    method: 'post',
    path: '/signatures/lien/:jeton/signature',
    operation: `mutation SignDocument($token: String!, $input: SignDocumentInput!) { signDocument(token: $token, input: $input) { ${LINK} } }`,
    variables: (req) => {
      const b = body(req);
      return {
        token: req.params.jeton,
        input: {
          session: text(b.session),
          signerName: text(b.nom),
          drawn: text(b.signature),
          consent: typeof b.consentement === 'boolean' ? b.consentement : null,
        },
      };
    },
    legacyFields: LEGACY_FIELDS,
  },
  {
    method: 'post',
    path: '/signatures/lien/:jeton/refus',
    operation: `mutation RefuseDocument($token: String!, $input: RefuseDocumentInput!) { refuseDocument(token: $token, input: $input) { ${LINK} } }`,
    variables: (req) => {
      const b = body(req);
      return { token: req.params.jeton, input: { session: text(b.session), reason: text(b.motif) } };
    },
    legacyFields: LEGACY_FIELDS,
  },
];
