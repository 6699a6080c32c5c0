import type { ApolloLink } from '@apollo/client';
import type { OperationTypeNode } from 'graphql';
import type { Observable as RxObservable } from 'rxjs';
import { ApiError } from '../../shared/api/api-error';
import { notifyMessage } from '../../shared/errors/notify';
import { say } from '../../shared/intl/current-intl';
import { serverAnswered, serverUnreachable } from './connectivity';

/** Thrown for a change asked without a network: nothing was sent. */
export class OfflineError extends Error {
  constructor() {
    super('offline');
  }
}

function fromCache(operation: ApolloLink.Operation): ApolloLink.Result | null {
  try {
    const data = operation.client.cache.readQuery({ query: operation.query, variables: operation.variables });
    return data ? ({ data } as ApolloLink.Result) : null;
  } catch {
    return null;
  }
}

/** What fetch rejects with when no answer came (Chromium, Firefox, Safari): not any TypeError a bug would throw. */
const FETCH_FAILED = /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed|network error)$/i;

/** fetch's own failure (no network, no answer), or the token's refresh failing the same way. */
export function isNetworkFailure(error: unknown): boolean {
  return (
    (error instanceof TypeError && FETCH_FAILED.test(error.message)) ||
    error instanceof OfflineError ||
    (error instanceof ApiError && error.status === 0)
  );
}

/**
 * Without a network, a query is answered with what this phone last received for it (the cache, restored from the
 * phone's storage at an offline start: persisted-cache.ts), whole or not at all; a change is refused at once, nothing
 * half-sent. Online, a call the network fails is told as before (SPEC §8) and only marks the server unreachable (the
 * 'Hors ligne' bar, until the next answer): an answer from the cache then would hide that it is not fresh. Apollo's link and
 * rxjs come from the caller (apollo/client.ts): importing them here would make the offline file and the private
 * area's import each other, and such files run in the wrong order.
 */
export const offlineAnswers =
  (Observable: typeof RxObservable): ApolloLink.RequestHandler =>
  (operation, forward) => {
    const query = operation.operationType === ('query' as OperationTypeNode);
    // Only the browser's own word skips the network: a call that failed once (the server restarting, a dead spot) does
    // not keep the next ones from trying.
    if (!navigator.onLine) {
      const cached = query ? fromCache(operation) : null;
      return new Observable((observer) => {
        if (cached) {
          observer.next(cached);
          observer.complete();
        } else observer.error(new OfflineError());
      });
    }
    return new Observable((observer) => {
      const subscription = forward(operation).subscribe({
        next: (result) => {
          serverAnswered();
          observer.next(result);
        },
        error: (error: unknown) => {
          if (!isNetworkFailure(error)) {
            serverAnswered();
            return observer.error(error);
          }
          serverUnreachable();
          observer.error(error);
        },
        complete: () => observer.complete(),
      });
      return () => subscription.unsubscribe();
    });
  };

// Typing in a search offline asks at each key: the same words once in 10 s are enough.
const told = new Map<string, number>();

/**
 * What the user is told of a call that failed for want of a network (the client's error link): a change not sent
 * (the form keeps what was typed), a screen never opened here; nothing for a change kept on the phone instead
 * (send-or-keep.ts), whose screen says so. False for any other failure.
 */
export function toldOffline(error: unknown, operation: ApolloLink.Operation): boolean {
  if (!isNetworkFailure(error)) return false;
  const context = operation.getContext();
  if (context.keepable) return true;
  // The browser online but the server out of reach: the SPEC's own network message ('Le serveur est injoignable').
  if (navigator.onLine) return false;
  const messageId = operation.operationType === ('mutation' as OperationTypeNode) ? 'offline.change' : 'offline.screen';
  // For whoever looks into a phone's console: which answer the phone did not have.
  if (messageId === 'offline.screen') console.debug(`offline: no kept answer for ${operation.operationName ?? 'a query'}`);
  const now = Date.now();
  if (!context.silent && now - (told.get(messageId) ?? 0) >= 10_000) {
    told.set(messageId, now);
    notifyMessage(say('offline.title'), say(messageId));
  }
  return true;
}
