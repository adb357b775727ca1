import { http, HttpResponse } from 'msw';
import { documentContent, recordDocument } from '../documents/index.ts';
import { printedIdentity } from '../school-settings/index.ts';
import { todayIso } from '../../domain/dates.ts';
import { localName, pushPhrase } from '../../domain/pushRules.ts';
import { canMoveRequest } from '../../domain/requests.ts';
import { db } from '../core/db.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { findRequest, typeOf, error, detailAnswer, nextEntryId } from './shared.ts';
import type { DemoRequest, IssuedCertificate } from './seed.ts';
import { notifyFamily } from './thread.ts';

/**
 * The certificate of schooling of a `certificate` request (docs/api.md "GET requests/{id}/certificate"), read from
 * the student's record now; once sent to the family, the certificate as it was sent.
 */
function certificateOf(item: DemoRequest): IssuedCertificate | Response {
  if (item.certificate) return item.certificate;
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
  return {
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
  };
}

export const certificateHandlers = [
  http.get('*/api/requests/:id/certificate', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const found = findRequest(user, params.id);
    if (found instanceof Response) return found;
    const { request: item, actor } = found;
    // The family reads the certificate once the school has sent it, never a draft.
    if (actor === 'family' && !item.certificate) {
      return typeOf(item)?.kind === 'certificate'
        ? error(409, 'The certificate has not been sent yet', 'CERTIFICATE_NOT_ISSUED')
        : error(409, 'Not a certificate request', 'NOT_A_CERTIFICATE');
    }
    const certificate = certificateOf(item);
    return certificate instanceof Response ? certificate : HttpResponse.json(certificate);
  }),
  /**
   * The school sends the certificate to the family: fixed as it reads now, written in the thread, the family told,
   * and the request resolved when it was still open or in progress. Once only (409 `CERTIFICATE_ALREADY_ISSUED`).
   */
  http.post('*/api/requests/:id/certificate/issue', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const found = findRequest(user, params.id);
    if (found instanceof Response) return found;
    const { request: item, actor } = found;
    if (actor !== 'staff') return permissionError();
    if (item.certificate) {
      return error(409, 'The certificate was already sent to the family', 'CERTIFICATE_ALREADY_ISSUED');
    }
    if (item.state === 'rejected') {
      return error(409, `A request cannot go from ${item.state} to resolved`, 'TRANSITION_NOT_ALLOWED');
    }
    const certificate = certificateOf(item);
    if (certificate instanceof Response) return certificate;
    const now = new Date().toISOString();
    const data = db.data;
    // Numbered with a verification code like every certificate the office issues (docs/api.md "School documents"),
    // and in the branch's register.
    const content = documentContent(data, item.studentId, item.yearId, 'schooling');
    if (typeof content !== 'string') {
      const document = recordDocument(data, {
        type: 'schooling',
        language: 'fr',
        studentId: item.studentId,
        branchId: item.branchId,
        yearId: item.yearId,
        issuedBy: user.id,
        content,
      });
      certificate.number = document.number;
      certificate.code = document.code;
    }
    item.certificate = certificate;
    item.thread.push({
      id: nextEntryId(),
      kind: 'certificate',
      authorId: user.id,
      at: now,
      text: '',
      from: null,
      to: null,
      attachments: [],
    });
    if (canMoveRequest(item.state, 'resolved', 'staff')) {
      item.thread.push({
        id: nextEntryId(),
        kind: 'state',
        authorId: user.id,
        at: now,
        text: '',
        from: item.state,
        to: 'resolved',
        attachments: [],
      });
      item.state = 'resolved';
    }
    if (item.assigneeId === null) item.assigneeId = user.id;
    item.updatedAt = now;
    const student = data.students.find((candidate) => candidate.studentid === item.studentId);
    notifyFamily(
      data,
      item,
      `Certificat de scolarité : demande ${item.reference}`,
      'Le certificat de scolarité est disponible dans la demande.',
      {
        title: pushPhrase('certificateReady', { reference: item.reference }),
        body: pushPhrase('certificateReadyBody', {
          name: localName(student?.firstname_fr ?? '', student?.firstname_ar),
        }),
      },
    );
    db.changed();
    return HttpResponse.json(detailAnswer(data, item, actor), { status: 201 });
  }),
];
