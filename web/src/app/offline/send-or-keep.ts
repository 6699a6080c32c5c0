import type { DocumentNode } from 'graphql';
import { isNetworkFailure } from './offline-link';
import { notifyInfo } from '../../shared/errors/notify';
import { say } from '../../shared/intl/current-intl';
import { localRefsIn } from './local-files';
import { newKey } from './new-key';
import { queueChange } from './queue-change';

export { newKey };

export interface KeptChange<V extends Record<string, unknown> = Record<string, unknown>> {
  document: DocumentNode;
  variables: V;
  /** What the user is told it is, in their words. */
  label: string;
  /**
   * A create whose `input` takes the client's own id: the change's key is also the record's id, so the record is known
   * before the server has it and a retry under it answers the record made (api core/records/client-id.ts).
   */
  clientId?: boolean;
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
export async function sendOrKeep<T, V extends Record<string, unknown>>(
  send: (context: KeepableContext, variables: V) => Promise<T>,
  change: KeptChange<V>,
): Promise<{ kept: false; result: T } | { kept: true }> {
  const key = newKey();
  const variables = change.clientId ? ({ ...change.variables, input: { ...(change.variables.input as object), id: key } } as V) : change.variables;
  // A file chosen without a network is uploaded by the outbox, just before the change that names it.
  if (!navigator.onLine || localRefsIn(variables).length) {
    await queueChange(change.document, variables, change.label, key);
    return { kept: true };
  }
  try {
    return { kept: false, result: await send({ keepable: true, headers: { 'idempotency-key': key } }, variables) };
  } catch (err) {
    if (!isNetworkFailure(err)) throw err;
    await queueChange(change.document, variables, change.label, key);
    return { kept: true };
  }
}

/**
 * sendOrKeep for a form: the server's answer when sent; null when kept on the phone, the user told so ('Enregistré sur
 * ce téléphone…'), so the form closes as after a save.
 */
export async function sendOrTellKept<T, V extends Record<string, unknown>>(
  send: (context: KeepableContext, variables: V) => Promise<T>,
  change: KeptChange<V>,
): Promise<T | null> {
  const sent = await sendOrKeep(send, change);
  if (!sent.kept) return sent.result;
  notifyInfo(say('outbox.kept'));
  return null;
}
