import { lostItemSummaryHandlers } from './summary.ts';
import { foundItemHandlers } from './items.ts';
import { lostItemRequestHandlers } from './requests.ts';

export const lostItemHandlers = [
  ...lostItemSummaryHandlers,
  ...foundItemHandlers,
  ...lostItemRequestHandlers,
];
