import { useSyncExternalStore } from 'react';

/**
 * Whether the server can be reached, as this phone knows it: the browser says it has no network, or the last call
 * could not reach the server (a basement's "one bar" answers nothing). Also when the server last answered, kept
 * across starts so an offline start can say how old its data is.
 */
const LAST_ANSWER_KEY = 'last_server_answer';
let unreachable = false;
const listeners = new Set<() => void>();
let snapshot = read();

function read(): { offline: boolean; lastAnswerAt: number | null } {
  const stored = Number(localStorage.getItem(LAST_ANSWER_KEY));
  return { offline: !navigator.onLine || unreachable, lastAnswerAt: Number.isFinite(stored) && stored > 0 ? stored : null };
}

function changed(): void {
  const next = read();
  if (next.offline === snapshot.offline && next.lastAnswerAt === snapshot.lastAnswerAt) return;
  snapshot = next;
  for (const listener of listeners) listener();
}

const answerListeners = new Set<() => void>();

/** Called after each answer of the server (the offline cache keeps them: persisted-cache.ts); returns the unsubscribe. */
export function onServerAnswers(listener: () => void): () => void {
  answerListeners.add(listener);
  return () => answerListeners.delete(listener);
}

/** A call reached the server (whatever it answered). */
export function serverAnswered(at = Date.now()): void {
  unreachable = false;
  for (const listener of answerListeners) listener();
  // Once a minute is enough for "data received at 14:05", and spares local storage a write per call.
  if (!snapshot.lastAnswerAt || at - snapshot.lastAnswerAt > 60_000) localStorage.setItem(LAST_ANSWER_KEY, String(at));
  changed();
}

/** A call could not reach the server. */
export function serverUnreachable(): void {
  unreachable = true;
  changed();
}

export function isOffline(): boolean {
  return !navigator.onLine || unreachable;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // The network may have changed while nobody listened: React reads the snapshot again after subscribing.
  const now = read();
  if (now.offline !== snapshot.offline || now.lastAnswerAt !== snapshot.lastAnswerAt) snapshot = now;
  if (listeners.size === 1) {
    window.addEventListener('online', onNetwork);
    window.addEventListener('offline', onNetwork);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size) return;
    window.removeEventListener('online', onNetwork);
    window.removeEventListener('offline', onNetwork);
  };
}

function onNetwork(): void {
  // The network is back: the next call says whether the server is.
  if (navigator.onLine) unreachable = false;
  changed();
}

export function useConnectivity(): { offline: boolean; lastAnswerAt: number | null } {
  return useSyncExternalStore(subscribe, () => snapshot);
}

/** Forgets the time of the last answer (signing out: the next account's data is not this one's). */
export function forgetLastAnswer(): void {
  localStorage.removeItem(LAST_ANSWER_KEY);
  changed();
}
