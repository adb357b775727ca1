import { createContext } from 'react';
import type { AccessRule } from '../../session/access';

/** What the guard knows of a route: its path (no leading slash; `:name` for a parameter) and its rule. */
export interface RouteRule {
  path: string;
  access: AccessRule;
}

/**
 * The registry's route rules, provided by the app (`app/RootLayout`) from `modules.ts`. Pages read them through
 * this context instead of importing the registry, which lazily imports the pages: no import cycle. Without a
 * provider nothing opens, so a missing provider hides links rather than showing ones the guard would refuse.
 */
export const RouteRulesContext = createContext<readonly RouteRule[]>([]);
