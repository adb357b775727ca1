import { withIdempotency } from '../idempotency.ts';
import { withoutSpoofedText } from '../spoofedText.ts';
import { accessHandlers } from './access.ts';
import { authHandlers, profileHandlers } from './auth.ts';
import { chatHandlers } from './chat.ts';
import { dashboardHandlers } from './dashboard.ts';
import { financeSettingsHandlers } from './financeSettings.ts';
import { financeHandlers } from './finances.ts';
import { guardianHandlers } from './guardians.ts';
import { identityHandlers } from './identity.ts';
import { newsHandlers } from './news.ts';
import { lostItemHandlers } from './lostItems.ts';
import { notificationHandlers } from './notifications.ts';
import { overdueHandlers } from './overdue.ts';
import { preregistrationHandlers } from './preregistrations.ts';
import { promotionHandlers } from './promotion.ts';
import { requestHandlers } from './requests.ts';
import { settingsHandlers } from './settings.ts';
import { studentPhotoHandlers } from './studentPhotos.ts';
import { studentRecordHandlers } from './studentRecords.ts';
import { studentHandlers } from './students.ts';
import { translationHandlers } from './translations.ts';
import { transportHandlers } from './transport.ts';
import { canteenHandlers } from './canteen.ts';
import {
  educationHandlers,
  educationSettingsHandlers,
  educationSummaryHandlers,
  evaluationHandlers,
  teacherPhotoHandlers,
} from './education.ts';

/**
 * Every handler of the demo API, shared by the Vitest node server and the Vite dev/preview middleware. A repeated
 * `Idempotency-Key` is answered once for all of them (mocks/idempotency.ts), and the bidirectional controls of
 * what users send are removed for all of them (mocks/spoofedText.ts).
 */
export const handlers = withoutSpoofedText(
  withIdempotency([
    ...authHandlers,
    ...profileHandlers,
    ...notificationHandlers,
    ...chatHandlers,
    ...studentHandlers,
    ...financeHandlers,
    ...dashboardHandlers,
    ...studentRecordHandlers,
    ...guardianHandlers,
    ...studentPhotoHandlers,
    ...preregistrationHandlers,
    ...settingsHandlers,
    ...promotionHandlers,
    ...overdueHandlers,
    ...financeSettingsHandlers,
    ...lostItemHandlers,
    ...translationHandlers,
    ...transportHandlers,
    ...canteenHandlers,
    ...educationHandlers,
    ...evaluationHandlers,
    ...educationSummaryHandlers,
    ...educationSettingsHandlers,
    ...teacherPhotoHandlers,
    ...newsHandlers,
    ...requestHandlers,
    ...accessHandlers,
    ...identityHandlers,
  ]),
);
