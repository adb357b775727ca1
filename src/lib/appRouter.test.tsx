import { act, render, screen } from '@testing-library/react';
import type * as ReactRouter from 'react-router-dom';
import { Link, matchRoutes, Outlet, useParams } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import {
  AppRouterProvider,
  MATCHES_KEPT,
  createMemoryAppRouter,
  lazyRoute,
  useBlocker,
  useRouteHandles,
  type AppRoute,
} from './appRouter';

// react-router's matching, counted: the router keeps what each address matched.
vi.mock('react-router-dom', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactRouter>();
  return { ...actual, matchRoutes: vi.fn(actual.matchRoutes) };
});

/** A page module whose download the test lets finish (or fail) when it wants. */
function heldPage(name: string) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const load = vi.fn(
    () =>
      new Promise<{ default: React.ComponentType }>((resolve, reject) => {
        finish = () => resolve({ default: () => <h1>{name}</h1> });
        fail = reject;
      }),
  );
  return { load, finish: () => finish(), fail: (error: Error) => fail(error) };
}

function Links() {
  return (
    <nav>
      <Link to="/a">to a</Link> <Link to="/b">to b</Link>
    </nav>
  );
}

function renderRoutes(routes: AppRoute[], path = '/a') {
  const router = createMemoryAppRouter(routes, [path]);
  render(<AppRouterProvider router={router} fallback={<p>first page loading</p>} />);
  return router;
}

describe('app router (lib/appRouter: the declarative router with what the app needs of a data router)', () => {
  it("a navigation keeps the current page until the next page's code is in, then shows it", async () => {
    const b = heldPage('page b');
    const router = renderRoutes([
      { path: '/a', element: <h1>page a</h1> },
      { path: '/b', ...routeOf(b.load) },
    ]);
    expect(screen.getByRole('heading', { name: 'page a' })).toBeInTheDocument();

    let settled = false;
    const navigation = router.navigate('/b').then(() => (settled = true));
    await vi.waitFor(() => expect(b.load).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    expect(screen.getByRole('heading', { name: 'page a' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/a');
    expect(settled).toBe(false);

    await act(async () => {
      b.finish();
      await navigation;
    });
    expect(screen.getByRole('heading', { name: 'page b' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/b');
    expect(settled).toBe(true);
  });

  it('the first page shows once its code is in (the fallback meanwhile), and a later navigation wins over one still loading', async () => {
    const a = heldPage('page a');
    const b = heldPage('page b');
    const router = renderRoutes([
      { path: '/a', ...routeOf(a.load) },
      { path: '/b', ...routeOf(b.load) },
      { path: '/c', element: <h1>page c</h1> },
    ]);
    expect(screen.getByText('first page loading')).toBeInTheDocument();
    await act(async () => a.finish());
    expect(await screen.findByRole('heading', { name: 'page a' })).toBeInTheDocument();

    const toB = router.navigate('/b');
    await act(() => router.navigate('/c'));
    await act(async () => {
      b.finish();
      await toB;
    });
    expect(screen.getByRole('heading', { name: 'page c' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'page b' })).toBeNull();
    expect(router.state.location.pathname).toBe('/c');
  });

  it('a page whose code failed to load is asked for again by the next navigation', async () => {
    const b = heldPage('page b');
    const route = lazyRoute(b.load);
    const first = route.preload();
    b.fail(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    const second = route.preload();
    expect(b.load).toHaveBeenCalledTimes(2);
    b.finish();
    await second;
    expect(route.preload()).toBeNull();
  });

  it('subscribers hear each settled navigation once, with its location', async () => {
    const router = renderRoutes([
      { path: '/a', element: <h1>page a</h1> },
      { path: '/b', element: <h1>page b</h1> },
    ]);
    const heard = vi.fn();
    router.subscribe((state) => heard(state.location.pathname));
    await act(() => router.navigate('/b'));
    await act(() => router.navigate(-1));
    expect(heard.mock.calls).toEqual([['/b'], ['/a']]);
  });

  describe('the blocker (the unsaved-changes guard)', () => {
    function Guarded() {
      const blocker = useBlocker(
        ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
      );
      return (
        <>
          <Links />
          <Outlet />
          {blocker.state === 'blocked' && (
            <div role="dialog" aria-label="leave?">
              <button type="button" onClick={() => blocker.proceed?.()}>
                leave
              </button>
              <button type="button" onClick={() => blocker.reset?.()}>
                stay
              </button>
            </div>
          )}
        </>
      );
    }
    const guardedRoutes: AppRoute[] = [
      {
        element: <Guarded />,
        children: [
          { path: '/a', element: <h1>page a</h1> },
          { path: '/b', element: <h1>page b</h1> },
        ],
      },
    ];

    it('holds a link: staying keeps the page, leaving goes', async () => {
      const router = renderRoutes(guardedRoutes);
      await act(() => screen.getByRole('link', { name: 'to b' }).click());
      expect(screen.getByRole('dialog', { name: 'leave?' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/a');

      await act(() => screen.getByRole('button', { name: 'stay' }).click());
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('heading', { name: 'page a' })).toBeInTheDocument();

      await act(() => screen.getByRole('link', { name: 'to b' }).click());
      await act(() => screen.getByRole('button', { name: 'leave' }).click());
      expect(await screen.findByRole('heading', { name: 'page b' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/b');
    });

    it('holds back and forward too: the history is put back, and leaving goes back', async () => {
      const router = createMemoryAppRouter(guardedRoutes, ['/a']);
      render(<AppRouterProvider router={router} />);
      await act(() => screen.getByRole('link', { name: 'to b' }).click());
      await act(() => screen.getByRole('button', { name: 'leave' }).click());
      expect(await screen.findByRole('heading', { name: 'page b' })).toBeInTheDocument();

      await act(() => void router.navigate(-1));
      expect(screen.getByRole('dialog', { name: 'leave?' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'page b' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/b');

      await act(() => screen.getByRole('button', { name: 'leave' }).click());
      expect(await screen.findByRole('heading', { name: 'page a' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/a');
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('reads the handles of the routes the location matches', async () => {
    function Layout() {
      const handles = useRouteHandles();
      return (
        <>
          <p>handles: {JSON.stringify(handles)}</p>
          <Outlet />
        </>
      );
    }
    const router = renderRoutes([
      {
        element: <Layout />,
        handle: 'layout',
        children: [
          { path: '/a', handle: 'a', element: <h1>page a</h1> },
          { path: '*', handle: 'other', element: <h1>other</h1> },
        ],
      },
    ]);
    expect(screen.getByText('handles: ["layout","a"]')).toBeInTheDocument();
    await act(() => router.navigate('/nowhere'));
    expect(screen.getByText('handles: ["layout","other"]')).toBeInTheDocument();
  });

  it('matches each address once, however often it is drawn (react-router ranks every route at each match)', async () => {
    function Layout() {
      const handles = useRouteHandles();
      return (
        <>
          <p>handles: {handles.join(',')}</p>
          <Links />
          <Outlet />
        </>
      );
    }
    const matching = vi.mocked(matchRoutes);
    matching.mockClear();
    const router = renderRoutes([
      {
        element: <Layout />,
        handle: 'layout',
        children: [
          { path: '/a', handle: 'a', element: <h1>page a</h1> },
          { path: '/b', handle: 'b', element: <h1>page b</h1> },
        ],
      },
    ]);
    expect(screen.getByText('handles: layout,a')).toBeInTheDocument();
    await act(() => router.navigate('/b'));
    await act(() => router.navigate('/a'));
    await act(() => router.navigate('/b'));
    expect(screen.getByText('handles: layout,b')).toBeInTheDocument();
    expect(matching.mock.calls.map(([, location]) => (location as { pathname: string }).pathname)).toEqual([
      '/a',
      '/b',
    ]);

    // Past the addresses it keeps, the oldest is matched again ('/a' here, then '/b').
    for (let each = 1; each < MATCHES_KEPT; each += 1) router.matches(`/elsewhere/${each}`);
    matching.mockClear();
    router.matches('/b');
    expect(matching).not.toHaveBeenCalled();
    router.matches('/a');
    expect(matching).toHaveBeenCalledTimes(1);
  });

  it("gives a page the decoded parameters of its address, as react-router's useRoutes does", async () => {
    function Student() {
      const { id } = useParams();
      return <h1>student {id}</h1>;
    }
    const router = renderRoutes([
      { path: '/a', element: <h1>page a</h1> },
      { path: '/students/:id', element: <Student /> },
    ]);
    await act(() => router.navigate('/students/Léa Martin'));
    expect(screen.getByRole('heading', { name: 'student Léa Martin' })).toBeInTheDocument();
  });
});

function routeOf(load: () => Promise<{ default: React.ComponentType }>): AppRoute {
  const { Component, preload } = lazyRoute(load);
  return { element: <Component />, preload };
}
