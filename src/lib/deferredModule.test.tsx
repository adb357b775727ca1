import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredModule } from './deferredModule';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('deferredModule (what the first screen does not show waits for it)', () => {
  it('asks for the module once the browser is idle after the first screen, then shows it', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const load = vi.fn(() => Promise.resolve({ Drawer: () => <p>Tiroir</p> }));
    const drawer = deferredModule(load);
    function Shown() {
      const module = drawer.useModule();
      return module ? <module.Drawer /> : <p>En attente</p>;
    }
    const { unmount } = render(<Shown />);
    expect(screen.getByText('En attente')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled(); // not with the first screen
    expect(idle).toHaveLength(1);
    act(() => idle[0]!());
    expect(await screen.findByText('Tiroir')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('a failed load is asked for again by the next showing', async () => {
    let attempt = 0;
    const drawer = deferredModule(() =>
      ++attempt === 1
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({ Drawer: () => <p>Tiroir</p> }),
    );
    await expect(drawer.preload()).rejects.toThrow('offline');
    await expect(drawer.preload()).resolves.toHaveProperty('Drawer');
  });
});
