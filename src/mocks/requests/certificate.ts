import { http, HttpResponse } from 'msw';
import { printedIdentity } from '../school-settings/index.ts';
import { todayIso } from '../../domain/dates.ts';
import { db } from '../core/db.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { findRequest, typeOf, error } from './shared.ts';

export const certificateHandlers = [
  http.get('*/api/requests/:id/certificate', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const found = findRequest(user, params.id);
    if (found instanceof Response) return found;
    const { request: item, actor } = found;
    if (actor !== 'staff') return permissionError();
    if (typeOf(item)?.kind !== 'certificate')
      return error(409, 'Not a certificate request', 'NOT_A_CERTIFICATE');
    const data = db.data;
    const student = data.students.find((candidate) => candidate.studentid === item.studentId);
    const enrolment = data.enrolments.find((e) => e.studentId === item.studentId && e.yearId === item.yearId);
    const level = enrolment ? data.levels.find((candidate) => candidate.id === enrolment.levelId) : undefined;
    const cls = enrolment ? data.classes.find((candidate) => candidate.id === enrolment.classId) : undefined;
    const branch = data.branches.find((candidate) => candidate.schoolbranchid === item.branchId);
    const school = data.schools.find((candidate) => candidate.id === branch?.schoolId);
    const year = data.years.find((candidate) => candidate.schoolyearid === item.yearId);
    if (!student || !enrolment || !branch || !school || !year) {
      return error(409, 'The student is not enrolled this year', 'NOT_ENROLLED');
    }
    return HttpResponse.json({
      reference: item.reference,
      issuedOn: todayIso(),
      school: {
        ...printedIdentity(branch.schoolbranchid),
        name: school.schoolname,
        branch: branch.branchname,
        city: branch.city,
        address: branch.address ?? '',
        phone: branch.phone ?? '',
      },
      student: {
        firstname_fr: student.firstname_fr,
        lastname_fr: student.lastname_fr,
        firstname_ar: student.firstname_ar,
        lastname_ar: student.lastname_ar,
        birthDate: student.birthDate,
        gender: student.gender,
        massar: student.massar,
      },
      level: level?.code ?? '',
      className: cls?.name ?? '',
      year: year.description,
      since: enrolment.startDate,
    });
  }),
];
