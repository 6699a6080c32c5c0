import type { ApolloClient } from '@apollo/client';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { readUser } from '../../../shared/session/storage';
import { localDay, readDayData } from './day-data-state';
import { noteSiteOpened, siteOfPath } from './opened-sites';

const EVERY_MS = 15 * 60_000;
/** A site just opened by a MANAGER gets its other screens a moment later, once its own have answered. */
const AFTER_OPENING_MS = 5_000;

let running: Promise<unknown> | null = null;

function keepNow(client: ApolloClient): void {
  if (running || !navigator.onLine || document.visibilityState === 'hidden') return;
  running = import('./keep-day-data')
    .then((m) => m.keepDayData(client))
    .catch(() => undefined)
    .finally(() => (running = null));
}

/**
 * The day's data on the phone (keep-day-data.ts), loaded once the app works offline (its service worker controls the
 * page: a browser that cannot install it gains nothing from the copy), then on every return of the network, every
 * 15 minutes while the app is shown, and after a site is opened for the first time today. A component of its own:
 * following the route re-renders nothing else.
 */
export function DayDataWatch({
  client,
  subscribePermissions,
}: {
  client: ApolloClient;
  /** The user's rights changing (shared/session/permissions.ts, handed in: this file stays out of the private area's). */
  subscribePermissions: (listener: () => void) => () => void;
}): null {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return undefined;
    let live = true;
    let installed = false;
    void navigator.serviceWorker.ready.then(() => {
      if (!live) return;
      installed = true;
      keepNow(client);
    });
    let gone = !navigator.onLine;
    const onOffline = () => (gone = true);
    const onOnline = () => {
      if (gone && installed) keepNow(client);
      gone = false;
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    const timer = setInterval(() => installed && keepNow(client), EVERY_MS);
    // Just signed in, the worker may be ready before the user's rights are known: the load waits for them.
    const stopPermissions = subscribePermissions(() => installed && keepNow(client));
    return () => {
      live = false;
      stopPermissions();
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      clearInterval(timer);
    };
  }, [client, subscribePermissions]);
  useEffect(() => {
    const siteId = siteOfPath(pathname);
    const userId = readUser().id;
    if (!siteId || !userId) return undefined;
    noteSiteOpened(userId, siteId);
    if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return undefined;
    if (readDayData(userId).sites[siteId] === localDay()) return undefined;
    const id = setTimeout(() => keepNow(client), AFTER_OPENING_MS);
    return () => clearTimeout(id);
  }, [pathname, client]);
  return null;
}
