import type { ToastOptions, toast as toastApi } from 'react-toastify/unstyled';

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

/** A message said without the toast library: it could not be loaded (offline, before the service worker kept it). */
export interface PlainNotice {
  id: number;
  kind: Kind;
  message: string;
}

let toastsWanted = false;
let plainNotices: PlainNotice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * What the app root draws of the toasts (app/RootLayout): the toast area once a first toast was asked for (not
 * before: react-toastify stays out of the first screen, budgets), and the plain notices.
 */
export const toastArea = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  wanted: (): boolean => toastsWanted,
  plainNotices: (): PlainNotice[] => plainNotices,
  dismiss(id: number): void {
    plainNotices = plainNotices.filter((notice) => notice.id !== id);
    changed();
  },
};

/**
 * Shows a toast. react-toastify is loaded on first use, with the toast area (a toast asked for before the area is
 * drawn waits for it, react-toastify's queue). When it cannot be loaded (offline before the service worker kept
 * it), the message is said all the same, in a plain notice (`toastArea.plainNotices`).
 * Resolves once the message is on screen (the toast opened, or the plain notice drawn); never, if the toast area
 * itself could not be drawn, so a caller that waits for it caps the wait (features/auth/logout.ts).
 * @example void notify('success', t('logout.success'), { autoClose: 800 })
 */
export async function notify(kind: Kind, message: string, options: ToastOptions = {}): Promise<void> {
  if (!toastsWanted) {
    toastsWanted = true;
    changed();
  }
  let toast: typeof toastApi;
  try {
    ({ toast } = await import('react-toastify/unstyled'));
  } catch {
    const notice = { id: nextId++, kind, message };
    plainNotices = [...plainNotices, notice];
    changed();
    const autoClose = options.autoClose ?? TOAST_DEFAULTS.autoClose;
    if (typeof autoClose === 'number') setTimeout(() => toastArea.dismiss(notice.id), autoClose);
    return;
  }
  await new Promise<void>((resolve) => {
    toast[kind](message, {
      ...options,
      onOpen: () => {
        options.onOpen?.();
        resolve();
      },
    });
  });
}
