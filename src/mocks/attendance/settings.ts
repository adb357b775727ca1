import { http, HttpResponse } from 'msw';
import {
  ATTENDANCE_SETTINGS_DEFAULT,
  isDeadline,
  isThreshold,
  SESSIONS,
  type AttendanceSettings,
} from '../../domain/attendance.ts';
import { db } from '../core/db.ts';
import { validationError } from '../core/listing.ts';
import { permissionError } from '../core/session.ts';
import { invalidRequest, jsonObject, staffCall } from '../core/staffScope.ts';
import type { DemoData } from '../core/tables.ts';
import { closedYearError, PERMISSION, runsBranch, tables, yearClosed } from './shared.ts';

/**
 * docs/api.md "Attendance", `attendance/settings`: a branch's threshold of unjustified half-days and its roll calls'
 * deadlines, read by the staff of its attendance (a teacher too), changed by the office (`runsBranch`). The summary,
 * the stats, the students' list, the letter and a child's view all read it here.
 */

/**
 * The setting of `branch`: the one it chose, else the defaults (`ATTENDANCE_SETTINGS_DEFAULT`, also for a data set
 * older than the setting, without `settings`).
 */
export function settingsOf(branch: number, data: DemoData = db.data): AttendanceSettings {
  const chosen = tables(data).settings?.find((setting) => setting.branchId === branch);
  if (!chosen) return ATTENDANCE_SETTINGS_DEFAULT;
  return { threshold: chosen.threshold, deadlines: { ...chosen.deadlines } };
}

/** The answer of `GET`/`PUT attendance/settings`. */
function settingsView(branch: number) {
  const { threshold, deadlines } = settingsOf(branch);
  return { threshold, deadlines: { morning: deadlines.morning, afternoon: deadlines.afternoon } };
}

/** A setting sent, or the code of each field at fault (`threshold`, `deadlines.morning`, `deadlines.afternoon`). */
function settingsInput(
  body: Record<string, unknown>,
): AttendanceSettings | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (!isThreshold(body.threshold)) errors.threshold = 'INVALID_THRESHOLD';
  const raw =
    body.deadlines && typeof body.deadlines === 'object' ? (body.deadlines as Record<string, unknown>) : {};
  for (const session of SESSIONS) {
    if (!isDeadline(session, raw[session])) errors[`deadlines.${session}`] = 'INVALID_DEADLINE';
  }
  if (Object.keys(errors).length) return { errors };
  return {
    threshold: body.threshold as number,
    deadlines: { morning: raw.morning as string, afternoon: raw.afternoon as string },
  };
}

export const settingsHandlers = [
  http.get('*/api/attendance/settings', ({ request }) => {
    const call = staffCall(request, PERMISSION);
    if (call instanceof Response) return call;
    return HttpResponse.json(settingsView(call.scope.branch));
  }),

  http.put('*/api/attendance/settings', async ({ request }) => {
    const call = staffCall(request, PERMISSION);
    if (call instanceof Response) return call;
    const { user, scope } = call;
    if (!runsBranch(user, scope.branch, scope.year)) return permissionError();
    if (yearClosed(scope.year)) return closedYearError();
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON body expected');
    const input = settingsInput(body);
    if ('errors' in input) return validationError(input.errors);
    const attendance = tables();
    const settings = (attendance.settings ??= []);
    const current = settings.find((setting) => setting.branchId === scope.branch);
    const deadlines = { ...input.deadlines };
    if (current) Object.assign(current, { threshold: input.threshold, deadlines });
    else settings.push({ branchId: scope.branch, threshold: input.threshold, deadlines });
    db.changed();
    return HttpResponse.json(settingsView(scope.branch));
  }),
];
