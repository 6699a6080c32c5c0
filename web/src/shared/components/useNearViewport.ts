import { type RefObject, useEffect, useState } from 'react';

/**
 * True once `ref`'s element shows in the viewport (at once when not `enabled`, or without IntersectionObserver): what
 * sits below the fold on a phone loads its code when scrolled to, not with the screen.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [near, setNear] = useState(!enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '0px' });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
