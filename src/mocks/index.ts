import type { Plugin } from 'vite';
import { db } from './core/db.ts';
import { withIdempotency } from './core/idempotency.ts';
import { withPlainNames } from './core/names.ts';
import { withoutSpoofedText } from './core/spoofedText.ts';
import { withReadableForms } from './core/upload.ts';
import { withVersions } from './core/versions.ts';
import { demoApiPlugin } from './core/vitePlugin.ts';
import { SEED_STEPS } from './seed.ts';
import { accessHandlers } from './access/index.ts';
import { attendanceHandlers } from './attendance/index.ts';
import { authHandlers, profileHandlers } from './auth/index.ts';
import { canteenHandlers } from './canteen/index.ts';
import { chatHandlers, onChatMessageSent } from './chat/index.ts';
import { translationHandlers } from './core/translations.ts';
import { dashboardHandlers } from './dashboard/index.ts';
import { documentHandlers } from './documents/index.ts';
import {
  educationHandlers,
  educationSettingsHandlers,
  educationSummaryHandlers,
  reportCardHandlers,
  evaluationHandlers,
  teacherPhotoHandlers,
} from './education/index.ts';
import { financeHandlers, financeSettingsHandlers, overdueHandlers } from './finances/index.ts';
import { homeworkHandlers } from './homework/index.ts';
import { lostItemHandlers } from './lostItems/index.ts';
import { newsHandlers } from './news/index.ts';
import { notificationHandlers, onNotificationAdded } from './notifications/index.ts';
import { preregistrationHandlers } from './preregistrations/index.ts';
import {
  demoPushServiceHandlers,
  offerChatMessage,
  offerNotification,
  pushHandlers,
  startPushTimer,
} from './push/index.ts';
import { requestHandlers } from './requests/index.ts';
import { identityHandlers, promotionHandlers, settingsHandlers } from './school-settings/index.ts';
import {
  guardianHandlers,
  studentHandlers,
  studentPhotoHandlers,
  studentRecordHandlers,
} from './students/index.ts';
import { timetableHandlers } from './timetable/index.ts';
import { transportHandlers } from './transport/index.ts';

/**
 * The demo API's root (docs/architecture.md "The demo API"): it gives the database the seed's steps (./seed.ts) and
 * puts every module's handlers behind the machinery's (src/mocks/core). Vitest's server (./node.ts) and the Vite
 * dev and preview servers (`demoApi`, loaded by vite.config.ts) both serve these handlers.
 */

/** The data set every module's seed step makes, in the order of ./seed.ts. */
db.seedWith(SEED_STEPS);

/** Every in-app notification is also offered to the user's devices (docs/api.md "Push notifications"). */
onNotificationAdded(offerNotification);
/** A new message is offered to its recipient's devices only (the conversations are their own list). */
onChatMessageSent(offerChatMessage);

/**
 * Every handler of the demo API, shared by the Vitest node server and the Vite dev/preview middleware. A repeated
 * `Idempotency-Key` is answered once for all of them (core/idempotency.ts), and the bidirectional controls of
 * what users send are removed for all of them (core/spoofedText.ts).
 */
const moduleHandlers = withoutSpoofedText(
  withIdempotency([
    ...authHandlers,
    ...profileHandlers,
    ...notificationHandlers,
    ...pushHandlers,
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
    ...reportCardHandlers,
    ...educationSettingsHandlers,
    ...teacherPhotoHandlers,
    ...newsHandlers,
    ...requestHandlers,
    ...attendanceHandlers,
    ...timetableHandlers,
    ...homeworkHandlers,
    ...accessHandlers,
    ...identityHandlers,
    ...documentHandlers,
  ]),
);
/**
 * Person names are checked and stripped for all of them too (core/names.ts, docs/api.md "Text"); before anything
 * reads a form, an unreadable multipart body is answered 400 `MALFORMED_BODY` once the token is checked
 * (core/upload.ts, docs/api.md "Uploads"). Every read answers the record's version, and an edit sent with an older
 * one is refused (core/versions.ts, docs/api.md "Versions").
 */
/**
 * The demo's push service (push/demoService.ts) comes first, outside the guards: it is called by web-push, not by a
 * user, and its body is encrypted bytes, which no text guard may rewrite.
 */
export const handlers = [
  ...demoPushServiceHandlers,
  ...withVersions(withReadableForms(withPlainNames(moduleHandlers))),
];

/** The demo API in the Vite dev and preview servers (vite.config.ts), over these handlers and the seed. */
export function demoApi(options: { dataFile: string | null }): Plugin {
  const plugin = demoApiPlugin({ ...options, handlers });
  // The push queue and the daily scan run on a timer while a server runs (never in a build).
  return {
    ...plugin,
    configureServer(server) {
      startPushTimer();
      return typeof plugin.configureServer === 'function'
        ? plugin.configureServer.call(this, server)
        : undefined;
    },
    configurePreviewServer(server) {
      startPushTimer();
      return typeof plugin.configurePreviewServer === 'function'
        ? plugin.configurePreviewServer.call(this, server)
        : undefined;
    },
  };
}
