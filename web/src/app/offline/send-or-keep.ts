import type { DocumentNode } from 'graphql';
import { isNetworkFailure } from './offline-link';
import { notifyInfo } from '../../shared/errors/notify';
import { say } from '../../shared/intl/current-intl';
import { localRefsIn } from './local-files';
import { newKey } from './new-key';

export { newKey };
import { queueChange } from './queue-change';

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
  // A file chosen without a network is uploaded by the outbox, just before the change that names it.
  if (!navigator.onLine || localRefsIn(change.variables).length) {
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

/**
 * sendOrKeep for a form: the server's answer when sent; null when kept on the phone, the user told so ('Enregistré sur
 * ce téléphone…'), so the form closes as after a save.
 */
export async function sendOrTellKept<T>(send: (context: KeepableContext) => Promise<T>, change: KeptChange): Promise<T | null> {
  const sent = await sendOrKeep(send, change);
  if (!sent.kept) return sent.result;
  notifyInfo(say('outbox.kept'));
  return null;
}
