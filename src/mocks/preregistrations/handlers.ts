import { http, HttpResponse } from 'msw';
import { classSeats } from '../../domain/capacity.ts';
import { jsonObject, staffHolds, staffScopeOf } from '../core/staffScope.ts';
import {
  allowedTransitions,
  APPLICATION_STATUSES,
  canTransition,
  isApplicationStatus,
  requiresEnrolment,
  requiresReason,
  type ApplicationStatus,
} from '../../domain/transitions.ts';
import {
  APPLICATION_DOCUMENT_TYPES,
  type ApplicationGuardian,
  type DemoApplication,
} from './applications.ts';
import { db } from '../core/db.ts';
import { foldText } from '../core/text.ts';
import type { DemoClass, DemoEnrolment, DemoFamily, DemoStudent } from '../school/index.ts';
import type { DemoData, DemoUser } from '../core/tables.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { intOr, levelIdsParam, listParam, searchTokens } from '../core/params.ts';
import { EMAIL, GUARDIAN_RELATIONS as RELATIONS, PHONE } from '../../domain/students.ts';
import { validationError } from '../core/listing.ts';

/** docs/api.md "Pre-registrations": the applications of a branch and year, their status changes and enrolment. */
const PERMISSION = 'view-preregistrations-page';
const SORTS = ['submittedAt', 'name', 'birthDate', 'level', 'priority', 'status'] as const;
type Sort = (typeof SORTS)[number];
const PRIORITIES = ['sibling', 'staff', 'normal'] as const;
const PAGE_SIZE = { default: 25, min: 10, max: 200 } as const;
const REASON_MAX = 500;

function error(status: number, message: string, code: string) {
  return HttpResponse.json({ message, code }, { status });
}

function notFound() {
  return HttpResponse.json({ message: 'Application not found' }, { status: 404 });
}

const NAME_MAX = 60;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function text(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value.trim() : '';
}

type ApplicationFields = Pick<
  DemoApplication,
  | 'levelId'
  | 'firstname_fr'
  | 'lastname_fr'
  | 'firstname_ar'
  | 'lastname_ar'
  | 'gender'
  | 'birthDate'
  | 'familyId'
  | 'guardians'
  | 'previousSchool'
  | 'priority'
>;

/**
 * A new application of the office (docs/api.md "POST applications"): the child, the level asked for, one or two
 * guardians, the previous school and the priority; or the messages of the fields at fault.
 */
function applicationInput(
  body: Record<string, unknown>,
  data: DemoData,
): { fields: ApplicationFields } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const name = (record: Record<string, unknown>, key: string, path: string, required: boolean) => {
    const value = text(record, key);
    if (required && !value) errors[path] = 'REQUIRED';
    else if (value.length > NAME_MAX) errors[path] = 'TOO_LONG';
    return value;
  };
  const firstname_fr = name(body, 'firstname_fr', 'firstname_fr', true);
  const lastname_fr = name(body, 'lastname_fr', 'lastname_fr', true);
  const firstname_ar = name(body, 'firstname_ar', 'firstname_ar', false);
  const lastname_ar = name(body, 'lastname_ar', 'lastname_ar', false);
  const gender = body.gender === 'F' || body.gender === 'M' ? body.gender : null;
  if (!gender) errors.gender = 'REQUIRED';
  const birthDate = text(body, 'birthDate');
  const birth = new Date(`${birthDate}T00:00:00Z`);
  if (
    !DATE.test(birthDate) ||
    Number.isNaN(birth.getTime()) ||
    birth.toISOString().slice(0, 10) !== birthDate
  ) {
    errors.birthDate = 'INVALID_DATE';
  } else {
    const age = (Date.now() - birth.getTime()) / (365.25 * 24 * 3600 * 1000);
    if (age < 2 || age > 20) errors.birthDate = 'IMPLAUSIBLE_AGE';
  }
  const level = data.levels.find((candidate) => candidate.id === body.levelId);
  if (!level) errors.levelId = 'REQUIRED';
  const priority = (PRIORITIES as readonly unknown[]).includes(body.priority)
    ? (body.priority as (typeof PRIORITIES)[number])
    : null;
  if (!priority) errors.priority = 'REQUIRED';
  const previousSchool = text(body, 'previousSchool');
  if (previousSchool.length > 120) errors.previousSchool = 'TOO_LONG';
  const familyId = typeof body.familyId === 'number' ? body.familyId : null;
  if (familyId !== null && !data.families.some((family) => family.id === familyId)) {
    errors.familyId = 'FAMILY_REQUIRED';
  }
  const rawGuardians = Array.isArray(body.guardians) ? body.guardians.slice(0, 3) : [];
  if (rawGuardians.length === 0 || rawGuardians.length > 2) errors.guardians = 'GUARDIAN_COUNT';
  const guardians = rawGuardians.map((raw, index) => {
    const guardian = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const path = `guardians.${index}`;
    const relation = (RELATIONS as readonly unknown[]).includes(guardian.relation)
      ? (guardian.relation as ApplicationGuardian['relation'])
      : null;
    if (!relation) errors[`${path}.relation`] = 'REQUIRED';
    const phone = text(guardian, 'phone');
    if (!PHONE.test(phone)) errors[`${path}.phone`] = 'INVALID_PHONE';
    const email = text(guardian, 'email');
    if (email && !EMAIL.test(email)) errors[`${path}.email`] = 'INVALID_EMAIL';
    return {
      relation: relation ?? 'tuteur',
      firstname_fr: name(guardian, 'firstname_fr', `${path}.firstname_fr`, true),
      lastname_fr: name(guardian, 'lastname_fr', `${path}.lastname_fr`, true),
      firstname_ar: name(guardian, 'firstname_ar', `${path}.firstname_ar`, false),
      lastname_ar: name(guardian, 'lastname_ar', `${path}.lastname_ar`, false),
      phone,
      email,
    };
  });
  if (Object.keys(errors).length || !gender || !level || !priority) return { errors };
  return {
    fields: {
      levelId: level.id,
      firstname_fr,
      lastname_fr,
      firstname_ar,
      lastname_ar,
      gender,
      birthDate,
      familyId,
      guardians,
      previousSchool: previousSchool || null,
      priority,
    },
  };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The application of the path's id that the user may handle, or the error answer. */
function findApplication(user: DemoUser, rawId: unknown): DemoApplication | Response {
  const id = String(rawId);
  const application = /^\d+$/.test(id)
    ? db.data.applications.find((candidate) => candidate.id === Number(id))
    : undefined;
  if (!application) return notFound();
  if (staffHolds(user, PERMISSION, application.branchId, application.yearId)) return application;
  // Someone who handles applications elsewhere is told it does not exist (a stale `?id=` after a branch change
  // shows "not found" in the page instead of sending them to /unauthorized); anyone else lacks the permission.
  return handlesApplications(user) ? notFound() : permissionError();
}

function handlesApplications(user: DemoUser): boolean {
  return (
    !user.isParent &&
    user.roles.some((role) => role.name === 'admin' || role.permissions.includes(PERMISSION))
  );
}

function levelCode(data: DemoData, levelId: number): string {
  return data.levels.find((level) => level.id === levelId)?.code ?? '';
}

function rowAnswer(application: DemoApplication, data: DemoData) {
  return {
    id: application.id,
    reference: application.reference,
    firstname_fr: application.firstname_fr,
    lastname_fr: application.lastname_fr,
    firstname_ar: application.firstname_ar,
    lastname_ar: application.lastname_ar,
    gender: application.gender,
    birthDate: application.birthDate,
    levelId: application.levelId,
    level: levelCode(data, application.levelId),
    yearId: application.yearId,
    priority: application.priority,
    submittedAt: application.submittedAt,
    documentsReceived: application.documents.filter((document) => document.received).length,
    documentsTotal: application.documents.length,
    feePaid: application.feePaid,
    status: application.status,
    familyId: application.familyId,
    studentId: application.studentId,
  };
}

/** Seats taken in each class of a branch and year (active and expected enrolments). */
function seatsTaken(data: DemoData, branch: number, year: number) {
  const enrolled = new Map<number, number>();
  const expected = new Map<number, number>();
  for (const enrolment of data.enrolments) {
    if (enrolment.yearId !== year || enrolment.branchId !== branch || enrolment.status === 'left') continue;
    const counts = enrolment.status === 'active' ? enrolled : expected;
    counts.set(enrolment.classId, (counts.get(enrolment.classId) ?? 0) + 1);
  }
  return { enrolled, expected };
}

function classAnswer(cls: DemoClass, seats: ReturnType<typeof seatsTaken>) {
  const enrolled = seats.enrolled.get(cls.id) ?? 0;
  const expected = seats.expected.get(cls.id) ?? 0;
  return {
    id: cls.id,
    name: cls.name,
    levelId: cls.levelId,
    capacity: cls.capacity,
    enrolled,
    expected,
    remaining: classSeats(cls.capacity, enrolled, expected).remaining,
    teacher: cls.teacher,
    room: cls.room,
  };
}

function detailAnswer(application: DemoApplication, data: DemoData) {
  const family = application.familyId
    ? data.families.find((candidate) => candidate.id === application.familyId)
    : undefined;
  let familyAnswer = null;
  if (family) {
    const children = data.students.filter(
      (student) => student.familyId === family.id && student.studentid !== application.studentId,
    );
    const ids = new Set(children.map((child) => child.studentid));
    const enrolments = new Map<number, DemoEnrolment>();
    for (const enrolment of data.enrolments) {
      if (ids.has(enrolment.studentId) && enrolment.yearId === application.yearId) {
        enrolments.set(enrolment.studentId, enrolment);
      }
    }
    familyAnswer = {
      id: family.id,
      name: family.name,
      name_ar: family.name_ar,
      children: children
        .sort((a, b) => a.birthDate.localeCompare(b.birthDate))
        .map((child) => {
          const enrolment = enrolments.get(child.studentid);
          const cls = enrolment ? data.classes.find((candidate) => candidate.id === enrolment.classId) : null;
          return {
            studentid: child.studentid,
            firstname_fr: child.firstname_fr,
            lastname_fr: child.lastname_fr,
            firstname_ar: child.firstname_ar,
            lastname_ar: child.lastname_ar,
            branchId: child.branchId,
            level: enrolment ? levelCode(data, enrolment.levelId) : null,
            className: cls?.name ?? null,
            status: enrolment?.status ?? null,
          };
        }),
    };
  }
  return {
    ...rowAnswer(application, data),
    branchId: application.branchId,
    year: data.years.find((year) => year.schoolyearid === application.yearId)?.description ?? '',
    guardians: application.guardians,
    previousSchool: application.previousSchool,
    documents: application.documents,
    history: application.history,
    family: familyAnswer,
    allowedTransitions: allowedTransitions(application.status),
  };
}

function event(user: DemoUser, status: ApplicationStatus, reason: string | null) {
  return {
    status,
    at: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    by: user.displayname,
    userId: user.id,
    reason,
  };
}

function nextId<T>(items: T[], id: (item: T) => number): number {
  return items.reduce((max, item) => Math.max(max, id(item)), 0) + 1;
}

const STATUS_RANK = new Map<string, number>(APPLICATION_STATUSES.map((status, index) => [status, index]));
const PRIORITY_RANK = new Map<string, number>(PRIORITIES.map((priority, index) => [priority, index]));

export const preregistrationHandlers = [
  http.get('*/api/applications', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, PERMISSION);
    if (scope instanceof Response) return scope;
    const { branch, year } = scope;
    const params = new URL(request.url).searchParams;
    const data = db.data;
    const levelOrder = new Map(data.levels.map((level) => [level.id, level.order]));

    const levelIds = levelIdsParam(params, data.levels);
    const statuses = listParam(params, 'status');
    const priorities = listParam(params, 'priority');
    const tokens = searchTokens(params);

    const counts = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<
      ApplicationStatus,
      number
    >;
    const rows: Array<{ application: DemoApplication; sortName: string }> = [];
    for (const application of data.applications) {
      if (application.branchId !== branch || application.yearId !== year) continue;
      if (levelIds && !levelIds.has(application.levelId)) continue;
      if (priorities && !priorities.includes(application.priority)) continue;
      if (tokens.length) {
        const text = ` ${foldText(
          [
            application.firstname_fr,
            application.lastname_fr,
            application.firstname_ar,
            application.lastname_ar,
            application.reference,
          ].join(' '),
        )} `;
        if (!tokens.every((token) => text.includes(token))) continue;
      }
      // The counts answer "how many in each status" for the other filters, whatever the status filter.
      counts[application.status] += 1;
      if (statuses && !statuses.includes(application.status)) continue;
      rows.push({
        application,
        sortName: `${foldText(application.lastname_fr)}\u0001${foldText(application.firstname_fr)}`,
      });
    }

    const sortParam = params.get('sort') ?? '';
    const sort: Sort = (SORTS as readonly string[]).includes(sortParam) ? (sortParam as Sort) : 'submittedAt';
    const direction = params.get('order') === 'desc' ? -1 : 1;
    type Row = (typeof rows)[number];
    const byName = (a: Row, b: Row) =>
      compareText(a.sortName, b.sortName) || a.application.id - b.application.id;
    const key: Record<Sort, (a: Row, b: Row) => number> = {
      submittedAt: (a, b) => compareText(a.application.submittedAt, b.application.submittedAt),
      name: () => 0,
      birthDate: (a, b) => compareText(a.application.birthDate, b.application.birthDate),
      level: (a, b) =>
        (levelOrder.get(a.application.levelId) ?? 99) - (levelOrder.get(b.application.levelId) ?? 99),
      priority: (a, b) =>
        (PRIORITY_RANK.get(a.application.priority) ?? 9) - (PRIORITY_RANK.get(b.application.priority) ?? 9),
      status: (a, b) =>
        (STATUS_RANK.get(a.application.status) ?? 9) - (STATUS_RANK.get(b.application.status) ?? 9),
    };
    rows.sort((a, b) => direction * (key[sort](a, b) || byName(a, b)));

    const pageSize = Math.min(
      PAGE_SIZE.max,
      Math.max(PAGE_SIZE.min, intOr(params.get('pageSize'), PAGE_SIZE.default)),
    );
    const page = Math.max(1, intOr(params.get('page'), 1));
    const items = rows
      .slice((page - 1) * pageSize, page * pageSize)
      .map(({ application }) => rowAnswer(application, data));
    return HttpResponse.json({ items, total: rows.length, page, pageSize, counts });
  }),

  http.post('*/api/applications', async ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, PERMISSION);
    if (scope instanceof Response) return scope;
    const { branch, year } = scope;
    const body = await jsonObject(request);
    if (!body) return error(400, 'JSON body expected', 'INVALID_REQUEST');
    const input = applicationInput(body, db.data);
    if ('errors' in input) return validationError(input.errors);
    const data = db.data;
    const startYear =
      data.years.find((candidate) => candidate.schoolyearid === year)?.startDate.slice(0, 4) ??
      String(new Date().getFullYear());
    const prefix = `PR-${startYear}-`;
    const number =
      data.applications
        .filter((candidate) => candidate.reference.startsWith(prefix))
        .reduce((max, candidate) => Math.max(max, Number(candidate.reference.slice(prefix.length)) || 0), 0) +
      1;
    const now = new Date().toISOString();
    const application: DemoApplication = {
      id: nextId(data.applications, (candidate) => candidate.id),
      reference: `${prefix}${String(number).padStart(4, '0')}`,
      branchId: branch,
      yearId: year,
      ...input.fields,
      documents: APPLICATION_DOCUMENT_TYPES.map((type) => ({ type, received: false })),
      feePaid: false,
      submittedAt: now.slice(0, 10),
      status: 'submitted',
      history: [{ status: 'submitted', at: now, by: user.displayname, userId: user.id, reason: null }],
      studentId: null,
    };
    data.applications.push(application);
    db.changed();
    return HttpResponse.json(detailAnswer(application, data), { status: 201 });
  }),

  http.get('*/api/applications/:id', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const application = findApplication(user, params.id);
    if (application instanceof Response) return application;
    return HttpResponse.json(detailAnswer(application, db.data));
  }),

  http.get('*/api/applications/:id/classes', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const application = findApplication(user, params.id);
    if (application instanceof Response) return application;
    const data = db.data;
    const seats = seatsTaken(data, application.branchId, application.yearId);
    const items = data.classes
      .filter(
        (cls) =>
          cls.branchId === application.branchId &&
          cls.yearId === application.yearId &&
          cls.levelId === application.levelId,
      )
      .sort((a, b) => a.name.localeCompare(b.name, 'fr'))
      .map((cls) => classAnswer(cls, seats));
    return HttpResponse.json({ items });
  }),

  http.post('*/api/applications/:id/transitions', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const application = findApplication(user, params.id);
    if (application instanceof Response) return application;
    const body = await jsonObject(request);
    const to = body?.to;
    const rawReason = body?.reason;
    if (
      !isApplicationStatus(to) ||
      (rawReason !== undefined && rawReason !== null && typeof rawReason !== 'string')
    ) {
      return error(422, 'to must be a status; reason must be text', 'INVALID_REQUEST');
    }
    if (!canTransition(application.status, to)) {
      return error(
        409,
        `An application cannot go from ${application.status} to ${to}`,
        'TRANSITION_NOT_ALLOWED',
      );
    }
    if (requiresEnrolment(to)) {
      return error(
        422,
        'Enrol the application in a class (POST applications/{id}/enrol)',
        'ENROLMENT_REQUIRED',
      );
    }
    const reason = typeof rawReason === 'string' ? rawReason.trim() : '';
    if (requiresReason(to) && reason === '') {
      return error(422, 'A reason is required to reject an application', 'REASON_REQUIRED');
    }
    if (reason.length > REASON_MAX) {
      return error(422, `The reason is limited to ${REASON_MAX} characters`, 'REASON_TOO_LONG');
    }
    application.status = to;
    application.history.push(event(user, to, reason || null));
    db.changed();
    return HttpResponse.json(detailAnswer(application, db.data));
  }),

  http.put('*/api/applications/:id/documents', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const application = findApplication(user, params.id);
    if (application instanceof Response) return application;
    const body = await jsonObject(request);
    const documents = body?.documents;
    const valid =
      Array.isArray(documents) &&
      documents.every(
        (item: unknown) =>
          item !== null &&
          typeof item === 'object' &&
          typeof (item as { received?: unknown }).received === 'boolean' &&
          application.documents.some((document) => document.type === (item as { type?: unknown }).type),
      );
    if (!valid) {
      return error(
        422,
        'documents must list { type, received } for the application’s document types',
        'INVALID_DOCUMENTS',
      );
    }
    for (const item of documents as Array<{ type: string; received: boolean }>) {
      const document = application.documents.find((candidate) => candidate.type === item.type);
      if (document) document.received = item.received;
    }
    db.changed();
    return HttpResponse.json(detailAnswer(application, db.data));
  }),

  http.post('*/api/applications/:id/enrol', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const application = findApplication(user, params.id);
    if (application instanceof Response) return application;
    const data = db.data;
    const body = await jsonObject(request);
    const classId = body?.classId;
    if (application.status === 'enrolled' || application.studentId !== null) {
      return error(409, 'This application is already enrolled', 'ALREADY_ENROLLED');
    }
    if (application.status !== 'accepted') {
      return error(409, 'Only an accepted application can be enrolled', 'NOT_ACCEPTED');
    }
    const cls =
      typeof classId === 'number'
        ? data.classes.find(
            (candidate) =>
              candidate.id === classId &&
              candidate.branchId === application.branchId &&
              candidate.yearId === application.yearId &&
              candidate.levelId === application.levelId,
          )
        : undefined;
    if (!cls) {
      return error(422, 'classId must be a class of the requested level, branch and year', 'INVALID_CLASS');
    }
    const seats = seatsTaken(data, application.branchId, application.yearId);
    if (classAnswer(cls, seats).remaining <= 0) {
      return error(409, `${cls.name} is full`, 'CLASS_FULL');
    }

    // The family: the existing one, or a new one with the application's guardians.
    let family: DemoFamily | undefined = application.familyId
      ? data.families.find((candidate) => candidate.id === application.familyId)
      : undefined;
    if (!family) {
      let guardianId = data.families.reduce(
        (max, candidate) => candidate.guardians.reduce((top, guardian) => Math.max(top, guardian.id), max),
        0,
      );
      family = {
        id: nextId(data.families, (candidate) => candidate.id),
        name: application.lastname_fr,
        name_ar: application.lastname_ar,
        guardians: application.guardians.map((guardian, index) => {
          guardianId += 1;
          return {
            id: guardianId,
            ...guardian,
            priority: index + 1,
            canSeeFinances: index === 0,
            userId: null,
          };
        }),
      };
      data.families.push(family);
    }

    // Expected until the year starts; joining during the year, the child attends from today.
    const year = data.years.find((candidate) => candidate.schoolyearid === application.yearId);
    const today = new Date().toISOString().slice(0, 10);
    const yearStart = year?.startDate ?? today;
    const started = today >= yearStart;
    const status = started ? 'active' : 'expected';
    const studentid = nextId(data.students, (student) => student.studentid);
    const student: DemoStudent = {
      studentid,
      firstname_fr: application.firstname_fr,
      lastname_fr: application.lastname_fr,
      firstname_ar: application.firstname_ar,
      lastname_ar: application.lastname_ar,
      branchId: application.branchId,
      familyId: family.id,
      gender: application.gender,
      birthDate: application.birthDate,
      // A national number is given later by the ministry; until then a school number in the same shape.
      massar: `N${String(studentid).padStart(9, '0')}`,
      status,
      hasPhoto: application.documents.some((document) => document.type === 'photo' && document.received),
      medical: null,
      emergencyContacts: [],
    };
    data.students.push(student);
    data.enrolments.push({
      id: nextId(data.enrolments, (enrolment) => enrolment.id),
      studentId: studentid,
      yearId: application.yearId,
      branchId: application.branchId,
      levelId: application.levelId,
      classId: cls.id,
      status,
      startDate: started ? today : yearStart,
      endDate: null,
    });
    application.status = 'enrolled';
    application.familyId = family.id;
    application.studentId = studentid;
    application.history.push(event(user, 'enrolled', null));
    db.changed();
    return HttpResponse.json(
      {
        application: detailAnswer(application, data),
        student: {
          studentid,
          firstname_fr: student.firstname_fr,
          lastname_fr: student.lastname_fr,
          status,
          familyId: family.id,
          classId: cls.id,
          className: cls.name,
        },
      },
      { status: 201 },
    );
  }),
];
