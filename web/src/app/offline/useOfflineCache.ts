import type { ApolloClient } from '@apollo/client';
import { useEffect, useState } from 'react';
import { readTokens, readUser, subscribeSession } from '../../shared/session/storage';
import { forgetLastAnswer, isOffline, onServerAnswers } from './connectivity';
import { outboxOf } from './outbox-store';

const signedIn = () => readTokens().refreshToken !== null;
// With its storage library, only once there is something to keep or to put back: not in the first screen's files.
const persisted = () => import('./persisted-cache');

/**
 * The private area's offline cache: answers kept on the phone as they arrive; at a start without a network they are
 * put back before the first screen asks (false until then); signing out forgets them; the network back, the screens
 * on display ask again. Returns whether the screens may be drawn.
 */
export function useOfflineCache(client: ApolloClient): boolean {
  const [ready, setReady] = useState(() => !isOffline());
  useEffect(() => {
    const userId = readUser().id;
    let keeper: { answered(): void; stop(): void } | undefined;
    let stopped = false;
    const stopAnswers = onServerAnswers(() => {
      if (keeper) return keeper.answered();
      void persisted().then((m) => {
        if (stopped || keeper) return;
        keeper = m.keepCache(client, userId, signedIn);
        keeper.answered();
      });
    });
    const stopSession = subscribeSession(() => {
      if (signedIn()) return;
      keeper?.stop();
      void persisted().then((m) => m.forgetCache());
      forgetLastAnswer();
    });
    if (!ready)
      void persisted()
        .then((m) => m.restoreCache(client, userId))
        .catch(() => undefined)
        .finally(() => setReady(true));
    return () => {
      stopped = true;
      stopAnswers();
      stopSession();
      keeper?.stop();
    };
    // Once per client: `ready` only says whether this start was offline.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client]);
  useEffect(() => {
    // The browser's network back after it was gone (an 'online' without an 'offline' before it is a change of the
    // connection's type, not a return), the screens on display ask again: what they show may date from before.
    let gone = !navigator.onLine;
    const onOffline = () => (gone = true);
    const onOnline = () => {
      // With changes waiting, the outbox asks once they reached the server: asked now as well, a screen's answer could
      // still be on its way when they arrive, and the second ask would share it (the screen would miss them).
      const waiting = outboxOf(readUser().id).some((c) => !c.refused);
      if (gone && !waiting) void client.refetchQueries({ include: 'active' }).catch(() => undefined);
      gone = false;
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [client]);
  return ready;
}
