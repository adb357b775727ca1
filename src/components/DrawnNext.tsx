import { useDeferredValue, type ReactNode } from 'react';

/**
 * Draws `children` right after what surrounds it: when this first appears, the placeholder is drawn with the rest of
 * the screen, and the children are drawn next, in a transition that React cuts into short slices, so a tap is never
 * kept waiting behind the whole first screen (docs/architecture.md "Decisions taken so far"). Once drawn, they are
 * drawn as usual.
 * @example <DrawnNext placeholder={<PageSkeleton />}><Outlet /></DrawnNext>
 */
export function DrawnNext({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const drawn = useDeferredValue(true, false);
  return drawn ? children : placeholder;
}
