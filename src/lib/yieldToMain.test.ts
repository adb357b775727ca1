import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yieldToMain';

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
