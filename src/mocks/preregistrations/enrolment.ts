import { http, HttpResponse } from 'msw';
import { jsonObject } from '../core/staffScope.ts';
import { db } from '../core/db.ts';
import type { DemoFamily, DemoStudent } from '../school/index.ts';
import { authenticate } from '../core/session.ts';
import { findApplication, error, seatsTaken, classAnswer, nextId, event, detailAnswer } from './shared.ts';

export const enrolmentHandlers = [
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
