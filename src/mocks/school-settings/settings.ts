import { http, HttpResponse } from 'msw';
import { seatsTaken } from '../../domain/capacity.ts';
import { db } from '../core/db.ts';
import type { DemoClass } from '../school/index.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { invalidRequest, jsonObject, staffHolds, staffScopeOf } from '../core/staffScope.ts';

/** docs/api.md "School settings": levels (read), classes with their capacity, the school year's dates. */
export const SETTINGS_PERMISSION = 'view-financial-params-page';
/** Largest capacity a class may be given. */
export const MAX_CAPACITY = 60;

/** A real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Children holding a seat in a class that year (domain/capacity.ts). */
function classSeatsTaken(cls: DemoClass): number {
  return seatsTaken(db.data.enrolments, cls.branchId, cls.yearId).get(cls.id) ?? 0;
}

function classAnswer(cls: DemoClass, seats: Map<number, number>) {
  return {
    id: cls.id,
    levelId: cls.levelId,
    name: cls.name,
    capacity: cls.capacity,
    enrolled: seats.get(cls.id) ?? 0,
    teacher: cls.teacher,
    teacher_ar: cls.teacher_ar ?? '',
    room: cls.room,
  };
}

/** The class at a path's id (`school/classes/{id}`), if the id is a whole number of an existing class. */
function classAt(id: unknown) {
  const text = String(id);
  return /^\d+$/.test(text) ? db.data.classes.find((candidate) => candidate.id === Number(text)) : undefined;
}

function settingsAnswer(branch: number, year: number) {
  const data = db.data;
  const seats = seatsTaken(data.enrolments, branch, year);
  const classes = data.classes
    .filter((cls) => cls.branchId === branch && cls.yearId === year)
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  const schoolYear = data.years.find((candidate) => candidate.schoolyearid === year);
  return {
    branch,
    year,
    schoolYear: schoolYear
      ? {
          id: schoolYear.schoolyearid,
          description: schoolYear.description,
          startDate: schoolYear.startDate,
          endDate: schoolYear.endDate,
        }
      : null,
    levels: [...data.levels]
      .sort((a, b) => a.order - b.order)
      .map((level) => ({
        id: level.id,
        code: level.code,
        name: level.name,
        order: level.order,
        cycle: level.cycle,
        classes: classes.filter((cls) => cls.levelId === level.id).map((cls) => classAnswer(cls, seats)),
      })),
  };
}

/** A refused save, with its code under the field at fault (docs/api.md "Errors"). */
function refused(code: string, message: string, field: string) {
  return HttpResponse.json({ message, code, errors: { [field]: code } }, { status: 422 });
}

export const settingsHandlers = [
  http.get('*/api/school/settings', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, SETTINGS_PERMISSION);
    if (scope instanceof Response) return scope;
    return HttpResponse.json(settingsAnswer(scope.branch, scope.year));
  }),

  http.put('*/api/school/settings', async ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, SETTINGS_PERMISSION);
    if (scope instanceof Response) return scope;
    const body = await jsonObject(request);
    const startDate = body?.startDate;
    const endDate = body?.endDate;
    if (!isIsoDate(startDate))
      return refused('INVALID_DATE', 'startDate must be a date (YYYY-MM-DD)', 'startDate');
    if (!isIsoDate(endDate)) return refused('INVALID_DATE', 'endDate must be a date (YYYY-MM-DD)', 'endDate');
    if (startDate >= endDate) return refused('DATES_ORDER', 'The year must start before it ends', 'endDate');
    const schoolYear = db.data.years.find((candidate) => candidate.schoolyearid === scope.year);
    if (!schoolYear) return HttpResponse.json({ message: 'School year not found' }, { status: 404 });
    schoolYear.startDate = startDate;
    schoolYear.endDate = endDate;
    db.changed();
    return HttpResponse.json(settingsAnswer(scope.branch, scope.year));
  }),

  http.patch('*/api/school/classes/:id', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const cls = classAt(params.id);
    if (!cls) return HttpResponse.json({ message: 'Class not found' }, { status: 404 });
    if (!staffHolds(user, SETTINGS_PERMISSION, cls.branchId, cls.yearId)) return permissionError();
    const capacity = (await jsonObject(request))?.capacity;
    if (
      typeof capacity !== 'number' ||
      !Number.isInteger(capacity) ||
      capacity < 1 ||
      capacity > MAX_CAPACITY
    ) {
      return invalidRequest(
        `capacity must be a whole number from 1 to ${MAX_CAPACITY}`,
        'INVALID_CAPACITY',
        422,
      );
    }
    const enrolled = classSeatsTaken(cls);
    if (capacity < enrolled) {
      return invalidRequest(`The class already has ${enrolled} children`, 'CAPACITY_BELOW_ENROLMENT', 422);
    }
    cls.capacity = capacity;
    db.changed();
    const seats = new Map([[cls.id, enrolled]]);
    return HttpResponse.json(classAnswer(cls, seats));
  }),
  // The class as the settings show it: the read its version is compared with (docs/api.md "Versions").
  http.get('*/api/school/classes/:id', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const cls = classAt(params.id);
    if (!cls) return HttpResponse.json({ message: 'Class not found' }, { status: 404 });
    if (!staffHolds(user, SETTINGS_PERMISSION, cls.branchId, cls.yearId)) return permissionError();
    return HttpResponse.json(classAnswer(cls, new Map([[cls.id, classSeatsTaken(cls)]])));
  }),
];
