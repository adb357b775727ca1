import { attachmentHandlers } from './attachments.ts';
import { childHomeworkHandlers } from './children.ts';
import { staffHomeworkHandlers } from './staff.ts';

// The parents' addresses (`homework/children/…`) and the attachments' before a homework's own (`homework/{id}`).
export const homeworkHandlers = [...childHomeworkHandlers, ...attachmentHandlers, ...staffHomeworkHandlers];
