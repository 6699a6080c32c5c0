import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useDebounced } from '../../../shared/records/useDebounced';
import { HeaderSearchDocument } from './search.generated';
import { SEARCH_MIN } from './search-hits';

/** What is typed, and the results of what was typed once the typing pauses (150 ms: results as you type). */
export function useHeaderSearch() {
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim(), 150);
  const enough = q.length >= SEARCH_MIN;
  const result = useQuery(HeaderSearchDocument, { variables: { q }, skip: !enough, fetchPolicy: 'cache-first' });
  // The previous answer stays on screen while the next one comes, rather than a blink of nothing.
  const hits = enough ? (result.data ?? result.previousData)?.search : undefined;
  return { typed, setTyped, q, enough, hits, loading: enough && result.loading, error: enough && Boolean(result.error) };
}
