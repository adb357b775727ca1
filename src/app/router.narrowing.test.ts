import { matchPath, matchRoutes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { routes } from './router';
import { ROUTES } from '../modules';
import { addressKey, narrowedBy, narrowedTable, patternKey } from '../lib/firstSegment';
import { createMemoryAppRouter, type AppRoute } from '../lib/appRouter';

/**
 * Addresses to look up: every route of the registry with its parameters filled, and the shapes an address typed by
 * hand or built by a link can take (case, trailing and doubled slashes, encoded and badly encoded characters,
 * unknown pages, a segment too many).
 */
function addresses(): string[] {
  const filled = ROUTES.map((route) => `/${route.path.replace(/:[^/]+/g, '12')}`);
  const shapes = filled.flatMap((path) => [
    path,
    path.toUpperCase(),
    `${path}/`,
    `${path}/extra`,
    `/${path}`,
    `/%${path.charCodeAt(1).toString(16)}${path.slice(2)}`,
    `${path}%20`,
    `${path}%2Fx`,
  ]);
  return [
    ...shapes,
    '/',
    '',
    '//',
    '/unauthorized',
    '/Unauthorized/',
    '/nowhere',
    '/nowhere/12',
    '/%E0%A4%A',
    '/students%E0%A4%A/12',
    '/%E2%80%8Edashboard',
    '/\u212Aashboard',
    '/12',
  ];
}

describe('route lookups narrowed by the first segment (lib/firstSegment.ts)', () => {
  it('reads the first segment of a pattern and of an address', () => {
    expect(patternKey('students/:id')).toBe('students');
    expect(patternKey('/Students')).toBe('students');
    expect(patternKey(':id/edit')).toBeNull();
    expect(patternKey('*')).toBeNull();
    expect(patternKey('lang?/news')).toBeNull();
    expect(patternKey('/')).toBe('');
    expect(addressKey('/Students/12')).toBe('students');
    expect(addressKey('/%64ashboard')).toBe('dashboard');
    expect(addressKey('/')).toBe('');
    expect(addressKey('/%E0%A4%A')).toBeNull();
  });

  it('the app router matches every address as react-router does over the whole table', () => {
    // react-router warns of the badly encoded addresses, which it matches undecoded.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryAppRouter(routes);
    const seen = addresses();
    expect(seen.length).toBeGreaterThan(300);
    for (const pathname of seen) {
      const whole = matchRoutes(routes, { pathname });
      const narrowed = router.matches(pathname);
      expect(
        narrowed?.map(({ route, params }) => ({ route, params })) ?? null,
        `matches of ${JSON.stringify(pathname)}`,
      ).toEqual(whole?.map(({ route, params }) => ({ route, params })) ?? null);
      // The very routes of the table, not copies: what the route's own tests and handles read.
      narrowed?.forEach(({ route }, i) => expect(route).toBe(whole?.[i]?.route));
    }
  });

  it('a route lookup finds the rule that a search of every rule finds', () => {
    const narrow = narrowedBy(ROUTES, (route) => patternKey(route.path));
    for (const pathname of addresses()) {
      const every = ROUTES.find((route) => matchPath({ path: `/${route.path}`, end: true }, pathname));
      const found = narrow(addressKey(pathname)).find((route) =>
        matchPath({ path: `/${route.path}`, end: true }, pathname),
      );
      expect(found, `rule of ${JSON.stringify(pathname)}`).toBe(every);
    }
  });

  it("matches over the routes of the address's first segment only: the dashboard, not the registry", () => {
    const { table, originalOf } = narrowedTable<AppRoute>(routes);
    const paths = (list: readonly AppRoute[]): string[] =>
      list.flatMap((route) => [
        ...(route.path === undefined ? [] : [route.path]),
        ...paths(route.children ?? []),
      ]);
    const dashboard = paths(table(addressKey('/dashboard')));
    expect(dashboard).toContain('dashboard');
    expect(dashboard).not.toContain('students');
    expect(dashboard).toContain('*');
    expect(dashboard.length).toBeLessThan(6);
    expect(paths(routes).length).toBeGreaterThan(40);
    // Narrowed once per first segment, and layouts give back the table's own route.
    expect(table('dashboard')).toBe(table('dashboard'));
    const [root] = table('dashboard');
    expect(originalOf(root!)).toBe(routes[0]);
    // An address that cannot be decoded is matched over the whole table.
    expect(table(null)).toBe(routes);
  });
});
