import { http, HttpResponse } from 'msw';
import { schoolDaysOf, weekStartOf } from '../../domain/canteen.ts';
import { todayIso } from '../../domain/dates.ts';
import { db } from '../core/db.ts';
import { validationError } from '../core/listing.ts';
import { jsonObject, staffCall } from '../core/staffScope.ts';
import {
  ANY_CANTEEN,
  cutoffOfBranch,
  CANTEEN_PERMISSIONS,
  tables,
  bookingsOf,
  ingredientsOf,
  portionsOfDays,
} from './shared.ts';

export const canteenSettingsHandlers = [
  // Settings and figures
  http.get('*/api/canteen/settings', ({ request }) => {
    const call = staffCall(request, ANY_CANTEEN);
    if (call instanceof Response) return call;
    const { scope } = call;
    return HttpResponse.json({ cutoff: cutoffOfBranch(scope.branch) });
  }),
  http.put('*/api/canteen/settings', async ({ request }) => {
    const call = staffCall(request, CANTEEN_PERMISSIONS.requests);
    if (call instanceof Response) return call;
    const { scope } = call;
    const body = await jsonObject(request);
    const cutoff = body?.cutoff as Record<string, unknown> | undefined;
    const daysBefore = cutoff?.daysBefore;
    const hour = cutoff?.hour;
    const errors: Record<string, string> = {};
    if (!Number.isInteger(daysBefore) || (daysBefore as number) < 0 || (daysBefore as number) > 7)
      errors.daysBefore = 'INVALID_NUMBER';
    if (!Number.isInteger(hour) || (hour as number) < 0 || (hour as number) > 23)
      errors.hour = 'INVALID_TIME';
    if (Object.keys(errors).length) return validationError(errors);
    const value = { daysBefore: daysBefore as number, hour: hour as number };
    const settings = tables().settings.find((item) => item.branchId === scope.branch);
    if (settings) settings.cutoff = value;
    else tables().settings.push({ branchId: scope.branch, cutoff: value });
    db.changed();
    return HttpResponse.json({ cutoff: value });
  }),
  http.get('*/api/canteen/summary', ({ request }) => {
    const call = staffCall(request, ANY_CANTEEN);
    if (call instanceof Response) return call;
    const { scope } = call;
    const week = weekStartOf(todayIso());
    // No meal is counted on a day the school is closed (docs/api.md "School calendar").
    const portions = portionsOfDays(scope.branch, scope.year, schoolDaysOf(week));
    return HttpResponse.json({
      weekStart: week,
      mealsBooked: portions.reduce((sum, count) => sum + count, 0),
      portions,
      belowMinimum: ingredientsOf(scope.branch).filter((ingredient) => ingredient.stock < ingredient.minStock)
        .length,
      pendingRequests: bookingsOf(scope.branch, scope.year).filter((item) => item.status === 'pending')
        .length,
    });
  }),
];
