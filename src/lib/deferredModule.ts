import { useEffect, useState } from 'react';

export interface DeferredModule<M> {
  /** Starts loading the module once; a failed load is tried again by the next call. */
  preload(): Promise<M>;
  /** The module once loaded (at once on every render after that), else null while it loads. */
  useModule(): M | null;
}

/**
 * A module kept out of the chunk that shows it but asked for as soon as that chunk runs, so both arrive together
 * and the chunk's first render does not wait for it (budgets: react-select, the sidebar's scrollbar and
 * the customizer drawer are most of the shell's weight). Call `preload()` at the showing module's top level.
 * @example
 * const select = deferredModule(() => import('./Select'));
 * void select.preload().catch(() => undefined);
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
      preload().then(
        (ready) => alive && setModule(() => ready),
        () => undefined,
      );
      return () => {
        alive = false;
      };
    }, [module]);
    return module;
  }

  return { preload, useModule };
}
