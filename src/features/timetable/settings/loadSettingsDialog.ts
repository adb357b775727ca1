import { withTexts } from '../../../i18n/i18n';

/**
 * The timetable settings dialog is a chunk of its own, loaded when the timetable page opens it: its texts (and the
 * sentences of the API's codes, which it shows before any save, checking the same rules) come with its code
 * (i18n.ts `withTexts`), since the page itself brings only the timetable's.
 * @example const TimetableSettingsDialog = lazy(loadSettingsDialog);
 */
export const loadSettingsDialog = withTexts(
  ['timetable/settings', 'apiErrors', 'forms'],
  () => import('./TimetableSettingsDialog'),
);
