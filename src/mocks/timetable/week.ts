import { http, HttpResponse } from 'msw';
import { db } from '../core/db.ts';
import { notFound } from '../core/listing.ts';
import { strictIdParam } from '../core/params.ts';
import { permissionError } from '../core/session.ts';
import { invalidRequest, staffCall } from '../core/staffScope.ts';
import type { DemoClass } from '../school/index.ts';
import type { DemoLesson } from './seed.ts';
import { PERMISSION, roomView, sightOf, slotView, teacherNames, WeekContext, type Sight } from './shared.ts';

/**
 * docs/api.md "Timetable": what a user may open in a branch and year (classes, teachers, rooms), and one week, a
 * class's, a teacher's or a room's, with what the grid editor checks it against.
 */

const VIEW_KINDS = ['class', 'teacher', 'room'] as const;
type ViewKind = (typeof VIEW_KINDS)[number];

/** The classes of the branch and year `sight` opens, by level then name. */
function classesOf(context: WeekContext, sight: Sight): DemoClass[] {
  const levels = new Map(db.data.levels.map((level) => [level.id, level.order]));
  return [...context.classes.values()]
    .filter((cls) => sight.all || sight.classIds.has(cls.id))
    .sort(
      (a, b) =>
        (levels.get(a.levelId) ?? 0) - (levels.get(b.levelId) ?? 0) ||
        a.name.localeCompare(b.name, 'fr') ||
        a.id - b.id,
    );
}

/** The teachers of the branch teaching that year (an assignment, or a class's main teacher), by last name. */
function teachersOf(context: WeekContext, sight: Sight) {
  const teaching = new Set<number>();
  for (const row of context.assignments.values()) if (row.teacherId !== null) teaching.add(row.teacherId);
  for (const cls of context.classes.values()) if (cls.mainTeacherId) teaching.add(cls.mainTeacherId);
  return [...context.teachers.values()]
    .filter((teacher) => (sight.all ? teaching.has(teacher.id) : sight.teacherIds.has(teacher.id)))
    .sort(
      (a, b) =>
        a.lastname_fr.localeCompare(b.lastname_fr, 'fr') ||
        a.firstname_fr.localeCompare(b.firstname_fr, 'fr') ||
        a.id - b.id,
    );
}

function contractOf(context: WeekContext, teacherId: number) {
  const teacher = context.teachers.get(teacherId)!;
  const [name, name_ar] = teacherNames(teacher);
  return { teacherId, teacher: name, teacher_ar: name_ar, weeklyHours: teacher.weeklyHours };
}

/** A class's week: its lessons, the other lessons of its teachers and rooms, its assignments and its teachers. */
function classWeek(context: WeekContext, cls: DemoClass) {
  const own = context.lessons.filter((lesson) => lesson.classId === cls.id);
  const assignments = [...context.assignments.values()]
    .filter((row) => row.classId === cls.id)
    .sort(
      (a, b) =>
        (context.subjects.get(a.subjectId)?.order ?? 0) - (context.subjects.get(b.subjectId)?.order ?? 0),
    );
  const teachers = new Set(assignments.flatMap((row) => (row.teacherId === null ? [] : [row.teacherId])));
  const rooms = new Set(own.flatMap((lesson) => (lesson.roomId === null ? [] : [lesson.roomId])));
  const others = context.lessons.filter((lesson) => {
    if (lesson.classId === cls.id) return false;
    const teacher = context.teacherOf(lesson);
    return (
      (teacher !== null && teachers.has(teacher)) || (lesson.roomId !== null && rooms.has(lesson.roomId))
    );
  });
  return {
    view: { kind: 'class' as const, id: cls.id, name: cls.name, name_ar: cls.name },
    own,
    others,
    required: assignments.map((row) => ({
      classId: cls.id,
      ...context.subjectFields(row.subjectId),
      ...context.teacherFields(row.teacherId),
      hours: row.hours,
    })),
    contracts: [...teachers].filter((id) => context.teachers.has(id)).map((id) => contractOf(context, id)),
  };
}

/**
 * The week asked (`class`, `teacher` or `room`, one at most; none: the first class), or its refusal: 400 malformed or
 * more than one, 404 not open to `sight`.
 */
function weekOf(context: WeekContext, sight: Sight, params: URLSearchParams) {
  const asked = VIEW_KINDS.map((kind) => [kind, strictIdParam(params, kind)] as const).filter(
    ([, id]) => id !== null,
  );
  const [wanted] = asked;
  // Without any: the first class the user may open, as the index lists them (the roll call's way).
  if (!wanted) {
    const [first] = classesOf(context, sight);
    return first ? classWeek(context, first) : notFound();
  }
  if (asked.length !== 1 || wanted[1] === 'invalid')
    return invalidRequest('One of class, teacher or room at most, an id');
  const [kind, id] = wanted as [ViewKind, number];
  const empty = { others: [] as DemoLesson[], required: [], contracts: [] };
  if (kind === 'class') {
    const cls = context.classes.get(id);
    return cls && (sight.all || sight.classIds.has(id)) ? classWeek(context, cls) : notFound();
  }
  if (kind === 'teacher') {
    const teacher = context.teachers.get(id);
    if (!teacher || !(sight.all || sight.teacherIds.has(id))) return notFound();
    const [name, name_ar] = teacherNames(teacher);
    return {
      view: { kind, id, name, name_ar },
      own: context.lessons.filter((lesson) => context.teacherOf(lesson) === id),
      ...empty,
      contracts: [contractOf(context, id)],
    };
  }
  const room = context.rooms.find((candidate) => candidate.id === id);
  if (!room || !sight.all) return notFound();
  return {
    view: { kind, id, name: room.name, name_ar: room.name },
    own: context.lessons.filter((lesson) => lesson.roomId === id),
    ...empty,
  };
}

export const weekHandlers = [
  http.get('*/api/timetable/index', ({ request }) => {
    const call = staffCall(request, PERMISSION);
    if (call instanceof Response) return call;
    const { user, scope } = call;
    const sight = sightOf(user, scope.branch, scope.year);
    if (!sight) return permissionError();
    const context = new WeekContext(scope.branch, scope.year);
    const levels = new Map(db.data.levels.map((level) => [level.id, level.name]));
    return HttpResponse.json({
      canEdit: sight.canEdit,
      classes: classesOf(context, sight).map((cls) => ({
        id: cls.id,
        name: cls.name,
        levelname: levels.get(cls.levelId) ?? '',
      })),
      teachers: teachersOf(context, sight).map((teacher) => {
        const [name, name_ar] = teacherNames(teacher);
        return { id: teacher.id, name, name_ar };
      }),
      rooms: sight.all ? context.rooms.map(roomView) : [],
    });
  }),

  http.get('*/api/timetable', ({ request }) => {
    const call = staffCall(request, PERMISSION);
    if (call instanceof Response) return call;
    const { user, scope } = call;
    const sight = sightOf(user, scope.branch, scope.year);
    if (!sight) return permissionError();
    const context = new WeekContext(scope.branch, scope.year);
    const week = weekOf(context, sight, new URL(request.url).searchParams);
    if (week instanceof Response) return week;
    return HttpResponse.json({
      view: week.view,
      canEdit: sight.canEdit,
      slots: context.slots.map(slotView),
      rooms: context.rooms.map(roomView),
      lessons: week.own.sort(context.byWeek).map((lesson) => context.lessonView(lesson)),
      others: week.others.sort(context.byWeek).map((lesson) => context.otherView(lesson)),
      required: week.required,
      contracts: week.contracts,
    });
  }),
];
