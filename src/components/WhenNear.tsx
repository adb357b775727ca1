import { lazy, Suspense, useRef, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { PartBoundary } from './PartBoundary';
import { useNear } from './useNear';

/** How far below (or above) the screen a part starts loading: about a phone screen ahead of the scroll. */
const AHEAD = '600px';

/**
 * Below-the-fold parts (docs/architecture.md "Decisions taken so far"): `children` (typically a lazily loaded card,
 * whose code and data are then fetched) are rendered once this place comes within a screen of the viewport, never
 * before the first screen is shown. Until then, and while the card's code loads, an empty box of `minHeight` holds the place, so
 * what is above does not move. A part whose code cannot be loaded (offline) is left out, the page stays
 * (PartBoundary). A browser without IntersectionObserver (the tests' DOM) renders them at once.
 */
export function WhenNear({ children, minHeight = '8rem' }: { children: ReactNode; minHeight?: string }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNear(place, AHEAD);
  const placeholder = <div aria-hidden="true" style={{ minHeight }} />;
  if (!near) return <div ref={place}>{placeholder}</div>;
  return (
    <PartBoundary fallback={null}>
      <Suspense fallback={placeholder}>{children}</Suspense>
    </PartBoundary>
  );
}

/** A component exported by name from a lazily loaded module (a feature's index), for `WhenNear`. */
export function lazyPart<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
}
