import { http, HttpResponse } from 'msw';
import { todayIso } from '../../domain/dates.ts';
import { contractEndsSoon, domainMastery, subjectsWithoutTeacher } from '../../domain/education.ts';
import { db } from '../core/db.ts';
import { authenticate } from '../core/session.ts';
import { idParam } from '../core/params.ts';
import { parentChild, staffCall } from '../core/staffScope.ts';
import {
  educationTables,
  assignmentsOf,
  teacherName,
  subjectView,
  CLASS_READ,
  levelSubjectsOf,
} from './shared.ts';
import { scaleOf, gridOf, campaignView } from './evaluations.ts';

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
