import { useSyncExternalStore } from 'react';

/**
 * Whether a toast was ever asked for. The toast library (react-toastify, its CSS and container) loads on the first
 * toast, not with the app: most visits to a public screen never raise one. Toasts raised before the container is up
 * wait in react-toastify's own queue.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function wantToasts(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}
