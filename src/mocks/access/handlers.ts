import { roleHandlers } from './roleEndpoints.ts';
import { accountHandlers } from './accounts.ts';
import { assignmentHandlers } from './assignments.ts';

export const accessHandlers = [...roleHandlers, ...accountHandlers, ...assignmentHandlers];
