import { useSyncExternalStore } from 'react';

/** SPEC §2/§9: below 992 px the sidebar becomes a drawer. */
const QUERY = '(max-width: 991.98px)';

export function isNarrowScreen(): boolean {
  return window.matchMedia(QUERY).matches;
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore((listener) => {
    const mq = window.matchMedia(QUERY);
    mq.addEventListener('change', listener);
    return () => mq.removeEventListener('change', listener);
  }, isNarrowScreen);
}
