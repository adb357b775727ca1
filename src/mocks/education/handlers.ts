import { classHandlers } from './classes.ts';
import { pedagogyHandlers } from './pedagogy.ts';
import { teacherHandlers } from './teachers.ts';

/** Classes, teachers and teaching assignments (docs/api.md "Education"), in the order MSW matches them. */
export const educationHandlers = [...classHandlers, ...teacherHandlers, ...pedagogyHandlers];
