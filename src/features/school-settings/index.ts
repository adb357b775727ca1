/** The public entry of school settings (docs/architecture.md "Boundaries"): the levels and classes of a branch. */
export { useLevelsQuery } from './levels.api';
export type { Levels } from './levels.schemas';
