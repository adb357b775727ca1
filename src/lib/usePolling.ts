import { useEffect, useRef } from 'react';

export interface PollingOptions {
  /** Delay between successful polls. */
  interval: number;
  /** Longest delay after repeated failures (the delay doubles on each failure). */
  maxInterval: number;
  enabled?: boolean;
}

/** Next delay: back to `interval` after a success, doubled (up to `maxInterval`) after a failure. */
export function nextDelay(
  current: number,
  failed: boolean,
  { interval, maxInterval }: PollingOptions,
): number {
  return failed ? Math.min(current * 2, maxInterval) : interval;
}

/**
 * Calls `poll` again and again: every `interval` ms, backing off on errors, paused while the tab is hidden
 * (and polled at once when it shows again).
 * @example usePolling(() => dispatch(pollMessages()).unwrap(), { interval: 3000, maxInterval: 30000 })
 */
export function usePolling(poll: () => Promise<unknown>, options: PollingOptions): void {
  const { interval, maxInterval, enabled = true } = options;
  const pollRef = useRef(poll);
  useEffect(() => {
    pollRef.current = poll;
  });

  useEffect(() => {
    if (!enabled) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = interval;
    let stopped = false;
    let running = false;

    const schedule = () => {
      clearTimeout(timer);
      if (!stopped && !document.hidden) timer = setTimeout(() => void tick(), delay);
    };
    const tick = async () => {
      if (running || stopped) return;
      running = true;
      let failed = false;
      try {
        await pollRef.current();
      } catch {
        failed = true;
      }
      running = false;
      delay = nextDelay(delay, failed, { interval, maxInterval });
      schedule();
    };
    const onVisibility = () => {
      if (document.hidden) clearTimeout(timer);
      else void tick();
    };

    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, interval, maxInterval]);
}
