import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec Business constants: page changes fade and slide over 0.5 s; no motion when the user asks for reduced motion. */
export const ROUTE_TRANSITION_SECONDS = 0.5;

const HIDDEN: CSSProperties = { opacity: 0, transform: 'translateY(16px)' };
const SHOWN: CSSProperties = { opacity: 1, transform: 'none' };
const MOVING: CSSProperties = {
  ...SHOWN,
  transition: `opacity ${ROUTE_TRANSITION_SECONDS}s ease-out, transform ${ROUTE_TRANSITION_SECONDS}s ease-out`,
};

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * One page's entrance: drawn hidden and shifted, then moved to its place by a CSS transition on the next frames
 * (a CSS transition rather than an animation library keeps the shell's first load small, budgets). `inPlace`: drawn
 * where it belongs at once.
 */
function Entrance({ children, inPlace }: { children: ReactNode; inPlace: boolean }) {
  const [reduce] = useState(() => inPlace || prefersReducedMotion());
  const [entered, setEntered] = useState(reduce);

  useEffect(() => {
    if (entered) return;
    // Two frames: the hidden style must be painted once for the transition to run from it.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setEntered(true));
    });
    return () => cancelAnimationFrame(frame);
  }, [entered]);

  return <div style={entered ? (reduce ? SHOWN : MOVING) : HIDDEN}>{children}</div>;
}

/**
 * Page changes fade and slide in (Business constants). The first page of a load is not a page change: it is drawn in
 * place, so what it shows is painted as soon as it is there, not half a second later at the end of a fade
 * (docs/architecture.md "Decisions taken so far": the warm dashboard's LCP).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [start, setStart] = useState({ path: pathname, changed: false });
  if (!start.changed && pathname !== start.path) setStart({ path: start.path, changed: true });
  const firstPage = !start.changed && pathname === start.path;
  return (
    <Entrance key={pathname} inPlace={firstPage}>
      {children}
    </Entrance>
  );
}
