import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** Stubs window.matchMedia so that `prefers-reduced-motion: reduce` matches or not. */
export function mockReducedMotion(reduce: boolean): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
    })),
  );
}

/**
 * Stubs window.matchMedia as a window `width` px wide, answering min-width queries (px or rem, 16 px each) and
 * telling its listeners when `resize` changes the width (a rotated phone). Undo with `vi.unstubAllGlobals()`.
 * @example const resize = stubWidth(390); ...; resize(1440);
 */
export function stubWidth(width: number): (next: number) => void {
  const listeners = new Set<() => void>();
  let current = width;
  const matches = (query: string) => {
    const [, value, unit] = /min-width:\s*([\d.]+)(rem|px)/.exec(query) ?? [];
    return value !== undefined && current >= Number(value) * (unit === 'rem' ? 16 : 1);
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      get matches() {
        return matches(query);
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: vi.fn(),
      removeListener: vi.fn(),
    })),
  );
  return (next: number) => {
    current = next;
    act(() => listeners.forEach((listener) => listener()));
  };
}
