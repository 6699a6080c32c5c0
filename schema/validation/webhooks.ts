import * as z from 'zod/mini';

/** Webhooks for integrators (issue 21): what a company may register, and the events it may hear. */
export const WEBHOOK_LIMITS = {
  urlMax: 500,
  descriptionMax: 120,
  /** Endpoints per company: a list a person can still review (each event is sent to every endpoint that wants it). */
  perCompany: 10,
  /** A delivery is retried with exponential backoff for this long after its event, then marked failed. */
  retryHours: 24,
  /** An endpoint answers within this many seconds, with a 2xx, or the attempt failed. */
  timeoutSeconds: 10,
  /** Delivered and failed deliveries are kept this long in the log, then deleted. */
  keepDays: 30,
  /** The start of the receiver's answer kept in the delivery log. */
  responseExcerptMax: 1000,
} as const;

/** The events an endpoint may subscribe to (`ping` is sent on demand only, to every endpoint). */
export const WEBHOOK_EVENTS = [
  'site.created',
  'site.archived',
  'purchase.created',
  'revenue.created',
  'quote.accepted',
  'invoice.issued',
  'invoice.paid',
  'stock.below_alert',
  'daily_log.signed',
  'reserve.lifted',
  'reserve.assigned',
  'document.signed',
  'document.refused',
  'reception.signed',
  'change_order.accepted',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export type WebhookEventOrPing = WebhookEvent | 'ping';

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** The signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the endpoint's secret>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Chantiers-Signature';
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

const url = z.string({ error: 'webhooks.url.required' }).check(
  z.trim(),
  z.minLength(1, 'webhooks.url.required'),
  z.maxLength(WEBHOOK_LIMITS.urlMax, 'webhooks.url.max'),
  z.refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password && Boolean(u.hostname);
    } catch {
      return false;
    }
  }, 'webhooks.url.invalid'),
  // Plain http is for a receiver on this machine only (development, tests): the server decides (WEBHOOKS_ALLOW_PRIVATE).
  z.refine((v) => !/^http:/i.test(v) || /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/i.test(v), 'webhooks.url.https'),
);

const description = z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(WEBHOOK_LIMITS.descriptionMax, 'webhooks.description.max'))));

const events = z
  .array(z.enum(WEBHOOK_EVENTS, { error: 'webhooks.events.invalid' }), { error: 'webhooks.events.required' })
  .check(z.minLength(1, 'webhooks.events.required'));

/** `createWebhookEndpoint` / `updateWebhookEndpoint` (REST `POST|PUT /api/v1/webhooks` as `{url, description, evenements, actif}`). */
export const webhookEndpointSchema = z.object({
  url,
  description,
  events,
  active: z.optional(z.boolean({ error: 'webhooks.active.invalid' })),
});
export type WebhookEndpointValues = z.input<typeof webhookEndpointSchema>;
export type WebhookEndpointData = z.output<typeof webhookEndpointSchema>;
