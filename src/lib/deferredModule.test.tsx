import { act, render, screen, waitFor } from '@testing-library/react';
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
    await act(() => Promise.resolve());
    expect(load).not.toHaveBeenCalled(); // not with the first screen
    expect(idle.length).toBeGreaterThan(0); // it waits for the browser to be idle
    // Idle periods go by (the first screen is shown after one, lib/afterFirstScreen; the module is asked for next).
    await waitFor(() => {
      act(() => idle.splice(0).forEach((run) => run()));
      expect(load).toHaveBeenCalled();
    });
    expect(await screen.findByText('Tiroir')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('useLoaded loads nothing by itself, even once the browser is idle; a preload shows the module everywhere', async () => {
    vi.stubGlobal('requestIdleCallback', (run: () => void) => run());
    const load = vi.fn(() => Promise.resolve({ Select: () => <p>Liste</p> }));
    const select = deferredModule(load);
    function Field({ name }: { name: string }) {
      const module = select.useLoaded();
      return module ? <module.Select /> : <p>{name}</p>;
    }
    render(
      <>
        <Field name="Année" />
        <Field name="Établissement" />
      </>,
    );
    window.dispatchEvent(new Event('load'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('Année')).toBeInTheDocument();

    await act(() => select.preload());
    expect(screen.getAllByText('Liste')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('useLoadedWhen asks for the module only once it is wanted (a drawer opened), then shows it', async () => {
    vi.stubGlobal('requestIdleCallback', (run: () => void) => run());
    const load = vi.fn(() => Promise.resolve({ Drawer: () => <p>Tiroir</p> }));
    const drawer = deferredModule(load);
    function Shown({ open }: { open: boolean }) {
      const module = drawer.useLoadedWhen(open);
      return module ? <module.Drawer /> : <p>Fermé</p>;
    }
    const { rerender } = render(<Shown open={false} />);
    window.dispatchEvent(new Event('load'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('Fermé')).toBeInTheDocument();
    rerender(<Shown open />);
    expect(await screen.findByText('Tiroir')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
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
