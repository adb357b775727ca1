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
 * Whether a toast area is drawn (components/Toasts), and a promise kept until one is. A toast is handed to
 * react-toastify once an area is drawn, not queued before: the library gives its waiting toasts to the first area that
 * subscribes, and React's StrictMode (the dev server, app/startApp.tsx) mounts the area, unmounts it and mounts it
 * again, so a queued first toast went to the area thrown away and never showed.
 */
let areasDrawn = 0;
let areaDrawn: () => void = () => undefined;
let whenAreaDrawn = new Promise<void>((resolve) => (areaDrawn = resolve));

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
  /** Called by the toast area once it is drawn (an effect); the function returned, once it is gone. */
  drawn(): () => void {
    areasDrawn += 1;
    areaDrawn();
    return () => {
      areasDrawn -= 1;
      if (areasDrawn === 0) whenAreaDrawn = new Promise<void>((resolve) => (areaDrawn = resolve));
    };
  },
};

/**
 * Shows a toast. react-toastify is loaded on first use, with the toast area (a toast asked for before the area is
 * drawn waits for it: `whenAreaDrawn`). When it cannot be loaded (offline before the service worker kept
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
  // Read once StrictMode's second mount is done too: its unmount and mount run in the same commit as the first.
  await whenAreaDrawn;
  await new Promise<void>((resolve) => {
    toast[kind](message, {
      // Said once, as the plain notices are (PlainNotices): politely for a save, at once for an error (components/Toasts).
      role: kind === 'error' ? 'alert' : 'status',
      ...options,
      onOpen: () => {
        options.onOpen?.();
        resolve();
      },
    });
  });
}
