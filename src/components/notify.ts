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

/**
 * Shows a toast. react-toastify is loaded on first use, keeping it out of the sign-in page's first load.
 * @example void notify('success', t('logout.success'), { autoClose: 800 })
 */
export async function notify(kind: Kind, message: string, options: ToastOptions = {}): Promise<void> {
  const { toast } = await import('react-toastify/unstyled');
  toast[kind](message, options);
}
