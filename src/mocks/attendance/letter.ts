import { http, HttpResponse } from 'msw';
import { countsAsUnjustified, isOverThreshold, SESSIONS } from '../../domain/attendance.ts';
import { todayIso } from '../../domain/dates.ts';
import { db } from '../core/db.ts';
import { holdsAnywhere, notFound } from '../core/listing.ts';
import { idParam } from '../core/params.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { invalidRequest } from '../core/staffScope.ts';
import { printedIdentity } from '../school-settings/index.ts';
import { settingsOf } from './settings.ts';
import { mayCall, namesOf, PERMISSION, tables } from './shared.ts';

/**
 * docs/api.md "GET attendance/students/{studentid}/letter": what the letter to the family of a student absent without
 * justification prints, in French or Arabic: the school's printed identity (the same `school` as the certificate of
 * schooling), the student and their class, the family's guardians, the counts against the threshold and the
 * unjustified half-days of the year. Printed for any student the office chooses: `overThreshold` says whether the
 * threshold is reached.
 */
export const letterHandlers = [
  http.get('*/api/attendance/students/:studentid/letter', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    if (!holdsAnywhere(user, PERMISSION)) return permissionError();
    const year = idParam(new URL(request.url).searchParams, 'year');
    if (year === null) return invalidRequest('year is required');
    const data = db.data;
    const id = /^\d+$/.test(String(params.studentid)) ? Number(params.studentid) : null;
    const student = data.students.find((candidate) => candidate.studentid === id);
    const enrolment = data.enrolments.find(
      (candidate) =>
        candidate.studentId === id && candidate.yearId === year && candidate.status !== 'expected',
    );
    const cls = data.classes.find((candidate) => candidate.id === enrolment?.classId);
    const branch = data.branches.find((candidate) => candidate.schoolbranchid === cls?.branchId);
    const schoolYear = data.years.find((candidate) => candidate.schoolyearid === year);
    // Staff who may call the student's class that year (a teacher: their own classes); anyone else: unknown.
    if (!student || !cls || !branch || !schoolYear || !mayCall(user, cls)) return notFound();
    const marks = tables(data).marks.filter(
      (mark) => mark.studentId === student.studentid && mark.yearId === year,
    );
    const absences = marks.filter((mark) => mark.kind === 'absent');
    const unjustified = absences
      .filter((mark) => countsAsUnjustified(mark.state))
      .sort(
        (a, b) => a.date.localeCompare(b.date) || SESSIONS.indexOf(a.session) - SESSIONS.indexOf(b.session),
      );
    const family = data.families.find((candidate) => candidate.id === student.familyId);
    // The threshold of the branch of the student's class that year.
    const { threshold } = settingsOf(cls.branchId, data);
    return HttpResponse.json({
      date: todayIso(),
      year: schoolYear.description,
      school: {
        ...printedIdentity(branch.schoolbranchid),
        name: data.schools.find((candidate) => candidate.id === branch.schoolId)?.schoolname ?? '',
        branch: branch.branchname,
        city: branch.city,
        address: branch.address ?? '',
        phone: branch.phone ?? '',
      },
      student: { studentid: student.studentid, ...namesOf(student), classname: cls.name },
      guardians: [...(family?.guardians ?? [])]
        .sort((a, b) => a.priority - b.priority)
        .map((guardian) => ({
          firstname: guardian.firstname_fr,
          lastname: guardian.lastname_fr,
          firstname_ar: guardian.firstname_ar,
          lastname_ar: guardian.lastname_ar,
        })),
      threshold,
      absentHalfDays: absences.length,
      unjustifiedHalfDays: unjustified.length,
      lateCount: marks.length - absences.length,
      overThreshold: isOverThreshold(unjustified.length, threshold),
      absences: unjustified.map((mark) => ({ date: mark.date, session: mark.session, state: mark.state })),
    });
  }),
];
