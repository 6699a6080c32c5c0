import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following its changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const mq = window.matchMedia(query);
      mq.addEventListener('change', listener);
      return () => mq.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
  );
}
