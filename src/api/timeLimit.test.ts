import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_TIME_LIMIT_MS, AnswerTimeLimitError, withTimeLimit } from './timeLimit';

afterEach(() => vi.useRealTimers());

/** A call that only ends when its signal aborts, with the abort reason. */
const never = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error)));

describe('withTimeLimit (an answer that never comes)', () => {
  it('the limit is a sensible 25 s', () => {
    expect(ANSWER_TIME_LIMIT_MS).toBe(25_000);
  });

  it('aborts the call after 25 s, not before', async () => {
    vi.useFakeTimers();
    let settled = false;
    const result = withTimeLimit(never).catch((error: unknown) => {
      settled = true;
      return error;
    });
    await vi.advanceTimersByTimeAsync(24_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBeInstanceOf(AnswerTimeLimitError);
  });

  it('passes an answer through and clears its timer', async () => {
    vi.useFakeTimers();
    expect(await withTimeLimit(async () => 'answer')).toBe('answer');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('follows the caller’s own abort (RTK Query unsubscribing)', async () => {
    const outer = new AbortController();
    const result = withTimeLimit(never, outer.signal).catch((error: unknown) => error);
    outer.abort(new Error('unsubscribed'));
    expect(await result).toEqual(new Error('unsubscribed'));
  });
});
