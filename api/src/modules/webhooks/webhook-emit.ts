import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { WEBHOOK_LIMITS, type WebhookEventOrPing } from '@chantiers/schema';

/** What every delivery's body holds: `data` is the event's subject, amounts as decimal strings. */
export interface WebhookEnvelope {
  id: string;
  type: WebhookEventOrPing;
  createdAt: string;
  companyId: string;
  data: Record<string, unknown>;
}

/**
 * When deliveries were last queued. Every commit within the next 2 s starts a sending round (the dispatcher's commit
 * hook): the queuing transaction's own commit is among them, even when others commit in between or it was nested. A
 * round that finds nothing costs one indexed statement; what is missed is sent by the 5-second timer.
 */
let lastQueuedAt = 0;
const KICK_WINDOW_MS = 2000;
export const queuedLately = (): boolean => Date.now() - lastQueuedAt < KICK_WINDOW_MS;

export function envelope(companyId: string, type: WebhookEventOrPing, data: Record<string, unknown>): WebhookEnvelope {
  return { id: randomUUID(), type, createdAt: new Date().toISOString(), companyId, data };
}

/**
 * Queues the event for each of the company's active endpoints that want it (or for `endpointId` only), in `tx`:
 * the rows commit or roll back with the change. One statement, whatever the number of endpoints.
 */
export async function queueWebhook(tx: EntityManager, event: WebhookEnvelope, endpointId?: string): Promise<number> {
  const rows: unknown[] = await tx.execute(
    `insert into webhook_delivery (id, company_id, endpoint_id, event_id, event_type, body, status, attempts, created_at, next_attempt_at, give_up_at)
     select gen_random_uuid(), e.company_id, e.id, ?, ?, ?, 'PENDING', 0, now(), now(), now() + (? * interval '1 hour')
     from webhook_endpoint e
     where e.company_id = ? and e.active and ${endpointId ? 'e.id = ?' : '?::text = any(e.events)'}
     returning id`,
    [event.id, event.type, JSON.stringify(event), WEBHOOK_LIMITS.retryHours, event.companyId, endpointId ?? event.type],
    'all',
  );
  if (rows.length) lastQueuedAt = Date.now();
  return rows.length;
}
