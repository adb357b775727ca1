import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { RequireAccess } from '../features/auth/RequireAccess';
import { ROUTES } from '../modules';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

type Loader = () => Promise<{ default: React.ComponentType }>;
const page = (load: Loader) => async () => ({ Component: (await load()).default });

/** The route table, derived from the registry: every module page lazily loaded and guarded. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first page's chunk loads, instead of a blank page.
    HydrateFallback: Spinner,
    children: [
      { path: '/', lazy: page(() => import('../features/auth/LoginPage')) },
      {
        lazy: page(() => import('../features/shell/Shell')),
        children: [
          { path: 'unauthorized', lazy: page(() => import('../features/shell/Unauthorized')) },
          ...ROUTES.map<RouteObject>((route) => ({
            path: route.path,
            handle: { titleKey: route.titleKey },
            element: <RequireAccess rule={route.access} />,
            children: [{ index: true, lazy: page(route.load) }],
          })),
          // Any other path: inside the shell for a signed-in user, bare while signed out (Shell reads the handle).
          {
            path: '*',
            handle: { bareWhenSignedOut: true },
            lazy: page(() => import('../features/shell/NotFound')),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/** Same table in memory, for tests. */
export function createTestRouter(initialPath: string) {
  return createMemoryRouter(routes, { initialEntries: [initialPath] });
}
