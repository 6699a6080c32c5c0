import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { clear, createStore, get, set, type UseStore } from 'idb-keyval';
import { SIGNED_FILES_CACHE } from './signed-files-cache';

/**
 * What this phone last received, kept in its storage (IndexedDB) per user, so a start without a network shows the
 * screens already seen instead of an error. What is kept is the union of every session's answers, the newest winning,
 * up to MAX_RECORDS records; signing out forgets it (a shared phone does not keep the previous account's data).
 */
const MAX_RECORDS = 20_000;
const SAVE_AFTER_MS = 2_000;
let db: UseStore | undefined;
const store = () => (db ??= createStore('chantiers-offline', 'answers'));
const keyOf = (userId: string) => `cache:${userId}`;

type Records = NormalizedCacheObject;

/** The newest records over the kept ones; the root query's fields merged one by one. */
export function mergeRecords(kept: Records, fresh: Records): Records {
  const merged: Records = { ...kept, ...fresh };
  if (kept.ROOT_QUERY && fresh.ROOT_QUERY) merged.ROOT_QUERY = { ...kept.ROOT_QUERY, ...fresh.ROOT_QUERY };
  return Object.keys(merged).length > MAX_RECORDS ? fresh : merged;
}

/** Puts the kept answers into the cache (an offline start, before the first screen asks anything). */
export async function restoreCache(client: ApolloClient, userId: string): Promise<void> {
  try {
    const kept = await get<Records>(keyOf(userId), store());
    if (kept) client.cache.restore(mergeRecords(kept, client.cache.extract() as Records));
  } catch {
    // Private browsing or storage refused: the app works as before, online.
  }
}

let saveNow: (() => Promise<void>) | null = null;

/** Writes the cache to storage now (the day's data just loaded: kept-day-data says it is on the phone only after). */
export function saveKeptNow(): Promise<void> {
  return saveNow?.() ?? Promise.resolve();
}

/** Keeps the cache in storage a moment after answers arrive, and when the app is hidden; returns the stop. */
export function keepCache(client: ApolloClient, userId: string, signedIn: () => boolean): { answered(): void; stop(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let kept: Promise<Records> | undefined;
  const save = async () => {
    timer = undefined;
    try {
      kept ??= get<Records>(keyOf(userId), store()).then((r) => r ?? {});
      const merged = mergeRecords(await kept, client.cache.extract() as Records);
      kept = Promise.resolve(merged);
      // Signed out while this was under way: the account's data is not written back.
      if (signedIn()) await set(keyOf(userId), merged, store());
    } catch {
      kept = undefined;
    }
  };
  const onHidden = () => {
    if (document.visibilityState !== 'hidden' || !timer) return;
    clearTimeout(timer);
    void save();
  };
  document.addEventListener('visibilitychange', onHidden);
  const now = () => {
    if (timer) clearTimeout(timer);
    return save();
  };
  saveNow = now;
  return {
    answered() {
      if (!timer) timer = setTimeout(() => void save(), SAVE_AFTER_MS);
    },
    stop() {
      if (timer) clearTimeout(timer);
      if (saveNow === now) saveNow = null;
      document.removeEventListener('visibilitychange', onHidden);
    },
  };
}

/** Forgets every kept answer and every file the worker kept (signing out). */
export async function forgetCache(): Promise<void> {
  try {
    await clear(store());
  } catch {
    // Nothing was kept.
  }
  try {
    if (typeof caches !== 'undefined') await caches.delete(SIGNED_FILES_CACHE);
  } catch {
    // No cache storage here (an insecure page): nothing was kept either.
  }
}
