/** The public entry of the timetable (docs/architecture.md "Boundaries"): the parent dashboard's card; its pages are
 * loaded by the registry (src/modules.ts). */
export { ChildTimetableCard } from './child/ChildTimetableCard';
