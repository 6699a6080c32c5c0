import { useEffect } from 'react';

/**
 * Closes what `open` holds `ms` after it last changed, while `enabled`: SPEC §4, a horizontal menu left open (the
 * entries under '…') closes by itself after 10 s.
 */
export function useCloseAfter(open: readonly string[], close: () => void, ms: number, enabled: boolean): void {
  useEffect(() => {
    if (!enabled || !open.length) return;
    const timer = window.setTimeout(close, ms);
    return () => window.clearTimeout(timer);
  }, [enabled, open, close, ms]);
}
