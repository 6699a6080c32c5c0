import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

/** The record a screen shows ('Villa Anfa'), for its document title: 'Finance — Villa Anfa · Chantiers'. */
let detail: { path: string; name: string } | null = null;
const listeners = new Set<() => void>();

function set(next: typeof detail) {
  detail = next;
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The name of the record on the current path, if its screen gave one. */
export function useTitleDetail(): { path: string; name: string } | null {
  return useSyncExternalStore(subscribe, () => detail);
}

/** A screen names the record it shows; the title drops it when the screen goes or the path changes. */
export function useRecordTitle(name: string | null | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!name) return undefined;
    set({ path: pathname, name });
    return () => set(null);
  }, [pathname, name]);
}
