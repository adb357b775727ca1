import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether `place` has come within `ahead` of the viewport (above or below) at least once: a part or a photo below
 * the fold is then loaded, not before (docs/architecture.md "Decisions taken so far"). Once near, it stays so. A
 * browser without IntersectionObserver (the tests' DOM) is near at once.
 */
export function useNear(place: RefObject<Element | null>, ahead: string): boolean {
  const [near, setNear] = useState(() => typeof window.IntersectionObserver !== 'function');
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${ahead} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, place, ahead]);
  return near;
}
