import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_AHEAD, StudentPhoto } from './StudentPhoto';

const firstScreen = vi.hoisted(() => ({ shown: false, listeners: new Set<() => void>() }));
const loadPhoto = vi.hoisted(() => vi.fn(() => Promise.resolve()));

// The first screen, shown when the test says so (lib/useAfterFirstScreen).
vi.mock('../../../lib/useAfterFirstScreen', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    useAfterFirstScreen: () =>
      useSyncExternalStore(
        (listener) => {
          firstScreen.listeners.add(listener);
          return () => firstScreen.listeners.delete(listener);
        },
        () => firstScreen.shown,
      ),
  };
});
vi.mock('./photoCache', () => ({
  cachedPhoto: () => undefined,
  subscribePhotos: () => () => undefined,
  loadPhoto,
}));

function showFirstScreen() {
  act(() => {
    firstScreen.shown = true;
    for (const listener of firstScreen.listeners) listener();
  });
}

describe('StudentPhoto', () => {
  beforeEach(() => {
    firstScreen.shown = false;
    loadPhoto.mockClear();
  });

  it('on the first screen of a visit, shows the initials and asks for the photo only once that screen is shown', () => {
    render(<StudentPhoto studentId={7} year={2} hasPhoto firstname="Yasmine" lastname="El Idrissi" />);
    expect(screen.getByTestId('photo-initials')).toHaveAttribute('data-initials', 'YE');
    expect(loadPhoto).not.toHaveBeenCalled();

    showFirstScreen();
    expect(loadPhoto).toHaveBeenCalledExactlyOnceWith(7, 2);
  });

  it('never asks for the photo of a student who has none', () => {
    render(<StudentPhoto studentId={8} year={2} hasPhoto={false} firstname="Adam" lastname="Benali" />);
    showFirstScreen();
    expect(loadPhoto).not.toHaveBeenCalled();
  });

  describe('rows not yet seen (a phone shows eight rows of a page of 25)', () => {
    /** The browser's IntersectionObserver, played by the test: it says when the photo's place comes near. */
    const observers: {
      callback: IntersectionObserverCallback;
      margin: string | undefined;
      targets: Element[];
    }[] = [];
    beforeEach(() => {
      observers.length = 0;
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          private readonly entry;
          constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
            this.entry = { callback, margin: options?.rootMargin, targets: [] as Element[] };
            observers.push(this.entry);
          }
          observe(target: Element) {
            this.entry.targets.push(target);
          }
          disconnect() {
            this.entry.targets.length = 0;
          }
        },
      );
    });
    afterEach(() => vi.unstubAllGlobals());

    it('asks for a photo only once its place comes within PHOTO_AHEAD of the screen', () => {
      render(<StudentPhoto studentId={9} year={2} hasPhoto firstname="Salma" lastname="Tazi" />);
      showFirstScreen();
      expect(loadPhoto).not.toHaveBeenCalled();
      const [observer] = observers;
      expect(observer?.margin).toBe(`${PHOTO_AHEAD} 0px`);
      expect(observer?.targets).toEqual([screen.getByTestId('photo-initials')]);

      act(() =>
        observer!.callback(
          [{ isIntersecting: true, target: observer!.targets[0]! } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      expect(loadPhoto).toHaveBeenCalledExactlyOnceWith(9, 2);
    });
  });
});
