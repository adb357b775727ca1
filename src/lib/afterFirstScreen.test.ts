import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AfterFirstScreen from './afterFirstScreen';

// The first screen is shown once per page: each test loads the module afresh.
let module: typeof AfterFirstScreen;
beforeEach(async () => {
  vi.resetModules();
  module = await import('./afterFirstScreen');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Lets every pending promise callback run. */
const settle = async () => {
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
};

/** requestIdleCallback as a list of waiting callbacks, run by `idle()`. */
function stubIdle() {
  const waiting: Array<() => void> = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => waiting.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  return {
    idle: async () => {
      await settle();
      for (const callback of waiting.splice(0)) callback();
      await settle();
    },
  };
}

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('afterFirstScreen (what only decorates the first screen waits for it: remote texts, avatar, badges)', () => {
  it('runs once the page has loaded and the browser is idle, not before', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const browser = stubIdle();
    const run = vi.fn();
    module.afterFirstScreen(run);

    await browser.idle();
    expect(run).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(run).not.toHaveBeenCalled();
    await browser.idle();
    await browser.idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancelled before the page has loaded, it never runs', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const browser = stubIdle();
    const run = vi.fn();
    const cancel = module.afterFirstScreen(run);
    cancel();
    window.dispatchEvent(new Event('load'));
    await browser.idle();
    await browser.idle();
    expect(run).not.toHaveBeenCalled();
  });

  it('waits for the answers the first screen is drawn from (held), however idle the browser is meanwhile, and for those held while it waits', async () => {
    const browser = stubIdle();
    const user = deferred();
    const figures = deferred();
    module.holdFirstScreen(user.promise);
    const run = vi.fn();
    module.afterFirstScreen(run);

    await browser.idle();
    await browser.idle();
    expect(run).not.toHaveBeenCalled();
    // The user came: the page asks for its figures (held too) before the browser is next idle.
    user.resolve();
    await settle();
    module.holdFirstScreen(figures.promise);
    await browser.idle();
    await browser.idle();
    expect(run).not.toHaveBeenCalled();
    // A failed answer counts as come: the screen shows its error state.
    figures.reject(new Error('503'));
    await browser.idle();
    await browser.idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('held until a page is drawn (boot of the app): the idle gap between the user and the page’s own requests is not the first screen shown', async () => {
    const browser = stubIdle();
    module.holdUntilPageDrawn();
    const run = vi.fn();
    module.afterFirstScreen(run);

    await browser.idle();
    await browser.idle();
    expect(run).not.toHaveBeenCalled();
    const figures = deferred();
    module.firstPageDrawn();
    module.holdFirstScreen(figures.promise);
    await browser.idle();
    await browser.idle();
    expect(run).not.toHaveBeenCalled();
    figures.resolve();
    await browser.idle();
    await browser.idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('an answer that never comes holds the first screen at most FIRST_SCREEN_WAIT_MS after the load', async () => {
    vi.useFakeTimers();
    const browser = stubIdle();
    module.holdFirstScreen(new Promise(() => undefined));
    const run = vi.fn();
    module.afterFirstScreen(run);

    await vi.advanceTimersByTimeAsync(module.FIRST_SCREEN_WAIT_MS - 1);
    await browser.idle();
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await browser.idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('once the first screen is shown, later requests hold nothing: a later screen runs what it waits for when idle', async () => {
    const browser = stubIdle();
    const first = vi.fn();
    module.afterFirstScreen(first);
    expect(module.firstScreenIsShown()).toBe(false);
    await browser.idle();
    await browser.idle();
    expect(first).toHaveBeenCalledTimes(1);
    expect(module.firstScreenIsShown()).toBe(true); // a screen mounted now is ready at once (useAfterFirstScreen)

    module.holdFirstScreen(new Promise(() => undefined));
    const later = vi.fn();
    module.afterFirstScreen(later);
    await browser.idle();
    expect(later).toHaveBeenCalledTimes(1);
  });
});
