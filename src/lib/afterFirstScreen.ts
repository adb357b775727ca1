/**
 * No React here: the entry (main.tsx) and i18n.ts run it before React has loaded (docs/architecture.md "Boot");
 * its hook is `useAfterFirstScreen`.
 */

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
