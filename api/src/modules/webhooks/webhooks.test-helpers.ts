import { randomUUID } from 'node:crypto';
import { gqlOk, sql } from '../../../test/company';
import type { TestServer } from '../../../test/server';

/** A public-looking receiver: the dispatcher's attempts fail in the background (no such host), which these tests ignore. */
export const HOOK_URL = 'https://hooks.example.com/chantiers';
export const SECRET_FORMAT = /^whsec_[A-Za-z0-9_-]{43}$/;

export const ENDPOINT_FIELDS = 'id url description events active createdAt lastDeliveryStatus lastDeliveryAt failedLastDay';
export const DELIVERY_FIELDS =
  'id eventId eventType status attempts createdAt lastAttemptAt nextAttemptAt deliveredAt responseStatus responseExcerpt lastError replayOf body';
export const LIST = `query { webhookEndpoints { ${ENDPOINT_FIELDS} } }`;
export const CREATE = `mutation ($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { ${ENDPOINT_FIELDS} } } }`;
export const UPDATE = `mutation ($id: ID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { ${ENDPOINT_FIELDS} } }`;
export const DELETE = 'mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) }';
export const ROTATE = `mutation ($id: ID!) { rotateWebhookSecret(id: $id) { secret endpoint { ${ENDPOINT_FIELDS} } } }`;
export const PING = `mutation ($id: ID!) { pingWebhookEndpoint(id: $id) { ${DELIVERY_FIELDS} } }`;
export const DELIVERIES = `query ($endpointId: ID!, $status: String, $page: Int, $size: Int) {
  webhookDeliveries(endpointId: $endpointId, status: $status, page: $page, size: $size) { items { ${DELIVERY_FIELDS} } total page size } }`;
export const DELIVERY = `query ($id: ID!) { webhookDelivery(id: $id) { ${DELIVERY_FIELDS} } }`;
export const REPLAY = `mutation ($id: ID!) { replayWebhookDelivery(id: $id) { ${DELIVERY_FIELDS} } }`;

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export interface Endpoint {
  id: string;
  url: string;
  events: string[];
  active: boolean;
}

/** An endpoint made through GraphQL with a MANAGER's session: its answer (secret and view). */
export async function createEndpoint(
  t: TestServer,
  session: string,
  input: { url?: string; description?: string | null; events?: string[]; active?: boolean } = {},
): Promise<{ secret: string; endpoint: Endpoint }> {
  const res = await t.gql(CREATE, { input: { url: HOOK_URL, events: ['site.created'], ...input } }, session);
  return gqlOk(res).createWebhookEndpoint;
}

export const countEndpoints = async (t: TestServer, companyId: string): Promise<number> =>
  (await sql(t, 'select count(*)::int as n from webhook_endpoint where company_id = $1', [companyId]))[0].n;

export const countDeliveries = async (t: TestServer, where: string, params: unknown[] = []): Promise<number> =>
  (await sql(t, `select count(*)::int as n from webhook_delivery where ${where}`, params))[0].n;

/** Removes a company's endpoints (their deliveries follow by cascade), so each test starts under the cap of 10. */
export const clearEndpoints = (t: TestServer, companyId: string) => sql(t, 'delete from webhook_endpoint where company_id = $1', [companyId]);

/**
 * Delivery rows written as the outbox would, one a minute apart (the first newest), due tomorrow so the dispatcher
 * leaves them alone: the log's tests then read statuses they chose. Answers their ids, newest first.
 */
export async function seedDeliveries(t: TestServer, companyId: string, endpointId: string, statuses: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, status] of statuses.entries()) {
    const id = randomUUID();
    const eventId = randomUUID();
    const body = JSON.stringify({
      id: eventId,
      type: 'site.created',
      createdAt: new Date().toISOString(),
      companyId,
      data: { site: { name: `Chantier ${i}` } },
    });
    await sql(
      t,
      `insert into webhook_delivery (id, company_id, endpoint_id, event_id, event_type, body, status, attempts, created_at, next_attempt_at, give_up_at)
       values ($1, $2, $3, $4, 'site.created', $5, $6, 0, now() - ($7 * interval '1 minute'), now() + interval '1 day', now() + interval '1 day')`,
      [id, companyId, endpointId, eventId, body, status, i],
    );
    ids.push(id);
  }
  return ids;
}

/** Every webhook operation on a GraphQL or REST door, against an endpoint and a delivery: for the refusal tests. */
export function webhookCalls(endpointId: string, deliveryId: string) {
  const input = { url: HOOK_URL, events: ['site.created'] };
  const body = { url: HOOK_URL, evenements: ['site.created'] };
  return {
    gql: [
      ['webhookEndpoints', LIST, {}],
      ['createWebhookEndpoint', CREATE, { input }],
      ['updateWebhookEndpoint', UPDATE, { id: endpointId, input }],
      ['deleteWebhookEndpoint', DELETE, { id: endpointId }],
      ['rotateWebhookSecret', ROTATE, { id: endpointId }],
      ['pingWebhookEndpoint', PING, { id: endpointId }],
      ['webhookDeliveries', DELIVERIES, { endpointId }],
      ['webhookDelivery', DELIVERY, { id: deliveryId }],
      ['replayWebhookDelivery', REPLAY, { id: deliveryId }],
    ] as [string, string, Record<string, unknown>][],
    rest: [
      ['GET', '/webhooks', undefined],
      ['POST', '/webhooks', body],
      ['PUT', `/webhooks/${endpointId}`, body],
      ['DELETE', `/webhooks/${endpointId}`, undefined],
      ['POST', `/webhooks/${endpointId}/secret`, undefined],
      ['POST', `/webhooks/${endpointId}/ping`, undefined],
      ['GET', `/webhooks/${endpointId}/envois`, undefined],
      ['GET', `/webhooks/envois/${deliveryId}`, undefined],
      ['POST', `/webhooks/envois/${deliveryId}/renvoi`, undefined],
    ] as [string, string, unknown][],
  };
}

/** The operations that name an endpoint or a delivery (the list and the creation name none). */
export const namesOne = (name: string) => name !== 'webhookEndpoints' && name !== 'createWebhookEndpoint';
export const restNamesOne = (path: string) => path !== '/webhooks';

export const MSG = {
  urlRequired: "L'adresse (URL) du webhook est requise",
  urlInvalid: "L'adresse du webhook n'est pas une URL valide (https://…)",
  urlMax: "L'adresse du webhook ne doit pas dépasser 500 caractères",
  https: "L'adresse du webhook doit commencer par https://",
  private: "L'adresse du webhook doit être publique : une adresse locale ou d'un réseau privé est refusée",
  eventsRequired: 'Choisissez au moins un événement',
  eventUnknown: 'Événement inconnu',
  descriptionMax: 'La description ne doit pas dépasser 120 caractères',
  tooMany: 'Trop de webhooks : supprimez-en un avant d’en ajouter un autre (10 au plus)',
  inactive: 'Ce webhook est désactivé : activez-le avant de lui envoyer un événement',
  status: 'Statut invalide (PENDING, DELIVERED ou FAILED)',
  session: 'Les webhooks se gèrent depuis une session ouverte dans l’application, pas avec un jeton',
};

export const longUrl = (n: number) => `https://hooks.example.com/${'a'.repeat(n - 26)}`;
// [input (GraphQL names), field, message]
export const BAD_INPUT: [Record<string, unknown>, string, string][] = [
  [{ events: ['site.created'] }, 'url', MSG.urlRequired],
  [{ url: '   ', events: ['site.created'] }, 'url', MSG.urlRequired],
  [{ url: 'pas une adresse', events: ['site.created'] }, 'url', MSG.urlInvalid],
  [{ url: 'ftp://hooks.example.com/x', events: ['site.created'] }, 'url', MSG.urlInvalid],
  [{ url: 'https://moi:secret@hooks.example.com/x', events: ['site.created'] }, 'url', MSG.urlInvalid],
  [{ url: longUrl(501), events: ['site.created'] }, 'url', MSG.urlMax],
  [{ url: 'http://example.com', events: ['site.created'] }, 'url', MSG.https],
  [{ url: 'http://localhost:4000/x', events: ['site.created'] }, 'url', MSG.https],
  // Written out or in the forms URL parsing normalises (127.1, 2130706433), IPv4 and IPv6.
  ...['https://127.0.0.1/x', 'https://10.0.0.5/', 'https://localhost/', 'https://[::1]/', 'https://192.168.1.20/hook', 'https://0.0.0.0/'].map(
    (url): [Record<string, unknown>, string, string] => [{ url, events: ['site.created'] }, 'url', MSG.private],
  ),
  ...['https://127.1/', 'https://2130706433/', 'https://[fd00::1]/', 'https://[fe80::1]/', 'https://172.16.5.4:8443/'].map(
    (url): [Record<string, unknown>, string, string] => [{ url, events: ['site.created'] }, 'url', MSG.private],
  ),
  [{ url: 'https://169.254.169.254/latest/meta-data', events: ['site.created'] }, 'url', MSG.private],
  [{ url: 'https://[::ffff:127.0.0.1]/x', events: ['site.created'] }, 'url', MSG.private],
  [{ url: 'https://api.localhost/x', events: ['site.created'] }, 'url', MSG.private],
  [{ url: HOOK_URL }, 'events', MSG.eventsRequired],
  [{ url: HOOK_URL, events: [] }, 'events', MSG.eventsRequired],
  [{ url: HOOK_URL, events: ['site.deleted'] }, 'events.0', MSG.eventUnknown],
  [{ url: HOOK_URL, events: ['site.created', 'ping'] }, 'events.1', MSG.eventUnknown],
  [{ url: HOOK_URL, events: ['site.created'], description: 'd'.repeat(121) }, 'description', MSG.descriptionMax],
];

/**
 * Runs `call` while a deferred constraint trigger refuses, at COMMIT, any site named `siteName`: everything the
 * transaction wrote before (the site, its delivery rows) must go with it.
 */
export async function refusingAtCommit<T>(t: TestServer, siteName: string, call: () => Promise<T>): Promise<T> {
  await sql(t, `create function webhooks_test_refuse() returns trigger language plpgsql as $$ begin raise exception 'refusé au commit'; end $$`);
  await sql(
    t,
    `create constraint trigger webhooks_test_refuse after insert on site deferrable initially deferred
     for each row when (new.name = '${siteName.replace(/'/g, "''")}') execute function webhooks_test_refuse()`,
  );
  try {
    return await call();
  } finally {
    await sql(t, 'drop trigger webhooks_test_refuse on site');
    await sql(t, 'drop function webhooks_test_refuse()');
  }
}

/** A company's endpoints are exactly `endpoint` (secret and address as they were) and its log holds `deliveries` rows. */
export async function expectUntouched(t: TestServer, companyId: string, endpoint: { id: string; secret: string; url: string }, deliveries: number) {
  expect(await sql(t, 'select id, secret, url from webhook_endpoint where company_id = $1', [companyId])).toEqual([endpoint]);
  expect(await countDeliveries(t, 'company_id = $1', [companyId])).toBe(deliveries);
}
