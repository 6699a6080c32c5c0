import { intOr } from '../../core/rest/params';
import type { RestRoute } from '../../core/rest/facade';
import {
  type LegacyKeys,
  type LegacyRead,
  legacyErrorFields,
  legacyInput,
  legacySelection,
  text,
  textList,
  textOrNull,
} from '../../core/rest/legacy-keys';

/** `actif`: a boolean, or "true"/"false" (a form's text); anything else goes on as it is, for GraphQL to refuse. */
const activeOf: LegacyRead = (value) => {
  if (value === undefined || value === null) return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
};

/** French keys, as the rest of `/api/v1`. */
const ENDPOINT_KEYS: LegacyKeys = {
  id: 'id',
  url: { read: text },
  description: { read: textOrNull },
  events: { key: 'evenements', read: textList },
  active: { key: 'actif', read: activeOf },
  createdAt: 'creeLe',
  lastDeliveryStatus: 'dernierEnvoiStatut',
  lastDeliveryAt: 'dernierEnvoiLe',
  failedLastDay: 'echecs24h',
};
const ENDPOINT = legacySelection(ENDPOINT_KEYS);
const LEGACY_FIELDS = legacyErrorFields(ENDPOINT_KEYS);
const endpointInput = legacyInput(ENDPOINT_KEYS, ['events']);
const DELIVERY = `id evenementId: eventId evenement: eventType statut: status tentatives: attempts creeLe: createdAt derniereTentative: lastAttemptAt
  prochaineTentative: nextAttemptAt livreLe: deliveredAt codeReponse: responseStatus reponse: responseExcerpt erreur: lastError renvoiDe: replayOf`;

const secretAnswer = (key: string) => (data: Record<string, unknown>) => {
  const made = data[key] as { secret: string; endpoint: Record<string, unknown> };
  return { secret: made.secret, ...made.endpoint };
};

/** `/api/v1/webhooks`: the same operations as the screen (Paramètres → Webhooks), for a MANAGER's session. */
export const webhooksRestRoutes: RestRoute[] = [
  { method: 'get', path: '/webhooks', operation: `query { webhookEndpoints { ${ENDPOINT} } }` },
  {
    method: 'post',
    path: '/webhooks',
    status: 201,
    operation: `mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { ${ENDPOINT} } } }`,
    variables: (req) => ({ input: endpointInput(req) }),
    legacyFields: LEGACY_FIELDS,
    answer: secretAnswer('createWebhookEndpoint'),
  },
  {
    method: 'put',
    path: '/webhooks/:id',
    operation: `mutation($id: ID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { ${ENDPOINT} } }`,
    variables: (req) => ({ id: req.params.id, input: endpointInput(req) }),
    legacyFields: LEGACY_FIELDS,
  },
  {
    method: 'delete',
    path: '/webhooks/:id',
    operation: 'mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }',
    variables: (req) => ({ id: req.params.id }),
    answer: () => ({ supprime: true }),
  },
  {
    method: 'post',
    path: '/webhooks/:id/secret',
    operation: `mutation($id: ID!) { rotateWebhookSecret(id: $id) { secret endpoint { ${ENDPOINT} } } }`,
    variables: (req) => ({ id: req.params.id }),
    answer: secretAnswer('rotateWebhookSecret'),
  },
  {
    method: 'post',
    path: '/webhooks/:id/ping',
    status: 202,
    operation: `mutation($id: ID!) { pingWebhookEndpoint(id: $id) { ${DELIVERY} } }`,
    variables: (req) => ({ id: req.params.id }),
  },
  {
    method: 'get',
    path: '/webhooks/:id/envois',
    operation: `query($id: ID!, $status: String, $page: Int, $size: Int) {
      webhookDeliveries(endpointId: $id, status: $status, page: $page, size: $size) { items { ${DELIVERY} } total page size } }`,
    variables: (req) => ({
      id: req.params.id,
      status: text(req.query.statut) ?? null,
      page: intOr(req.query.page, 0),
      size: intOr(req.query.size, 20),
    }),
  },
  {
    method: 'get',
    path: '/webhooks/envois/:id',
    operation: `query($id: ID!) { webhookDelivery(id: $id) { ${DELIVERY} corps: body } }`,
    variables: (req) => ({ id: req.params.id }),
  },
  {
    method: 'post',
    path: '/webhooks/envois/:id/renvoi',
    status: 202,
    operation: `mutation($id: ID!) { replayWebhookDelivery(id: $id) { ${DELIVERY} } }`,
    variables: (req) => ({ id: req.params.id }),
  },
];
