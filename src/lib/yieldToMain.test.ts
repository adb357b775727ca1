import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, NEXT_PAINT_WAIT_MS, yieldToMain } from './yieldToMain';

afterEach(() => vi.unstubAllGlobals());

describe('yieldToMain (budgets: long tasks cut where the browser allows it)', () => {
  it("is the browser's scheduler.yield() where there is one", async () => {
    const pause = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: pause });
    await yieldToMain();
    expect(pause).toHaveBeenCalledTimes(1);
  });

  it('is null where the browser has none, so the caller goes on at once', () => {
    vi.stubGlobal('scheduler', undefined);
    expect(yieldToMain()).toBeNull();
    vi.stubGlobal('scheduler', {});
    expect(yieldToMain()).toBeNull();
  });
});

describe('afterNextPaint (Interaction to Next Paint: the answer on screen first, the redraw after)', () => {
  afterEach(() => vi.useRealTimers());

  it('runs once, in a task after the next frame, not during the event', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    const run = vi.fn();
    afterNextPaint(run);
    expect(run).not.toHaveBeenCalled();
    // The frame: what the event drew is painted after it, so `run` waits for the task that follows.
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(NEXT_PAINT_WAIT_MS * 2);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs all the same when no frame comes (a tab in the background)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const run = vi.fn();
    afterNextPaint(run);
    vi.advanceTimersByTime(NEXT_PAINT_WAIT_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
