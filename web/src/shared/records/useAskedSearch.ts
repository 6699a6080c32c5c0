import { useSearchParams } from 'react-router-dom';

/**
 * The address's `?q=`: the header's search opens a list searched for its result. The list queries with it at once
 * and gives it to its SearchBox, which shows it and follows it when the address changes.
 */
export function useAskedSearch(): string {
  const [params] = useSearchParams();
  return params.get('q') ?? '';
}
