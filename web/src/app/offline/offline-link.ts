import type { ApolloLink } from '@apollo/client';
import type { OperationTypeNode } from 'graphql';
import type { Observable as RxObservable } from 'rxjs';
import { ApiError } from '../../shared/api/api-error';
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

/** fetch's own failure (no network, no answer), or the token's refresh failing the same way. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || error instanceof OfflineError || (error instanceof ApiError && error.status === 0);
}

/**
 * Without a network, a query is answered with what this phone last received for it (the cache, restored from the
 * phone's storage at an offline start: persisted-cache.ts), whole or not at all; a change is refused at once, nothing
 * half-sent. A query the network fails mid-way gets the same answer from the cache when it has it. Apollo's link and
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
          const cached = query ? fromCache(operation) : null;
          if (!cached) return observer.error(error);
          observer.next(cached);
          observer.complete();
        },
        complete: () => observer.complete(),
      });
      return () => subscription.unsubscribe();
    });
  };
