import { withIdempotency } from './core/idempotency.ts';
import { withoutSpoofedText } from './core/spoofedText.ts';
import { accessHandlers } from './access/handlers.ts';
import { authHandlers, profileHandlers } from './auth/handlers.ts';
import { chatHandlers } from './chat/handlers.ts';
import { dashboardHandlers } from './dashboard/handlers.ts';
import { financeSettingsHandlers } from './finances/settings.ts';
import { financeHandlers } from './finances/handlers.ts';
import { guardianHandlers } from './students/guardians.ts';
import { identityHandlers } from './school-settings/identity.ts';
import { newsHandlers } from './news/handlers.ts';
import { lostItemHandlers } from './lostItems/handlers.ts';
import { notificationHandlers } from './notifications/handlers.ts';
import { overdueHandlers } from './finances/overdue.ts';
import { preregistrationHandlers } from './preregistrations/handlers.ts';
import { promotionHandlers } from './school-settings/promotion.ts';
import { requestHandlers } from './requests/handlers.ts';
import { settingsHandlers } from './school-settings/settings.ts';
import { studentPhotoHandlers } from './students/photos.ts';
import { studentRecordHandlers } from './students/records.ts';
import { studentHandlers } from './students/handlers.ts';
import { translationHandlers } from './core/translations.ts';
import { transportHandlers } from './transport/handlers.ts';
import { canteenHandlers } from './canteen/handlers.ts';
import {
  educationHandlers,
  educationSettingsHandlers,
  educationSummaryHandlers,
  evaluationHandlers,
  teacherPhotoHandlers,
} from './education/handlers.ts';

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
