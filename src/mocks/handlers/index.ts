import { authHandlers, profileHandlers } from './auth.ts';
import { chatHandlers } from './chat.ts';
import { financeHandlers } from './finances.ts';
import { notificationHandlers } from './notifications.ts';
import { preregistrationHandlers } from './preregistrations.ts';
import { studentHandlers } from './students.ts';
import { translationHandlers } from './translations.ts';

/** Every handler of the demo API, shared by the Vitest node server and the Vite dev/preview middleware. */
export const handlers = [
  ...authHandlers,
  ...profileHandlers,
  ...notificationHandlers,
  ...chatHandlers,
  ...studentHandlers,
  ...financeHandlers,
  ...preregistrationHandlers,
  ...translationHandlers,
];
