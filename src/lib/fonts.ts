import facesUrl from '../fonts.css?url';
import { afterFirstScreen } from './afterFirstScreen';

let faces: Promise<void> | null = null;

/**
 * The bundled faces' stylesheet (src/fonts.css), added once; settles when it has loaded (or failed: the fallback
 * faces stay). Anything that must draw with the faces themselves (the receipt's canvas) waits for it.
 */
export function loadFaces(): Promise<void> {
  faces ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = facesUrl;
    link.dataset.faces = '';
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    document.head.append(link);
  });
  return faces;
}

/**
 * Boot (main.tsx): the faces come once the first screen is shown (lib/afterFirstScreen), so a cold load's figures
 * are drawn without waiting behind about 41 KB of fonts (84 KB in Arabic) on a phone's network; until then the text
 * is drawn with a fallback sized like Inter (index.css), and swapped without moving. A page the service worker
 * controls is a returning visitor's, whose browser has kept the files (hashed, cached for good): they are added at
 * once, and nothing swaps.
 */
export function loadFacesSoon(): void {
  if (navigator.serviceWorker?.controller) void loadFaces();
  else afterFirstScreen(() => void loadFaces());
}
