import { useEffect, useState } from 'react';
import { afterFirstScreen } from './afterFirstScreen';

export interface DeferredModule<M> {
  /** Starts loading the module once; a failed load is tried again by the next call. */
  preload(): Promise<M>;
  /** The module once loaded (at once on every render after that), else null while it loads. */
  useModule(): M | null;
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
