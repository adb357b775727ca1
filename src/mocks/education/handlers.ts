import { http, HttpResponse } from 'msw';
import { seatsTaken } from '../../domain/capacity.ts';
import { todayIso } from '../../domain/dates.ts';
import {
  CONTRACT_TYPES,
  MAX_ASSIGNMENT_HOURS,
  MAX_WEEKLY_HOURS,
  completion,
  contractEndsSoon,
  domainMastery,
  isHalfHours,
  isMasteryValue,
  subjectsWithoutTeacher,
  teacherLoad,
  type ContractType,
  type MasteryValue,
} from '../../domain/education.ts';
import { db } from '../core/db.ts';
import type { DemoAssignment, DemoCampaign, DemoSkillDomain, DemoTeacher } from './seed.ts';
import type { DemoClass } from '../school/index.ts';
import { authenticate, permissionError } from '../core/session.ts';
import {
  error,
  isDate,
  matches,
  nextId,
  notFound,
  paginate,
  pathId,
  sortRows,
  text,
  validationError,
} from '../core/listing.ts';
import { idParam, levelIdsParam, searchTokens } from '../core/params.ts';
import { MAX_CAPACITY } from '../school-settings/index.ts';
import { PHOTO_RULES, photoAnswer, SIGNATURES } from '../students/index.ts';
import { oneUpload, refuseFile, toBase64 } from '../core/upload.ts';
import { jsonObject, parentChild, staffCall, staffHolds } from '../core/staffScope.ts';

/**
 * docs/api.md "Education": classes (with their roster, teachers and campaigns), teachers, teaching assignments. The
 * classes' pages and the pedagogical page list only the admin role (their routes name no permission): their writes are
 * the admin role's, as access management's are; reading them needs one of the education permissions or the students'
 * one (the secretariat places children in classes).
 */
export const EDUCATION_PERMISSIONS = {
  classes: 'view-evaluations-page',
  evaluations: 'view-diagevaluations-page',
  teachers: 'view-teachers-page',
  settings: 'view-educational-management-config-page',
} as const;
const CLASS_READ = [...Object.values(EDUCATION_PERMISSIONS), 'view-full-students-page'];
/** No permission opens these writes: `staffHolds` grants them to the admin role of the branch and year only. */
const ADMIN_ONLY: readonly string[] = [];
const TEACHER_READ = [EDUCATION_PERMISSIONS.teachers, EDUCATION_PERMISSIONS.classes];
const ROOM_MAX = 40;

export const educationTables = () => db.data.education;

/** A class by its path id for staff holding `permission` in its branch and year. */
function classCall(request: Request, id: unknown, permission: string | readonly string[]) {
  const user = authenticate(request);
  if (user instanceof Response) return user;
  const cls = db.data.classes.find((candidate) => candidate.id === pathId(id));
  if (!cls) return notFound();
  return staffHolds(user, permission, cls.branchId, cls.yearId) ? { user, cls } : permissionError();
}

function teacherCall(request: Request, id: unknown, permission: string | readonly string[]) {
  const user = authenticate(request);
  if (user instanceof Response) return user;
  const teacher = educationTables().teachers.find((candidate) => candidate.id === pathId(id));
  const year = idParam(new URL(request.url).searchParams, 'year');
  if (!teacher || year === null) return notFound();
  return staffHolds(user, permission, teacher.branchId, year) ? { user, teacher, year } : permissionError();
}

// ---------------------------------------------------------------------------------------------------------------
// Views

export function teacherName(teacher: DemoTeacher) {
  return {
    id: teacher.id,
    firstname_fr: teacher.firstname_fr,
    lastname_fr: teacher.lastname_fr,
    firstname_ar: teacher.firstname_ar,
    lastname_ar: teacher.lastname_ar,
  };
}
function shownName(teacher: DemoTeacher): [string, string] {
  return [
    `${teacher.gender === 'F' ? 'Mme' : 'M.'} ${teacher.firstname_fr} ${teacher.lastname_fr}`,
    `${teacher.gender === 'F' ? 'السيدة' : 'السيد'} ${teacher.firstname_ar} ${teacher.lastname_ar}`,
  ];
}

function subjectView(subject: { id: number; code: string; name_fr: string; name_ar: string; color: string }) {
  return {
    id: subject.id,
    code: subject.code,
    name_fr: subject.name_fr,
    name_ar: subject.name_ar,
    color: subject.color,
  };
}

function assignmentsOf(branch: number, year: number): DemoAssignment[] {
  return educationTables().assignments.filter((row) => row.branchId === branch && row.yearId === year);
}
function levelSubjectsOf(branch: number, levelId: number) {
  return educationTables().levelSubjects.filter((row) => row.branchId === branch && row.levelId === levelId);
}

function classView(cls: DemoClass, seats: Map<number, number>, assignments: DemoAssignment[]) {
  const data = db.data;
  const level = data.levels.find((candidate) => candidate.id === cls.levelId)!;
  const teacher = educationTables().teachers.find((candidate) => candidate.id === cls.mainTeacherId);
  const next = data.classes.find((candidate) => candidate.id === cls.nextClassId);
  const own = assignments.filter((row) => row.classId === cls.id);
  return {
    id: cls.id,
    levelId: cls.levelId,
    levelCode: level.code,
    levelOrder: level.order,
    name: cls.name,
    room: cls.room,
    capacity: cls.capacity,
    enrolled: seats.get(cls.id) ?? 0,
    mainTeacher: teacher ? teacherName(teacher) : null,
    nextClass: next ? { id: next.id, name: next.name } : null,
    missingSubjects: subjectsWithoutTeacher(levelSubjectsOf(cls.branchId, cls.levelId), own),
  };
}

function teacherView(teacher: DemoTeacher, assignments: DemoAssignment[], today: string) {
  const load = teacherLoad(assignments, teacher.id, teacher.weeklyHours);
  const classIds = new Set(
    assignments.filter((row) => row.teacherId === teacher.id).map((row) => row.classId),
  );
  return {
    ...teacherName(teacher),
    gender: teacher.gender,
    phone: teacher.phone,
    email: teacher.email,
    subjectIds: teacher.subjectIds,
    qualifications: teacher.qualifications,
    contractType: teacher.contractType,
    contractStart: teacher.contractStart,
    contractEnd: teacher.contractEnd,
    weeklyHours: teacher.weeklyHours,
    load: load.hours,
    over: load.over,
    endsSoon: contractEndsSoon(teacher.contractEnd, today),
    classes: classIds.size,
    hasPhoto: teacher.hasPhoto,
  };
}

/**
 * The children of some classes in a year, by last name then first name: those holding a seat (`active` and
 * `expected`), or with `attending` only those already there (the ones a campaign assesses).
 */
function childrenOf(classIds: ReadonlySet<number>, year: number, attending = false) {
  const byId = new Map(db.data.students.map((student) => [student.studentid, student]));
  return db.data.enrolments
    .filter(
      (row) =>
        classIds.has(row.classId) &&
        row.yearId === year &&
        (attending ? row.status === 'active' : row.status !== 'left'),
    )
    .map((row) => ({ row, student: byId.get(row.studentId)! }))
    .filter(({ student }) => student)
    .sort(
      (a, b) =>
        a.student.lastname_fr.localeCompare(b.student.lastname_fr, 'fr') ||
        a.student.firstname_fr.localeCompare(b.student.firstname_fr, 'fr'),
    );
}

function studentsOfClass(cls: DemoClass) {
  return childrenOf(new Set([cls.id]), cls.yearId);
}

function campaignsOfClass(cls: DemoClass) {
  const tables = educationTables();
  const students = new Set(
    studentsOfClass(cls)
      .filter(({ row }) => row.status === 'active')
      .map(({ row }) => row.studentId),
  );
  return tables.campaigns
    .filter((campaign) => campaign.classIds.includes(cls.id))
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((campaign) => {
      const filled = tables.results.filter(
        (result) => result.campaignId === campaign.id && students.has(result.studentId),
      ).length;
      return {
        id: campaign.id,
        name: campaign.name,
        date: campaign.date,
        closed: campaign.closed,
        completion: completion(filled, students.size, campaign.skillIds.length),
      };
    });
}

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

type TeacherInput = Omit<DemoTeacher, 'id' | 'branchId' | 'hasPhoto'>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ]{8,20}$/;

function readTeacher(
  body: Record<string, unknown> | null,
  branch: number,
  current?: DemoTeacher,
): TeacherInput | Response {
  if (!body) return error(400, 'A JSON object is required', 'INVALID_REQUEST');
  const errors: Record<string, string> = {};
  const pick = (key: keyof TeacherInput) => (key in body ? body[key] : current?.[key]);
  const names = {} as Pick<TeacherInput, 'firstname_fr' | 'lastname_fr' | 'firstname_ar' | 'lastname_ar'>;
  for (const key of ['firstname_fr', 'lastname_fr', 'firstname_ar', 'lastname_ar'] as const) {
    const value = text(pick(key), 60);
    if (!value) errors[key] = 'INVALID_NAME';
    else names[key] = value;
  }
  const gender = pick('gender');
  if (gender !== 'F' && gender !== 'M') errors.gender = 'INVALID_GENDER';
  const phone = typeof pick('phone') === 'string' ? (pick('phone') as string).trim() : '';
  if (!PHONE.test(phone)) errors.phone = 'INVALID_PHONE';
  const email = typeof pick('email') === 'string' ? (pick('email') as string).trim().toLowerCase() : '';
  if (!EMAIL.test(email) || email.length > 120) errors.email = 'INVALID_EMAIL';
  const subjectIds = pick('subjectIds');
  const branchSubjects = new Set(
    educationTables()
      .subjects.filter((subject) => subject.branchId === branch)
      .map((subject) => subject.id),
  );
  if (
    !Array.isArray(subjectIds) ||
    subjectIds.length === 0 ||
    !subjectIds.every((id) => typeof id === 'number' && branchSubjects.has(id))
  )
    errors.subjectIds = 'INVALID_SUBJECTS';
  const qualifications = pick('qualifications') ?? [];
  if (
    !Array.isArray(qualifications) ||
    qualifications.length > 10 ||
    !qualifications.every((item) => text(item, 120) !== null)
  )
    errors.qualifications = 'INVALID_QUALIFICATIONS';
  const contractType = pick('contractType');
  if (!CONTRACT_TYPES.includes(contractType as ContractType)) errors.contractType = 'INVALID_CONTRACT';
  const contractStart = pick('contractStart');
  if (!isDate(contractStart)) errors.contractStart = 'INVALID_DATE';
  const contractEnd = pick('contractEnd') ?? null;
  if (contractType === 'permanent' ? contractEnd !== null && !isDate(contractEnd) : !isDate(contractEnd))
    errors.contractEnd = contractType === 'permanent' ? 'INVALID_DATE' : 'CONTRACT_END_REQUIRED';
  else if (isDate(contractStart) && isDate(contractEnd) && contractEnd <= contractStart)
    errors.contractEnd = 'DATES_ORDER';
  const weeklyHours = pick('weeklyHours');
  if (!isHalfHours(weeklyHours, MAX_WEEKLY_HOURS)) errors.weeklyHours = 'INVALID_HOURS';
  if (Object.keys(errors).length) return validationError(errors);
  return {
    ...names,
    gender: gender as 'F' | 'M',
    phone,
    email,
    subjectIds: [...new Set(subjectIds as number[])],
    qualifications: (qualifications as string[]).map((item) => item.trim()),
    contractType: contractType as ContractType,
    contractStart: contractStart as string,
    contractEnd: contractEnd as string | null,
    weeklyHours: weeklyHours as number,
  };
}

/** The shown name of the classes a teacher is main teacher of follows their record. */
function renameClasses(teacher: DemoTeacher) {
  for (const cls of db.data.classes) {
    if (cls.mainTeacherId === teacher.id) [cls.teacher, cls.teacher_ar] = shownName(teacher);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Handlers

export const educationHandlers = [
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

  // Teachers
  http.get('*/api/education/teachers', ({ request }) => {
    const call = staffCall(request, [...TEACHER_READ, EDUCATION_PERMISSIONS.evaluations]);
    if (call instanceof Response) return call;
    const { branch, year } = call.scope;
    const params = new URL(request.url).searchParams;
    const tokens = searchTokens(params);
    const subject = idParam(params, 'subject');
    const today = todayIso();
    const assignments = assignmentsOf(branch, year);
    const rows = educationTables()
      .teachers.filter(
        (teacher) =>
          teacher.branchId === branch &&
          (subject === null || teacher.subjectIds.includes(subject)) &&
          matches(
            tokens,
            teacher.firstname_fr,
            teacher.lastname_fr,
            teacher.firstname_ar,
            teacher.lastname_ar,
            teacher.email,
            teacher.phone,
          ),
      )
      .map((teacher) => teacherView(teacher, assignments, today));
    const flagged = params.get('flag');
    const shown = rows.filter(
      (row) => (flagged !== 'ending' || row.endsSoon) && (flagged !== 'over' || row.over),
    );
    sortRows(
      shown,
      params,
      {
        name: (row) => `${row.lastname_fr} ${row.firstname_fr}`.toLowerCase(),
        load: (row) => row.load,
        contractEnd: (row) => row.contractEnd ?? '9999',
      },
      'name',
    );
    return HttpResponse.json({
      ...paginate(shown, params),
      endingCount: rows.filter((row) => row.endsSoon).length,
      overCount: rows.filter((row) => row.over).length,
    });
  }),

  http.post('*/api/education/teachers', async ({ request }) => {
    const call = staffCall(request, EDUCATION_PERMISSIONS.teachers);
    if (call instanceof Response) return call;
    const { branch, year } = call.scope;
    const input = readTeacher(await jsonObject(request), branch);
    if (input instanceof Response) return input;
    const tables = educationTables();
    if (tables.teachers.some((teacher) => teacher.email === input.email))
      return validationError({ email: 'EMAIL_TAKEN' });
    const teacher: DemoTeacher = { id: nextId(tables.teachers), branchId: branch, ...input, hasPhoto: false };
    tables.teachers.push(teacher);
    db.changed();
    return HttpResponse.json(teacherView(teacher, assignmentsOf(branch, year), todayIso()), { status: 201 });
  }),

  http.get('*/api/education/teachers/:id', ({ request, params }) => {
    const call = teacherCall(request, params.id, TEACHER_READ);
    if (call instanceof Response) return call;
    const { teacher, year } = call;
    const assignments = assignmentsOf(teacher.branchId, year);
    const classes = new Map(db.data.classes.map((cls) => [cls.id, cls]));
    const subjects = new Map(educationTables().subjects.map((subject) => [subject.id, subject]));
    return HttpResponse.json({
      ...teacherView(teacher, assignments, todayIso()),
      assignments: assignments
        .filter((row) => row.teacherId === teacher.id)
        .map((row) => ({
          classId: row.classId,
          className: classes.get(row.classId)?.name ?? '',
          subject: subjectView(subjects.get(row.subjectId)!),
          hours: row.hours,
        }))
        .sort((a, b) => a.className.localeCompare(b.className, 'fr')),
      mainOf: db.data.classes
        .filter((cls) => cls.mainTeacherId === teacher.id && cls.yearId === year)
        .map((cls) => ({ id: cls.id, name: cls.name })),
    });
  }),

  http.patch('*/api/education/teachers/:id', async ({ request, params }) => {
    const call = teacherCall(request, params.id, EDUCATION_PERMISSIONS.teachers);
    if (call instanceof Response) return call;
    const { teacher, year } = call;
    const input = readTeacher(await jsonObject(request), teacher.branchId, teacher);
    if (input instanceof Response) return input;
    if (educationTables().teachers.some((other) => other.id !== teacher.id && other.email === input.email))
      return validationError({ email: 'EMAIL_TAKEN' });
    Object.assign(teacher, input);
    renameClasses(teacher);
    db.changed();
    return HttpResponse.json(teacherView(teacher, assignmentsOf(teacher.branchId, year), todayIso()));
  }),

  // Teaching assignments (the pedagogical page)
  http.get('*/api/education/pedagogy', ({ request }) => {
    const call = staffCall(request, CLASS_READ);
    if (call instanceof Response) return call;
    const { branch, year } = call.scope;
    const tables = educationTables();
    const assignments = assignmentsOf(branch, year);
    const seats = seatsTaken(db.data.enrolments, branch, year);
    const today = todayIso();
    const classes = db.data.classes
      .filter((cls) => cls.branchId === branch && cls.yearId === year)
      .map((cls) => ({
        ...classView(cls, seats, assignments),
        subjects: levelSubjectsOf(branch, cls.levelId).map((levelSubject) => {
          const assignment = assignments.find(
            (row) => row.classId === cls.id && row.subjectId === levelSubject.subjectId,
          );
          return {
            subjectId: levelSubject.subjectId,
            teacherId: assignment?.teacherId ?? null,
            hours: assignment?.hours ?? levelSubject.hours,
          };
        }),
      }))
      .sort((a, b) => a.levelOrder - b.levelOrder || a.name.localeCompare(b.name, 'fr'));
    return HttpResponse.json({
      subjects: tables.subjects
        .filter((subject) => subject.branchId === branch)
        .sort((a, b) => a.order - b.order)
        .map(subjectView),
      classes,
      teachers: tables.teachers
        .filter((teacher) => teacher.branchId === branch)
        .map((teacher) => teacherView(teacher, assignments, today))
        .sort((a, b) =>
          `${a.lastname_fr} ${a.firstname_fr}`.localeCompare(`${b.lastname_fr} ${b.firstname_fr}`, 'fr'),
        ),
    });
  }),

  /** Sets who teaches a subject to a class and how many hours (teacherId null: nobody yet). Idempotent by nature. */
  http.put('*/api/education/classes/:id/subjects/:subject', async ({ request, params }) => {
    const call = classCall(request, params.id, ADMIN_ONLY);
    if (call instanceof Response) return call;
    const { cls } = call;
    const tables = educationTables();
    const subjectId = pathId(params.subject);
    const subject = tables.subjects.find((row) => row.id === subjectId && row.branchId === cls.branchId);
    if (!subject) return notFound();
    const body = await jsonObject(request);
    const errors: Record<string, string> = {};
    const teacherId = body?.teacherId ?? null;
    const teacher = tables.teachers.find((row) => row.id === teacherId && row.branchId === cls.branchId);
    if (teacherId !== null && !teacher) errors.teacherId = 'INVALID_TEACHER';
    if (!isHalfHours(body?.hours, MAX_ASSIGNMENT_HOURS)) errors.hours = 'INVALID_HOURS';
    if (Object.keys(errors).length) return validationError(errors);
    let assignment = tables.assignments.find((row) => row.classId === cls.id && row.subjectId === subject.id);
    if (!assignment) {
      assignment = {
        id: nextId(tables.assignments),
        branchId: cls.branchId,
        yearId: cls.yearId,
        classId: cls.id,
        subjectId: subject.id,
        teacherId: null,
        hours: 0,
      };
      tables.assignments.push(assignment);
    }
    assignment.teacherId = teacher?.id ?? null;
    assignment.hours = body!.hours as number;
    if (teacher && !teacher.subjectIds.includes(subject.id)) teacher.subjectIds.push(subject.id);
    db.changed();
    const assignments = assignmentsOf(cls.branchId, cls.yearId);
    return HttpResponse.json({
      classId: cls.id,
      subjectId: subject.id,
      teacherId: assignment.teacherId,
      hours: assignment.hours,
      missingSubjects: subjectsWithoutTeacher(
        levelSubjectsOf(cls.branchId, cls.levelId),
        assignments.filter((row) => row.classId === cls.id),
      ),
      teacher: teacher ? teacherView(teacher, assignments, todayIso()) : null,
    });
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// Diagnostic evaluations

const CAMPAIGN_READ = [EDUCATION_PERMISSIONS.evaluations, EDUCATION_PERMISSIONS.classes];

function campaignCall(request: Request, id: unknown, permission: string | readonly string[]) {
  const user = authenticate(request);
  if (user instanceof Response) return user;
  const campaign = educationTables().campaigns.find((candidate) => candidate.id === pathId(id));
  if (!campaign) return notFound();
  return staffHolds(user, permission, campaign.branchId, campaign.yearId)
    ? { user, campaign }
    : permissionError();
}

/** The children of a campaign's classes attending that year (a class among them when `classId` is given). */
function campaignStudents(campaign: DemoCampaign, classId: number | null) {
  const classIds = classId === null ? campaign.classIds : campaign.classIds.filter((id) => id === classId);
  return childrenOf(new Set(classIds), campaign.yearId, true);
}

function campaignView(campaign: DemoCampaign) {
  const tables = educationTables();
  const level = db.data.levels.find((candidate) => candidate.id === campaign.levelId)!;
  const students = new Set(campaignStudents(campaign, null).map(({ row }) => row.studentId));
  const filled = tables.results.filter(
    (result) => result.campaignId === campaign.id && students.has(result.studentId),
  ).length;
  return {
    id: campaign.id,
    name: campaign.name,
    levelId: campaign.levelId,
    levelCode: level.code,
    date: campaign.date,
    closed: campaign.closed,
    classes: campaign.classIds.map((id) => ({
      id,
      name: db.data.classes.find((cls) => cls.id === id)?.name ?? '',
    })),
    students: students.size,
    skills: campaign.skillIds.length,
    completion: completion(filled, students.size, campaign.skillIds.length),
  };
}

/** The level's grid (domains in order, their skills in order), limited to the campaign's skills. */
function gridOf(branch: number, levelId: number, skillIds?: readonly number[]) {
  const wanted = skillIds ? new Set(skillIds) : null;
  return educationTables()
    .domains.filter((domain) => domain.branchId === branch && domain.levelId === levelId)
    .sort((a, b) => a.order - b.order)
    .map((domain) => ({
      id: domain.id,
      name_fr: domain.name_fr,
      name_ar: domain.name_ar,
      skills: domain.skills
        .filter((skill) => !wanted || wanted.has(skill.id))
        .map((skill) => ({ id: skill.id, name_fr: skill.name_fr, name_ar: skill.name_ar })),
    }))
    .filter((domain) => domain.skills.length > 0);
}

function scaleOf(branch: number) {
  return educationTables().scales.find((scale) => scale.branchId === branch)?.labels ?? [];
}

export const evaluationHandlers = [
  http.get('*/api/education/campaigns', ({ request }) => {
    const call = staffCall(request, CAMPAIGN_READ);
    if (call instanceof Response) return call;
    const { branch, year } = call.scope;
    const params = new URL(request.url).searchParams;
    const level = idParam(params, 'level');
    const status = params.get('status');
    const rows = educationTables()
      .campaigns.filter(
        (campaign) =>
          campaign.branchId === branch &&
          campaign.yearId === year &&
          (level === null || campaign.levelId === level) &&
          (status !== 'running' || !campaign.closed) &&
          (status !== 'closed' || campaign.closed),
      )
      .map(campaignView);
    sortRows(
      rows,
      params,
      {
        date: (row) => row.date,
        level: (row) => db.data.levels.find((candidate) => candidate.id === row.levelId)?.order ?? 0,
        completion: (row) => row.completion,
      },
      'date',
    );
    return HttpResponse.json(paginate(rows, params));
  }),

  http.post('*/api/education/campaigns', async ({ request }) => {
    const call = staffCall(request, EDUCATION_PERMISSIONS.evaluations);
    if (call instanceof Response) return call;
    const { branch, year } = call.scope;
    const body = await jsonObject(request);
    const errors: Record<string, string> = {};
    const name = text(body?.name, 80);
    if (!name) errors.name = 'INVALID_NAME';
    const levelId = body?.levelId;
    if (!db.data.levels.some((level) => level.id === levelId)) errors.levelId = 'INVALID_LEVEL';
    const classIds = body?.classIds;
    const levelClasses = new Set(
      db.data.classes
        .filter((cls) => cls.branchId === branch && cls.yearId === year && cls.levelId === levelId)
        .map((cls) => cls.id),
    );
    if (
      !Array.isArray(classIds) ||
      classIds.length === 0 ||
      !classIds.every((id) => typeof id === 'number' && levelClasses.has(id))
    )
      errors.classIds = 'INVALID_CLASSES';
    if (!isDate(body?.date)) errors.date = 'INVALID_DATE';
    const skills = gridOf(branch, levelId as number).flatMap((domain) =>
      domain.skills.map((skill) => skill.id),
    );
    if (!errors.levelId && skills.length === 0) errors.levelId = 'NO_SKILLS_GRID';
    if (Object.keys(errors).length) return validationError(errors);
    const tables = educationTables();
    const campaign: DemoCampaign = {
      id: nextId(tables.campaigns),
      branchId: branch,
      yearId: year,
      levelId: levelId as number,
      classIds: [...new Set(classIds as number[])],
      name: name!,
      date: body!.date as string,
      skillIds: skills,
      closed: false,
      createdAt: new Date().toISOString(),
    };
    tables.campaigns.push(campaign);
    db.changed();
    return HttpResponse.json(campaignView(campaign), { status: 201 });
  }),

  /** Closes (no more results) or reopens a campaign. */
  http.patch('*/api/education/campaigns/:id', async ({ request, params }) => {
    const call = campaignCall(request, params.id, EDUCATION_PERMISSIONS.evaluations);
    if (call instanceof Response) return call;
    const closed = (await jsonObject(request))?.closed;
    if (typeof closed !== 'boolean') return validationError({ closed: 'INVALID_CHOICE' });
    call.campaign.closed = closed;
    db.changed();
    return HttpResponse.json(campaignView(call.campaign));
  }),

  /** The result sheet of a campaign (of one of its classes with `class`). */
  http.get('*/api/education/campaigns/:id/sheet', ({ request, params }) => {
    const call = campaignCall(request, params.id, CAMPAIGN_READ);
    if (call instanceof Response) return call;
    const { campaign } = call;
    const classId = idParam(new URL(request.url).searchParams, 'class');
    if (classId !== null && !campaign.classIds.includes(classId))
      return validationError({ class: 'INVALID_CLASS' });
    const students = campaignStudents(campaign, classId);
    const ids = new Set(students.map(({ student }) => student.studentid));
    return HttpResponse.json({
      campaign: campaignView(campaign),
      domains: gridOf(campaign.branchId, campaign.levelId, campaign.skillIds),
      scale: scaleOf(campaign.branchId),
      students: students.map(({ row, student }) => ({
        studentid: student.studentid,
        firstname_fr: student.firstname_fr,
        lastname_fr: student.lastname_fr,
        firstname_ar: student.firstname_ar,
        lastname_ar: student.lastname_ar,
        classId: row.classId,
      })),
      results: educationTables()
        .results.filter((result) => result.campaignId === campaign.id && ids.has(result.studentId))
        .map(({ studentId, skillId, value }) => ({ studentId, skillId, value })),
    });
  }),

  /** One result: set (1-4) or cleared (null). Saving the same value again changes nothing. */
  http.put('*/api/education/campaigns/:id/results', async ({ request, params }) => {
    const call = campaignCall(request, params.id, EDUCATION_PERMISSIONS.evaluations);
    if (call instanceof Response) return call;
    const { campaign } = call;
    if (campaign.closed) return error(409, 'The campaign is closed', 'CAMPAIGN_CLOSED');
    const body = await jsonObject(request);
    const errors: Record<string, string> = {};
    const studentId = body?.studentId;
    if (!campaignStudents(campaign, null).some(({ row }) => row.studentId === studentId))
      errors.studentId = 'NOT_IN_CAMPAIGN';
    const skillId = body?.skillId;
    if (typeof skillId !== 'number' || !campaign.skillIds.includes(skillId)) errors.skillId = 'INVALID_SKILL';
    const value = body?.value ?? null;
    if (value !== null && !isMasteryValue(value)) errors.value = 'INVALID_MASTERY';
    if (Object.keys(errors).length) return validationError(errors);
    const tables = educationTables();
    const index = tables.results.findIndex(
      (result) =>
        result.campaignId === campaign.id && result.studentId === studentId && result.skillId === skillId,
    );
    const updatedAt = new Date().toISOString();
    if (value === null) {
      if (index >= 0) tables.results.splice(index, 1);
    } else if (index >= 0) {
      tables.results[index] = { ...tables.results[index]!, value: value as MasteryValue, updatedAt };
    } else {
      tables.results.push({
        campaignId: campaign.id,
        studentId: studentId as number,
        skillId: skillId as number,
        value: value as MasteryValue,
        updatedAt,
      });
    }
    db.changed();
    return HttpResponse.json({ studentId, skillId, value, updatedAt });
  }),
];

/** The parent's view of the selected child, and the office's figures for the dashboard. */
export const educationSummaryHandlers = [
  /** The child's class, main teacher, teachers per subject and latest diagnostic results by domain, in words. */
  http.get('*/api/education/students/:id/overview', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const child = parentChild(user, params.id, idParam(new URL(request.url).searchParams, 'year'));
    if (child instanceof Response) return child;
    const { student, enrolment } = child;
    const cls = db.data.classes.find((candidate) => candidate.id === enrolment.classId);
    const tables = educationTables();
    const teachers = new Map(tables.teachers.map((teacher) => [teacher.id, teacher]));
    const subjects = new Map(tables.subjects.map((subject) => [subject.id, subject]));
    const main = cls?.mainTeacherId ? teachers.get(cls.mainTeacherId) : undefined;
    const assignments = cls
      ? assignmentsOf(cls.branchId, cls.yearId).filter((row) => row.classId === cls.id)
      : [];
    const latest = tables.campaigns
      .filter(
        (campaign) =>
          campaign.classIds.includes(enrolment.classId) &&
          tables.results.some(
            (result) => result.campaignId === campaign.id && result.studentId === student.studentid,
          ),
      )
      .sort((a, b) => b.date.localeCompare(a.date))[0];
    const scale = scaleOf(enrolment.branchId);
    const own = latest
      ? tables.results.filter(
          (result) => result.campaignId === latest.id && result.studentId === student.studentid,
        )
      : [];
    return HttpResponse.json({
      student: {
        studentid: student.studentid,
        firstname_fr: student.firstname_fr,
        firstname_ar: student.firstname_ar,
      },
      class: cls ? { id: cls.id, name: cls.name, room: cls.room } : null,
      mainTeacher: main ? teacherName(main) : null,
      teachers: assignments
        .map((row) => ({
          subject: subjectView(subjects.get(row.subjectId)!),
          teacher:
            row.teacherId && teachers.get(row.teacherId) ? teacherName(teachers.get(row.teacherId)!) : null,
          hours: row.hours,
        }))
        .sort((a, b) => subjects.get(a.subject.id)!.order - subjects.get(b.subject.id)!.order),
      evaluation: latest
        ? {
            name: latest.name,
            date: latest.date,
            domains: gridOf(latest.branchId, latest.levelId, latest.skillIds).map((domain) => {
              const skills = new Set(domain.skills.map((skill) => skill.id));
              const mastery = domainMastery(
                own.filter((result) => skills.has(result.skillId)).map((r) => r.value),
              );
              return {
                name_fr: domain.name_fr,
                name_ar: domain.name_ar,
                mastery,
                label: mastery === null ? null : (scale[mastery - 1] ?? null),
              };
            }),
          }
        : null,
    });
  }),

  /** The office's figures: running campaigns and how complete, classes with a subject without a teacher, contracts. */
  http.get('*/api/education/summary', ({ request }) => {
    const call = staffCall(request, CLASS_READ);
    if (call instanceof Response) return call;
    const { branch, year } = call.scope;
    const tables = educationTables();
    const assignments = assignmentsOf(branch, year);
    const classes = db.data.classes.filter((cls) => cls.branchId === branch && cls.yearId === year);
    const today = todayIso();
    return HttpResponse.json({
      campaigns: tables.campaigns
        .filter((campaign) => campaign.branchId === branch && campaign.yearId === year && !campaign.closed)
        .map(campaignView)
        .map(({ id, name, levelCode, completion: done }) => ({ id, name, levelCode, completion: done }))
        .sort((a, b) => a.completion - b.completion),
      classesWithGaps: classes.filter(
        (cls) =>
          subjectsWithoutTeacher(
            levelSubjectsOf(branch, cls.levelId),
            assignments.filter((row) => row.classId === cls.id),
          ).length > 0,
      ).length,
      contractsEnding: tables.teachers.filter(
        (teacher) => teacher.branchId === branch && contractEndsSoon(teacher.contractEnd, today),
      ).length,
    });
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// Educational settings

const COLOR = /^#[0-9a-f]{6}$/i;
const MAX_DOMAINS = 12;
const MAX_SKILLS = 15;

function settingsView(branch: number) {
  const tables = educationTables();
  return {
    subjects: tables.subjects
      .filter((subject) => subject.branchId === branch)
      .sort((a, b) => a.order - b.order)
      .map((subject) => ({
        ...subjectView(subject),
        used: tables.assignments.some((row) => row.subjectId === subject.id),
      })),
    levelHours: tables.levelSubjects
      .filter((row) => row.branchId === branch)
      .map(({ levelId, subjectId, hours }) => ({ levelId, subjectId, hours })),
    scale: scaleOf(branch),
    grids: db.data.levels.map((level) => ({ levelId: level.id, domains: gridOf(branch, level.id) })),
  };
}

function readSubject(body: Record<string, unknown> | null, branch: number, current?: { id: number }) {
  const errors: Record<string, string> = {};
  const name_fr = text(body?.name_fr, 60);
  const name_ar = text(body?.name_ar, 60);
  if (!name_fr) errors.name_fr = 'INVALID_NAME';
  if (!name_ar) errors.name_ar = 'INVALID_NAME';
  const color = body?.color;
  if (typeof color !== 'string' || !COLOR.test(color)) errors.color = 'INVALID_COLOR';
  if (
    name_fr &&
    educationTables().subjects.some(
      (subject) =>
        subject.branchId === branch &&
        subject.id !== current?.id &&
        subject.name_fr.toLowerCase() === name_fr.toLowerCase(),
    )
  )
    errors.name_fr = 'SUBJECT_NAME_TAKEN';
  if (Object.keys(errors).length) return validationError(errors);
  return { name_fr: name_fr!, name_ar: name_ar!, color: (color as string).toLowerCase() };
}

/** A level of the path, or null. */
function levelOfPath(raw: unknown) {
  return db.data.levels.find((level) => level.id === pathId(raw)) ?? null;
}

export const educationSettingsHandlers = [
  http.get('*/api/education/settings', ({ request }) => {
    const call = staffCall(request, [EDUCATION_PERMISSIONS.settings, EDUCATION_PERMISSIONS.evaluations]);
    if (call instanceof Response) return call;
    return HttpResponse.json(settingsView(call.scope.branch));
  }),

  http.post('*/api/education/subjects', async ({ request }) => {
    const call = staffCall(request, EDUCATION_PERMISSIONS.settings);
    if (call instanceof Response) return call;
    const { branch } = call.scope;
    const input = readSubject(await jsonObject(request), branch);
    if (input instanceof Response) return input;
    const tables = educationTables();
    const own = tables.subjects.filter((subject) => subject.branchId === branch);
    const subject = {
      id: nextId(tables.subjects),
      branchId: branch,
      code: `S${nextId(tables.subjects)}`,
      ...input,
      order: own.reduce((max, item) => Math.max(max, item.order), 0) + 1,
    };
    tables.subjects.push(subject);
    db.changed();
    return HttpResponse.json(settingsView(branch), { status: 201 });
  }),

  http.patch('*/api/education/subjects/:id', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const subject = educationTables().subjects.find((candidate) => candidate.id === pathId(params.id));
    const year = idParam(new URL(request.url).searchParams, 'year');
    if (!subject || year === null) return notFound();
    if (!staffHolds(user, EDUCATION_PERMISSIONS.settings, subject.branchId, year)) return permissionError();
    const input = readSubject(await jsonObject(request), subject.branchId, subject);
    if (input instanceof Response) return input;
    Object.assign(subject, input);
    db.changed();
    return HttpResponse.json(settingsView(subject.branchId));
  }),

  /** The four labels of the scale, insufficient first, in French and Arabic. */
  http.put('*/api/education/scale', async ({ request }) => {
    const call = staffCall(request, EDUCATION_PERMISSIONS.settings);
    if (call instanceof Response) return call;
    const labels = (await jsonObject(request))?.labels;
    if (!Array.isArray(labels) || labels.length !== 4) return validationError({ labels: 'INVALID_SCALE' });
    const clean = labels.map((label: unknown) => {
      const item = label && typeof label === 'object' ? (label as Record<string, unknown>) : {};
      return { fr: text(item.fr, 40), ar: text(item.ar, 40) };
    });
    if (clean.some((label) => !label.fr || !label.ar)) return validationError({ labels: 'INVALID_SCALE' });
    const tables = educationTables();
    const scale = tables.scales.find((item) => item.branchId === call.scope.branch);
    const next = clean.map((label) => ({ fr: label.fr!, ar: label.ar! }));
    if (scale) scale.labels = next;
    else tables.scales.push({ branchId: call.scope.branch, labels: next });
    db.changed();
    return HttpResponse.json(settingsView(call.scope.branch));
  }),

  /**
   * A level's skills grid, whole: domains in order, each with its skills in order. A skill keeps its id (and the
   * results given to it) when sent with it; campaigns already created keep the skills they assess.
   */
  http.put('*/api/education/levels/:level/grid', async ({ request, params }) => {
    const call = staffCall(request, EDUCATION_PERMISSIONS.settings);
    if (call instanceof Response) return call;
    const { branch } = call.scope;
    const level = levelOfPath(params.level);
    if (!level) return notFound();
    const domains = (await jsonObject(request))?.domains;
    const tables = educationTables();
    const current = tables.domains.filter(
      (domain) => domain.branchId === branch && domain.levelId === level.id,
    );
    const knownSkills = new Set(current.flatMap((domain) => domain.skills.map((skill) => skill.id)));
    if (!Array.isArray(domains) || domains.length > MAX_DOMAINS)
      return validationError({ domains: 'INVALID_GRID' });
    let nextSkill = tables.domains
      .flatMap((domain) => domain.skills)
      .reduce((max, skill) => Math.max(max, skill.id), 0);
    let nextDomain = nextId(tables.domains);
    const built: DemoSkillDomain[] = [];
    for (const [index, raw] of domains.entries()) {
      const domain = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
      const name_fr = text(domain.name_fr, 80);
      const name_ar = text(domain.name_ar, 80);
      const skills = domain.skills;
      if (!name_fr || !name_ar || !Array.isArray(skills) || skills.length === 0 || skills.length > MAX_SKILLS)
        return validationError({ domains: 'INVALID_GRID' });
      const builtSkills = [];
      for (const rawSkill of skills) {
        const skill = rawSkill && typeof rawSkill === 'object' ? (rawSkill as Record<string, unknown>) : {};
        const skillFr = text(skill.name_fr, 120);
        const skillAr = text(skill.name_ar, 120);
        if (!skillFr || !skillAr) return validationError({ domains: 'INVALID_GRID' });
        const id = typeof skill.id === 'number' && knownSkills.has(skill.id) ? skill.id : (nextSkill += 1);
        knownSkills.delete(id);
        builtSkills.push({ id, name_fr: skillFr, name_ar: skillAr });
      }
      const keep = current.find((item) => item.id === domain.id);
      built.push({
        id: keep?.id ?? nextDomain++,
        branchId: branch,
        levelId: level.id,
        name_fr,
        name_ar,
        order: index + 1,
        skills: builtSkills,
      });
    }
    tables.domains = [
      ...tables.domains.filter((domain) => domain.branchId !== branch || domain.levelId !== level.id),
      ...built,
    ];
    db.changed();
    return HttpResponse.json(settingsView(branch));
  }),

  /** A level's weekly hours per subject (0: not taught in that level). */
  http.put('*/api/education/levels/:level/hours', async ({ request, params }) => {
    const call = staffCall(request, EDUCATION_PERMISSIONS.settings);
    if (call instanceof Response) return call;
    const { branch } = call.scope;
    const level = levelOfPath(params.level);
    if (!level) return notFound();
    const hours = (await jsonObject(request))?.hours;
    const tables = educationTables();
    const subjects = new Set(tables.subjects.filter((s) => s.branchId === branch).map((s) => s.id));
    if (
      !Array.isArray(hours) ||
      !hours.every(
        (row: unknown) =>
          row &&
          typeof row === 'object' &&
          subjects.has((row as { subjectId: number }).subjectId) &&
          ((row as { hours: number }).hours === 0 ||
            isHalfHours((row as { hours: number }).hours, MAX_ASSIGNMENT_HOURS)),
      )
    )
      return validationError({ hours: 'INVALID_HOURS' });
    tables.levelSubjects = [
      ...tables.levelSubjects.filter((row) => row.branchId !== branch || row.levelId !== level.id),
      ...(hours as Array<{ subjectId: number; hours: number }>)
        .filter((row) => row.hours > 0)
        .map((row) => ({ branchId: branch, levelId: level.id, subjectId: row.subjectId, hours: row.hours })),
    ];
    db.changed();
    return HttpResponse.json(settingsView(branch));
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// Teachers' photos (docs/api.md "Education": the student photo's rules)

function teacherPhotoKey(teacher: DemoTeacher): string | undefined {
  return Object.keys(db.data.files).find((key) => key.startsWith(`teacher-photos/${teacher.id}.`));
}

export const teacherPhotoHandlers = [
  http.get('*/api/education/teachers/:id/photo', ({ request, params }) => {
    const call = teacherCall(request, params.id, TEACHER_READ);
    if (call instanceof Response) return call;
    const { teacher } = call;
    if (!teacher.hasPhoto) return HttpResponse.json({ message: 'No photo' }, { status: 404 });
    return photoAnswer(teacher.id, teacherPhotoKey(teacher));
  }),

  http.put('*/api/education/teachers/:id/photo', async ({ request, params }) => {
    const call = teacherCall(request, params.id, EDUCATION_PERMISSIONS.teachers);
    if (call instanceof Response) return call;
    const upload = await oneUpload(request, PHOTO_RULES.maxBytes);
    if (upload instanceof Response) return upload;
    const signature = SIGNATURES[upload.type];
    if (!signature || !signature(upload.bytes))
      return refuseFile('JPEG, PNG or WebP only', 'UNSUPPORTED_TYPE');
    const previous = teacherPhotoKey(call.teacher);
    if (previous) delete db.data.files[previous];
    const extension = upload.type === 'image/png' ? 'png' : upload.type === 'image/webp' ? 'webp' : 'jpg';
    db.data.files[`teacher-photos/${call.teacher.id}.${extension}`] = toBase64(upload.bytes);
    call.teacher.hasPhoto = true;
    db.changed();
    return HttpResponse.json({ hasPhoto: true });
  }),
];
