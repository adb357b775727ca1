/**
 * The demo API's timetables: each branch's slots and rooms, the lessons placed in them, a class's, teacher's or
 * room's week and a child's days (docs/architecture.md "The demo API"): what the demo's root uses of it.
 */
export { timetableHandlers } from './handlers.ts';
export { timetableStep } from './seed.ts';
export { WeekContext } from './shared.ts';
