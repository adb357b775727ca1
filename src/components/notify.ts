import { useSyncExternalStore } from 'react';
import type { ToastOptions } from 'react-toastify/unstyled';

/** Toast defaults of the spec (Business constants): 5000 ms, top right, pause on hover and focus loss, draggable at 80 %. */
export const TOAST_DEFAULTS: ToastOptions = {
  autoClose: 5000,
  position: 'top-right',
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  draggablePercent: 80,
};

type Kind = 'success' | 'error' | 'info';

/** Whether a toast was ever asked for: the toast area (and react-toastify) is drawn from then on at the latest. */
let asked = false;
const listeners = new Set<() => void>();

/**
 * True once the first toast is asked for. The app root draws the toast area then, or once the first screen is
 * shown, whichever comes first: react-toastify keeps a toast shown before its area is drawn and shows it then.
 */
export function useToastsAsked(): boolean {
  return useSyncExternalStore(subscribe, () => asked);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows a toast. react-toastify is loaded on first use, keeping it out of every first screen.
 * @example void notify('success', t('logout.success'), { autoClose: 800 })
 */
export async function notify(kind: Kind, message: string, options: ToastOptions = {}): Promise<void> {
  if (!asked) {
    asked = true;
    listeners.forEach((listener) => listener());
  }
  const { toast } = await import('react-toastify/unstyled');
  toast[kind](message, options);
}
