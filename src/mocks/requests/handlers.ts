import { requestTypeHandlers } from './types.ts';
import { requestSummaryHandlers } from './summary.ts';
import { requestListHandlers } from './list.ts';
import { requestThreadHandlers } from './thread.ts';
import { certificateHandlers } from './certificate.ts';

export const requestHandlers = [
  ...requestTypeHandlers,
  ...requestSummaryHandlers,
  ...requestListHandlers,
  ...requestThreadHandlers,
  ...certificateHandlers,
];
