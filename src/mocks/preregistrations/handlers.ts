import { applicationListHandlers } from './list.ts';
import { applicationHandlers } from './application.ts';
import { enrolmentHandlers } from './enrolment.ts';

export const preregistrationHandlers = [
  ...applicationListHandlers,
  ...applicationHandlers,
  ...enrolmentHandlers,
];
