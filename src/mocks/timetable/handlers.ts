import { childHandlers } from './children.ts';
import { lessonHandlers } from './lessons.ts';
import { settingsHandlers } from './settings.ts';
import { weekHandlers } from './week.ts';

// docs/api.md "Timetable": every address is its own (`timetable/settings`, `timetable/index`, `timetable/lessons`,
// `timetable/children/{id}`, the week at `timetable`), so their order does not matter.
export const timetableHandlers = [...settingsHandlers, ...weekHandlers, ...lessonHandlers, ...childHandlers];
