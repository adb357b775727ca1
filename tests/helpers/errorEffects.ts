import { vi } from 'vitest';
import { setErrorEffects } from '../../src/api/errors';

/** Wires the error catalogue to spies: current path `path`, and whether a session existed when it ends. */
export function fakeEffects(path = '/dashboard', hadSession = true) {
  const effects = {
    navigate: vi.fn<(to: string) => void>(),
    currentPath: vi.fn(() => path),
    endSession: vi.fn(() => hadSession),
    notifySessionEnded: vi.fn(),
    keepTypingRefused: vi.fn(),
    loadErrorTexts: vi.fn(() => Promise.resolve()),
  };
  setErrorEffects(effects);
  return effects;
}
