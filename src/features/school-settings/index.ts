/** The public entry of school settings (docs/architecture.md "Boundaries"): the levels and classes of a branch. */
export { useLevelsQuery } from './schoolSettings.api';
export type { Levels } from './schoolSettings.schemas';
