import { http, HttpResponse } from 'msw';
import { seatsTaken } from '../../domain/capacity.ts';
import { db } from '../core/db.ts';
import type { DemoClass } from '../school/index.ts';
import { error, matches, nextId, paginate, sortRows, text, validationError } from '../core/listing.ts';
import { levelIdsParam, searchTokens } from '../core/params.ts';
import { MAX_CAPACITY } from '../school-settings/index.ts';
import { jsonObject, staffCall } from '../core/staffScope.ts';
import {
  educationTables,
  assignmentsOf,
  classView,
  studentsOfClass,
  levelSubjectsOf,
  subjectView,
  teacherName,
  campaignsOfClass,
  shownName,
  CLASS_READ,
  ADMIN_ONLY,
  classCall,
} from './shared.ts';

const ROOM_MAX = 40;

function classDetail(cls: DemoClass) {
  const tables = educationTables();
  const seats = seatsTaken(db.data.enrolments, cls.branchId, cls.yearId);
  const assignments = assignmentsOf(cls.branchId, cls.yearId);
  const subjects = new Map(tables.subjects.map((subject) => [subject.id, subject]));
  const teachers = new Map(tables.teachers.map((teacher) => [teacher.id, teacher]));
  const own = assignments.filter((row) => row.classId === cls.id);
  return {
    ...classView(cls, seats, assignments),
    roster: studentsOfClass(cls).map(({ row, student }) => ({
      studentid: student.studentid,
      firstname_fr: student.firstname_fr,
      lastname_fr: student.lastname_fr,
      firstname_ar: student.firstname_ar,
      lastname_ar: student.lastname_ar,
      gender: student.gender,
      birthDate: student.birthDate,
      massar: student.massar,
      status: row.status,
      hasPhoto: student.hasPhoto,
    })),
    teachers: levelSubjectsOf(cls.branchId, cls.levelId)
      .map((levelSubject) => {
        const assignment = own.find((row) => row.subjectId === levelSubject.subjectId);
        const teacher = assignment?.teacherId ? teachers.get(assignment.teacherId) : undefined;
        return {
          subject: subjectView(subjects.get(levelSubject.subjectId)!),
          teacher: teacher ? teacherName(teacher) : null,
          hours: assignment?.hours ?? levelSubject.hours,
        };
      })
      .sort((a, b) => subjects.get(a.subject.id)!.order - subjects.get(b.subject.id)!.order),
    campaigns: campaignsOfClass(cls),
    /** The other classes of its level, where a student may be moved. */
    sameLevel: db.data.classes
      .filter(
        (other) =>
          other.branchId === cls.branchId &&
          other.yearId === cls.yearId &&
          other.levelId === cls.levelId &&
          other.id !== cls.id,
      )
      .map((other) => ({
        id: other.id,
        name: other.name,
        remaining: Math.max(0, other.capacity - (seats.get(other.id) ?? 0)),
      })),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Input

interface ClassInput {
  levelId: number;
  name: string;
  room: string;
  capacity: number;
  mainTeacherId: number | null;
  nextClassId: number | null;
}

/** A class's fields, checked against its branch and year; `current` for an update (absent fields kept). */
function readClass(
  body: Record<string, unknown> | null,
  branch: number,
  year: number,
  current?: DemoClass,
): ClassInput | Response {
  if (!body) return error(400, 'A JSON object is required', 'INVALID_REQUEST');
  const errors: Record<string, string> = {};
  const pick = <T>(key: string, fallback: T | undefined) => (key in body ? body[key] : fallback);
  const levelId = pick('levelId', current?.levelId);
  if (!db.data.levels.some((level) => level.id === levelId)) errors.levelId = 'INVALID_LEVEL';
  const name = text(pick('name', current?.name), 20);
  if (!name) errors.name = 'INVALID_NAME';
  else if (
    db.data.classes.some(
      (other) =>
        other.branchId === branch &&
        other.yearId === year &&
        other.id !== current?.id &&
        other.name.toLowerCase() === name.toLowerCase(),
    )
  )
    errors.name = 'CLASS_NAME_TAKEN';
  const room = pick('room', current?.room) ?? '';
  const roomText = typeof room === 'string' ? room.trim() : null;
  if (roomText === null || roomText.length > ROOM_MAX) errors.room = 'INVALID_ROOM';
  const capacity = pick('capacity', current?.capacity);
  if (typeof capacity !== 'number' || !Number.isInteger(capacity) || capacity < 1 || capacity > MAX_CAPACITY)
    errors.capacity = 'INVALID_CAPACITY';
  else if (current) {
    const taken = seatsTaken(db.data.enrolments, branch, year).get(current.id) ?? 0;
    if (capacity < taken) errors.capacity = 'CAPACITY_BELOW_ENROLMENT';
  }
  const mainTeacherId = pick('mainTeacherId', current?.mainTeacherId ?? null) ?? null;
  if (
    mainTeacherId !== null &&
    !educationTables().teachers.some((teacher) => teacher.id === mainTeacherId && teacher.branchId === branch)
  )
    errors.mainTeacherId = 'INVALID_TEACHER';
  const nextClassId = pick('nextClassId', current?.nextClassId ?? null) ?? null;
  if (nextClassId !== null) {
    const next = db.data.classes.find((cls) => cls.id === nextClassId);
    const level = db.data.levels.find((candidate) => candidate.id === levelId);
    const nextLevel = db.data.levels.find((candidate) => candidate.id === next?.levelId);
    if (
      !next ||
      next.branchId !== branch ||
      next.yearId !== year ||
      next.id === current?.id ||
      !level ||
      !nextLevel ||
      nextLevel.order !== level.order + 1
    )
      errors.nextClassId = 'INVALID_NEXT_CLASS';
  }
  if (Object.keys(errors).length) return validationError(errors);
  return {
    levelId: levelId as number,
    name: name!,
    room: roomText!,
    capacity: capacity as number,
    mainTeacherId: mainTeacherId as number | null,
    nextClassId: nextClassId as number | null,
  };
}

function applyClass(cls: DemoClass, input: ClassInput) {
  const teacher = educationTables().teachers.find((candidate) => candidate.id === input.mainTeacherId);
  Object.assign(cls, {
    levelId: input.levelId,
    name: input.name,
    room: input.room,
    capacity: input.capacity,
    mainTeacherId: input.mainTeacherId,
    nextClassId: input.nextClassId,
  });
  if (teacher) [cls.teacher, cls.teacher_ar] = shownName(teacher);
  else [cls.teacher, cls.teacher_ar] = ['', ''];
}
export const classHandlers = [
  http.get('*/api/education/subjects', ({ request }) => {
    const call = staffCall(request, CLASS_READ);
    if (call instanceof Response) return call;
    const tables = educationTables();
    return HttpResponse.json({
      items: tables.subjects
        .filter((subject) => subject.branchId === call.scope.branch)
        .sort((a, b) => a.order - b.order)
        .map(subjectView),
      levelHours: tables.levelSubjects
        .filter((row) => row.branchId === call.scope.branch)
        .map(({ levelId, subjectId, hours }) => ({ levelId, subjectId, hours })),
    });
  }),
  // Classes
  http.get('*/api/education/classes', ({ request }) => {
    const call = staffCall(request, CLASS_READ);
    if (call instanceof Response) return call;
    const { branch, year } = call.scope;
    const params = new URL(request.url).searchParams;
    const tokens = searchTokens(params);
    const levels = levelIdsParam(params, db.data.levels);
    const seats = seatsTaken(db.data.enrolments, branch, year);
    const assignments = assignmentsOf(branch, year);
    const rows = db.data.classes
      .filter(
        (cls) =>
          cls.branchId === branch &&
          cls.yearId === year &&
          (!levels || levels.has(cls.levelId)) &&
          matches(tokens, cls.name, cls.teacher, cls.teacher_ar ?? '', cls.room),
      )
      .map((cls) => classView(cls, seats, assignments));
    const gaps = params.get('gaps') === '1';
    const filtered = gaps ? rows.filter((row) => row.missingSubjects.length > 0) : rows;
    sortRows(
      filtered,
      params,
      {
        name: (row) => `${String(row.levelOrder).padStart(2, '0')} ${row.name.toLowerCase()}`,
        room: (row) => row.room.toLowerCase(),
        fill: (row) => row.enrolled / row.capacity,
        enrolled: (row) => row.enrolled,
      },
      'name',
    );
    return HttpResponse.json({
      ...paginate(filtered, params),
      seats: rows.reduce((sum, row) => sum + row.enrolled, 0),
      capacity: rows.reduce((sum, row) => sum + row.capacity, 0),
    });
  }),
  http.post('*/api/education/classes', async ({ request }) => {
    const call = staffCall(request, ADMIN_ONLY);
    if (call instanceof Response) return call;
    const { branch, year } = call.scope;
    const input = readClass(await jsonObject(request), branch, year);
    if (input instanceof Response) return input;
    const cls: DemoClass = {
      id: nextId(db.data.classes),
      yearId: year,
      branchId: branch,
      levelId: input.levelId,
      name: input.name,
      capacity: input.capacity,
      teacher: '',
      room: input.room,
    };
    applyClass(cls, input);
    db.data.classes.push(cls);
    db.changed();
    return HttpResponse.json(classDetail(cls), { status: 201 });
  }),
  http.get('*/api/education/classes/:id', ({ request, params }) => {
    const call = classCall(request, params.id, CLASS_READ);
    if (call instanceof Response) return call;
    return HttpResponse.json(classDetail(call.cls));
  }),
  http.patch('*/api/education/classes/:id', async ({ request, params }) => {
    const call = classCall(request, params.id, ADMIN_ONLY);
    if (call instanceof Response) return call;
    const { cls } = call;
    const input = readClass(await jsonObject(request), cls.branchId, cls.yearId, cls);
    if (input instanceof Response) return input;
    if (
      input.levelId !== cls.levelId &&
      (seatsTaken(db.data.enrolments, cls.branchId, cls.yearId).get(cls.id) ?? 0) > 0
    )
      return validationError({ levelId: 'CLASS_NOT_EMPTY' });
    applyClass(cls, input);
    db.changed();
    return HttpResponse.json(classDetail(cls));
  }),
  http.delete('*/api/education/classes/:id', ({ request, params }) => {
    const call = classCall(request, params.id, ADMIN_ONLY);
    if (call instanceof Response) return call;
    const { cls } = call;
    const enrolled = db.data.enrolments.filter(
      (row) => row.classId === cls.id && row.yearId === cls.yearId && row.status !== 'left',
    ).length;
    if (enrolled > 0)
      return error(409, `The class has ${enrolled} students`, 'CLASS_NOT_EMPTY', { enrolled });
    db.data.classes = db.data.classes.filter((other) => other.id !== cls.id);
    for (const other of db.data.classes) if (other.nextClassId === cls.id) other.nextClassId = null;
    const tables = educationTables();
    tables.assignments = tables.assignments.filter((row) => row.classId !== cls.id);
    db.changed();
    return HttpResponse.json({ id: cls.id, deleted: true });
  }),
  /** Moves a student to another class of the same level (a seat must be left). */
  http.post('*/api/education/classes/:id/move', async ({ request, params }) => {
    const call = classCall(request, params.id, ADMIN_ONLY);
    if (call instanceof Response) return call;
    const { cls } = call;
    const body = await jsonObject(request);
    const enrolment = db.data.enrolments.find(
      (row) =>
        row.studentId === body?.studentId &&
        row.classId === cls.id &&
        row.yearId === cls.yearId &&
        row.status !== 'left',
    );
    if (!enrolment) return validationError({ studentId: 'NOT_IN_CLASS' });
    const target = db.data.classes.find((other) => other.id === body?.toClassId);
    if (
      !target ||
      target.id === cls.id ||
      target.branchId !== cls.branchId ||
      target.yearId !== cls.yearId ||
      target.levelId !== cls.levelId
    )
      return validationError({ toClassId: 'INVALID_CLASS' });
    const taken = seatsTaken(db.data.enrolments, cls.branchId, cls.yearId).get(target.id) ?? 0;
    if (taken >= target.capacity) return error(409, 'The class is full', 'CLASS_FULL', { remaining: 0 });
    enrolment.classId = target.id;
    db.changed();
    return HttpResponse.json(classDetail(cls));
  }),
];
