import { studentListHandlers } from './list.ts';
import { oneStudentHandlers } from './student.ts';
import { familyListHandlers } from './families.ts';
import { levelHandlers } from './levels.ts';
import { studentImportHandlers } from './imports.ts';

export const studentHandlers = [
  ...studentListHandlers,
  ...oneStudentHandlers,
  ...familyListHandlers,
  ...levelHandlers,
  ...studentImportHandlers,
];
