import { useEffect, useSyncExternalStore } from 'react';
import { afterFirstScreen } from './afterFirstScreen';

export interface DeferredModule<M> {
  /** Starts loading the module once; a failed load is tried again by the next call. */
  preload(): Promise<M>;
  /** The module once loaded (at once on every render after that), else null while it loads after the first screen. */
  useModule(): M | null;
  /**
   * The module once something has asked for it (`preload`, usually on the user's first move towards the control
   * that needs it), else null: nothing is loaded by this hook itself.
   */
  useLoaded(): M | null;
  /**
   * The module once loaded, and asked for as soon as `wanted` holds (a drawer opened, a menu drawn): nothing is
   * loaded while it does not. A failed load is asked for again when `wanted` turns true again.
   */
  useLoadedWhen(wanted: boolean): M | null;
}

/**
 * A module kept out of the chunk that shows it (docs/architecture.md "Decisions taken so far": react-select, the
 * sidebar's scrollbar and the customizer drawer are most of the shell's weight). `useModule` asks for it once the
 * first screen is shown and the browser is idle, so neither the first screen's download nor its main thread wait
 * for it; `useLoaded` waits for a `preload` (the Select: on first use). Until it is in, the showing component draws
 * a stand-in of the same size.
 * @example
 * const select = deferredModule(() => import('./Select'));
 * function Field() { const module = select.useModule(); return module ? <module.Select /> : <Placeholder />; }
 */
export function deferredModule<M>(load: () => Promise<M>): DeferredModule<M> {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  const listeners = new Set<() => void>();

  function preload(): Promise<M> {
    loading ??= load().then(
      (module) => {
        loaded = module;
        listeners.forEach((listener) => listener());
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  function useLoaded(): M | null {
    return useSyncExternalStore(subscribe, () => loaded);
  }

  function useModule(): M | null {
    const module = useLoaded();
    useEffect(() => {
      if (module) return;
      return afterFirstScreen(() => void preload().catch(() => undefined));
    }, [module]);
    return module;
  }

  function useLoadedWhen(wanted: boolean): M | null {
    const module = useLoaded();
    useEffect(() => {
      if (wanted && !module) void preload().catch(() => undefined);
    }, [wanted, module]);
    return module;
  }

  return { preload, useModule, useLoaded, useLoadedWhen };
}
