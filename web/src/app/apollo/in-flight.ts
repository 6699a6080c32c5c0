import { ApolloLink } from '@apollo/client';
import { useSyncExternalStore } from 'react';
import { finalize } from 'rxjs';

/** How many GraphQL calls are under way, for the thin progress bar of the shell. */
let count = 0;
const listeners = new Set<() => void>();

function change(delta: number): void {
  count = Math.max(0, count + delta);
  listeners.forEach((l) => l());
}

export const inFlightLink = new ApolloLink((operation, forward) => {
  change(1);
  return forward(operation).pipe(finalize(() => change(-1)));
});

export function useRequestsInFlight(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => count,
  );
}
