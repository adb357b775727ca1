import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen } from './afterFirstScreen';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('afterFirstScreen (what only decorates the first screen waits for it: remote texts, avatar, badges)', () => {
  it('runs once the page has loaded and the browser is idle, not before', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    let idle: (() => void) | null = null;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    const run = vi.fn();
    afterFirstScreen(run);

    readyState.mockReturnValue('complete');
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(run).not.toHaveBeenCalled();
    expect(idle).not.toBeNull();
    idle!();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancelled before the page has loaded, it never runs', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const run = vi.fn();
    const cancel = afterFirstScreen(run);
    cancel();
    window.dispatchEvent(new Event('load'));
    expect(run).not.toHaveBeenCalled();
  });
});
