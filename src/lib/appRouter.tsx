import {
  createContext,
  startTransition,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import {
  matchRoutes,
  NavigationType,
  parsePath,
  renderMatches,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useLocation,
  type Location,
  type Navigator,
  type RouteMatch,
  type RouteObject,
  type To,
} from 'react-router-dom';
import { addressKey, narrowedTable } from './firstSegment';

/**
 * The app's router (docs/architecture.md "Routing"): react-router's declarative `<Router>` and its route matching
 * over a history, with what the app needs of a data router written here, at about half the weight of
 * `createBrowserRouter` (16 KB gzip less on the first screen, "Fast on a parent's phone"):
 * - a navigation shows the next page once its code (and texts) are in: the current page stays until then, as it
 *   did with the data router's `lazy` routes (`lazyRoute` below);
 * - `state.location` and `subscribe` follow each navigation once it has settled (its page's code in), which the
 *   error catalogue's "one redirect at a time" waits for;
 * - one blocker (`useBlocker`), for the unsaved-changes guard, that holds links, code navigations and back/forward;
 * - route handles read with `useRouteHandles`.
 */

/**
 * The route objects of this router: react-router's, with an optional loader of the element's code (null once it
 * is in). A navigation to the route waits for it before it shows.
 */
export type AppRoute = RouteObject & {
  preload?: () => Promise<unknown> | null;
  /** Asks for the page's first data as a navigation to it starts, beside its code (modules.ts `startData`). */
  startData?: (location: Location) => void;
  children?: AppRoute[];
};

/**
 * A page component loaded on first use, like `React.lazy`, but drawn at once when its code is already in (the
 * router preloads a route before showing it), so nothing flashes.
 */
export function lazyRoute(load: () => Promise<{ default: ComponentType }>): {
  Component: ComponentType;
  preload: () => Promise<unknown> | null;
} {
  let loaded: ComponentType | null = null;
  let request: Promise<ComponentType> | null = null;
  let failed = false;
  const preload = () => {
    if (loaded) return null;
    // A failed download (offline) is asked for again by the next navigation; until then the page's render
    // reads the failure (the route error page) rather than asking again at each render.
    if (request === null || failed) {
      failed = false;
      request = load().then(
        (module) => (loaded = module.default),
        (error: unknown) => {
          failed = true;
          throw error;
        },
      );
    }
    return request;
  };
  function LazyRouteComponent() {
    const Loaded = loaded ?? use(request ?? preload()!);
    // Not created here: the page module's own component, the same on every render once loaded.
    // eslint-disable-next-line react-hooks/static-components
    return <Loaded />;
  }
  return { Component: LazyRouteComponent, preload };
}

export interface RouterState {
  location: Location;
  action: NavigationType;
}

type BlockerFunction = (args: { currentLocation: Location; nextLocation: Location }) => boolean;

export interface Blocker {
  state: 'blocked' | 'unblocked';
  proceed?: () => void;
  reset?: () => void;
}

const UNBLOCKED: Blocker = { state: 'unblocked' };

type History = ReturnType<typeof createBrowserHistory>;

/** How many addresses keep their matched routes (`AppRouter.matches`): the oldest is dropped past it. */
export const MATCHES_KEPT = 100;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export class AppRouter {
  /** Where the router is: changes once a navigation's page code is in and the page is handed to React. */
  state: RouterState;
  /** What the history says: ahead of `state` while the next page's code loads. */
  private asked: RouterState;
  private readonly listeners = new Set<(state: RouterState) => void>();
  private readonly viewListeners = new Set<(state: RouterState) => void>();
  private readonly shownWaiters: Array<() => void> = [];
  private blockerFunction: BlockerFunction | null = null;
  private blockerState: Blocker = UNBLOCKED;
  private readonly blockerListeners = new Set<() => void>();
  /** A back/forward that the blocker undid: the pop that undoes it is not a navigation. */
  private undoingPop = false;
  /** A held back/forward that the user let go: its pop is not held again. */
  private letNextPopThrough = false;
  private sequence = 0;
  /** The routes each address matched: react-router flattens and ranks the whole table and compiles every route's
   * pattern at each `matchRoutes` call, tens of milliseconds on a phone, and the app asks at each render. */
  private readonly matched = new Map<string, RouteMatch[] | null>();
  /** The table narrowed to the routes an address's first segment could match (lib/firstSegment.ts). */
  private readonly narrowed: ReturnType<typeof narrowedTable<AppRoute>>;
  private readonly stopListening: () => void;
  readonly navigator: Navigator;

  constructor(
    readonly routes: AppRoute[],
    private readonly history: History,
  ) {
    this.narrowed = narrowedTable(routes);
    this.state = { location: history.location, action: history.action as NavigationType };
    this.asked = this.state;
    this.stopListening = history.listen(({ action, location, delta }) => {
      if (this.undoingPop) {
        this.undoingPop = false;
        return;
      }
      const letThrough = this.letNextPopThrough;
      this.letNextPopThrough = false;
      if (!letThrough && delta !== null && this.blocks(location)) {
        this.undoingPop = true;
        history.go(-delta);
        this.block(() => {
          this.letNextPopThrough = true;
          history.go(delta);
        });
        return;
      }
      void this.show({ location, action: action as NavigationType });
    });
    this.navigator = {
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, state) => void this.navigate(to, { state }),
      replace: (to, state) => void this.navigate(to, { replace: true, state }),
    };
  }

  /**
   * The code of every route that `location` matches: null when it is all in, otherwise settles once each has loaded
   * or failed (a failure is the page's to show: its render reads it, and the route error page shows).
   */
  preload(location: Pick<Location, 'pathname'>): Promise<void> | null {
    const loading = (this.matches(location.pathname) ?? [])
      .map(({ route }) => (route as AppRoute).preload?.() ?? null)
      .filter((request) => request !== null);
    return loading.length > 0 ? Promise.allSettled(loading).then(() => undefined) : null;
  }

  /**
   * The routes that `pathname` matches, outermost first, as `useRoutes` would draw them (their pathnames encoded
   * again, as matching decodes them); null when none does. Worked out once per address (the last `MATCHES_KEPT`).
   */
  matches(pathname: string): RouteMatch[] | null {
    const known = this.matched.get(pathname);
    if (known !== undefined) return known;
    const encode = (path: string) =>
      this.history.encodeLocation(path.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23'))
        .pathname;
    const found =
      matchRoutes(this.narrowed.table(addressKey(pathname)) as AppRoute[], { pathname })?.map((match) => ({
        ...match,
        route: this.narrowed.originalOf(match.route as AppRoute),
        pathname: encode(match.pathname),
        pathnameBase: match.pathnameBase === '/' ? '/' : encode(match.pathnameBase),
      })) ?? null;
    if (this.matched.size >= MATCHES_KEPT) this.matched.delete(this.matched.keys().next().value!);
    this.matched.set(pathname, found);
    return found;
  }

  /**
   * Goes to `to` (or moves `to` entries in the history); resolves once the navigation has settled (`subscribe`).
   */
  navigate(to: To | number, options: NavigateOptions = {}): Promise<void> {
    if (typeof to === 'number') {
      const shown = this.nextShown();
      this.history.go(to);
      return shown;
    }
    const next = { pathname: '/', search: '', hash: '', ...(typeof to === 'string' ? parsePath(to) : to) };
    const go = () => {
      if (options.replace) this.history.replace(to, options.state);
      else this.history.push(to, options.state);
      return this.show({
        location: this.history.location,
        action: options.replace ? NavigationType.Replace : NavigationType.Push,
      });
    };
    if (this.blocks({ ...next, state: options.state, key: '' })) {
      this.block(() => void go());
      return Promise.resolve();
    }
    return go();
  }

  /** Hears each navigation once it has settled: its page's code is in and the page is handed to React. */
  subscribe(listener: (state: RouterState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  dispose(): void {
    this.stopListening();
    this.listeners.clear();
    this.viewListeners.clear();
  }

  /** The next page's code first, then the page: the current page stays meanwhile; a later navigation wins. */
  private async show(next: RouterState): Promise<void> {
    const sequence = ++this.sequence;
    // Another page (not the same page's address changing: a list's page, sort or search): its first data leaves
    // now, beside its code, rather than once the page is drawn.
    if (next.location.pathname !== this.asked.location.pathname) {
      for (const { route } of this.matches(next.location.pathname) ?? []) {
        (route as AppRoute).startData?.(next.location);
      }
    }
    this.asked = next;
    const loading = this.preload(next.location);
    if (loading) await loading;
    if (sequence !== this.sequence) return;
    this.state = next;
    this.viewListeners.forEach((listener) => listener(next));
    this.listeners.forEach((listener) => listener(next));
    this.shownWaiters.splice(0).forEach((resolve) => resolve());
  }

  private nextShown(): Promise<void> {
    return new Promise((resolve) => this.shownWaiters.push(resolve));
  }

  private blocks(nextLocation: Location): boolean {
    return (
      this.blockerFunction !== null &&
      this.blockerState.state === 'unblocked' &&
      this.blockerFunction({ currentLocation: this.asked.location, nextLocation })
    );
  }

  private block(proceed: () => void): void {
    const release = () => {
      this.blockerState = UNBLOCKED;
      this.blockerListeners.forEach((listener) => listener());
    };
    this.blockerState = {
      state: 'blocked',
      proceed: () => {
        release();
        proceed();
      },
      reset: release,
    };
    this.blockerListeners.forEach((listener) => listener());
  }

  /** @internal for `useBlocker` */
  setBlocker(blocker: BlockerFunction | null): void {
    this.blockerFunction = blocker;
    if (blocker === null && this.blockerState.state === 'blocked') this.blockerState.reset?.();
  }

  /** @internal for `useBlocker` */
  subscribeBlocker = (listener: () => void): (() => void) => {
    this.blockerListeners.add(listener);
    return () => this.blockerListeners.delete(listener);
  };

  /** @internal for `useBlocker` */
  readBlocker = (): Blocker => this.blockerState;

  /** @internal for the provider */
  subscribeView(listener: (state: RouterState) => void): () => void {
    this.viewListeners.add(listener);
    return () => this.viewListeners.delete(listener);
  }

  /** @internal for the provider */
  get requested(): RouterState {
    return this.asked;
  }
}

/** The router of the window's address bar. */
export function createAppRouter(routes: AppRoute[]): AppRouter {
  return new AppRouter(routes, createBrowserHistory());
}

/** The same router in memory (tests). */
export function createMemoryAppRouter(routes: AppRoute[], initialEntries: string[] = ['/']): AppRouter {
  return new AppRouter(routes, createMemoryHistory({ initialEntries }));
}

const AppRouterContext = createContext<AppRouter | null>(null);

function useAppRouter(): AppRouter {
  const router = use(AppRouterContext);
  if (!router) throw new Error('useAppRouter: outside an AppRouterProvider');
  return router;
}

/** `useRoutes` at the top of the tree, over the router's kept matches (`AppRouter.matches`). */
function RouteTable({ router }: { router: AppRouter }) {
  return renderMatches(router.matches(useLocation().pathname));
}

/**
 * Draws the route that the router shows. The first route's code is loaded before its first drawing (a spinner
 * meanwhile, `fallback`), then each navigation swaps pages in a transition.
 */
export function AppRouterProvider({
  router,
  fallback = null,
}: {
  router: AppRouter;
  fallback?: React.ReactNode;
}) {
  const [view, setView] = useState<RouterState | null>(() =>
    router.preload(router.requested.location) === null ? router.requested : null,
  );
  useLayoutEffect(() => {
    let active = true;
    const unsubscribe = router.subscribeView((next) => startTransition(() => setView(next)));
    void router.preload(router.requested.location)?.then(() => {
      // A navigation that came meanwhile has set the view already.
      if (active) setView((current) => current ?? router.requested);
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [router]);
  if (view === null) return fallback;
  return (
    <AppRouterContext value={router}>
      <Router location={view.location} navigationType={view.action} navigator={router.navigator}>
        <RouteTable router={router} />
      </Router>
    </AppRouterContext>
  );
}

/**
 * Holds in-app navigations (links, code, back and forward) while `shouldBlock` says so; `proceed` lets the held
 * navigation go, `reset` stays. One blocker at a time.
 */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const router = useAppRouter();
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => {
    router.setBlocker((args) => latest.current(args));
    return () => router.setBlocker(null);
  }, [router]);
  return useSyncExternalStore(router.subscribeBlocker, router.readBlocker);
}

/** The `handle` of every route that the current location matches, outermost first. */
export function useRouteHandles(): unknown[] {
  const router = useAppRouter();
  const location = useLocation();
  return (router.matches(location.pathname) ?? []).map(({ route }) => route.handle as unknown);
}
