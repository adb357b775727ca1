import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the media query `query` matches now, followed as the window changes; undefined where the browser has no
 * `matchMedia` (jsdom), so a caller can then draw every variant, as CSS alone would have it.
 * @example const wide = useMedia('(min-width: 768px)'); // true, false, or undefined when unknown
 */
export function useMedia(query: string): boolean | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : undefined),
    () => undefined,
  );
}
