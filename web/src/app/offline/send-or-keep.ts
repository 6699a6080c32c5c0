import type { DocumentNode } from 'graphql';
import { isNetworkFailure } from './offline-link';
import { queueChange } from './queue-change';

/** A random UUID, also where crypto.randomUUID is missing (a page served over plain http on a site's network). */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export interface KeptChange {
  document: DocumentNode;
  variables: Record<string, unknown>;
  /** What the user is told it is, in their words. */
  label: string;
}

/** The context a change that may be kept is sent with: its Idempotency-Key, and no 'Hors ligne' toast of its own. */
export interface KeepableContext {
  keepable: true;
  headers: { 'idempotency-key': string };
}

/**
 * Sends a change, or keeps it on the phone when there is no network (or the network fails on the way): it is then
 * sent later under the same Idempotency-Key as this first try, so a try that reached the server is never recorded
 * twice. The server's refusals reach the caller as before.
 */
export async function sendOrKeep<T>(
  send: (context: KeepableContext) => Promise<T>,
  change: KeptChange,
): Promise<{ kept: false; result: T } | { kept: true }> {
  const key = newKey();
  if (!navigator.onLine) {
    await queueChange(change.document, change.variables, change.label, key);
    return { kept: true };
  }
  try {
    return { kept: false, result: await send({ keepable: true, headers: { 'idempotency-key': key } }) };
  } catch (err) {
    if (!isNetworkFailure(err)) throw err;
    await queueChange(change.document, change.variables, change.label, key);
    return { kept: true };
  }
}
