import { domAnimation, LazyMotion, m, useReducedMotion } from 'framer-motion';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec §9: page changes fade and slide over 0.5 s; no motion when the user asks for reduced motion. */
export const ROUTE_TRANSITION_SECONDS = 0.5;

export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const reduce = useReducedMotion();
  return (
    <LazyMotion features={domAnimation} strict>
      <m.div
        key={pathname}
        initial={reduce ? false : { opacity: 0, y: 16 }}
        animate={{ opacity: 1, y: 0 }}
        transition={{ duration: reduce ? 0 : ROUTE_TRANSITION_SECONDS, ease: 'easeOut' }}
      >
        {children}
      </m.div>
    </LazyMotion>
  );
}
