import type { ApolloClient } from '@apollo/client';
import { useEffect } from 'react';
import { readUser } from '../../shared/session/storage';
import { drainOutbox } from './outbox-sender';
import { loadOutbox, outboxOf, subscribeOutbox } from './outbox-store';

const RETRY_MS = 30_000;
let drainNow: () => void = () => undefined;

/** Sends the waiting changes now (the outbox's 'Envoyer maintenant' and 'Réessayer'). */
export function sendWaitingNow(): void {
  drainNow();
}

/**
 * Sends the changes kept on the phone: at the start, when the network comes back, when one is added while online,
 * and every 30 s while some wait; the screens on display ask again once some reached the server, and after the drain
 * that follows the network's return (useOfflineCache leaves that ask to it while changes wait).
 */
export function useOutboxSync(client: ApolloClient, token: () => Promise<string | null>): void {
  useEffect(() => {
    let live = true;
    const askAgain = () => void client.refetchQueries({ include: 'active' }).catch(() => undefined);
    /** `back`: the network has just returned; the screens ask again after the drain even if nothing reached the server. */
    const drain = (back = false) => {
      if (!live || !navigator.onLine) return;
      void drainOutbox({ userId: () => readUser().id, token, sent: askAgain })
        .then((sent) => {
          if (back && sent === 0) askAgain();
        })
        .catch(() => undefined);
    };
    const returned = () => drain(true);
    drainNow = drain;
    void loadOutbox().then(() => drain());
    window.addEventListener('online', returned);
    let waiting = 0;
    const stop = subscribeOutbox(() => {
      const now = outboxOf(readUser().id).filter((c) => !c.refused).length;
      // One more waiting while online: a change queued after a failed first try goes at once.
      if (now > waiting) drain();
      waiting = now;
    });
    const timer = setInterval(() => {
      if (outboxOf(readUser().id).some((c) => !c.refused)) drain();
    }, RETRY_MS);
    return () => {
      live = false;
      if (drainNow === drain) drainNow = () => undefined;
      window.removeEventListener('online', returned);
      stop();
      clearInterval(timer);
    };
  }, [client, token]);
}
