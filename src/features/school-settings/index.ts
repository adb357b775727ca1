/** The public entry of school settings (docs/architecture.md "Boundaries"): the levels and classes of a branch. */
export { useLevelsQuery, type Levels } from './schoolSettings.api';
