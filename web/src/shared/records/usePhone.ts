import { useSyncExternalStore } from 'react';

/** Below 576 px (antd's xs): lists become cards. */
const QUERY = '(max-width: 575.98px)';

export function usePhone(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const mq = window.matchMedia(QUERY);
      mq.addEventListener('change', listener);
      return () => mq.removeEventListener('change', listener);
    },
    () => window.matchMedia(QUERY).matches,
  );
}
