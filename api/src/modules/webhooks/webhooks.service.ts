import { randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { WEBHOOK_LIMITS, WEBHOOK_SECRET_PREFIX, type WebhookDeliveryStatus, webhookEndpointSchema } from '@chantiers/schema';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../../core/errors/app-error';
import { parseInput } from '../../core/errors/parse';
import { Company } from '../../core/tenancy/company.entity';
import { User } from '../accounts';
import { isPrivateHostLiteral } from './webhook-address';
import { WebhookDelivery } from './webhook-delivery.entity';
import { envelope, queueWebhook } from './webhook-emit';
import { WebhookEndpoint } from './webhook-endpoint.entity';

const notFound = () => AppError.notFound('webhooks.notFound');
const newSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

/** Managing webhooks takes a person's session: a leaked API token must not be able to send the company's events elsewhere. */
function requireSession(auth: AuthInfo): void {
  if (auth.apiToken) throw AppError.forbidden('webhooks.sessionRequired');
}

export interface EndpointWithLast {
  endpoint: WebhookEndpoint;
  lastStatus: WebhookDeliveryStatus | null;
  lastAt: Date | null;
  failedLastDay: number;
}

/** Webhooks (issue 21): a MANAGER's endpoints, their delivery log, replays and pings. Sending is the dispatcher's. */
export class WebhooksService {
  constructor(
    private readonly allowPrivate: boolean,
    private readonly kick: () => void,
  ) {}

  /** The company's endpoints, oldest first, each with its latest delivery's status (one query for all). */
  async list(em: EntityManager, auth: AuthInfo): Promise<EndpointWithLast[]> {
    requireSession(auth);
    return this.withLast(em, auth, await em.find(WebhookEndpoint, {}, { orderBy: { createdAt: 'asc', id: 'asc' } }));
  }

  /** Endpoints with their latest delivery's status and time, and their failures of the last 24 hours. */
  async withLast(em: EntityManager, auth: AuthInfo, endpoints: WebhookEndpoint[]): Promise<EndpointWithLast[]> {
    if (!endpoints.length) return [];
    const rows: { endpoint_id: string; status: WebhookDeliveryStatus; created_at: Date; failed: string }[] = await em.execute(
      `select distinct on (d.endpoint_id) d.endpoint_id, d.status, d.created_at,
         (select count(*) from webhook_delivery f
          where f.endpoint_id = d.endpoint_id and f.status = 'FAILED' and f.created_at > now() - interval '1 day') as failed
       from webhook_delivery d where d.company_id = ? and d.endpoint_id in (?) order by d.endpoint_id, d.created_at desc, d.id desc`,
      [auth.companyId, endpoints.map((e) => e.id)],
    );
    const last = new Map(rows.map((r) => [r.endpoint_id, r]));
    return endpoints.map((endpoint) => {
      const r = last.get(endpoint.id);
      return { endpoint, lastStatus: r?.status ?? null, lastAt: r ? new Date(r.created_at) : null, failedLastDay: Number(r?.failed ?? 0) };
    });
  }

  async get(em: EntityManager, auth: AuthInfo, id: string): Promise<WebhookEndpoint> {
    requireSession(auth);
    const endpoint = await em.findOne(WebhookEndpoint, { id });
    if (!endpoint) throw notFound();
    return endpoint;
  }

  /** A new endpoint and its signing secret (in this answer only). */
  async create(em: EntityManager, auth: AuthInfo, raw: unknown): Promise<{ secret: string; endpoint: WebhookEndpoint }> {
    requireSession(auth);
    const input = this.parse(raw);
    return em.transactional(async (tx) => {
      // The company's row orders concurrent creations, so the cap holds under a double click.
      await tx.findOneOrFail(Company, { id: auth.companyId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if ((await tx.count(WebhookEndpoint, {})) >= WEBHOOK_LIMITS.perCompany) throw new AppError('CONFLICT', 'webhooks.tooMany');
      const secret = newSecret();
      const endpoint = tx.create(WebhookEndpoint, {
        company: auth.companyId,
        url: input.url,
        description: input.description || null,
        events: [...new Set(input.events)].sort(),
        active: input.active ?? true,
        secret,
        createdBy: tx.getReference(User, auth.userId),
      });
      await tx.flush();
      return { secret, endpoint };
    });
  }

  async update(em: EntityManager, auth: AuthInfo, id: string, raw: unknown): Promise<WebhookEndpoint> {
    requireSession(auth);
    const input = this.parse(raw);
    return em.transactional(async (tx) => {
      const endpoint = await this.locked(tx, id);
      endpoint.url = input.url;
      endpoint.description = input.description || null;
      endpoint.events = [...new Set(input.events)].sort();
      if (input.active !== undefined) endpoint.active = input.active;
      await tx.flush();
      return endpoint;
    });
  }

  /** The endpoint and its delivery log go; what was queued for it is not sent. */
  async remove(em: EntityManager, auth: AuthInfo, id: string): Promise<boolean> {
    requireSession(auth);
    return em.transactional(async (tx) => {
      tx.remove(await this.locked(tx, id));
      await tx.flush();
      return true;
    });
  }

  /** A new secret, in this answer only; deliveries sign with it from their next attempt. */
  async rotateSecret(em: EntityManager, auth: AuthInfo, id: string): Promise<{ secret: string; endpoint: WebhookEndpoint }> {
    requireSession(auth);
    return em.transactional(async (tx) => {
      const endpoint = await this.locked(tx, id);
      endpoint.secret = newSecret();
      await tx.flush();
      return { secret: endpoint.secret, endpoint };
    });
  }

  /** A `ping` event to this endpoint only, to try the receiver out. */
  async ping(em: EntityManager, auth: AuthInfo, id: string): Promise<WebhookDelivery> {
    requireSession(auth);
    const deliveryId = await em.transactional(async (tx) => {
      const endpoint = await this.locked(tx, id);
      if (!endpoint.active) throw new AppError('CONFLICT', 'webhooks.inactive');
      const event = envelope(auth.companyId, 'ping', { endpoint: { id: endpoint.id, url: endpoint.url }, message: 'Test depuis Chantiers' });
      await queueWebhook(tx, event, endpoint.id);
      return event.id;
    });
    this.kick();
    return em.findOneOrFail(WebhookDelivery, { eventId: deliveryId, endpoint: id });
  }

  /** The endpoint's deliveries, newest first. */
  async deliveries(em: EntityManager, auth: AuthInfo, endpointId: string, page: number, size: number, status?: WebhookDeliveryStatus | null) {
    await this.get(em, auth, endpointId);
    const [items, total] = await em.findAndCount(
      WebhookDelivery,
      { endpoint: endpointId, ...(status ? { status } : {}) },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: size, offset: page * size, exclude: ['body'] },
    );
    return { items, total };
  }

  async delivery(em: EntityManager, auth: AuthInfo, id: string): Promise<WebhookDelivery> {
    requireSession(auth);
    const delivery = await em.findOne(WebhookDelivery, { id });
    if (!delivery) throw AppError.notFound('webhooks.delivery.notFound');
    return delivery;
  }

  /** Sends a delivery's event again, as a new delivery with the same event id and body (receivers de-duplicate by the id). */
  async replay(em: EntityManager, auth: AuthInfo, id: string): Promise<WebhookDelivery> {
    requireSession(auth);
    const replay = await em.transactional(async (tx) => {
      const original = await tx.findOne(WebhookDelivery, { id }, { populate: ['endpoint'] });
      if (!original) throw AppError.notFound('webhooks.delivery.notFound');
      if (!original.endpoint.active) throw new AppError('CONFLICT', 'webhooks.inactive');
      const copy = tx.create(WebhookDelivery, {
        company: auth.companyId,
        endpoint: original.endpoint,
        eventId: original.eventId,
        eventType: original.eventType,
        body: original.body,
        giveUpAt: new Date(Date.now() + WEBHOOK_LIMITS.retryHours * 3_600_000),
        replayOf: original.id,
      });
      await tx.flush();
      return copy;
    });
    this.kick();
    return replay;
  }

  private parse(raw: unknown) {
    const input = parseInput(webhookEndpointSchema, raw);
    const url = new URL(input.url);
    if (!this.allowPrivate && url.protocol !== 'https:') throw AppError.badInput({ url: 'webhooks.url.https' });
    if (!this.allowPrivate && isPrivateHostLiteral(url.hostname)) throw AppError.badInput({ url: 'webhooks.url.private' });
    return input;
  }

  private async locked(tx: EntityManager, id: string): Promise<WebhookEndpoint> {
    const endpoint = await tx.findOne(WebhookEndpoint, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!endpoint) throw notFound();
    return endpoint;
  }
}
