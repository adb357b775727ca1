import { useEffect, useState } from 'react';

/** Once true, the first screen has been shown: later screens need not wait. */
let firstScreenShown = false;

/**
 * Runs `run` once the page has loaded and the browser is idle (at most 3 s later), or at once in a browser
 * without requestIdleCallback. Returns a cancel function.
 */
export function afterFirstScreen(run: () => void): () => void {
  let cancelIdle = () => undefined as void;
  const whenIdle = () => {
    if (typeof window.requestIdleCallback !== 'function') return run();
    const handle = window.requestIdleCallback(run, { timeout: 3000 });
    cancelIdle = () => window.cancelIdleCallback?.(handle);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    cancelIdle();
  };
}

/**
 * False until the first screen is shown and the browser is idle (`afterFirstScreen`), then true: what a screen
 * asks for only to decorate it (the header's badges) waits for it, so the page's own requests go first.
 * @example
 * const ready = useAfterFirstScreen();
 * useEffect(() => { if (ready) void dispatch(loadConversations()); }, [ready]);
 */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(firstScreenShown);
  useEffect(() => {
    if (ready) return undefined;
    return afterFirstScreen(() => {
      firstScreenShown = true;
      setReady(true);
    });
  }, [ready]);
  return ready;
}
