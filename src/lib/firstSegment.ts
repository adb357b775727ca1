/**
 * Route lookups narrowed by the address's first segment. react-router's `matchRoutes` flattens and ranks the whole
 * route table and compiles the patterns it tries at every call, and `matchPath` compiles its pattern at every call:
 * with the registry's forty-odd routes that is tens of milliseconds on a phone, before the first page is drawn. A
 * route whose pattern starts with a fixed segment can only match an address that starts with that segment (without
 * case, as react-router matches), so the lookups try only those routes and the ones that start with a parameter, an
 * optional segment or a splat. The answers are the same as over the whole table (app/router.narrowing.test.ts).
 */

/** The key of a route pattern: its first fixed segment, lower-cased; null when any first segment could match. */
export function patternKey(pattern: string): string | null {
  const first = pattern.replace(/^\/+/, '').split('/')[0] ?? '';
  return /[:*?]/.test(first) ? null : first.toLowerCase();
}

/**
 * The key of an address: its first segment as react-router reads it (decoded), lower-cased; null when it cannot be
 * decoded (react-router then matches the raw address, so nothing may be left out).
 */
export function addressKey(pathname: string): string | null {
  const first = pathname.replace(/^\//, '').split('/')[0] ?? '';
  try {
    return decodeURIComponent(first).toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The items that could match an address of `key`, in their order: those of that key, those of any key (null) and
 * those of no segment (`/`, kept as the table's narrowing keeps it). Worked out once per key.
 */
export function narrowedBy<T>(items: readonly T[], keyOf: (item: T) => string | null) {
  const keys = items.map(keyOf);
  return keptPerKey(
    (key) => items.filter((_, i) => keys[i] === null || keys[i] === '' || keys[i] === key),
    items,
  );
}

/** A route of a react-router table, as far as narrowing reads it. */
interface TableRoute {
  path?: string;
  children?: TableRoute[];
}

/**
 * A route table narrowed to an address of `key`, for `matchRoutes`: a route with a path is kept whole when its
 * pattern could match (`patternKey`; a pattern of no segment, `/`, is always kept) and left out otherwise; a route
 * without a path (a layout, an index) is kept with its children narrowed, as a copy whose original `originalOf`
 * gives back, so that matches hold the table's own routes. Worked out once per key.
 */
export function narrowedTable<R extends TableRoute>(routes: readonly R[]) {
  const originals = new WeakMap<object, R>();
  const narrow = (table: readonly R[], key: string): R[] =>
    table.flatMap((route) => {
      if (route.path === undefined) {
        if (!route.children?.length) return [route];
        const copy = { ...route, children: narrow(route.children as R[], key) };
        originals.set(copy, route);
        return [copy];
      }
      const own = patternKey(route.path);
      return own === null || own === '' || own === key ? [route] : [];
    });
  const table = keptPerKey((key) => narrow(routes, key), routes);
  return { table, originalOf: (route: R): R => originals.get(route) ?? route };
}

/** At most this many keys are kept: an address typed by hand is a key of its own. */
const KEYS_KEPT = 100;

function keptPerKey<T>(work: (key: string) => readonly T[], all: readonly T[]) {
  const kept = new Map<string, readonly T[]>();
  return (key: string | null): readonly T[] => {
    if (key === null) return all;
    let found = kept.get(key);
    if (!found) {
      found = work(key);
      if (kept.size >= KEYS_KEPT) kept.clear();
      kept.set(key, found);
    }
    return found;
  };
}
