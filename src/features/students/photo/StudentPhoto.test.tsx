import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StudentPhoto } from './StudentPhoto';

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
});
