import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * `?nouveau=1` (the dashboard's quick actions) opens the form of a new record once, on the tab `onglet` names (the
 * first one by default), then leaves the address clean so a reload or a back does not open it again.
 */
export function useAddFromAddress(tab: string, isDefaultTab: boolean, add: () => void): void {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('nouveau') === '1' && (params.get('onglet') ?? (isDefaultTab ? tab : null)) === tab;
  useEffect(() => {
    if (!wanted) return;
    add();
    setParams((p) => (p.delete('nouveau'), p), { replace: true });
    // Once per address: `add` is a new function every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);
}
