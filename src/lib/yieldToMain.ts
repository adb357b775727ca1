interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * A pause that hands the main thread back to the browser (`scheduler.yield()`, Chromium 129 and later): what follows
 * runs in a task of its own, ahead of other queued work. Null where the browser has no such pause: the caller then
 * goes on at once, as before.
 * Long tasks (budgets, total blocking time): a page that mounts asks for its data in one task, and each request's
 * setup (axios' config merge, headers, interceptors) and each answer's checks then run one after the other in it.
 * @example const pause = yieldToMain(); if (pause) await pause;
 */
export function yieldToMain(): Promise<void> | null {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : null;
}

/** The longest `afterNextPaint` waits for a frame: a tab in the background draws none. */
export const NEXT_PAINT_WAIT_MS = 100;

/**
 * Runs `run` in a task of its own once the browser has painted what the current event drew (a frame, then a task),
 * or after `NEXT_PAINT_WAIT_MS` when no frame comes. Interaction to Next Paint (budgets): a choice whose consequence
 * redraws the whole page (another branch, year or child) is answered on screen first, the page redrawn after.
 * @example afterNextPaint(() => dispatch(branchChanged(id)))
 */
export function afterNextPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    run();
  };
  const fallback = setTimeout(once, NEXT_PAINT_WAIT_MS);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(once, 0));
}
