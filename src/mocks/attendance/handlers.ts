import { absenceHandlers } from './absences.ts';
import { letterHandlers } from './letter.ts';
import { rollCallHandlers } from './rollCall.ts';
import { settingsHandlers } from './settings.ts';
import { statsHandlers } from './stats.ts';
import { summaryHandlers } from './summary.ts';

// The letter's route (`attendance/students/{id}/letter`) before the students' list, the more general address.
export const attendanceHandlers = [
  ...settingsHandlers,
  ...summaryHandlers,
  ...statsHandlers,
  ...rollCallHandlers,
  ...letterHandlers,
  ...absenceHandlers,
];
