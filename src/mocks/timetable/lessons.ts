import { http, HttpResponse } from 'msw';
import { db } from '../core/db.ts';
import { holdsAnywhere, missingFields, nextId, notFound, pathId, validationError } from '../core/listing.ts';
import { idParam } from '../core/params.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { invalidRequest, jsonObject, staffCall } from '../core/staffScope.ts';
import type { DemoUser } from '../core/tables.ts';
import { poolOf, SPECIAL_ROOMS, type DemoLesson } from './seed.ts';
import { closedYearError, PERMISSION, sightOf, tables, WeekContext, yearClosed } from './shared.ts';

/**
 * docs/api.md "Timetable": a lesson placed (`POST`, idempotent through its `Idempotency-Key` like every create),
 * read, moved to another slot or room (`PUT`, with `If-Match`: the lesson's own version, as the week answered it)
 * and removed. Clashes are not refused: the grid editor shows them, and a timetable under construction has some.
 */

/**
 * A lesson by its path id, for staff who see it. Permission before existence (docs/api.md "Scope"): without
 * `view-timetable-page` anywhere, 403 whatever the id; a lesson of another branch or year (`year` asked), or of a
 * class a teacher does not teach, answers the same 404 as an unknown one.
 */
function lessonCall(user: DemoUser, request: Request, rawId: unknown) {
  if (!holdsAnywhere(user, PERMISSION)) return permissionError();
  const id = pathId(rawId);
  const lesson = tables().lessons.find((candidate) => candidate.id === id);
  const year = idParam(new URL(request.url).searchParams, 'year');
  if (!lesson || (year !== null && year !== lesson.yearId)) return notFound();
  const sight = sightOf(user, lesson.branchId, lesson.yearId);
  if (!sight || !(sight.all || sight.classIds.has(lesson.classId))) return notFound();
  return { lesson, sight, context: new WeekContext(lesson.branchId, lesson.yearId) };
}

/** An id field of a body naming one of `known`, or `undefined` when it does not. */
function known(value: unknown, ids: ReadonlySet<number>): number | undefined {
  return typeof value === 'number' && ids.has(value) ? value : undefined;
}

/**
 * The room a new lesson goes to when none is named: its subject's shared room if the branch has one (sport: the
 * sports hall, then the ground; computing: the computer room; the collège's sciences: the laboratory), else the
 * class's own room (a room of that name), else none.
 */
function defaultRoom(context: WeekContext, classId: number, subjectId: number): number | null {
  const cls = context.classes.get(classId);
  const level = db.data.levels.find((candidate) => candidate.id === cls?.levelId);
  const pool = poolOf(context.subjects.get(subjectId)?.code, level?.cycle === 'collège');
  const names: readonly string[] = pool ? SPECIAL_ROOMS[pool] : [];
  for (const name of [...names, cls?.room ?? '']) {
    const room = context.rooms.find((candidate) => candidate.name === name);
    if (room) return room.id;
  }
  return null;
}

export const lessonHandlers = [
  http.post('*/api/timetable/lessons', async ({ request }) => {
    const call = staffCall(request, PERMISSION);
    if (call instanceof Response) return call;
    const { user, scope } = call;
    if (!sightOf(user, scope.branch, scope.year)?.canEdit) return permissionError();
    if (yearClosed(scope.year)) return closedYearError();
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON body expected');
    const context = new WeekContext(scope.branch, scope.year);
    const errors: Record<string, string> = missingFields(body, ['classId', 'subjectId', 'slotId']);
    const classId = known(body.classId, new Set(context.classes.keys()));
    const subjectId = typeof body.subjectId === 'number' ? body.subjectId : undefined;
    const slotId = known(body.slotId, new Set(context.slots.map((slot) => slot.id)));
    const roomId =
      body.roomId === null ? null : known(body.roomId, new Set(context.rooms.map((room) => room.id)));
    if (body.classId !== undefined && classId === undefined) errors.classId = 'INVALID_CHOICE';
    if (
      body.subjectId !== undefined &&
      (subjectId === undefined || !context.assignments.has(`${classId}:${subjectId}`))
    )
      errors.subjectId = 'INVALID_CHOICE';
    if (body.slotId !== undefined && slotId === undefined) errors.slotId = 'INVALID_CHOICE';
    if (body.roomId !== undefined && roomId === undefined) errors.roomId = 'INVALID_CHOICE';
    if (
      Object.keys(errors).length ||
      classId === undefined ||
      subjectId === undefined ||
      slotId === undefined
    )
      return validationError(errors);
    const lessons = tables().lessons;
    const lesson: DemoLesson = {
      id: nextId(lessons),
      branchId: scope.branch,
      yearId: scope.year,
      classId,
      subjectId,
      slotId,
      roomId: roomId === undefined ? defaultRoom(context, classId, subjectId) : roomId,
    };
    lessons.push(lesson);
    db.changed();
    return HttpResponse.json(context.lessonView(lesson), { status: 201 });
  }),

  // The lesson as the week shows it: the read its version is compared with (docs/api.md "Versions").
  http.get('*/api/timetable/lessons/:id', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const call = lessonCall(user, request, params.id);
    if (call instanceof Response) return call;
    return HttpResponse.json(call.context.lessonView(call.lesson));
  }),

  http.put('*/api/timetable/lessons/:id', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const call = lessonCall(user, request, params.id);
    if (call instanceof Response) return call;
    const { lesson, sight, context } = call;
    if (!sight.canEdit) return permissionError();
    if (yearClosed(lesson.yearId)) return closedYearError();
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON body expected');
    const errors: Record<string, string> = missingFields(body, ['slotId', 'roomId']);
    const slotId = known(body.slotId, new Set(context.slots.map((slot) => slot.id)));
    const roomId =
      body.roomId === null ? null : known(body.roomId, new Set(context.rooms.map((room) => room.id)));
    if (body.slotId !== undefined && slotId === undefined) errors.slotId = 'INVALID_CHOICE';
    if (body.roomId !== undefined && roomId === undefined) errors.roomId = 'INVALID_CHOICE';
    if (Object.keys(errors).length || slotId === undefined || roomId === undefined)
      return validationError(errors);
    if (lesson.slotId !== slotId || lesson.roomId !== roomId) {
      Object.assign(lesson, { slotId, roomId });
      db.changed();
    }
    return HttpResponse.json(context.lessonView(lesson));
  }),

  http.delete('*/api/timetable/lessons/:id', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const call = lessonCall(user, request, params.id);
    if (call instanceof Response) return call;
    if (!call.sight.canEdit) return permissionError();
    if (yearClosed(call.lesson.yearId)) return closedYearError();
    const timetable = tables();
    timetable.lessons = timetable.lessons.filter((candidate) => candidate !== call.lesson);
    db.changed();
    return new HttpResponse(null, { status: 204 });
  }),
];
