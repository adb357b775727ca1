import { http, HttpResponse } from 'msw';
import { todayIso } from '../../domain/dates.ts';
import { CONTRACT_TYPES, MAX_WEEKLY_HOURS, isHalfHours, type ContractType } from '../../domain/education.ts';
import { db } from '../core/db.ts';
import type { DemoTeacher } from './types.ts';
import {
  error,
  isDate,
  matches,
  nextId,
  paginate,
  sortRows,
  text,
  validationError,
} from '../core/listing.ts';
import { idParam, searchTokens } from '../core/params.ts';
import { PHOTO_RULES, photoAnswer, SIGNATURES } from '../students/index.ts';
import { oneUpload, refuseFile, toBase64 } from '../core/upload.ts';
import { jsonObject, staffCall } from '../core/staffScope.ts';
import {
  educationTables,
  shownName,
  TEACHER_READ,
  EDUCATION_PERMISSIONS,
  assignmentsOf,
  teacherView,
  teacherCall,
  subjectView,
} from './shared.ts';

type TeacherInput = Omit<DemoTeacher, 'id' | 'branchId' | 'hasPhoto' | 'userId'>;

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
export const teacherHandlers = [
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
