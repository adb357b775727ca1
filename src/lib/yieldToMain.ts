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
