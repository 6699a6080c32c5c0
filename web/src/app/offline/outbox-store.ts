import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import type { KeptFile } from './local-files';
import { newKey } from './new-key';

/**
 * The changes made without a network, kept on the phone (IndexedDB) until the server has them: each with the
 * idempotency key it is sent under (so a retry never records twice), what the user is told it is, and, once the
 * server has refused it, why. The screens read it through `useOutbox`.
 */
export interface OutboxChange {
  /** Also the Idempotency-Key the change is sent with. */
  key: string;
  userId: string;
  operationName: string;
  /** The GraphQL document, as text. */
  query: string;
  variables: Record<string, unknown>;
  /** What the user typed, in their words ('Sortie de 5 sacs — Ciment'). */
  label: string;
  createdAt: number;
  attempts: number;
  /** Files chosen without a network, by the id the variables name them with until uploaded (local-files.ts). */
  files?: Record<string, KeptFile>;
  /** The server's id of each of them once uploaded, so a retry does not upload it again. */
  uploaded?: Record<string, string>;
  /** Set once the server refused it (a rule, a lock): it waits for its author, never dropped silently. */
  refused?: {
    message: string;
    messageId?: string;
    fields?: Record<string, string>;
    fixPath?: string;
    /** Changed meanwhile by another: the record as the server has it, shown beside this change for its author to choose. */
    current?: Record<string, unknown>;
    /** Refused for warnings its author may accept (a planning's conflicts): sending again with `confirmConflicts`. */
    confirmable?: boolean;
  };
}

let db: UseStore | undefined;
const store = () => (db ??= createStore('chantiers-outbox', 'changes'));

let changes: readonly OutboxChange[] = [];
let loaded: Promise<void> | undefined;
const listeners = new Set<() => void>();

function publish(next: readonly OutboxChange[]): void {
  changes = [...next].sort((a, b) => a.createdAt - b.createdAt || a.key.localeCompare(b.key));
  for (const listener of listeners) listener();
}

/** Reads what the phone holds (once; later calls share it). */
export function loadOutbox(): Promise<void> {
  loaded ??= entries<string, OutboxChange>(store())
    .then((all) => publish(all.map(([, change]) => change)))
    .catch(() => publish([]));
  return loaded;
}

export async function putChange(change: OutboxChange): Promise<void> {
  await set(change.key, change, store());
  publish([...changes.filter((c) => c.key !== change.key), change]);
}

/** Saves what the outbox learnt of a change being sent, unless its author dropped it meanwhile. */
export async function updateKeptChange(change: OutboxChange): Promise<void> {
  if (changes.some((c) => c.key === change.key)) await putChange(change);
}

/**
 * Sends a refused change again as its author decided (as it was, or with what they chose: the server's version to
 * build on, conflicts confirmed) under a new Idempotency-Key: under the old one the server would give its refusal
 * again. A create keeps its record's own id (`input.id`), so it is still never made twice.
 */
export async function resendChange(change: OutboxChange, variables: Record<string, unknown> = change.variables): Promise<void> {
  const next: OutboxChange = { ...change, key: newKey(), variables, refused: undefined };
  await set(next.key, next, store());
  await del(change.key, store());
  publish([...changes.filter((c) => c.key !== change.key), next]);
}

export async function dropChange(key: string): Promise<void> {
  await del(key, store());
  publish(changes.filter((c) => c.key !== key));
}

/** The changes of this user, oldest first. */
export function outboxOf(userId: string): OutboxChange[] {
  return changes.filter((c) => c.userId === userId);
}

/** Called on every change of the outbox; returns the unsubscribe. */
export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useOutbox(): readonly OutboxChange[] {
  return useSyncExternalStore(subscribeOutbox, () => changes);
}
