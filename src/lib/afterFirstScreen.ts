/**
 * No React here: the entry (main.tsx) and i18n.ts run it before React has loaded (docs/architecture.md "Boot");
 * its hook is `useAfterFirstScreen`.
 */

/**
 * The longest the first screen is waited for once the page has loaded: past it, what waits for the first screen
 * runs even if a request it held is still unanswered (a slow API never keeps the remote texts, the avatar or the
 * badges away for good).
 */
export const FIRST_SCREEN_WAIT_MS = 5000;

/** Answers the first screen is waiting for (`holdFirstScreen`); empty for good once the first screen is shown. */
const held = new Set<Promise<void>>();
let shown = false;
let firstScreen: Promise<void> | null = null;

/**
 * The first screen is not shown until `answer` settles: the boot's early answers and the requests a screen makes
 * before it is shown (api/earlyAnswers.ts, api/baseQuery.ts `callApi`). Without it, the browser is idle while the
 * first screen waits for its data, and what only decorates it (the remote texts, about 90 KB) would take the phone's
 * bandwidth before its figures are drawn (largest contentful paint). Once the first screen is shown, a no-op.
 */
export function holdFirstScreen(answer: Promise<unknown>): void {
  if (shown) return;
  const settled: Promise<void> = answer.then(
    () => void held.delete(settled),
    () => void held.delete(settled),
  );
  held.add(settled);
}

/** True once the first screen has been shown: what a later screen mounts need not wait for it. */
export function firstScreenIsShown(): boolean {
  return shown;
}

let drawPage: () => void = () => undefined;
const pageDrawn = new Promise<void>((resolve) => {
  drawPage = resolve;
});

/**
 * Boot, when the first screen is a page of the app: it is held until a page has been drawn (`firstPageDrawn`). The
 * page's own requests, which hold it in turn, leave only once its code has come and the user is loaded: between the
 * user's answer and them, the browser is idle, and that is not the first screen shown.
 */
export function holdUntilPageDrawn(): void {
  holdFirstScreen(pageDrawn);
}

/** A page is drawn (the shell's page area, the sign-in page): the requests it makes as it appears are on their way. */
export function firstPageDrawn(): void {
  drawPage();
}

/** Runs `run` when the browser is idle (at most 3 s later), or at once in a browser without requestIdleCallback. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    run();
    return () => undefined;
  }
  const handle = window.requestIdleCallback(run, { timeout: 3000 });
  return () => window.cancelIdleCallback?.(handle);
}

const idle = () => new Promise<void>((resolve) => whenIdle(resolve));

/**
 * Once, from the page's load: every held answer has settled (answers held meanwhile too) and the browser is idle, so
 * the screen those answers fill is drawn; at most `FIRST_SCREEN_WAIT_MS` later.
 */
function firstScreenShown(): Promise<void> {
  firstScreen ??= new Promise<void>((resolve) => {
    const giveUp = window.setTimeout(done, FIRST_SCREEN_WAIT_MS);
    function done() {
      if (shown) return;
      shown = true;
      held.clear();
      window.clearTimeout(giveUp);
      resolve();
    }
    const settle = async () => {
      while (!shown) {
        await Promise.all([...held]);
        await idle();
        if (held.size === 0) done();
      }
    };
    void settle();
  });
  return firstScreen;
}

/**
 * Runs `run` once the first screen is shown (the page has loaded and the answers it waits for have come,
 * `holdFirstScreen`) and the browser is idle (at most 3 s later), or at once in a browser without
 * requestIdleCallback. Returns a cancel function.
 */
export function afterFirstScreen(run: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => undefined as void;
  const loaded = () =>
    void firstScreenShown().then(() => {
      if (!cancelled) cancelIdle = whenIdle(run);
    });
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', loaded);
    cancelIdle();
  };
}
