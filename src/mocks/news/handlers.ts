import { newsFeedHandlers } from './feed.ts';
import { newsSettingsHandlers } from './settings.ts';
import { officeNewsHandlers } from './office.ts';
import { acknowledgementHandlers } from './acknowledgements.ts';

export const newsHandlers = [
  ...newsFeedHandlers,
  ...newsSettingsHandlers,
  ...officeNewsHandlers,
  ...acknowledgementHandlers,
];
