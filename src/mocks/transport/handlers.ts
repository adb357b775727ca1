import { carHandlers } from './cars.ts';
import { driverHandlers } from './drivers.ts';
import { lineHandlers } from './lines.ts';
import { assignmentHandlers } from './assignments.ts';
import { expenseHandlers } from './expenses.ts';
import { transportSummaryHandlers } from './summary.ts';

/** The module's handlers by resource (docs/api.md), in the order MSW matches them. */
export const transportHandlers = [
  ...carHandlers,
  ...driverHandlers,
  ...lineHandlers,
  ...assignmentHandlers,
  ...expenseHandlers,
  ...transportSummaryHandlers,
];
