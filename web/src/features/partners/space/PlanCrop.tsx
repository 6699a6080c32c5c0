import { useEffect, useState } from 'react';
import { validAccessToken } from '../../../shared/session/session-client';

/** The api's crop of the plan around a partner's réserve (behind the bearer token, so fetched, then shown from memory). */
function useCropUrl(reserveId: string): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    let url: string | null = null;
    let gone = false;
    void (async () => {
      try {
        const token = await validAccessToken();
        const res = await fetch(`/api/v1/partenaire/reserves/${encodeURIComponent(reserveId)}/plan`, {
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        if (!res.ok) throw new Error(String(res.status));
        const blob = await res.blob();
        if (gone) return;
        url = URL.createObjectURL(blob);
        setState({ url, failed: false });
      } catch {
        if (!gone) setState({ url: null, failed: true });
      }
    })();
    return () => {
      gone = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [reserveId]);
  return state;
}

/** The plan around the réserve, its pin drawn by the api; a note when it cannot be drawn (the plan's link stays). */
export function PlanCrop({ reserveId, alt, missing }: { reserveId: string; alt: string; missing: string }) {
  const { url, failed } = useCropUrl(reserveId);
  if (failed) return <p className="pr-crop is-missing">{missing}</p>;
  return <div className="pr-crop">{url ? <img src={url} alt={alt} /> : <span className="pr-crop-wait" aria-hidden />}</div>;
}
