import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, WhenNear } from './WhenNear';

/** A stand-in IntersectionObserver whose callbacks the test fires. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  options: IntersectionObserverInit | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  fire(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  FakeObserver.instances = [];
  vi.unstubAllGlobals();
});

describe('WhenNear (below-the-fold parts: code and data come as the user scrolls towards them)', () => {
  it('holds the place with a box of the given height, loads nothing until the place is near, then shows the part', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const load = vi.fn(() => Promise.resolve({ Card: () => <p>Carte chargée</p> }));
    const Card = lazyPart(load, 'Card');
    const { container } = render(
      <WhenNear minHeight="12rem">
        <Card />
      </WhenNear>,
    );
    expect(screen.queryByText('Carte chargée')).toBeNull();
    expect(load).not.toHaveBeenCalled();
    expect((container.querySelector('[aria-hidden="true"]') as HTMLElement).style.minHeight).toBe('12rem');
    const [observer] = FakeObserver.instances;
    // About a screen ahead of the scroll, above and below.
    expect(observer!.options?.rootMargin).toMatch(/^\d+px 0px$/);

    act(() => observer!.fire(false)); // still far away
    expect(load).not.toHaveBeenCalled();

    act(() => observer!.fire(true));
    expect(await screen.findByText('Carte chargée')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(observer!.disconnected).toBe(true);
  });

  it('a part whose code cannot be loaded (offline) is left out: the rest of the page stays', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught failure
    const Card = lazyPart(
      () =>
        Promise.reject<{ Card: () => null }>(new TypeError('Failed to fetch dynamically imported module')),
      'Card',
    );
    render(
      <main>
        <h1>Tableau de bord</h1>
        <WhenNear>
          <Card />
        </WhenNear>
      </main>,
    );
    await waitFor(() => expect(document.querySelector('[aria-hidden="true"]')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
  });

  it('without IntersectionObserver (an old browser), the part is shown at once', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const Card = lazyPart(() => Promise.resolve({ Card: () => <p>Carte chargée</p> }), 'Card');
    render(
      <WhenNear>
        <Card />
      </WhenNear>,
    );
    expect(await screen.findByText('Carte chargée')).toBeInTheDocument();
  });
});
