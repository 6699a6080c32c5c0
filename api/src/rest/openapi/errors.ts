import { ERROR_CODES, ERROR_STATUS, type ErrorCode, translate } from '@chantiers/schema';
import type { JsonSchema } from './json-schema';

/** The REST error body (core/http/send-error.ts), one schema for every error answer. */
export const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  description: "Le corps de toute réponse d'erreur ; `fields` nomme les clés fautives (clés héritées) avec un message en français.",
  required: ['status', 'error', 'message'],
  properties: {
    status: { type: 'integer', description: 'Le code HTTP, répété.' },
    error: { type: 'string', enum: ERROR_CODES, description: "Le code d'erreur, le même que `extensions.code` en GraphQL." },
    message: { type: 'string', description: 'Le message, en français.' },
    messageId: { type: 'string', description: 'La clé du message, pour un client qui traduit.' },
    fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Clé fautive → message.' },
    retryAfterSeconds: { type: 'integer', description: 'RATE_LIMITED : secondes avant de réessayer (aussi en `Retry-After`).' },
    fixPath: { type: 'string', description: "L'écran où corriger ce que l'erreur nomme." },
    conflicts: { type: 'array', items: { type: 'object' }, description: 'CONFLICT confirmable : les avertissements à montrer.' },
    current: {
      type: 'object',
      description: 'CONFLICT d’un changement fait sur une version ancienne : l’enregistrement tel que le serveur l’a maintenant.',
    },
    traceId: { type: 'string', description: 'À citer au support ; le même que l’en-tête `X-Trace-Id`.' },
  },
};

const MESSAGES: Partial<Record<ErrorCode, { id: string; description: string }>> = {
  BAD_USER_INPUT: { id: 'error.request.invalid', description: 'Requête invalide : `fields` nomme les clés en cause.' },
  UNAUTHENTICATED: { id: 'error.unauthenticated.message', description: 'Jeton absent, expiré ou révoqué.' },
  FORBIDDEN: { id: 'error.forbidden.message', description: "Le rôle ou le type d'utilisateur ne le permet pas." },
  NOT_FOUND: { id: 'error.notFound.message', description: "L'enregistrement (ou l'adresse) n'existe pas dans votre entreprise." },
  GONE: { id: 'auth.verify.expired', description: 'Lien reçu par e-mail expiré.' },
  CONFLICT: { id: 'cra.month.locked', description: 'Conflit avec l’état courant (modification concurrente, doublon, enregistrement lié).' },
  PAYLOAD_TOO_LARGE: { id: 'error.payloadTooLarge.message', description: 'Corps ou fichier trop volumineux.' },
  UNSUPPORTED_MEDIA_TYPE: { id: 'error.unsupportedMedia.message', description: "Type de fichier refusé (d'après son contenu)." },
  RATE_LIMITED: { id: 'auth.signIn.rateLimited', description: 'Trop de requêtes : réessayer après `Retry-After` secondes.' },
  INTERNAL: { id: 'error.internal.message', description: 'Erreur technique, journalisée avec son `traceId`.' },
  UNAVAILABLE: { id: 'error.unavailable.message', description: 'La base de données est momentanément injoignable.' },
};

const CODE_OF_STATUS = new Map<number, ErrorCode>(Object.entries(ERROR_STATUS).map(([code, status]) => [status, code as ErrorCode]));

/** `components.responses` key of an error status. */
export const errorResponseName = (status: number): string => CODE_OF_STATUS.get(status)!;

/** One reusable response per error code, with its description and a French example. */
export function errorResponses(): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const [code, status] of Object.entries(ERROR_STATUS) as [ErrorCode, number][]) {
    const known = MESSAGES[code];
    if (!known) continue;
    const example: JsonSchema = { status, error: code, message: translate(known.id), traceId: '5f0c2a7e-3b1d-4c8a-9e2f-1a2b3c4d5e6f' };
    if (code === 'BAD_USER_INPUT') example.fields = { raisonSociale: translate('validation.required') };
    if (code === 'RATE_LIMITED') example.retryAfterSeconds = 60;
    out[code] = {
      description: known.description,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example } },
      ...(code === 'RATE_LIMITED'
        ? { headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Secondes avant de réessayer.' } } }
        : {}),
    };
  }
  return out;
}

/** The operations that consume a mailed single-use link, which answers GONE once expired (accounts.service.ts). */
const LINK_OPERATIONS = ['confirmEmail', 'resetPassword', 'acceptInvitation'];

export interface ErrorCase {
  rootFields: string[];
  signedIn: boolean;
  mutation: boolean;
  hasBody: boolean;
  upload: boolean;
  takesFiles: boolean;
}

/** The error statuses a route can answer, from what it is (public or not, reads a body, stores a file). */
export function errorStatuses(c: ErrorCase): number[] {
  const statuses = [400, 404, 429, 500, 503];
  if (c.signedIn || c.mutation) statuses.push(401);
  // A public mutation refuses too: a sign-in of an account not yet confirmed or disabled.
  if (c.signedIn || c.mutation) statuses.push(403);
  if (c.mutation) statuses.push(409);
  if (c.hasBody || c.upload) statuses.push(413);
  if (c.upload || c.takesFiles) statuses.push(415);
  if (c.rootFields.some((f) => LINK_OPERATIONS.includes(f))) statuses.push(410);
  return statuses.sort((a, b) => a - b);
}
