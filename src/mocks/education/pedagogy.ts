import { http, HttpResponse } from 'msw';
import { seatsTaken } from '../../domain/capacity.ts';
import { todayIso } from '../../domain/dates.ts';
import { MAX_ASSIGNMENT_HOURS, isHalfHours, subjectsWithoutTeacher } from '../../domain/education.ts';
import { db } from '../core/db.ts';
import { nextId, notFound, pathId, validationError } from '../core/listing.ts';
import { jsonObject, staffCall } from '../core/staffScope.ts';
import {
  CLASS_READ,
  educationTables,
  assignmentsOf,
  classView,
  levelSubjectsOf,
  subjectView,
  teacherView,
  classCall,
  ADMIN_ONLY,
} from './shared.ts';

export const pedagogyHandlers = [
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
