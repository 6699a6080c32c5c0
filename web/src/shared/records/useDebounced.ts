import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `ms`: a search box queries once the user pauses. */
export function useDebounced<T>(value: T, ms = 300): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return shown;
}
