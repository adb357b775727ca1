import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { NAVIGATION_ANSWER_MS } from '../api/earlyAnswers';
import { Spinner } from '../components/Spinner';
import { RequireAccess } from '../features/auth/RequireAccess';
import {
  AppRouterProvider,
  createAppRouter as createWindowRouter,
  createMemoryAppRouter,
  lazyRoute,
  type AppRoute,
  type AppRouter,
} from '../lib/appRouter';
import { withTexts } from '../i18n/i18n';
import { ROUTES } from '../modules';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

type Loader = () => Promise<{ default: React.ComponentType }>;

/** A route's page, loaded on first use; a navigation to it waits for its code and texts (lib/appRouter). */
function page(load: Loader): Pick<AppRoute, 'element' | 'preload'> {
  const { Component: Page, preload } = lazyRoute(load);
  return { element: <Page />, preload };
}

/**
 * A page that fails to draw, or whose code cannot be loaded, shows the route error page instead of the app: never a
 * blank page. The next navigation tries again.
 */
class RouteErrorBoundary extends Component<{ at: string; children: ReactNode }, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError() {
    return { failedAt: '' };
  }

  override componentDidCatch() {
    this.setState({ failedAt: this.props.at });
  }

  override render() {
    const { failedAt } = this.state;
    return failedAt !== null && (failedAt === '' || failedAt === this.props.at) ? (
      <RouteError />
    ) : (
      this.props.children
    );
  }
}

function RouteErrors({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <RouteErrorBoundary at={key}>{children}</RouteErrorBoundary>;
}

/** The route table, derived from the registry: every module page lazily loaded and guarded. */
export const routes: AppRoute[] = [
  {
    element: (
      <RouteErrors>
        <RootLayout />
      </RouteErrors>
    ),
    children: [
      { path: '/', ...page(withTexts(['signIn'], () => import('../features/auth/LoginPage'))) },
      {
        ...page(() => import('../features/shell/Shell')),
        children: [
          { path: 'unauthorized', ...page(() => import('../features/shell/Unauthorized')) },
          ...ROUTES.map<AppRoute>((route) => ({
            path: route.path,
            // A route open signed out is drawn bare then, like the not-found page (Shell reads the handle).
            handle: route.signedOut
              ? { titleKey: route.titleKey, bareWhenSignedOut: true }
              : { titleKey: route.titleKey },
            element: <RequireAccess rule={route.access} />,
            children: [{ index: true, ...page(route.load) }],
            ...(route.startData
              ? { startData: ({ search }) => route.startData!(search, NAVIGATION_ANSWER_MS) }
              : {}),
          })),
          // Any other path: inside the shell for a signed-in user, bare while signed out (Shell reads the handle).
          {
            path: '*',
            handle: { bareWhenSignedOut: true },
            ...page(() => import('../features/shell/NotFound')),
          },
        ],
      },
    ],
  },
];

export function createAppRouter(): AppRouter {
  return createWindowRouter(routes);
}

/** Same table in memory, for tests. */
export function createTestRouter(initialPath: string): AppRouter {
  return createMemoryAppRouter(routes, [initialPath]);
}

/** Draws the app's routes; a spinner while the first page's code loads, instead of a blank page. */
export function AppRoutes({ router }: { router: AppRouter }) {
  return <AppRouterProvider router={router} fallback={<Spinner />} />;
}
