import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Fonts from './fonts';
import type * as AfterFirstScreen from './afterFirstScreen';

// Both modules keep state for the page's life (the faces are added once, the first screen shown once): each test
// loads them afresh.
let fonts: typeof Fonts;
let firstScreen: typeof AfterFirstScreen;
beforeEach(async () => {
  vi.resetModules();
  firstScreen = await import('./afterFirstScreen');
  fonts = await import('./fonts');
});

afterEach(() => {
  document.head.querySelectorAll('link[data-faces]').forEach((link) => link.remove());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const settle = async () => {
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
};
const facesLinks = () => [
  ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-faces]'),
];

describe('fonts (docs/architecture.md "Fonts": bundled faces, after the first screen)', () => {
  it('Fonts: a first visit adds the faces only once the first screen is shown, never before', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    let answer: () => void = () => undefined;
    firstScreen.holdFirstScreen(new Promise<void>((resolve) => (answer = resolve)));
    fonts.loadFacesSoon();
    await settle();
    expect(facesLinks()).toEqual([]);

    answer();
    // Which file it names is the build's (Vitest leaves CSS out): the browser test checks what is fetched.
    await vi.waitFor(() => expect(facesLinks()).toHaveLength(1), { timeout: 15_000 });
  });

  it('Fonts: a page the service worker controls (a returning visitor) adds them at once', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: {} } });
    fonts.loadFacesSoon();
    expect(facesLinks()).toHaveLength(1);
  });

  it('Fonts: the faces are added once, and what draws with them (the receipt) waits until they have loaded', async () => {
    const loaded = vi.fn();
    void fonts.loadFaces().then(loaded);
    void fonts.loadFaces();
    expect(facesLinks()).toHaveLength(1);
    await settle();
    expect(loaded).not.toHaveBeenCalled();
    facesLinks()[0]!.dispatchEvent(new Event('load'));
    await settle();
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it('Fonts: a stylesheet that fails to load still lets the receipt draw, with the fallback faces', async () => {
    const loaded = vi.fn();
    void fonts.loadFaces().then(loaded);
    facesLinks()[0]!.dispatchEvent(new Event('error'));
    await settle();
    expect(loaded).toHaveBeenCalledTimes(1);
  });
});
