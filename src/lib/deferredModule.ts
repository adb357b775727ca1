import { useEffect, useState } from 'react';

export interface DeferredModule<M> {
  /** Starts loading the module once; a failed load is tried again by the next call. */
  preload(): Promise<M>;
  /** The module once loaded (at once on every render after that), else null while it loads. */
  useModule(): M | null;
}

/**
 * Runs `run` once the page has loaded and the browser is idle (at most 3 s later), or at once in a browser
 * without requestIdleCallback. Returns a cancel function.
 */
function afterFirstScreen(run: () => void): () => void {
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
 * A module kept out of the chunk that shows it (docs/architecture.md "Decisions": react-select, the sidebar's
 * scrollbar and the customizer drawer are most of the shell's weight), asked for by `useModule` once the first
 * screen is shown and the browser is idle, so neither the first screen's download nor its main thread wait for it.
 * Until it is in, the showing component draws a stand-in of the same size.
 * @example
 * const select = deferredModule(() => import('./Select'));
 * function Field() { const module = select.useModule(); return module ? <module.Select /> : <Placeholder />; }
 */
export function deferredModule<M>(load: () => Promise<M>): DeferredModule<M> {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;

  function preload(): Promise<M> {
    loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  function useModule(): M | null {
    const [module, setModule] = useState(loaded);
    useEffect(() => {
      if (module) return;
      let alive = true;
      const cancel = afterFirstScreen(() => {
        preload().then(
          (ready) => alive && setModule(() => ready),
          () => undefined,
        );
      });
      return () => {
        alive = false;
        cancel();
      };
    }, [module]);
    return module;
  }

  return { preload, useModule };
}
