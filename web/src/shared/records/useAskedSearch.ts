import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's search box, filled from the address's `?q=` (the header's search opens a list searched for its result) and
 * following it when the address changes; `asked` is that text, to query with at once.
 */
export function useAskedSearch(): [string, Dispatch<SetStateAction<string>>, string] {
  const [params] = useSearchParams();
  const asked = params.get('q') ?? '';
  const [typed, setTyped] = useState(asked);
  useEffect(() => setTyped(asked), [asked]);
  return [typed, setTyped, asked.trim()];
}
